/**
 * The signed unsubscribe link (issue 13 item 9) in a shopper's confirmation e-mail:
 * `/pages/unsubscribe?email=…&token=…`, where the token is an HMAC-SHA256 of the site and the
 * normalised address. Anyone holding the link can unsubscribe that one address from that one dealer
 * and nothing else; nobody can make a link for an address they were not sent. No expiry: an
 * unsubscribe link must keep working for as long as the e-mail is in someone's inbox.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '@/lib/db/opt-outs';

export const UNSUBSCRIBE_PAGE = '/pages/unsubscribe';
/** The one-click endpoint (RFC 8058 List-Unsubscribe-Post) a mail client posts to. */
export const UNSUBSCRIBE_API = '/api/unsubscribe';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function unsubscribeToken(secret: string, site: string, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe\u0000${site}\u0000${normaliseEmail(email)}`).digest('base64url');
}

export function verifyUnsubscribeToken(secret: string, site: string, email: string, token: string): boolean {
  if (!TOKEN.test(token)) return false;
  const expected = Buffer.from(unsubscribeToken(secret, site, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link's path and query for a path on the site (the page, or the one-click endpoint). */
export function unsubscribeHref(path: string, secret: string, site: string, email: string): string {
  const query = new URLSearchParams({ email: normaliseEmail(email), token: unsubscribeToken(secret, site, email) });
  return `${path}?${query.toString()}`;
}
