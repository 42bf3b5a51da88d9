/** Rate-limit counters against PGlite, and PostgreSQL when DATABASE_URL is set. */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hitRateLimit, pruneRateLimits, rateLimitWindow } from './rate-limits';
import { rateLimits } from './schema';
import { describeEachDatabase, RUN } from './test-databases';

const key = (name: string) => `test:${RUN}:${name}`;

const TEN_MIN = 10 * 60 * 1000;
const t = (iso: string) => new Date(iso);

describe('rateLimitWindow', () => {
  it('aligns windows to multiples of their length', () => {
    expect(rateLimitWindow(TEN_MIN, t('2025-07-01T10:07:59.999Z'))).toEqual({
      start: t('2025-07-01T10:00:00Z'),
      end: t('2025-07-01T10:10:00Z'),
    });
    expect(rateLimitWindow(TEN_MIN, t('2025-07-01T10:10:00Z')).start).toEqual(t('2025-07-01T10:10:00Z'));
  });
});

describeEachDatabase('rate limits', (handle) => {
  it('counts hits per key within a window and starts again in the next', async () => {
    const k = key('window');
    expect(await hitRateLimit(handle.db, k, TEN_MIN, t('2025-07-01T10:00:01Z'))).toBe(1);
    expect(await hitRateLimit(handle.db, k, TEN_MIN, t('2025-07-01T10:09:59Z'))).toBe(2);
    expect(await hitRateLimit(handle.db, key('other'), TEN_MIN, t('2025-07-01T10:05:00Z'))).toBe(1);
    expect(await hitRateLimit(handle.db, k, TEN_MIN, t('2025-07-01T10:10:00Z'))).toBe(1);
  });

  it('loses no hit under 50 parallel requests', async () => {
    const k = key('parallel');
    const now = t('2025-07-01T11:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => hitRateLimit(handle.db, k, TEN_MIN, now)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }, 60_000);

  it('prunes windows older than the cut-off only', async () => {
    const old = key('prune-old');
    const recent = key('prune-recent');
    await hitRateLimit(handle.db, old, TEN_MIN, t('2020-01-01T00:00:00Z'));
    await hitRateLimit(handle.db, recent, TEN_MIN, t('2030-01-01T00:00:00Z'));
    expect(await pruneRateLimits(handle.db, t('2021-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await handle.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `test:${RUN}:prune-%`));
    expect(left.map((r) => r.key)).toEqual([recent]);
    await handle.db.delete(rateLimits).where(eq(rateLimits.key, recent));
  });
});
