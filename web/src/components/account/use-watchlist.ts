/**
 * The shopper's watchlist in the browser (spec §4 Watchlist, §7): one copy of GET /api/watchlist for
 * every watchlist button on the page, changed at once on save or remove (watchlist-actions.ts posts
 * the change). A small store rather than SWR (6 KB gzip in every page with a watchlist button),
 * keeping what SWR did here with revalidateOnFocus and a 2 s deduping interval:
 *   - the first button to mount asks; others mounting within 2 s of a request share it, later ones
 *     ask again (showing what is known meanwhile);
 *   - back to the tab or window (at most every 5 s) and back online, it asks again;
 *   - a failed request is retried with SWR's backoff (5 s × 2^n × 0.5–1.5, 10 s base on a slow
 *     connection) while the page is visible and online; the last good answer stays meanwhile;
 *   - an answer to a request started before a local change is dropped (the change is newer);
 *   - an answer equal to what is shown changes nothing.
 */
import { useSyncExternalStore } from 'react';

export const WATCHLIST_KEY = '/api/watchlist';

export type WatchlistState = { signedIn: false } | { signedIn: true; phone: string; carIds: readonly string[] };

const DEDUPE_MS = 2000;
const FOCUS_THROTTLE_MS = 5000;

async function fetchWatchlist(url: string): Promise<WatchlistState> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  if (response.status === 401) return { signedIn: false };
  if (!response.ok) throw new Error(`watchlist ${response.status}`);
  const body = (await response.json()) as { phone_number?: unknown; car_ids?: unknown };
  const carIds = Array.isArray(body.car_ids) ? body.car_ids.filter((id): id is string => typeof id === 'string') : [];
  return { signedIn: true, phone: typeof body.phone_number === 'string' ? body.phone_number : '', carIds };
}

function sameState(a: WatchlistState | undefined, b: WatchlistState): boolean {
  if (!a || a.signedIn !== b.signedIn) return false;
  if (!a.signedIn || !b.signedIn) return true;
  return a.phone === b.phone && a.carIds.length === b.carIds.length && a.carIds.every((id, i) => id === b.carIds[i]);
}

type Listener = () => void;

/** The store; `create` gives a fresh one (tests), the page uses `watchlist`. */
export function createWatchlistStore(fetcher: (url: string) => Promise<WatchlistState> = fetchWatchlist) {
  let data: WatchlistState | undefined;
  let failed = false;
  /** Orders requests and changes, as SWR's timestamps do. */
  let clock = 0;
  let request: { answer: Promise<WatchlistState>; at: number } | undefined;
  let changedAt = 0;
  let nextFocusAt = 0;
  let online = true;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  const active = () => document.visibilityState !== 'hidden' && online;

  async function revalidate(dedupe: boolean, retryCount = 0): Promise<void> {
    const fresh = !request || !dedupe;
    if (fresh) request = { answer: fetcher(WATCHLIST_KEY), at: ++clock };
    const current = request!;
    try {
      const answer = await current.answer;
      if (fresh) setTimeout(() => request === current && (request = undefined), DEDUPE_MS);
      // A later request, or a change made after this one started, has the newer word.
      if (request !== current || current.at <= changedAt) return;
      failed = false;
      if (!sameState(data, answer)) {
        data = answer;
        emit();
      }
    } catch {
      if (request === current) request = undefined;
      failed = true;
      if (!fresh || listeners.size === 0 || !active()) return;
      const count = retryCount + 1;
      const base = slowConnection() ? 10_000 : 5000;
      setTimeout(() => listeners.size > 0 && void revalidate(true, count), ~~((Math.random() + 0.5) * (1 << Math.min(count, 8))) * base);
    }
  }

  const onFocus = () =>
    setTimeout(() => {
      const now = Date.now();
      if (listeners.size === 0 || now <= nextFocusAt || !active()) return;
      nextFocusAt = now + FOCUS_THROTTLE_MS;
      void revalidate(true);
    });
  const onOnline = () =>
    setTimeout(() => {
      online = true;
      if (listeners.size > 0 && active()) void revalidate(true);
    });
  const onOffline = () => {
    online = false;
  };

  return {
    subscribe: (listener: Listener): (() => void) => {
      const first = listeners.size === 0;
      listeners.add(listener);
      if (first) {
        nextFocusAt = Date.now() + FOCUS_THROTTLE_MS;
        document.addEventListener('visibilitychange', onFocus);
        window.addEventListener('focus', onFocus);
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
      }
      // Each button that mounts asks, unless a request is under way (or a failure is being retried).
      if (!request && !(failed && !first)) {
        if (data === undefined) void revalidate(true);
        else requestAnimationFrame(() => void revalidate(true));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        document.removeEventListener('visibilitychange', onFocus);
        window.removeEventListener('focus', onFocus);
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      };
    },
    get: (): WatchlistState | undefined => data,
    /** The list as the shopper just changed it, shown at once; a request already out cannot undo it. */
    set: (next: WatchlistState): void => {
      data = next;
      changedAt = ++clock;
      emit();
    },
    /** Asks the server again now (after a change it refused). */
    refresh: (): Promise<void> => revalidate(false),
  };
}

function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection && (['slow-2g', '2g'].includes(connection.effectiveType ?? '') || connection.saveData));
}

export type WatchlistStore = ReturnType<typeof createWatchlistStore>;

export const watchlist: WatchlistStore = createWatchlistStore();

const noState = (): WatchlistState | undefined => undefined;

/** The optimistic list after saving (newest first) or removing a car. */
export function changedList(state: Extract<WatchlistState, { signedIn: true }>, carId: string, save: boolean): WatchlistState {
  return { ...state, carIds: save ? [carId, ...state.carIds.filter((id) => id !== carId)] : state.carIds.filter((id) => id !== carId) };
}

export function useWatchlist() {
  const state = useSyncExternalStore(watchlist.subscribe, watchlist.get, noState);
  return {
    /** Undefined until the first answer (the button waits rather than guess). */
    state,
    isSaved: (carId: string) => Boolean(state?.signedIn && state.carIds.includes(carId)),
  };
}
