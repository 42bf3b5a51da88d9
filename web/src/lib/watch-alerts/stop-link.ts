/**
 * The stop link at the end of every watch alert: `/alerts/stop?u={userId}&t={token}`, where the token
 * is an HMAC-SHA256 (auth secret) of the site and the account id. Whoever holds the link can turn
 * off alerts for that one account on that one site, and nothing else; nobody can make a link for an
 * account they were not sent. No expiry: a stop link must work for as long as the text is kept.
 * Following it changes nothing by itself (SMS and mail scanners open links): the page's button posts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const STOP_PAGE = '/alerts/stop';
export const STOP_API = '/api/account/alerts/stop';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function stopToken(secret: string, site: string, userId: string): string {
  return createHmac('sha256', secret).update(`watch-alerts-stop\u0000${site}\u0000${userId}`).digest('base64url');
}

/** True only for the token made for this site and account (compared in constant time). */
export function verifyStopToken(secret: string, site: string, userId: string, token: string): boolean {
  if (!TOKEN.test(token) || userId === '' || userId.length > 100) return false;
  const expected = Buffer.from(stopToken(secret, site, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link's path and query (prefix the site's origin for a text). */
export function stopHref(secret: string, site: string, userId: string): string {
  return `${STOP_PAGE}?${new URLSearchParams({ u: userId, t: stopToken(secret, site, userId) }).toString()}`;
}
