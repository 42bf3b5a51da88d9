/**
 * Preloaded (`node --require`) into a test server: the process starts in the state a machine is in
 * after a suspend or a VM pause, its wall clock a minute ahead of its monotonic clock. Date.now() and
 * file times are right; performance.timeOrigin + performance.now() is a minute behind them, as when
 * the monotonic clock stood still while the machine was paused. lib/http/page-cache-clock.ts is what
 * keeps Next's page cache working in this state.
 */
const STEP_MS = 60_000;
const prototype = Object.getPrototypeOf(globalThis.performance);
const { get } = Object.getOwnPropertyDescriptor(prototype, 'timeOrigin');
Object.defineProperty(prototype, 'timeOrigin', {
  configurable: true,
  enumerable: true,
  get() {
    return get.call(this) - STEP_MS;
  },
});
