import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followWallClock } from './page-cache-clock';

// Next's own page cache code, as `next start` runs it: the tag store a revalidation writes and reads.
const require = createRequire(import.meta.url);
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
    default: new (ctx: object) => { revalidateTag(tags: string[]): Promise<void> };
  };
const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired(this: void, tags: string[], lastModified: number): boolean;
};

/** A process whose wall clock was stepped two minutes ahead of its monotonic clock (a suspend, a VM pause). */
const STEP_MS = 2 * 60_000;

/** A page cached a second ago, revalidated now (as revalidatePath does): is it seen as expired a moment later? */
async function revalidationSeen(tag: string): Promise<boolean> {
  const pageCache = new FileSystemCache({ serverDistDir: '/nonexistent', revalidatedTags: [] });
  const lastModified = Date.now() - 1_000;
  await pageCache.revalidateTag([tag]);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return areTagsExpired([tag], lastModified);
}

let undo: (() => void) | undefined;

afterEach(() => {
  undo?.();
  undo = undefined;
  vi.restoreAllMocks();
});

describe('followWallClock', () => {
  it('keeps timeOrigin + now() on the wall clock, to within a millisecond and never behind it, as the wall clock steps', () => {
    let wall = 1_800_000_000_000;
    let monotonic = 5_000.25;
    const perf = { timeOrigin: wall - 5_000, now: () => monotonic };
    undo = followWallClock(perf, () => wall);
    const steps: [wallStep: number, monotonicStep: number][] = [
      [0, 0],
      [10, 10.5],
      [STEP_MS, 0.3], // suspended for two minutes: the monotonic clock did not move
      [-30_000, 0.1], // NTP stepped the time back
    ];
    for (const [wallStep, monotonicStep] of steps) {
      wall += wallStep;
      monotonic += monotonicStep;
      const instant = perf.timeOrigin + perf.now();
      expect(instant - wall).toBeGreaterThanOrEqual(0);
      expect(instant - wall).toBeLessThan(1);
    }
  });

  it('is installed once: a second call changes nothing', () => {
    const perf = { timeOrigin: 0, now: () => 42.5 };
    undo = followWallClock(perf, () => 1_000);
    followWallClock(perf, () => 9_999_999);
    expect(perf.timeOrigin).toBe(1_000 - 42);
    undo();
    expect(perf.timeOrigin, 'undone: the own value again').toBe(0);
  });
});

describe("Next's page cache after the wall clock steps ahead", () => {
  it('ignores a revalidation until the monotonic clock catches up: the bug', async () => {
    const stepped = Date.now() + STEP_MS;
    vi.spyOn(Date, 'now').mockReturnValue(stepped);
    expect(await revalidationSeen('_N_T_/harbour-toyota/cars/bug')).toBe(false);
  });

  it('sees the revalidation at once once the process follows the wall clock', async () => {
    undo = followWallClock();
    const stepped = Date.now() + STEP_MS;
    vi.spyOn(Date, 'now').mockReturnValue(stepped);
    expect(await revalidationSeen('_N_T_/harbour-toyota/cars/fixed')).toBe(true);
  });

  it('sees it at once without a step, with or without the fix (what a fresh process does)', async () => {
    expect(await revalidationSeen('_N_T_/harbour-toyota/cars/fresh')).toBe(true);
    undo = followWallClock();
    expect(await revalidationSeen('_N_T_/harbour-toyota/cars/fresh-fixed')).toBe(true);
  });
});
