/**
 * <slug>.localhost:3000/dev/sms — this site's text messages in the local SMS outbox, newest first
 * (where a developer reads a sign-in code). Exists only while the outbox is the SMS transport and
 * only for a request from this machine (lib/sms smsPageAllowed); otherwise a 404. Never indexed.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { smsOutboxDir, smsPageAllowed } from '@/lib/sms';
import { readSmsOutbox } from '@/lib/sms/outbox';
import { loadSite } from '@/lib/tenancy/current-site';
import { SmsMessages } from './SmsMessages';

// The outbox changes with every code sent: read it per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'SMS outbox (development)', robots: { index: false, follow: false } };

export default async function SiteSmsOutbox({ params }: PageProps<'/[site]/dev/sms'>) {
  if (!smsPageAllowed(await headers())) notFound();
  const site = await loadSite((await params).site);
  const dir = smsOutboxDir();
  const messages = await readSmsOutbox(dir, site.slug);
  return <SmsMessages title={`${site.name}: SMS outbox`} dir={dir} messages={messages} />;
}
