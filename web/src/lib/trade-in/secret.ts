/**
 * The trade-in tokens' key: derived from the sign-in secret (AUTH_SECRET, else the one kept in the
 * data directory: lib/auth/secret.ts) under its own purpose, so servers that share AUTH_SECRET share
 * it too, and a trade-in token can never be mistaken for any other HMAC the app makes with that secret.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

let cached: string | undefined;

export function tradeInSecret(): string {
  cached ??= createHmac('sha256', authSecret()).update('forecourt:trade-in-token:v1').digest('base64url');
  return cached;
}
