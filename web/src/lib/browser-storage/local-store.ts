/**
 * A tiny typed localStorage value for React's useSyncExternalStore: parsed once per stored string
 * (so snapshots are stable), shared between components in the page and across tabs (the storage
 * event), and harmless where storage is unavailable (private mode, quota, SSR): reads give the
 * fallback and writes are kept in memory for the page.
 */
import { browserStorage } from './storage';

export interface LocalStore<T> {
  key: string;
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
  /** Replaces the value with `next(current)`; returns the new value. */
  update: (next: (current: T) => T) => T;
}


export function createLocalStore<T>(key: string, parse: (raw: string | null) => T, fallback: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  /** Set once a write fails: from then on this page reads its own in-memory copy. */
  let memoryOnly = false;
  let cache: { raw: string | null; value: T } | undefined;

  const read = (): string | null => {
    const s = browserStorage();
    if (!s || memoryOnly) return memory;
    try {
      return s.getItem(key);
    } catch {
      return memory;
    }
  };

  const getSnapshot = (): T => {
    const raw = read();
    if (!cache || cache.raw !== raw) cache = { raw, value: raw === null ? fallback : parse(raw) };
    return cache.value;
  };

  const notify = () => listeners.forEach((l) => l());

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) notify();
  };

  return {
    key,
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => fallback,
    update(next) {
      const value = next(getSnapshot());
      const raw = JSON.stringify(value);
      memory = raw;
      try {
        browserStorage()?.setItem(key, raw);
      } catch {
        // Quota or privacy mode: the in-memory copy serves this page.
        memoryOnly = true;
      }
      notify();
      return value;
    },
  };
}
