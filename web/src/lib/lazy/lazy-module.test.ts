import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('fetches once, and is readable without waiting once it has arrived', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyModule(fetchModule);
    expect(lazy.get()).toBeUndefined();
    lazy.preload();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.get()).toBe(a);
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next load tries again; preload never throws', async () => {
    const fetchModule = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule(fetchModule as () => Promise<{ ok: boolean }>);
    lazy.preload();
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.get()).toBeUndefined();
    expect(await lazy.load()).toEqual({ ok: true });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
