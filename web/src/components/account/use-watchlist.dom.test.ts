// @vitest-environment jsdom
/**
 * The watchlist store keeps what SWR did for the watchlist buttons: one request shared by buttons
 * mounting together, a new one for a button mounting later, again on focus (at most every 5 s) and
 * on reconnecting, retries with backoff, local changes that a slower answer cannot undo.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedList, createWatchlistStore, type WatchlistState } from './use-watchlist';

const signedIn = (carIds: string[]): WatchlistState => ({ signedIn: true, phone: '0412345678', carIds });

/** A fetcher whose answers the test gives, one per call. */
function server() {
  const calls: { resolve: (s: WatchlistState) => void; reject: (e: Error) => void }[] = [];
  const fetcher = vi.fn(() => new Promise<WatchlistState>((resolve, reject) => calls.push({ resolve, reject })));
  return { fetcher, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the watchlist store', () => {
  it('asks once for buttons mounting together, and again for one mounting after 2 s', async () => {
    const { fetcher, calls } = server();
    const store = createWatchlistStore(fetcher);
    const seen = vi.fn();
    store.subscribe(seen);
    store.subscribe(() => undefined);
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(signedIn(['a']));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual(signedIn(['a']));
    expect(seen).toHaveBeenCalledTimes(1);
    store.subscribe(() => undefined);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    store.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(20);
    expect(fetcher).toHaveBeenCalledTimes(2);
    // The same answer again changes nothing.
    calls[1]!.resolve(signedIn(['a']));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('asks again on focus, at most every 5 s, and when back online', async () => {
    const { fetcher, calls } = server();
    const store = createWatchlistStore(fetcher);
    const stop = store.subscribe(() => undefined);
    calls[0]!.resolve(signedIn([]));
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5001);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(signedIn([]));
    await vi.advanceTimersByTimeAsync(2000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(3);
    // No button left: nothing more is asked.
    stop();
    calls[2]!.resolve(signedIn([]));
    await vi.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('retries a failure with backoff, keeping the buttons waiting meanwhile', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { fetcher, calls } = server();
    const store = createWatchlistStore(fetcher);
    store.subscribe(() => undefined);
    calls[0]!.reject(new Error('watchlist 500'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toBeUndefined();
    // A button mounting while a failure is being retried does not ask again.
    store.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1]!.reject(new Error('watchlist 500'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    calls[2]!.resolve(signedIn(['a']));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual(signedIn(['a']));
  });

  it('shows a change at once, and an answer to a request started before it does not undo it', async () => {
    const { fetcher, calls } = server();
    const store = createWatchlistStore(fetcher);
    store.subscribe(() => undefined);
    calls[0]!.resolve(signedIn(['a']));
    await vi.advanceTimersByTimeAsync(2000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    store.set(changedList(signedIn(['a']) as Extract<WatchlistState, { signedIn: true }>, 'b', true));
    expect(store.get()).toEqual(signedIn(['b', 'a']));
    calls[1]!.resolve(signedIn(['a']));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual(signedIn(['b', 'a']));
    // Asked outright (after a refused change), the server's list is what shows.
    const refreshed = store.refresh();
    calls[2]!.resolve(signedIn(['a']));
    await refreshed;
    expect(store.get()).toEqual(signedIn(['a']));
  });
});
