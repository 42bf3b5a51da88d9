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
import { z } from 'zod';
import { signBody, verifyBodySignature } from '@/lib/http/signature';
import type { LeadWebhook, Transport } from './types';

export const SIGNATURE_HEADER = 'forecourt-signature';

/** The CRM's view of our signature scheme (lib/http/signature.ts), under the names the README uses. */
export const signWebhook = signBody;
export const verifyWebhookSignature = verifyBodySignature;

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
