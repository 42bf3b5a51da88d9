import { describe, expect, it } from 'vitest';
import { createReplayGuard, REPLAY_WINDOW_MS } from './webhook-replay';

describe('createReplayGuard', () => {
  it('refuses a key seen within the window, by any of a delivery’s keys', () => {
    const guard = createReplayGuard();
    expect(guard.claim(['sig:a', 'key:1'], 0)).toBe(true);
    expect(guard.claim(['sig:a', 'key:1'], 1000)).toBe(false);
    // A captured request sent again with a new idempotency-key: same signature.
    expect(guard.claim(['sig:a', 'key:2'], 1000)).toBe(false);
    // Sanity's retry: a new signature, the same key.
    expect(guard.claim(['sig:b', 'key:1'], 1000)).toBe(false);
    // A refused claim records nothing.
    expect(guard.claim(['key:2'], 1000)).toBe(true);
  });

  it('forgets keys after the window, or when released', () => {
    const guard = createReplayGuard();
    guard.claim(['sig:a'], 0);
    expect(guard.claim(['sig:a'], REPLAY_WINDOW_MS - 1)).toBe(false);
    expect(guard.claim(['sig:a'], REPLAY_WINDOW_MS)).toBe(true);
    guard.release(['sig:a']);
    expect(guard.claim(['sig:a'], REPLAY_WINDOW_MS)).toBe(true);
  });

  it('stays within its bound, dropping the oldest first', () => {
    const guard = createReplayGuard({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) expect(guard.claim([key], 0)).toBe(true);
    expect(guard.claim(['d'], 0)).toBe(false);
    expect(guard.claim(['a'], 0)).toBe(true);
  });
});
