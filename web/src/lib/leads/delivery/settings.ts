/**
 * Where lead e-mail goes in this process, from the environment: the local mailbox folder unless
 * SMTP_URL is set. The development mailbox pages use this too (they exist only for the mailbox).
 */
import 'server-only';
import path from 'node:path';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';
import { isLocalRequest } from '@/lib/http/local-request';

/** True when lead e-mail is written to the local mailbox (no SMTP_URL). */
export function mailboxActive(): boolean {
  return !env.SMTP_URL;
}

/**
 * The development mailbox pages show shoppers' details, so they answer only to a request from this
 * machine (a local Host and a loopback client address, lib/http/local-request.ts) and only while the
 * mailbox is the transport: a deployment that forgot SMTP_URL still never shows them to anyone else,
 * whatever Host or X-Forwarded-For a client sends.
 */
export function mailboxPageAllowed(headers: Pick<Headers, 'get'>): boolean {
  return mailboxActive() && isLocalRequest(headers, env.TRUSTED_PROXY_COUNT);
}

/** MAILBOX_DIR, else `<data dir>/mailbox` (the data dir as the database and stock store find it). */
export function mailboxDir(): string {
  if (env.MAILBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ env.MAILBOX_DIR);
  return path.join(/*turbopackIgnore: true*/ defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'mailbox');
}
