/**
 * The one low-level access to the browser's localStorage, behind a tiny interface so the logic above
 * it is tested with a Map and nothing breaks where storage is unavailable (private mode, quota, SSR,
 * browsers that throw on the mere access): a read gives nothing and a write is dropped. Plain reads
 * and writes (lead helpers) use it directly; reactive values (favourites, viewed cars, search
 * history) go through local-store.ts, built on it.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is blocked.
    return undefined;
  }
}

/** JSON.parse that gives undefined instead of throwing. */
export function parseJson(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readJson(store: KeyValueStore | undefined, key: string): unknown {
  try {
    return parseJson(store?.getItem(key));
  } catch {
    return undefined;
  }
}

/** True when stored. */
export function writeJson(store: KeyValueStore | undefined, key: string, value: unknown): boolean {
  try {
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An in-memory store (tests; and a stand-in where the browser has none). */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
