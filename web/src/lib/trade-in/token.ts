/**
 * The trade-in token (issue 15): the lead intake answers the wizard's first step with
 * `trade_in_token`, an HMAC-SHA256 of the site and the started lead's id. The later steps (estimate,
 * accept, save valuation) send it back with the lead id, so only the browser that started a lead can
 * value a car on it or accept an offer in its name — a lead id alone (in a URL, a log, an e-mail) is
 * not enough. No expiry: the lead itself is the limit (20 valuations, each accepted once).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64url of a SHA-256 HMAC: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function tradeInToken(secret: string, site: string, leadId: string): string {
  // JSON, not a separator: no site and lead id can be shifted into each other and sign the same text.
  return createHmac('sha256', secret).update(JSON.stringify(['trade-in', site, leadId])).digest('base64url');
}

export function verifyTradeInToken(secret: string, site: string, leadId: string, token: string): boolean {
  if (!TOKEN.test(token)) return false;
  const expected = Buffer.from(tradeInToken(secret, site, leadId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
