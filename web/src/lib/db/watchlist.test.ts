import { expect, it } from 'vitest';
import { describeEachDatabase, unique } from './test-databases';
import { upsertUser } from './users';
import {
  removeFromWatchlist,
  saveToWatchlist,
  watchlistCarIds,
  watchlistEntries,
  watchlistEntry,
} from './watchlist';

describeEachDatabase('watchlist', (handle) => {
  it('saves once (first price kept), lists newest first, removes, and keeps sites and users apart', async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    const ann = await upsertUser(handle.db, site, '+61412345678');
    const bob = await upsertUser(handle.db, site, '+61487654321');
    const save = (carId: string, price: number | null, when: string, userId = ann.id, on = site) =>
      saveToWatchlist(handle.db, { site: on, userId, carId, priceAtSave: price }, new Date(when));
    expect(await save('car-1', 30000, '2026-01-01T00:00:00Z')).toBe(true);
    expect(await save('car-2', null, '2026-01-02T00:00:00Z')).toBe(true);
    expect(await save('car-1', 25000, '2026-01-03T00:00:00Z')).toBe(false);
    expect(await watchlistCarIds(handle.db, site, ann.id)).toEqual(['car-2', 'car-1']);
    expect((await watchlistEntry(handle.db, site, ann.id, 'car-1'))?.priceAtSave).toBe(30000);
    expect(
      (await watchlistEntries(handle.db, site, ann.id)).map((e) => [
        e.carId,
        e.priceAtSave,
        e.savedAt.toISOString(),
      ]),
    ).toEqual([
      ['car-2', null, '2026-01-02T00:00:00.000Z'],
      ['car-1', 30000, '2026-01-01T00:00:00.000Z'],
    ]);
    expect(await watchlistCarIds(handle.db, site, bob.id)).toEqual([]);
    expect(await watchlistCarIds(handle.db, other, ann.id)).toEqual([]);
    expect(await removeFromWatchlist(handle.db, other, ann.id, 'car-1')).toBe(false);
    expect(await removeFromWatchlist(handle.db, site, bob.id, 'car-1')).toBe(false);
    expect(await removeFromWatchlist(handle.db, site, ann.id, 'car-1')).toBe(true);
    expect(await removeFromWatchlist(handle.db, site, ann.id, 'car-1')).toBe(false);
    expect(await watchlistCarIds(handle.db, site, ann.id)).toEqual(['car-2']);
  });
});
