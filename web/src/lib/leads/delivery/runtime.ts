/**
 * The background worker's dependencies, from the environment: the process's database, the e-mail
 * transport (SMTP when SMTP_URL is set, else the local mailbox), the signed webhook transport, and
 * vendor lookups through the content repository. Loaded by startDeliveryWorker on its first pass,
 * never at build time.
 */
import 'server-only';
import { env } from '@/env';
import { content } from '@/lib/content';
import { db } from '@/lib/db';
import { describeError } from './errors';
import { mailboxDir } from './settings';
import { mailboxTransport } from './transports/mailbox';
import { smtpTransport } from './transports/smtp';
import { webhookTransport } from './transports/webhook';
import { createVendorLookup } from './vendor';
import { unsubscribeSecret } from '../unsubscribe/secret';
import type { DeliveryRuntime } from './worker';

export async function loadDeliveryRuntime(): Promise<DeliveryRuntime> {
  const database = await db();
  const email = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : mailboxTransport(mailboxDir());
  console.info(
    `[lead-delivery] worker started: e-mail via ${email.name === 'smtp' ? 'SMTP' : `the local mailbox (${mailboxDir()})`}, ` +
      `CRM webhooks ${env.LEAD_WEBHOOK_SECRET ? 'signed' : 'held until LEAD_WEBHOOK_SECRET is set'}, every ${env.LEAD_DELIVERY_POLL_MS} ms`,
  );
  return {
    db: database,
    transports: { email, webhook: webhookTransport({ secret: env.LEAD_WEBHOOK_SECRET }) },
    lookupVendor: createVendorLookup(content, (error) =>
      console.warn(`[lead-delivery] vendor lookup failed, sending with the site name only: ${describeError(error)}`),
    ),
    mailFrom: env.LEAD_MAIL_FROM,
    unsubscribeSecret,
    pollMs: env.LEAD_DELIVERY_POLL_MS,
  };
}
