/**
 * A reservation's signed links. Each token is an HMAC of the reservation id and what the link may do,
 * so the manage link cannot mark a car sold and a dealer link cannot be turned into another's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'manage' | 'sold' | 'release';

export function linkToken(secret: string, id: string, purpose: LinkPurpose): string {
  return createHmac('sha256', secret).update(`reservation:${purpose}:${id}`).digest('base64url');
}

export function validLinkToken(secret: string, id: string, purpose: LinkPurpose, token: string | null | undefined): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(linkToken(secret, id, purpose));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const manageHref = (secret: string, id: string) => `/reservations/${encodeURIComponent(id)}?token=${linkToken(secret, id, 'manage')}`;
export const dealerHref = (secret: string, id: string, action: 'sold' | 'release') =>
  `/reservations/${encodeURIComponent(id)}/dealer?action=${action}&token=${linkToken(secret, id, action)}`;
