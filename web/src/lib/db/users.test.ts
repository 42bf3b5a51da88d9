import { expect, it } from 'vitest';
import { describeEachDatabase, unique } from './test-databases';
import { priceAlertsOf, setPriceAlerts, upsertUser, userById, userByPhone } from './users';

describeEachDatabase('users', (handle) => {
  it('makes one account per site and number, and moves last_sign_in_at on each sign-in', async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    const first = await upsertUser(handle.db, site, '+61412345678', new Date('2026-01-01T00:00:00Z'));
    const again = await upsertUser(handle.db, site, '+61412345678', new Date('2026-02-01T00:00:00Z'));
    expect(again.id).toBe(first.id);
    expect(again.createdAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(again.lastSignInAt.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    const elsewhere = await upsertUser(handle.db, other, '+61412345678');
    expect(elsewhere.id).not.toBe(first.id);
    expect((await userByPhone(handle.db, site, '+61412345678'))?.id).toBe(first.id);
    expect(await userById(handle.db, other, first.id)).toBeUndefined();
    expect(await userByPhone(handle.db, site, '+61499999999')).toBeUndefined();
  });

  it('makes one account when two first sign-ins race', async () => {
    const site = unique('race');
    const [a, b] = await Promise.all([
      upsertUser(handle.db, site, '+61411111111'),
      upsertUser(handle.db, site, '+61411111111'),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('keeps price alerts off until turned on, per site and account', async () => {
    const site = unique('alerts');
    const other = unique('alerts-other');
    const ann = await upsertUser(handle.db, site, '+61412345678');
    expect(ann.priceAlerts).toBe(false);
    expect(await priceAlertsOf(handle.db, site, ann.id)).toBe(false);
    expect(await setPriceAlerts(handle.db, site, ann.id, true)).toBe(true);
    expect(await priceAlertsOf(handle.db, site, ann.id)).toBe(true);
    // Another site's id names nobody here: nothing changes.
    expect(await setPriceAlerts(handle.db, other, ann.id, false)).toBeUndefined();
    expect(await priceAlertsOf(handle.db, other, ann.id)).toBe(false);
    expect(await priceAlertsOf(handle.db, site, ann.id)).toBe(true);
    // Signing in again keeps the choice.
    expect((await upsertUser(handle.db, site, '+61412345678')).priceAlerts).toBe(true);
    expect(await setPriceAlerts(handle.db, site, ann.id, false)).toBe(false);
    expect(await priceAlertsOf(handle.db, site, 'no-such-user')).toBe(false);
  });
});
