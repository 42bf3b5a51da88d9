/**
 * <slug>.localhost:3000/dev/mailbox — this site's lead e-mails in the local mailbox, newest lead
 * first. Exists only while the mailbox is the e-mail transport (no SMTP_URL): with a real mail
 * server there is nothing local to show, so the route is a 404. Never indexed.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { mailboxDir, mailboxPageAllowed } from '@/lib/leads/delivery/settings';
import { readMailbox } from '@/lib/leads/delivery/transports/mailbox';
import { loadSite } from '@/lib/tenancy/current-site';
import { MailboxMessages } from './MailboxMessages';

// The mailbox changes with every lead: read it per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Mailbox (development)', robots: { index: false, follow: false } };

export default async function SiteMailbox({ params }: PageProps<'/[site]/dev/mailbox'>) {
  if (!mailboxPageAllowed(await headers())) notFound();
  const site = await loadSite((await params).site);
  const dir = mailboxDir();
  const messages = await readMailbox(dir, site.slug);
  return <MailboxMessages title={`${site.name}: lead mailbox`} dir={dir} messages={messages} />;
}
