/**
 * The dealer's link to one application: `/finance-applications/{id}?expires=…&sig=…`, where `sig` is
 * an HMAC-SHA256 of the site, the id and the expiry (epoch seconds). Whoever holds the link can read
 * that one application on that one site until it expires (30 days); nobody can make a link for another
 * id or site, or stretch the expiry. Links are in the lead e-mail, which goes to the dealer only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const VIEW_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const VIEW_PATH_PREFIX = '/finance-applications/';

const SIG = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^\d{1,12}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Application ids are UUIDs; anything else in the path is not looked up. */
export const isApplicationId = (value: string): boolean => ID.test(value);

export interface ViewLinkTarget {
  site: string;
  id: string;
}

function signature(key: Buffer, { site, id }: ViewLinkTarget, expires: number): string {
  return createHmac('sha256', key).update(`finance-application-view\u0000${site}\u0000${id}\u0000${expires}`).digest('base64url');
}

/** The link's path and query, valid until `now + ttlMs` (rounded up to the second). */
export function viewLinkPath(key: Buffer, target: ViewLinkTarget, now: Date, ttlMs = VIEW_LINK_TTL_MS): string {
  const expires = Math.ceil((now.getTime() + ttlMs) / 1000);
  const query = new URLSearchParams({ expires: String(expires), sig: signature(key, target, expires) });
  return `${VIEW_PATH_PREFIX}${encodeURIComponent(target.id)}?${query.toString()}`;
}

/** True only for a well-formed, unexpired link signed for this site and id. */
export function verifyViewLink(
  key: Buffer,
  target: ViewLinkTarget,
  { expires, sig }: { expires: unknown; sig: unknown },
  now: Date,
): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string') return false;
  if (!EXPIRES.test(expires) || !SIG.test(sig)) return false;
  const seconds = Number(expires);
  if (seconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(key, target, seconds));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
