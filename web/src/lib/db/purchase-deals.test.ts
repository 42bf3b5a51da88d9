/**
 * The purchase deals repository: one draft per (site, user, car) — also when two first saves race —,
 * per-account reads, and a submit that stores one lead with the deal's status in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dealOfUser, draftDeal, draftsOfUser, heldReservationOfDeal, latestDeal, saveDraft, submitDeal } from './purchase-deals';
import { leadOutbox, leads, reservations, type NewLeadRow } from './schema';
import { describeEachDatabase, unique } from './test-databases';
import { upsertUser } from './users';

const lead = (site: string): NewLeadRow => ({ id: randomUUID(), site, form: 'online_purchase', category: 'Online Purchase', firstName: 'Zoë', payload: {}, requestHash: 'h' });
const change = (step: string, data: Record<string, unknown>) => () => ({ step, data, carSlug: 'a-car', car: { title: 'A car' } });

describeEachDatabase('purchase deals', (handle) => {
  it('keeps one draft per shopper and car, even when two first saves race', async () => {
    const site = unique('gateway-car-superstore');
    const user = (await upsertUser(handle.db, site, '+61412345678')).id;
    const key = { site, userId: user, carId: 'car-1' };
    const now = new Date();
    const [a, b] = await Promise.all([
      saveDraft(handle.db, key, randomUUID(), now, change('trade_in', { car: {} })),
      saveDraft(handle.db, key, randomUUID(), now, change('trade_in', { car: {} })),
    ]);
    expect(a.id).toBe(b.id);
    const updated = await saveDraft(handle.db, key, randomUUID(), now, (current) => ({ step: 'finance', data: { ...(current?.data as object), trade_in: { choice: 'none' } }, carSlug: 'a-car', car: {} }));
    expect(updated).toMatchObject({ id: a.id, step: 'finance', data: { car: {}, trade_in: { choice: 'none' } } });
    expect((await draftDeal(handle.db, key))?.id).toBe(a.id);
    expect(await draftsOfUser(handle.db, site, user)).toHaveLength(1);
    // Another site, car or shopper: not this draft.
    expect(await draftDeal(handle.db, { ...key, site: unique('southern-cross-motors') })).toBeUndefined();
    const other = (await upsertUser(handle.db, site, '+61498765432')).id;
    expect(await dealOfUser(handle.db, site, other, a.id)).toBeUndefined();
    expect((await dealOfUser(handle.db, site, user, a.id))?.id).toBe(a.id);
  });

  it('submits a draft once: the lead, its deliveries and the status together; then a new draft may start', async () => {
    const site = unique('southern-cross-motors');
    const user = (await upsertUser(handle.db, site, '+61412345678')).id;
    const key = { site, userId: user, carId: 'car-2' };
    const draft = await saveDraft(handle.db, key, randomUUID(), new Date(), change('deposit', {}));
    const reservationId = randomUUID();
    await handle.db.insert(reservations).values({
      id: reservationId, site, carId: 'car-2', carSlug: 'a-car', car: {}, status: 'held', contact: {}, depositCents: 30000, processor: 'local',
      paymentIntentId: `pi_${reservationId}`, lockExpiresAt: new Date(), paidAt: new Date(), dealId: draft.id,
    });
    expect((await heldReservationOfDeal(handle.db, site, draft.id))?.id).toBe(reservationId);
    expect(await heldReservationOfDeal(handle.db, unique('harbour-toyota'), draft.id)).toBeUndefined();

    const build = () => ({ lead: lead(site), deliveries: [{ channel: 'email' as const, destination: 'sales@example.com' }], reservationId });
    const [first, second] = await Promise.all([submitDeal(handle.db, site, user, draft.id, new Date(), build), submitDeal(handle.db, site, user, draft.id, new Date(), build)]);
    const kinds = [first.kind, second.kind].sort();
    expect(kinds).toEqual(['already', 'submitted']);
    const leadId = first.kind !== 'missing' && first.kind !== 'closed' ? first.row.leadId : undefined;
    const stored = await handle.db.select().from(leads).where(eq(leads.site, site));
    expect(stored.map((l) => l.id)).toEqual([leadId]);
    expect(await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId!))).toHaveLength(1);
    expect((await latestDeal(handle.db, key))).toMatchObject({ status: 'submitted', reservationId, leadId });
    expect(await draftDeal(handle.db, key)).toBeUndefined();
    expect(await submitDeal(handle.db, site, user, randomUUID(), new Date(), build)).toEqual({ kind: 'missing' });
    const next = await saveDraft(handle.db, key, randomUUID(), new Date(), change('trade_in', {}));
    expect(next.id).not.toBe(draft.id);
  });
});
