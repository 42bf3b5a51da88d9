/**
 * checkWatchedCars on an in-memory PGlite with a stock stub: first sightings record without
 * alerting; drops alert opted-in watchers below their saved price, once; rises do not; sales alert;
 * no consent, no alert; another site's watchers are untouched.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { watchAlerts, watchedCarPrices } from '@/lib/db/schema';
import { setPriceAlerts, upsertUser } from '@/lib/db/users';
import { watchAlertsOf } from '@/lib/db/watch-alerts';
import { watchedCarPriceHistory } from '@/lib/db/watched-car-prices';
import { saveToWatchlist } from '@/lib/db/watchlist';
import { carOf, A } from '@/lib/leads/intake/test-fixture';
import { alertOrigin, checkWatchedCars, recordFirstSighting, type AlertSite } from './check';
import { verifyStopToken } from './stop-link';

const SECRET = 'check-test-secret';
const HARBOUR: AlertSite = { slug: 'harbour-test', name: 'Harbour Toyota', url: 'https://www.harbourtoyota.com.au/', domains: [] };
const COORONG: AlertSite = { slug: 'coorong-test', name: 'Coorong Caravans', url: '', domains: ['www.coorongcaravans.com.au'] };
const T = (day: number) => new Date(Date.UTC(2026, 2, day));

const base: Vehicle = { ...carOf(A), offer_price: undefined, id: 'car-1', slug: '2022-toyota-hilux-sr5', year: 2022, make: 'Toyota', model: 'Hilux' };
const car = (price: number, status: Vehicle['status'] = 'in_stock'): Vehicle => ({ ...base, price, status });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
}, 60_000);
afterAll(async () => {
  await handle.close();
});

/** What the stock answers for car-1 per site (undefined: not listed). */
let stock: Map<string, Vehicle | undefined>;
let ann: string, bob: string, cat: string, dan: string;

beforeEach(async () => {
  const db = handle.db;
  await db.delete(watchAlerts);
  await db.delete(watchedCarPrices);
  stock = new Map([[HARBOUR.slug, car(30000)], [COORONG.slug, car(30000)]]);
  // ann opted in, saved at 30000; bob did not opt in; dan opted in but saved at 27000; cat is on another site.
  ann = (await upsertUser(db, HARBOUR.slug, '+61411111111')).id;
  bob = (await upsertUser(db, HARBOUR.slug, '+61422222222')).id;
  dan = (await upsertUser(db, HARBOUR.slug, '+61444444444')).id;
  cat = (await upsertUser(db, COORONG.slug, '+61433333333')).id;
  for (const id of [ann, dan]) await setPriceAlerts(db, HARBOUR.slug, id, true);
  await setPriceAlerts(db, COORONG.slug, cat, true);
  await saveToWatchlist(db, { site: HARBOUR.slug, userId: ann, carId: 'car-1', priceAtSave: 30000 });
  await saveToWatchlist(db, { site: HARBOUR.slug, userId: bob, carId: 'car-1', priceAtSave: 30000 });
  await saveToWatchlist(db, { site: HARBOUR.slug, userId: dan, carId: 'car-1', priceAtSave: 27000 });
  await saveToWatchlist(db, { site: COORONG.slug, userId: cat, carId: 'car-1', priceAtSave: 30000 });
});

const check = (site: AlertSite, day: number) =>
  checkWatchedCars({ db: handle.db, site, secret: SECRET, now: T(day), findCar: (id) => Promise.resolve(id === 'car-1' ? stock.get(site.slug) : undefined) });
const alertsOf = async (userId: string, site = HARBOUR) => watchAlertsOf(handle.db, site.slug, userId);
const history = async (site = HARBOUR) =>
  ((await watchedCarPriceHistory(handle.db, site.slug, ['car-1'])).get('car-1') ?? []).map((r) => [r.price, r.status]);

describe('recordFirstSighting (at save)', () => {
  it('starts the history at the saved price, so a drop by the next import alerts', async () => {
    expect(await recordFirstSighting(handle.db, HARBOUR.slug, car(30000), T(1))).toBe(true);
    stock.set(HARBOUR.slug, car(28000));
    expect(await check(HARBOUR, 2)).toMatchObject({ recorded: 1, queued: 1 });
  });

  it('leaves an existing history alone (a change waiting for the check still alerts)', async () => {
    await check(HARBOUR, 1);
    expect(await recordFirstSighting(handle.db, HARBOUR.slug, car(28000), T(2))).toBe(false);
    stock.set(HARBOUR.slug, car(28000));
    expect(await check(HARBOUR, 3)).toMatchObject({ recorded: 1, queued: 1 });
  });
});

