/**
 * Where lead e-mail goes in this process, from the environment: the local mailbox folder unless
 * SMTP_URL is set. The development mailbox pages use this too (they exist only for the mailbox).
 */
import 'server-only';
import path from 'node:path';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';
import { isLocalHost } from '@/lib/tenancy/host';

/** True when lead e-mail is written to the local mailbox (no SMTP_URL). */
export function mailboxActive(): boolean {
  return !env.SMTP_URL;
}

/**
 * The development mailbox pages show shoppers' details, so they answer only on a local host
 * (`localhost`, `<slug>.localhost`, loopback addresses) and only while the mailbox is the transport:
 * a deployment that forgot SMTP_URL still never shows them on its public domain.
 */
export function mailboxPageAllowed(host: string | null | undefined): boolean {
  return mailboxActive() && isLocalHost(host);
}

/** MAILBOX_DIR, else `<data dir>/mailbox` (the data dir as the database and stock store find it). */
export function mailboxDir(): string {
  if (env.MAILBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ env.MAILBOX_DIR);
  return path.join(/*turbopackIgnore: true*/ defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'mailbox');
}
