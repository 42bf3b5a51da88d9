/**
 * Runs `run` once the browser has nothing more pressing to do (requestIdleCallback), and at the
 * latest after `timeoutMs`. Browsers without it (Safari) wait a fixed `fallbackMs` instead.
 *
 * Returns a cancel, for an effect's cleanup.
 */
export function whenIdle(run: () => void, timeoutMs = 3000, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
