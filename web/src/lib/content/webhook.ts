/**
 * What the Sanity webhook route does with one delivery, decided without I/O: refuse it (4xx with a
 * message), ignore it (200, nothing revalidated) or expire these cache tags. The route only reads the
 * body, asks, and acts; every rule is here and in the files it calls, each unit-tested.
 */
import { z } from 'zod';
import { tagsToRevalidate, WebhookBody } from './revalidate';
import type { ReplayGuard } from './webhook-replay';
import { checkSignature } from './webhook-signature';

/** The projection is a few dozen bytes; anything near this is not Sanity's. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * How long to wait before expiring the tags: the Content Lake is eventually consistent, and a page
 * re-read the instant the webhook arrives could cache the old document again (next-sanity's
 * `parseBody` waits the same 3 s for this reason).
 */
export const CONTENT_LAKE_SETTLE_MS = 3000;

/** Sanity's per-delivery key; not signed, so only used to recognise a retry (webhook-replay.ts). */
const IdempotencyKey = z.string().min(1).max(200).regex(/^[\x21-\x7e]+$/);

export interface WebhookDelivery {
  body: string;
  signature: string | null;
  idempotencyKey: string | null;
  now: number;
}

export type WebhookDecision =
  | { kind: 'refuse'; status: 400 | 401; error: string }
  | { kind: 'ignore'; reason: string }
  /** `claimed`: the replay keys recorded for this delivery, to release if revalidating fails. */
  | { kind: 'revalidate'; tags: string[]; claimed: string[] };

export function decideWebhook(secret: string, delivery: WebhookDelivery, replays: ReplayGuard): WebhookDecision {
  const signed = checkSignature(secret, delivery.body, delivery.signature, delivery.now);
  if (!signed.ok) return { kind: 'refuse', status: signed.status, error: signed.error };

  const key = delivery.idempotencyKey === null ? undefined : IdempotencyKey.safeParse(delivery.idempotencyKey);
  if (key && !key.success) return { kind: 'refuse', status: 400, error: 'Malformed idempotency-key header.' };

  let json: unknown;
  try {
    json = JSON.parse(delivery.body);
  } catch {
    return { kind: 'refuse', status: 400, error: 'The body is not valid JSON.' };
  }
  const body = WebhookBody.safeParse(json);
  if (!body.success) return { kind: 'refuse', status: 400, error: 'Expected {_type, site} from the webhook projection (site: a site slug or null).' };

  const tags = tagsToRevalidate(body.data);
  if (tags.length === 0) return { kind: 'ignore', reason: `Documents of type ${body.data._type} are not shown on any site.` };

  const claimed = [`signature:${signed.mac}`, ...(key?.success ? [`idempotency-key:${key.data}`] : [])];
  if (!replays.claim(claimed, delivery.now)) return { kind: 'ignore', reason: 'This delivery was already handled (a replay or a retry).' };
  return { kind: 'revalidate', tags, claimed };
}
