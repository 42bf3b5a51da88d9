/**
 * localhost:3000/dev/mailbox — every site's lead e-mails in the local mailbox, newest lead first.
 * Exists only while the mailbox is the e-mail transport (no SMTP_URL); otherwise a 404. Never indexed.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { MailboxMessages } from '@/app/[site]/dev/mailbox/MailboxMessages';
import { content } from '@/lib/content';
import { mailboxDir, mailboxPageAllowed } from '@/lib/leads/delivery/settings';
import { readMailbox } from '@/lib/leads/delivery/transports/mailbox';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Mailbox (development) | Forecourt', robots: { index: false, follow: false } };

export default async function PlatformMailbox() {
  if (!mailboxPageAllowed(await headers())) notFound();
  const dir = mailboxDir();
  const [messages, sites] = await Promise.all([readMailbox(dir), content.sites()]);
  const siteNames = new Map(sites.map((s) => [s.slug, s.name]));
  return <MailboxMessages title="Lead mailbox: all sites" dir={dir} messages={messages} siteNames={siteNames} />;
}