describe('checkWatchedCars', () => {
  it('records the first sighting without alerting, and nothing more while nothing changes', async () => {
    expect(await check(HARBOUR, 1)).toEqual({ checked: 1, recorded: 1, queued: 0 });
    expect(await check(HARBOUR, 2)).toEqual({ checked: 1, recorded: 0, queued: 0 });
    expect(await history()).toEqual([[30000, 'in_stock']]);
    expect(await alertsOf(ann)).toEqual([]);
  });

  it('alerts opted-in watchers saved above the new price, once per drop, with the drop since they saved', async () => {
    await check(HARBOUR, 1);
    stock.set(HARBOUR.slug, car(28000));
    expect(await check(HARBOUR, 2)).toEqual({ checked: 1, recorded: 1, queued: 1 });
    const [alert] = await alertsOf(ann);
    expect(alert).toMatchObject({ kind: 'price-drop', priceKey: '28000', status: 'pending', carId: 'car-1' });
    const text = alert!.text;
    expect(text).toMatch(
      /^Harbour Toyota: the 2022 Toyota Hilux\b.* you are watching is now \$28,000, down \$2,000 since you saved it\. https:\/\/www\.harbourtoyota\.com\.au\/cars\/2022-toyota-hilux-sr5 Stop alerts: https:\/\/www\.harbourtoyota\.com\.au\/alerts\/stop\?u=/,
    );
    const stop = new URL(text.slice(text.indexOf('Stop alerts: ') + 13));
    expect(stop.searchParams.get('u')).toBe(ann);
    expect(verifyStopToken(SECRET, HARBOUR.slug, ann, stop.searchParams.get('t')!)).toBe(true);
    // bob gave no consent; dan saved at 27000, below the new price.
    expect(await alertsOf(bob)).toEqual([]);
    expect(await alertsOf(dan)).toEqual([]);
    // Another site's watcher of a car with the same id is untouched.
    expect(await alertsOf(cat, COORONG)).toEqual([]);
    expect(await history(COORONG)).toEqual([]);

    // A rise does not alert; the same price again does not alert twice; a further drop does.
    stock.set(HARBOUR.slug, car(29000));
    expect((await check(HARBOUR, 3)).queued).toBe(0);
    stock.set(HARBOUR.slug, car(28000));
    expect((await check(HARBOUR, 4)).queued).toBe(0);
    stock.set(HARBOUR.slug, car(26000));
    expect((await check(HARBOUR, 5)).queued).toBe(2); // ann, and now dan (below 27000)
    expect((await alertsOf(dan))[0]!.text).toContain('is now $26,000, down $1,000 since you saved it.');
    expect(await history()).toEqual([
      [26000, 'in_stock'],
      [28000, 'in_stock'],
      [29000, 'in_stock'],
      [28000, 'in_stock'],
      [30000, 'in_stock'],
    ]);
  });

  it('alerts a sale once (sold status, or gone from the site), and never on a first sighting that is sold', async () => {
    await check(HARBOUR, 1);
    stock.set(HARBOUR.slug, car(30000, 'sold'));
    expect((await check(HARBOUR, 2)).queued).toBe(2); // ann and dan
    const [alert] = await alertsOf(ann);
    expect(alert).toMatchObject({ kind: 'sold', priceKey: 'sold' });
    expect(alert!.text).toMatch(/^Harbour Toyota: the 2022 Toyota Hilux\b.* you are watching has sold\. https:\/\/www\.harbourtoyota\.com\.au\/cars\/2022-toyota-hilux-sr5 Stop alerts: /);
    // Back in stock, then gone from the feed: recorded, but the sale already alerted.
    stock.set(HARBOUR.slug, car(30000));
    await check(HARBOUR, 3);
    stock.set(HARBOUR.slug, undefined);
    expect((await check(HARBOUR, 4)).queued).toBe(0);
    expect(await history()).toEqual([
      [null, 'sold'],
      [30000, 'in_stock'],
      [null, 'sold'],
      [30000, 'in_stock'],
    ]);

    // On another site: first seen gone from the feed records 'sold' and alerts nobody.
    stock.set(COORONG.slug, undefined);
    expect(await check(COORONG, 1)).toEqual({ checked: 1, recorded: 1, queued: 0 });
    expect(await alertsOf(cat, COORONG)).toEqual([]);
  });

  it('links a car gone from the feed to the garage, on the site domain when it has no url', async () => {
    await check(COORONG, 1);
    stock.set(COORONG.slug, undefined);
    await check(COORONG, 2);
    const [alert] = await alertsOf(cat, COORONG);
    expect(alert!.text).toMatch(/^Coorong Caravans: the car you are watching has sold\. https:\/\/www\.coorongcaravans\.com\.au\/my-garage Stop alerts: https:\/\/www\.coorongcaravans\.com\.au\/alerts\/stop\?u=/);
  });

  it('alerts nobody without consent', async () => {
    await setPriceAlerts(handle.db, HARBOUR.slug, ann, false);
    await setPriceAlerts(handle.db, HARBOUR.slug, dan, false);
    await check(HARBOUR, 1);
    stock.set(HARBOUR.slug, car(20000));
    expect(await check(HARBOUR, 2)).toEqual({ checked: 1, recorded: 1, queued: 0 });
    stock.set(HARBOUR.slug, car(20000, 'sold'));
    expect((await check(HARBOUR, 3)).queued).toBe(0);
  });

  it('records nothing when a lookup fails (an outage is not a sale)', async () => {
    await check(HARBOUR, 1);
    await expect(
      checkWatchedCars({ db: handle.db, site: HARBOUR, secret: SECRET, now: T(2), findCar: () => Promise.reject(new Error('engine down')) }),
    ).rejects.toThrow('engine down');
    expect(await history()).toEqual([[30000, 'in_stock']]);
  });
});

describe('alertOrigin', () => {
  it("is the site's public origin, else its local host", () => {
    expect(alertOrigin(HARBOUR)).toBe('https://www.harbourtoyota.com.au');
    expect(alertOrigin(COORONG)).toBe('https://www.coorongcaravans.com.au');
    expect(alertOrigin({ slug: 'x', name: 'X', url: '', domains: [] })).toBe('http://x.localhost:3000');
  });
});
