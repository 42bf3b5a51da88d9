/**
 * Runs once when a Next.js server starts (Next's instrumentation hook). It puts Next's page cache on
 * the wall clock (lib/http/page-cache-clock.ts) and installs the server hooks
 * (lib/http/server-hooks.ts: the peer address, request-target checks, internal headers stripped)
 * before any request is served, and starts the lead delivery
 * worker in the Node.js server runtime only: not in the Edge runtime, and not while `next build`
 * loads the app to prerender pages. `register` must finish before the server takes requests, so it
 * only schedules the worker (first pass after ~1 s) and returns; the database opens on that pass.
 */
export async function register(): Promise<void> {
  // The import must sit inside this exact test: Next replaces NEXT_RUNTIME at compile time, so the
  // Edge bundle drops the worker (and the database drivers it pulls in) entirely.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Before any page is cached: Next's page cache then reads one clock (lib/http/page-cache-clock.ts).
    const { followWallClock } = await import('./lib/http/page-cache-clock');
    followWallClock();
    const { installServerHooks } = await import('./lib/http/server-hooks');
    installServerHooks();
    const { startDeliveryWorker } = await import('./lib/leads/delivery/worker');
    startDeliveryWorker();
  }
}
