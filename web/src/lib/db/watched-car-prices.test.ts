import { expect, it } from 'vitest';
import { describeEachDatabase, unique } from './test-databases';
import { upsertUser } from './users';
import { recordSighting } from './watch-alerts';
import { latestWatchedCarPrice, sightingChanged, watchedCarIds, watchedCarPriceHistory, watchedSites } from './watched-car-prices';
import { saveToWatchlist } from './watchlist';

const at = (iso: string) => new Date(iso);

describeEachDatabase('watched car prices', (handle) => {
  it('lists watched cars and sites, and records a row only when the price or state changes', async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    const ann = await upsertUser(handle.db, site, '+61412345678');
    const bob = await upsertUser(handle.db, site, '+61487654321');
    const cat = await upsertUser(handle.db, other, '+61412345678');
    await saveToWatchlist(handle.db, { site, userId: ann.id, carId: 'car-2', priceAtSave: 20000 });
    await saveToWatchlist(handle.db, { site, userId: bob.id, carId: 'car-2', priceAtSave: 20000 });
    await saveToWatchlist(handle.db, { site, userId: ann.id, carId: 'car-1', priceAtSave: 30000 });
    await saveToWatchlist(handle.db, { site: other, userId: cat.id, carId: 'car-9', priceAtSave: null });
    expect(await watchedCarIds(handle.db, site)).toEqual(['car-1', 'car-2']);
    expect(await watchedCarIds(handle.db, other)).toEqual(['car-9']);
    expect(await watchedSites(handle.db)).toEqual(expect.arrayContaining([site, other]));

    const none = () => [];
    const see = (price: number | null, status: 'in_stock' | 'sold', when: string, on = site) =>
      recordSighting(handle.db, { site: on, carId: 'car-1', price, status }, at(when), none);
    expect((await see(30000, 'in_stock', '2026-01-01T00:00:00Z')).recorded).toBe(true);
    expect((await see(30000, 'in_stock', '2026-01-02T00:00:00Z')).recorded).toBe(false);
    expect((await see(28000, 'in_stock', '2026-01-03T00:00:00Z')).recorded).toBe(true);
    expect((await see(null, 'sold', '2026-01-04T00:00:00Z')).recorded).toBe(true);
    expect((await see(null, 'sold', '2026-01-05T00:00:00Z')).recorded).toBe(false);
    expect((await see(5000, 'in_stock', '2026-01-01T00:00:00Z', other)).recorded).toBe(true);

    expect(await latestWatchedCarPrice(handle.db, site, 'car-1')).toMatchObject({ price: null, status: 'sold' });
    expect(await latestWatchedCarPrice(handle.db, site, 'car-2')).toBeUndefined();
    const history = await watchedCarPriceHistory(handle.db, site, ['car-1', 'car-2', 'car-1']);
    expect(history.get('car-1')?.map((r) => [r.price, r.status, r.recordedAt.toISOString()])).toEqual([
      [null, 'sold', '2026-01-04T00:00:00.000Z'],
      [28000, 'in_stock', '2026-01-03T00:00:00.000Z'],
      [30000, 'in_stock', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(history.has('car-2')).toBe(false);
    expect((await watchedCarPriceHistory(handle.db, other, ['car-1'])).get('car-1')).toHaveLength(1);
    expect((await watchedCarPriceHistory(handle.db, site, [])).size).toBe(0);
  });

  it('records one row when the same change is seen twice at once', async () => {
    const site = unique('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => recordSighting(handle.db, { site, carId: 'car-1', price: 100, status: 'in_stock' }, new Date(), () => [])),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect((await watchedCarPriceHistory(handle.db, site, ['car-1'])).get('car-1')).toHaveLength(1);
  });
});

it('sightingChanged compares the price and the state', () => {
  expect(sightingChanged(undefined, { price: null, status: 'sold' })).toBe(true);
  expect(sightingChanged({ price: 1, status: 'in_stock' }, { price: 1, status: 'in_stock' })).toBe(false);
  expect(sightingChanged({ price: 1, status: 'in_stock' }, { price: 2, status: 'in_stock' })).toBe(true);
  expect(sightingChanged({ price: null, status: 'in_stock' }, { price: null, status: 'sold' })).toBe(true);
});
