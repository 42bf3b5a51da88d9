/**
 * Server-side sessions. The browser holds a 32-byte random token (CSPRNG) in its session cookie; the
 * database holds only the token's SHA-256, so reading the table gives nobody a working cookie. A
 * session lives 30 days, belongs to one site, and ends when revoked (sign-out, or a new sign-in from
 * the same browser: the route revokes the old token when it makes a new one).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  insertSession,
  liveSessionByTokenHash,
  revokeSessionByTokenHash,
  touchSession,
} from '@/lib/db/sessions';
import type { Database } from '@/lib/db/open';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reading a session is not a write every time. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** A token as we make them: 32 random bytes in base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface SessionUser {
  userId: string;
  /** E.164 */
  phone: string;
}

/** Starts a session for the account; the token goes to the cookie and nowhere else. */
export async function createSession(
  db: Database,
  site: string,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, { site, userId, tokenHash: tokenHash(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whose session this token is on this site, or undefined (unknown, revoked, expired, another site's). */
export async function sessionUser(
  db: Database,
  site: string,
  token: string | null | undefined,
  now = new Date(),
): Promise<SessionUser | undefined> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  const session = await liveSessionByTokenHash(db, site, tokenHash(token), now);
  if (!session) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(db, site, session.sessionId, now);
  }
  return { userId: session.userId, phone: session.phone };
}

/** Ends the session this token names on this site (nothing happens for an unknown token). */
export async function revokeSession(
  db: Database,
  site: string,
  token: string | null | undefined,
  now = new Date(),
): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false;
  return revokeSessionByTokenHash(db, site, tokenHash(token), now);
}
