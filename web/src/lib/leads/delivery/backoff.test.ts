import { describe, expect, it } from 'vitest';
import { failingFor, GIVE_UP_AFTER_MS, nextAttempt, retryDelay } from './backoff';

const MIN = 60_000;

describe('backoff', () => {
  it('waits 30 s, 2 min, 10 min, 30 min, 1 h, then 2 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([0.5 * MIN, 2 * MIN, 10 * MIN, 30 * MIN, 60 * MIN, 120 * MIN, 120 * MIN, 120 * MIN]);
  });

  it('schedules the next attempt from the failure time', () => {
    const now = new Date('2025-07-01T00:00:00Z');
    expect(nextAttempt(1, now)).toEqual(new Date('2025-07-01T00:00:30Z'));
    expect(nextAttempt(5, now)).toEqual(new Date('2025-07-01T01:00:00Z'));
  });

  it('gives up once the attempts have spanned 24 hours', () => {
    const now = new Date();
    let attempts = 1;
    while (nextAttempt(attempts, now) !== 'dead') attempts += 1;
    expect(failingFor(attempts)).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(failingFor(attempts - 1)).toBeLessThan(GIVE_UP_AFTER_MS);
    // 1 h 42 min 30 s of short waits, then 2-hourly: the 18th attempt is the last.
    expect(attempts).toBe(18);
  });
});
