/**
 * Cheap protection of the view counter: the same client (address) viewing the same car of the same
 * site again within 30 minutes gets the current count without a new increment — reloads, back
 * navigation and a second tab don't inflate "Viewed N times".
 *
 * In memory, per server process: a Map used as a TTL cache (insertion order = expiry order, since
 * every entry lives the same time), bounded so a flood of addresses costs at most `max` entries; past
 * that the oldest are forgotten (those clients may count once more — the failure mode is a slightly
 * high count, never an error). With several instances each keeps its own window, so a client bouncing
 * between instances can count once per instance; that is accepted for a display counter. Addresses
 * live here for at most 30 minutes and are never logged.
 */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
export const VIEW_LIMITER_MAX = 50_000;

export interface ViewLimiter {
  /** True when this view should count (and opens the client's window); false inside the window. */
  claim: (key: string) => boolean;
  /** Forgets a claim whose view could not be recorded, so the next try counts. */
  release: (key: string) => void;
  size: () => number;
}

export function createViewLimiter({
  windowMs = VIEW_WINDOW_MS,
  max = VIEW_LIMITER_MAX,
  now = Date.now,
} = {}): ViewLimiter {
  const until = new Map<string, number>();
  return {
    claim(key) {
      const t = now();
      const expiry = until.get(key);
      if (expiry !== undefined && expiry > t) return false;
      // Re-insert so the entry moves to the end (newest), keeping the map in expiry order.
      until.delete(key);
      until.set(key, t + windowMs);
      // Drop expired entries from the front, then the oldest beyond the bound.
      for (const [k, e] of until) {
        if (e > t && until.size <= max) break;
        until.delete(k);
      }
      return true;
    },
    release(key) {
      until.delete(key);
    },
    size: () => until.size,
  };
}
