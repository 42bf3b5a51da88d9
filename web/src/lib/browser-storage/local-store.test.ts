import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from './local-store';
import { parseJson } from './storage';

function fakeStorage(failWrites = false) {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (failWrites) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    data,
  };
}

function stubWindow(storage: ReturnType<typeof fakeStorage>) {
  const listeners = new Set<(e: { key: string | null }) => void>();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (_: string, l: (e: { key: string | null }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { key: string | null }) => void) => listeners.delete(l),
  });
  return (key: string | null) => listeners.forEach((l) => l({ key }));
}

const parseNumbers = (raw: string | null) => {
  const v = parseJson(raw);
  return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
};

describe('createLocalStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the fallback without a window (server) and keeps writes in memory', () => {
    const store = createLocalStore<number[]>('k', parseNumbers, []);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.update((c) => [...c, 1])).toEqual([1]);
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it('reads, writes and returns the same snapshot until the stored string changes', () => {
    const storage = fakeStorage();
    stubWindow(storage);
    storage.data.set('k', '[1,2]');
    const store = createLocalStore<number[]>('k', parseNumbers, []);
    const first = store.getSnapshot();
    expect(first).toEqual([1, 2]);
    expect(store.getSnapshot()).toBe(first);
    store.update((c) => [...c, 3]);
    expect(storage.data.get('k')).toBe('[1,2,3]');
    expect(store.getSnapshot()).toEqual([1, 2, 3]);
  });

  it('notifies subscribers on writes and on other tabs’ storage events for its key', () => {
    const storage = fakeStorage();
    const fire = stubWindow(storage);
    const store = createLocalStore<number[]>('k', parseNumbers, []);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    store.update(() => [1]);
    fire('k');
    fire('other');
    fire(null);
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    fire('k');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('survives a storage that refuses writes', () => {
    stubWindow(fakeStorage(true));
    const store = createLocalStore<number[]>('k', parseNumbers, []);
    expect(store.update(() => [7])).toEqual([7]);
    expect(store.getSnapshot()).toEqual([7]);
  });

  it('tolerates garbage in storage', () => {
    const storage = fakeStorage();
    stubWindow(storage);
    storage.data.set('k', '{not json');
    expect(createLocalStore<number[]>('k', parseNumbers, []).getSnapshot()).toEqual([]);
  });
});
