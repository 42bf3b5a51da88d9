/**
 * A module fetched with `import()` once, when first wanted: every caller shares the one request, a
 * failed chunk load (a flaky connection) is retried on the next call, and `loaded()` answers
 * synchronously once it has arrived, so a component mounted later renders the real thing at once
 * instead of its placeholder.
 */
export interface LazyModule<T> {
  /** Starts the load (or joins the one under way). */
  (): Promise<T>;
  /** The module if it has arrived. */
  loaded(): T | undefined;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        value = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(start, { loaded: () => value });
}
