import { expect, it } from 'vitest';
import { describeEachDatabase, unique } from './test-databases';
import { setPriceAlerts, upsertUser } from './users';
import { claimDueAlerts, markAlertFailed, markAlertSent, recordSighting, watchAlertsOf, type NewWatchAlert, type Watcher } from './watch-alerts';
import { removeFromWatchlist, saveToWatchlist } from './watchlist';

const T0 = new Date('2026-03-01T00:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** Alerts every watcher it is given with one 'price-drop' keyed by the new price. */
const alertAll = (price: number) => (_previous: unknown, watchers: Watcher[]): NewWatchAlert[] =>
  watchers.map((w) => ({ userId: w.userId, kind: 'price-drop', priceKey: String(price), text: `now ${price}` }));

describeEachDatabase('watch alerts', (handle) => {
  async function world(name: string) {
    const site = unique(name);
    const ann = await upsertUser(handle.db, site, '+61412345678');
    const bob = await upsertUser(handle.db, site, '+61487654321');
    await setPriceAlerts(handle.db, site, ann.id, true);
    for (const user of [ann, bob]) await saveToWatchlist(handle.db, { site, userId: user.id, carId: 'car-1', priceAtSave: 30000 });
    const see = (price: number, when = T0) =>
      recordSighting(handle.db, { site, carId: 'car-1', price, status: 'in_stock' }, when, alertAll(price));
    return { site, ann, bob, see };
  }

  it('queues alerts for opted-in watchers only, never on a first sighting, and a change only once', async () => {
    const { site, ann, bob, see } = await world('queue');
    expect((await see(30000)).queued).toBe(0); // first sighting
    expect((await see(28000)).queued).toBe(1); // ann only: bob never opted in
    expect((await see(29000)).queued).toBe(1);
    expect((await see(28000)).queued).toBe(0); // the 28000 change already alerted ann
    expect((await watchAlertsOf(handle.db, site, ann.id)).map((a) => a.priceKey)).toEqual(['29000', '28000']);
    expect(await watchAlertsOf(handle.db, site, bob.id)).toEqual([]);
  });

  it('claims due alerts once under a lease, with the number, consent and watching', async () => {
    const { site, ann, see } = await world('claim');
    await see(30000);
    await see(27000);
    // Other tests' alerts share the database: look at this site's.
    const mine = (await claimDueAlerts(handle.db, { now: T0, limit: 100, leaseMs: 60_000 })).filter((a) => a.site === site);
    expect(mine).toHaveLength(1);
    const [claimed] = mine;
    expect(claimed).toMatchObject({ site, userId: ann.id, phone: '+61412345678', consent: true, watching: true, attempts: 1 });
    // Under the lease nobody else takes it.
    expect((await claimDueAlerts(handle.db, { now: later(1000), limit: 10, leaseMs: 60_000 })).some((a) => a.id === claimed!.id)).toBe(false);
    // A failure with a backoff: due again at `next`, not before.
    expect(await markAlertFailed(handle.db, claimed!.id, 'gateway down', later(2000), later(30_000), 1)).toBe(true);
    expect((await claimDueAlerts(handle.db, { now: later(29_000), limit: 10, leaseMs: 60_000 })).some((a) => a.id === claimed!.id)).toBe(false);
    await setPriceAlerts(handle.db, site, ann.id, false);
    await removeFromWatchlist(handle.db, site, ann.id, 'car-1');
    const [again] = (await claimDueAlerts(handle.db, { now: later(31_000), limit: 10, leaseMs: 60_000 })).filter((a) => a.id === claimed!.id);
    expect(again).toMatchObject({ attempts: 2, consent: false, watching: false });
    // A stale attempt count changes nothing.
    expect(await markAlertFailed(handle.db, claimed!.id, 'late', later(32_000), 'dead', 1)).toBe(false);
    expect(await markAlertSent(handle.db, claimed!.id, later(32_000))).toBe(true);
    expect(await markAlertSent(handle.db, claimed!.id, later(33_000))).toBe(false);
    expect(await markAlertFailed(handle.db, claimed!.id, 'after sent', later(34_000), 'dead')).toBe(false);
    const [row] = await watchAlertsOf(handle.db, site, ann.id);
    expect(row).toMatchObject({ status: 'sent', sentAt: later(32_000), lockedUntil: null, lastError: null });
  });
});
