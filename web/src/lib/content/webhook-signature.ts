/**
 * Sanity's webhook signature (the scheme of @sanity/webhook): the `sanity-webhook-signature` header is
 * `t={unix milliseconds},v1={base64url HMAC-SHA256 of "{t}.{body}"}`. Checked here rather than with the
 * library so a malformed header, a wrong MAC and a stale or future timestamp each get their own answer,
 * and so the MAC is compared in constant time (the library compares strings).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sanity-webhook-signature';

/** A request signed longer ago than this is refused: a captured request cannot be replayed later. */
export const MAX_AGE_MS = 5 * 60_000;
/** Clock skew allowed the other way; more than this ahead is not a clock difference but a forgery or a bug. */
export const MAX_FUTURE_MS = 60_000;

/** The library's own header pattern (`, ` or ` ` between the parts is accepted too). */
const HEADER = /^t=(\d{1,15})[, ]+v1=([A-Za-z0-9_-]{43})$/;

export type SignatureCheck =
  | { ok: true; timestamp: number; mac: string }
  | { ok: false; status: 400 | 401; error: string };

/** HMAC-SHA256 as Sanity encodes it: base64url without padding. */
export function sanityMac(secret: string, body: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
}

export function checkSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  now: number,
): SignatureCheck {
  if (header === null || header === undefined || header.trim() === '') {
    return { ok: false, status: 401, error: `Missing ${SIGNATURE_HEADER} header.` };
  }
  const match = HEADER.exec(header.trim());
  if (!match) return { ok: false, status: 400, error: `Malformed ${SIGNATURE_HEADER} header (expected t=<ms>,v1=<mac>).` };
  const timestamp = Number(match[1]);
  const canonical = sanityMac(secret, body, timestamp);
  const expected = Buffer.from(canonical, 'base64url');
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 401, error: 'Invalid signature.' };
  }
  // After the MAC, so an unsigned caller learns nothing about the clock check.
  if (now - timestamp > MAX_AGE_MS) return { ok: false, status: 401, error: 'The signature is too old (more than 5 minutes): refused as a possible replay.' };
  if (timestamp - now > MAX_FUTURE_MS) return { ok: false, status: 401, error: 'The signature is dated in the future (more than 1 minute ahead).' };
  // The canonical text, not the header's: the last base64url character carries two unused bits, so
  // four spellings decode to the same MAC and a replay guard keyed by the header's text could be dodged.
  return { ok: true, timestamp, mac: canonical };
}
