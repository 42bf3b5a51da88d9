/**
 * localhost:3000/dev/sms — every site's text messages in the local SMS outbox, newest first.
 * Exists only while the outbox is the SMS transport and only for a request from this machine;
 * otherwise a 404. Never indexed.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { SmsMessages } from '@/app/[site]/dev/sms/SmsMessages';
import { content } from '@/lib/content';
import { smsOutboxDir, smsPageAllowed } from '@/lib/sms';
import { readSmsOutbox } from '@/lib/sms/outbox';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'SMS outbox (development) | Forecourt', robots: { index: false, follow: false } };

export default async function PlatformSmsOutbox() {
  if (!smsPageAllowed(await headers())) notFound();
  const dir = smsOutboxDir();
  const [messages, sites] = await Promise.all([readSmsOutbox(dir), content.sites()]);
  const siteNames = new Map(sites.map((s) => [s.slug, s.name]));
  return <SmsMessages title="SMS outbox: all sites" dir={dir} messages={messages} siteNames={siteNames} />;
}
