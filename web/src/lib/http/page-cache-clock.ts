/**
 * Keeps Next's page cache on one clock, so a revalidation takes effect at once however the machine's
 * clock has moved.
 *
 * Next 16 stamps a cached page, and a revalidatePath or revalidateTag, with the wall clock
 * (`Date.now()`, in lib/incremental-cache/file-system-cache.js). It then decides whether a
 * revalidation has taken effect against `performance.timeOrigin + performance.now()`
 * (tags-manifest.external.js, `areTagsExpired`): the wall-clock time the process started plus a
 * monotonic clock. The two part whenever the wall clock moves without the monotonic one: the machine
 * suspended, a VM paused and resumed, NTP stepping the time. Once the wall clock is ahead by D, every
 * revalidation is ignored for D after it is made, and the page goes on being served as it was: a
 * reserved or sold car shown for sale, a published offer missing, for as long as the pause was.
 *
 * The project's CI most likely met this (2026-11-29): on one run, a reserved car's page still showed
 * it for sale 20 s after the reservation, in all five tests that looked, while search showed it
 * reserved. The same tests in the same order passed on this machine. A server whose monotonic clock
 * is behind its wall clock showed the same symptom: a stock import's new price (the stock-import
 * browser test, with test/support/wall-clock-ahead.cjs) and a published page (revalidate.test.ts, with
 * Date.now() run two minutes ahead), and shows it no more with this module installed.
 *
 * So `performance.timeOrigin` is redefined on the process's `performance` object to follow the wall
 * clock: `timeOrigin + now()` is then `Date.now()` plus a fraction of a millisecond, the instant Next
 * means. A duration measured as a difference of `performance.now()` readings is unchanged.
 */

type Clock = Pick<Performance, 'now' | 'timeOrigin'>;

/** The clocks this module follows, each with its own `timeOrigin` property from before (if any). */
const installed = new WeakMap<Clock, PropertyDescriptor | undefined>();

/**
 * From now on, `perf.timeOrigin + perf.now()` is the wall clock's time, to within a millisecond and
 * never behind it. Idempotent. Returns what undoes it (for tests: the server never does).
 */
export function followWallClock(
  perf: Clock = globalThis.performance,
  wallNow: () => number = () => Date.now(),
): () => void {
  if (!installed.has(perf)) {
    installed.set(perf, Object.getOwnPropertyDescriptor(perf, 'timeOrigin'));
    Object.defineProperty(perf, 'timeOrigin', {
      configurable: true,
      enumerable: true,
      // Whole milliseconds off, so the sum keeps now()'s fraction and is never before Date.now(): a
      // revalidation stamped in the same millisecond as a page cached just before it still counts.
      get: () => wallNow() - Math.floor(perf.now()),
    });
  }
  return () => {
    if (!installed.has(perf)) return;
    const before = installed.get(perf);
    installed.delete(perf);
    Reflect.deleteProperty(perf, 'timeOrigin');
    if (before) Object.defineProperty(perf, 'timeOrigin', before);
  };
}
