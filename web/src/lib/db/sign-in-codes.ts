/**
 * One-time sign-in codes (lib/auth/codes.ts holds the rules). Every change of a code's state is one
 * conditional UPDATE ... RETURNING, so concurrent requests cannot both spend the same try or both use
 * the same code: the database decides which one wins.
 */
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { signInCodes, type SignInCodeRow } from './schema';

export interface NewSignInCode {
  id: string;
  site: string;
  phone: string;
  codeHash: string;
  browserHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSignInCode(db: Database, code: NewSignInCode): Promise<void> {
  await dbCall('storing a sign-in code', () => db.insert(signInCodes).values({ ...code, attempts: 0 }));
}

/** Removes a code (its text message could not be sent). */
export async function deleteSignInCode(db: Database, site: string, id: string): Promise<void> {
  await dbCall('removing a sign-in code', () =>
    db.delete(signInCodes).where(and(eq(signInCodes.site, site), eq(signInCodes.id, id))),
  );
}

/**
 * Marks used every other still-usable code this browser asked for this number on this site, so only
 * the newest code works. Returns how many.
 */
export async function invalidateOtherSignInCodes(
  db: Database,
  code: { site: string; phone: string; browserHash: string; keepId: string },
  now: Date,
): Promise<number> {
  const rows = await dbCall('retiring earlier sign-in codes', () =>
    db
      .update(signInCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInCodes.site, code.site),
          eq(signInCodes.phone, code.phone),
          eq(signInCodes.browserHash, code.browserHash),
          ne(signInCodes.id, code.keepId),
          isNull(signInCodes.usedAt),
          isNull(signInCodes.lockedAt),
        ),
      )
      .returning({ id: signInCodes.id }),
  );
  return rows.length;
}

/** The newest code this browser asked for this number on this site, whatever its state. */
export async function latestSignInCode(
  db: Database,
  site: string,
  phone: string,
  browserHash: string,
): Promise<SignInCodeRow | undefined> {
  const [row] = await dbCall('reading a sign-in code', () =>
    db
      .select()
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.site, site),
          eq(signInCodes.phone, phone),
          eq(signInCodes.browserHash, browserHash),
        ),
      )
      .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
      .limit(1),
  );
  return row;
}

export async function signInCodeById(
  db: Database,
  site: string,
  id: string,
): Promise<SignInCodeRow | undefined> {
  const [row] = await dbCall('reading a sign-in code', () =>
    db
      .select()
      .from(signInCodes)
      .where(and(eq(signInCodes.site, site), eq(signInCodes.id, id)))
      .limit(1),
  );
  return row;
}

/**
 * Spends one try on a code before it is compared: attempts + 1, only while the code is unused,
 * unlocked, unexpired and under `maxAttempts`. Returns the new count, or undefined when no try was
 * left to spend. Counting before comparing means a burst of concurrent guesses gets `maxAttempts`
 * comparisons in all, never one each.
 */
export async function spendSignInAttempt(
  db: Database,
  site: string,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await dbCall('counting a sign-in attempt', () =>
    db
      .update(signInCodes)
      .set({ attempts: sql`${signInCodes.attempts} + 1` })
      .where(
        and(
          eq(signInCodes.site, site),
          eq(signInCodes.id, id),
          isNull(signInCodes.usedAt),
          isNull(signInCodes.lockedAt),
          gt(signInCodes.expiresAt, now),
          lt(signInCodes.attempts, maxAttempts),
        ),
      )
      .returning({ attempts: signInCodes.attempts }),
  );
  return row?.attempts;
}

/** Locks a code (too many wrong tries): it can never be used. */
export async function lockSignInCode(db: Database, site: string, id: string, now: Date): Promise<void> {
  await dbCall('locking a sign-in code', () =>
    db
      .update(signInCodes)
      .set({ lockedAt: now })
      .where(and(eq(signInCodes.site, site), eq(signInCodes.id, id), isNull(signInCodes.lockedAt))),
  );
}

/**
 * Uses a code: sets `used_at` only if it is still unused, unlocked and unexpired. True for exactly
 * one caller, however many try at once.
 */
export async function consumeSignInCode(db: Database, site: string, id: string, now: Date): Promise<boolean> {
  const rows = await dbCall('using a sign-in code', () =>
    db
      .update(signInCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInCodes.site, site),
          eq(signInCodes.id, id),
          isNull(signInCodes.usedAt),
          isNull(signInCodes.lockedAt),
          gt(signInCodes.expiresAt, now),
        ),
      )
      .returning({ id: signInCodes.id }),
  );
  return rows.length > 0;
}

/** Deletes codes that expired before `before`; returns how many. */
export async function pruneSignInCodes(db: Database, before: Date): Promise<number> {
  const rows = await dbCall('pruning sign-in codes', () =>
    db.delete(signInCodes).where(lt(signInCodes.expiresAt, before)).returning({ id: signInCodes.id }),
  );
  return rows.length;
}
