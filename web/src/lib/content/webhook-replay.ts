/**
 * Remembers which webhook deliveries were already handled, for as long as their signature could still
 * be accepted. Sanity retries a delivery (after a timeout, a 429 or a 5xx) with the same
 * `idempotency-key` header; a captured request sent again carries the same signature. Either seen
 * again is a replay. The key header is not covered by the signature, so the signature is remembered
 * too: changing the key does not make a captured request new.
 *
 * Memory of one server process: behind several servers a replay may reach another one, where it only
 * repeats a revalidation (harmless: the same tags expire again). Bounded, and only signed requests
 * are ever recorded, so an outsider cannot fill it.
 */
import { MAX_AGE_MS, MAX_FUTURE_MS } from './webhook-signature';

/** A signature is accepted until MAX_AGE_MS past its timestamp, which may be MAX_FUTURE_MS ahead of now. */
export const REPLAY_WINDOW_MS = MAX_AGE_MS + MAX_FUTURE_MS;

export interface ReplayGuard {
  /** Records the keys unless one was seen within the window; false means a replay. */
  claim(keys: readonly string[], now: number): boolean;
  /** Forgets keys whose handling failed, so Sanity's retry of that delivery is handled. */
  release(keys: readonly string[]): void;
}

export function createReplayGuard({ windowMs = REPLAY_WINDOW_MS, maxEntries = 10_000 } = {}): ReplayGuard {
  // Insertion order is expiry order (every entry lives windowMs), so the oldest are first.
  const seen = new Map<string, number>();

  function prune(now: number, room: number) {
    for (const [key, expires] of seen) {
      if (expires > now && seen.size + room <= maxEntries) break;
      seen.delete(key);
    }
  }

  return {
    claim(keys, now) {
      prune(now, keys.length);
      if (keys.some((key) => seen.has(key))) return false;
      for (const key of keys) seen.set(key, now + windowMs);
      return true;
    },
    release(keys) {
      for (const key of keys) seen.delete(key);
    },
  };
}
