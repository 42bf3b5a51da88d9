/**
 * Lead delivery to a dealer's CRM: a JSON POST, signed so the CRM can tell it came from us and was
 * not replayed. Headers:
 *
 *   content-type: application/json
 *   idempotency-key: {leadId}                 the same on every attempt: a CRM can drop repeats
 *   forecourt-signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}" with LEAD_WEBHOOK_SECRET}
 *
 * Any 2xx is accepted; anything else (redirects included: a signed POST is not followed elsewhere),
 * a timeout (10 s) or a network error is a failed attempt, retried later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { LeadWebhook, Transport } from './types';

export const SIGNATURE_HEADER = 'forecourt-signature';

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/**
 * What a receiver does (and the tests): recompute the HMAC over "{t}.{body}", compare in constant
 * time, and refuse a timestamp more than `toleranceSeconds` from its clock (a replayed old request).
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  { now = new Date(), toleranceSeconds = 300 }: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).slice(`t=${t},v1=`.length), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

const WebhookUrl = z.url({ protocol: /^https?$/, error: 'The CRM webhook address is not an http(s) URL' });

export interface WebhookOptions {
  /** LEAD_WEBHOOK_SECRET; without it nothing is sent (an unsigned lead could be forged by anyone). */
  secret: string | undefined;
  timeoutMs?: number;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
}

export function webhookTransport({ secret, timeoutMs = 10_000, now = () => new Date(), fetch = globalThis.fetch }: WebhookOptions): Transport<LeadWebhook> {
  return {
    name: 'webhook',
    async send(message) {
      if (!secret) throw new Error('LEAD_WEBHOOK_SECRET is not set');
      const url = WebhookUrl.safeParse(message.url);
      if (!url.success) throw new Error(url.error.issues[0]?.message ?? 'Invalid CRM webhook address');
      const t = Math.floor(now().getTime() / 1000);
      const response = await fetch(url.data, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': message.leadId,
          [SIGNATURE_HEADER]: signWebhook(secret, message.body, t),
          'user-agent': 'Forecourt-Leads/1',
        },
        body: message.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read the answer to the end so the connection is released; its content does not matter.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status > 299) {
        throw new Error(`The CRM webhook answered HTTP ${response.status}`);
      }
    },
  };
}
