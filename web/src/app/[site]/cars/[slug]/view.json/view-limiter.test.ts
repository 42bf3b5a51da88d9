import { describe, expect, it } from 'vitest';
import { createViewLimiter } from './view-limiter';

describe('createViewLimiter', () => {
  it('counts a key once per window', () => {
    let t = 0;
    const limiter = createViewLimiter({ windowMs: 1000, now: () => t });
    expect(limiter.claim('a')).toBe(true);
    expect(limiter.claim('a')).toBe(false);
    expect(limiter.claim('b')).toBe(true);
    t = 999;
    expect(limiter.claim('a')).toBe(false);
    t = 1000;
    expect(limiter.claim('a')).toBe(true);
    expect(limiter.claim('a')).toBe(false);
  });

  it('forgets a released claim', () => {
    const limiter = createViewLimiter();
    expect(limiter.claim('a')).toBe(true);
    limiter.release('a');
    expect(limiter.claim('a')).toBe(true);
  });

  it('stays within its bound, forgetting the oldest first', () => {
    let t = 0;
    const limiter = createViewLimiter({ windowMs: 1_000_000, max: 3, now: () => t++ });
    for (const k of ['a', 'b', 'c', 'd']) expect(limiter.claim(k)).toBe(true);
    expect(limiter.size()).toBe(3);
    expect(limiter.claim('d')).toBe(false);
    expect(limiter.claim('b')).toBe(false);
    expect(limiter.claim('a')).toBe(true);
  });

  it('drops expired entries as it goes', () => {
    let t = 0;
    const limiter = createViewLimiter({ windowMs: 10, now: () => t });
    for (let i = 0; i < 100; i++) limiter.claim(`k${i}`);
    t = 10;
    limiter.claim('new');
    expect(limiter.size()).toBe(1);
  });
});
