/**
 * Code a page fetches when the shopper needs it rather than with the page (a form's checks with zod,
 * an answer's parser): fetched once, kept once fetched, and readable without waiting from then on, so
 * a form that preloaded it on the shopper's first touch checks on submit in the same tick.
 *
 *   const checks = lazyModule(() => import('@forecourt/schemas/checkout'));
 *   onFocus={checks.preload}
 *   const { ReserveRequestSchema } = checks.get() ?? (await checks.load());
 *
 * A failed fetch (offline) is forgotten, so the next load tries again.
 */
export interface LazyModule<T> {
  /** The module, if it has arrived. */
  get: () => T | undefined;
  /** The module, fetching it if need be; rejects when it cannot be fetched. */
  load: () => Promise<T>;
  /** Starts the fetch; never throws. */
  preload: () => void;
}

export function lazyModule<T>(fetchModule: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= fetchModule().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    get: () => value,
    load,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
