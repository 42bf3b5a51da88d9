/**
 * Shopper sessions (lib/auth/sessions.ts makes and checks the tokens). Rows are found by the SHA-256
 * of the browser's token and always by site as well: a token from one site is unknown on another.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { sessions, users } from './schema';

export interface NewSession {
  site: string;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A live session and whose it is. */
export interface LiveSession {
  sessionId: string;
  userId: string;
  phone: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** Stores a session; returns its id. */
export async function insertSession(db: Database, session: NewSession): Promise<string> {
  const id = randomUUID();
  await dbCall('starting a shopper session', () =>
    db.insert(sessions).values({ id, ...session, lastSeenAt: session.createdAt }),
  );
  return id;
}

/**
 * The session with this token hash on this site if it is live at `now` (not revoked, not expired),
 * with its account, which must be the same site's.
 */
export async function liveSessionByTokenHash(
  db: Database,
  site: string,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const [row] = await dbCall('reading a shopper session', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        phone: users.phone,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.site, sessions.site)))
      .where(
        and(
          eq(sessions.site, site),
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1),
  );
  return row;
}

/** Notes that the session was used at `now`. */
export async function touchSession(db: Database, site: string, sessionId: string, now: Date): Promise<void> {
  await dbCall('touching a shopper session', () =>
    db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.site, site), eq(sessions.id, sessionId))),
  );
}

/** Revokes the site's session with this token hash; true when a live one was revoked. */
export async function revokeSessionByTokenHash(
  db: Database,
  site: string,
  tokenHash: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await dbCall('ending a shopper session', () =>
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.site, site), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
  return rows.length > 0;
}

/** Revokes every live session of one account (e.g. "sign out everywhere"); returns how many. */
export async function revokeUserSessions(
  db: Database,
  site: string,
  userId: string,
  now = new Date(),
): Promise<number> {
  const rows = await dbCall("ending a shopper's sessions", () =>
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.site, site), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
  return rows.length;
}

/** Deletes sessions that expired, or were revoked, before `before`; returns how many. */
export async function pruneSessions(db: Database, before: Date): Promise<number> {
  const rows = await dbCall('pruning shopper sessions', () =>
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
      .returning({ id: sessions.id }),
  );
  return rows.length;
}
