/**
 * Signs the links a reservation's e-mails carry (the shopper's manage link, the dealer's sold and
 * release links): RESERVATION_SECRET, else derived from the sign-in secret under its own purpose, so
 * servers sharing AUTH_SECRET agree.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/env';
import { authSecret } from '@/lib/auth/secret';

let cached: string | undefined;

export function reservationSecret(): string {
  cached ??= env.RESERVATION_SECRET ?? createHmac('sha256', authSecret()).update('forecourt:reservation-links:v1').digest('base64url');
  return cached;
}
