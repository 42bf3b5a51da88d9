/**
 * Fixed-window rate-limit counters in the database, so every server instance shares them (an
 * in-memory counter would give each instance its own allowance). Keys are hashed by the caller:
 * no raw address, e-mail or phone number is stored here.
 */
import { lt, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { rateLimits } from './schema';

/** Windows older than this are deleted now and then (longer than any window in use). */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Prune on every Nth hit of this process: often enough to keep the table small, rarely enough to be free. */
const PRUNE_EVERY = 500;

let hitsSincePrune = 0;

/** The fixed window `now` falls in: windows are aligned to multiples of windowMs since the epoch. */
export function rateLimitWindow(windowMs: number, now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/**
 * Counts one hit on `key` in the current window and returns the window's new count. One
 * INSERT ... ON CONFLICT DO UPDATE, so concurrent hits never lose an increment.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  const hits = await dbCall('counting a rate-limited request', () =>
    countRateLimitHit(db, key, windowMs, now),
  );
  await pruneRateLimitsNowAndThen(db, now);
  return hits;
}

/**
 * The bare upsert (no pruning, no error wrapping), for use inside a caller's transaction: the
 * counter row stays locked until that transaction ends, and rolls back with it.
 */
export async function countRateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const { start } = rateLimitWindow(windowMs, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  if (!row) throw new Error('countRateLimitHit: the upsert returned no row');
  return row.hits;
}

/**
 * Deletes old windows on every few-hundredth call of this process. Outside any transaction: a
 * failed statement inside one would abort it. Never throws.
 */
export async function pruneRateLimitsNowAndThen(db: Database, now = new Date()): Promise<void> {
  if (++hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    // Housekeeping must never fail the request it rides on.
    await pruneRateLimits(db, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)).catch((error: unknown) =>
      console.warn('[db] pruning old rate-limit windows failed', error),
    );
  }
}

/** Deletes windows that started before `before`; returns how many. */
export async function pruneRateLimits(db: Database, before: Date): Promise<number> {
  const rows = await dbCall('pruning rate-limit windows', () =>
    db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key }),
  );
  return rows.length;
}
