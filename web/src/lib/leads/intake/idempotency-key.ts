/**
 * The Idempotency-Key header: up to 200 printable ASCII characters (the browser sends a UUID). A
 * missing header is fine (every submission is a new lead); a malformed one is refused, so a client
 * bug cannot silently turn "one lead per click" into "a new lead every time".
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

const PRINTABLE = /^[\x21-\x7e]+$/;

export type IdempotencyKeyResult = { ok: true; key: string | undefined } | { ok: false };

export function readIdempotencyKey(headers: Headers): IdempotencyKeyResult {
  const raw = headers.get('idempotency-key');
  if (raw === null) return { ok: true, key: undefined };
  const key = raw.trim();
  if (key === '') return { ok: true, key: undefined };
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !PRINTABLE.test(key)) return { ok: false };
  return { ok: true, key };
}
