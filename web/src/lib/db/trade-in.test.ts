/**
 * The valuation wizard's rows against real databases (PGlite always, PostgreSQL with DATABASE_URL):
 * the started lead, valuations counted under the lead's lock, an accept that commits the new lead, its
 * outbox rows and accepted_at together (once, even when two arrive at once), and miscellaneous data.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertLead, leadById, leadDeliveries } from './leads';
import { leadOutbox, leads, tradeInValuations, type NewLeadRow } from './schema';
import { describeEachDatabase, unique } from './test-databases';
import {
  acceptValuation,
  miscellaneousOfLead,
  saveMiscellaneous,
  startedTradeInLead,
  storeValuation,
  valuationById,
  valuationCount,
  valuationsOfLead,
  type NewValuation,
} from './trade-in';

const NOW = new Date('2025-07-01T02:00:00Z');

function lead(site: string, overrides: Partial<NewLeadRow> = {}): NewLeadRow {
  return {
    id: randomUUID(),
    site,
    form: 'trade_in',
    category: 'Trade-In',
    subcategory: '1. Valuation Started',
    firstName: 'Zoë',
    email: 'zoe@example.com',
    phone: '0412345678',
    payload: { name: 'Zoë' },
    requestHash: 'hash',
    createdAt: NOW,
    ...overrides,
  };
}

const valuation = (site: string, leadId: string, overrides: Partial<NewValuation> = {}): NewValuation => ({
  id: randomUUID(),
  site,
  leadId,
  vehicle: { year: 2017, make: 'Mazda', model: '3', source: 'manual' },
  kms: 85_000,
  answers: { condition: 'good' },
  result: { kind: 'estimate', low: 1, high: 2, offer: 1, comparables: 5, provider: 'embedded' },
  createdAt: NOW,
  ...overrides,
});

describeEachDatabase('trade-in rows', (handle) => {
  it('finds only a started trade-in lead of the site', async () => {
    const site = unique('started');
    const started = lead(site);
    const enquiry = lead(site, { form: 'enquiry', category: 'Used Vehicle Enquiry' });
    const accepted = lead(site, { parentLeadId: started.id, subcategory: '3. Offer Accepted' });
    for (const row of [started, enquiry, accepted]) await insertLead(handle.db, row, []);
    expect((await startedTradeInLead(handle.db, site, started.id))?.id).toBe(started.id);
    expect(await startedTradeInLead(handle.db, unique('other'), started.id)).toBeUndefined();
    expect(await startedTradeInLead(handle.db, site, enquiry.id)).toBeUndefined();
    expect(await startedTradeInLead(handle.db, site, accepted.id)).toBeUndefined();
    expect(await startedTradeInLead(handle.db, site, randomUUID())).toBeUndefined();
  });

  it('stores valuations up to the limit and records the latest on the lead', async () => {
    const site = unique('store');
    const started = lead(site);
    await insertLead(handle.db, started, []);
    for (let i = 0; i < 3; i++) {
      const result = await storeValuation(handle.db, valuation(site, started.id, { kms: i, createdAt: new Date(NOW.getTime() + i * 1000) }), { latest: i }, { maxPerLead: 3 });
      expect(result).toEqual({ stored: true });
    }
    expect(await storeValuation(handle.db, valuation(site, started.id), { latest: 99 }, { maxPerLead: 3 })).toEqual({ stored: false, reason: 'limit' });
    expect(await valuationCount(handle.db, site, started.id)).toBe(3);
    expect((await valuationsOfLead(handle.db, site, started.id)).map((v) => v.kms)).toEqual([0, 1, 2]);
    expect((await leadById(handle.db, site, started.id))?.tradeIn).toEqual({ latest: 2 });
    expect(await storeValuation(handle.db, valuation(unique('elsewhere'), started.id), {}, { maxPerLead: 3 })).toEqual({ stored: false, reason: 'no_lead' });
  });

  it('holds the limit when valuations of one lead arrive at once', async () => {
    const site = unique('race');
    const started = lead(site);
    await insertLead(handle.db, started, []);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => storeValuation(handle.db, valuation(site, started.id), {}, { maxPerLead: 5 })),
    );
    expect(results.filter((r) => r.stored)).toHaveLength(5);
    expect(await valuationCount(handle.db, site, started.id)).toBe(5);
  });

  it('reads a valuation of the site only', async () => {
    const site = unique('read');
    const started = lead(site);
    await insertLead(handle.db, started, []);
    const row = valuation(site, started.id);
    await storeValuation(handle.db, row, {}, { maxPerLead: 20 });
    expect((await valuationById(handle.db, site, row.id))?.leadId).toBe(started.id);
    expect(await valuationById(handle.db, unique('other'), row.id)).toBeUndefined();
  });

  it('accepts once: the lead, its outbox rows and accepted_at together; again → the first lead', async () => {
    const site = unique('accept');
    const started = lead(site);
    await insertLead(handle.db, started, []);
    const v = valuation(site, started.id);
    await storeValuation(handle.db, v, {}, { maxPerLead: 20 });
    const accepting = () =>
      lead(site, { parentLeadId: started.id, subcategory: '3. Offer Accepted', payload: { valuation_id: v.id } });
    const deliveries = [{ channel: 'email' as const, destination: 'sales@example.com' }];

    const first = await acceptValuation(handle.db, v, accepting(), deliveries, NOW);
    expect(first).toMatchObject({ created: true, subcategory: '3. Offer Accepted' });
    const firstId = (first as { leadId: string }).leadId;
    expect((await valuationById(handle.db, site, v.id))?.acceptedAt).toEqual(NOW);
    expect((await leadDeliveries(handle.db, site, firstId)).map((d) => d.destination)).toEqual(['sales@example.com']);

    const again = await acceptValuation(handle.db, v, accepting(), deliveries, NOW);
    expect(again).toEqual({ created: false, leadId: firstId, subcategory: '3. Offer Accepted' });
    const accepted = await handle.db.select({ n: count() }).from(leads).where(and(eq(leads.site, site), eq(leads.parentLeadId, started.id)));
    expect(accepted[0]?.n).toBe(1);
  });

  it('accepts once when two accepts arrive at once', async () => {
    const site = unique('accept-race');
    const started = lead(site);
    await insertLead(handle.db, started, []);
    const v = valuation(site, started.id);
    await storeValuation(handle.db, v, {}, { maxPerLead: 20 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        acceptValuation(handle.db, v, lead(site, { parentLeadId: started.id, payload: { valuation_id: v.id } }), [{ channel: 'email', destination: 'a@example.com' }], NOW),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => ('leadId' in r ? r.leadId : undefined))).size).toBe(1);
    const outbox = await handle.db.select({ n: count() }).from(leadOutbox).where(eq(leadOutbox.site, site));
    expect(outbox[0]?.n).toBe(1);
  });

  it("refuses a valuation that is not the lead's, and rolls the lead back when the accept fails", async () => {
    const site = unique('accept-wrong');
    const started = lead(site);
    const other = lead(site);
    await insertLead(handle.db, started, []);
    await insertLead(handle.db, other, []);
    const v = valuation(site, started.id);
    await storeValuation(handle.db, v, {}, { maxPerLead: 20 });
    expect(await acceptValuation(handle.db, { ...v, leadId: other.id }, lead(site), [], NOW)).toEqual({ created: false, missing: true });
    // A lead that cannot be stored (its id is taken) leaves the valuation unaccepted and no outbox row.
    await expect(acceptValuation(handle.db, v, lead(site, { id: other.id }), [{ channel: 'email', destination: 'a@example.com' }], NOW)).rejects.toThrow();
    expect((await handle.db.select().from(tradeInValuations).where(eq(tradeInValuations.id, v.id)))[0]?.acceptedAt).toBeNull();
    expect((await leadDeliveries(handle.db, site, other.id))).toEqual([]);
  });

  it('saves miscellaneous data once per key', async () => {
    const site = unique('misc');
    const started = lead(site);
    await insertLead(handle.db, started, []);
    const row = { site, leadId: started.id, columnName: 'valuation', value: { valuation_id: 'v1', x: 1 }, createdAt: NOW };
    const first = await saveMiscellaneous(handle.db, row, { dedupeKey: { field: 'valuation_id', value: 'v1' } });
    expect(first.created).toBe(true);
    expect(await saveMiscellaneous(handle.db, row, { dedupeKey: { field: 'valuation_id', value: 'v1' } })).toEqual({ created: false, id: first.id });
    await saveMiscellaneous(handle.db, { ...row, value: { valuation_id: 'v2' } }, { dedupeKey: { field: 'valuation_id', value: 'v2' } });
    expect((await miscellaneousOfLead(handle.db, site, started.id)).map((r) => r.value)).toEqual([{ valuation_id: 'v1', x: 1 }, { valuation_id: 'v2' }]);
    expect(await miscellaneousOfLead(handle.db, unique('other'), started.id)).toEqual([]);
  });
});
