/** acceptTradeIn against an in-memory PGlite, the sample dealers and valuations made by estimateTradeIn. */
import { randomUUID } from 'node:crypto';
import type { ValuationOutcome } from '@forecourt/schemas/trade-in';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import { leadById, leadDeliveries } from '@/lib/db/leads';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { leadOutbox, leads, rateLimits, trackingEvents } from '@/lib/db/schema';
import { valuationById } from '@/lib/db/trade-in';
import { acceptTradeIn, type AcceptDeps } from './accept';
import { estimateTradeIn } from './estimate';
import { TRADE_IN_MESSAGES } from './messages';
import { A, ANSWERS, B, carOf, ESTIMATE, fakeEngine, NOW, repo, site, startLead, TEST_SECRET, VEHICLE } from './test-fixture';
import { tradeInToken } from './token';

let handle: DatabaseHandle;
let siteA: Site;
let siteB: Site;
const ACCEPTED_AT = new Date(NOW.getTime() + 5 * 60_000);

beforeAll(async () => {
  handle = await openMemoryDatabase();
  siteA = await site(A);
  siteB = await site(B);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(leads);
  await handle.db.delete(rateLimits);
  await handle.db.delete(trackingEvents);
});

const deps = (extra: Partial<AcceptDeps> = {}): AcceptDeps => ({
  db: handle.db,
  secret: TEST_SECRET,
  locations: (s) => repo.locations(s),
  now: () => ACCEPTED_AT,
  log: { warn: vi.fn() },
  ...extra,
});

/** A started lead on `on` with one valuation of `outcome`. */
async function valued(on: Site = siteA, outcome: ValuationOutcome = ESTIMATE, start: Parameters<typeof startLead>[2] = {}) {
  const lead = await startLead(handle.db, on, start);
  const engine = fakeEngine(outcome);
  const result = await estimateTradeIn(
    on,
    { lead_id: lead.leadId, token: lead.token, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS },
    { db: handle.db, secret: TEST_SECRET, value: (r) => engine.value(r), now: () => NOW },
  );
  if (result.status !== 200) throw new Error('not valued');
  return { ...lead, valuationId: result.answer.valuation_id };
}

const rows = async () => ({
  leads: (await handle.db.select({ n: count() }).from(leads))[0]?.n ?? 0,
  outbox: (await handle.db.select({ n: count() }).from(leadOutbox))[0]?.n ?? 0,
  events: (await handle.db.select({ n: count() }).from(trackingEvents))[0]?.n ?? 0,
});

describe('acceptTradeIn: an online estimate', () => {
  it("makes the '3. Offer Accepted' lead continuing the started one, delivered like any lead, with event 18", async () => {
    const car = carOf(A, 'gcs-eagle-farm');
    const started = await valued(siteA, ESTIMATE, { carId: car.id });
    const result = await acceptTradeIn(siteA, { lead_id: started.leadId, token: started.token, valuation_id: started.valuationId }, deps());
    expect(result).toMatchObject({ status: 201, answer: { subcategory: '3. Offer Accepted' } });
    const leadId = (result as { answer: { lead_id: string } }).answer.lead_id;
    expect(leadId).not.toBe(started.leadId);

    const first = (await leadById(handle.db, A, started.leadId))!;
    const accepted = (await leadById(handle.db, A, leadId))!;
    expect(accepted).toMatchObject({
      form: 'trade_in',
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      parentLeadId: started.leadId,
      carId: car.id,
      car: first.car,
      locationId: first.locationId,
      dealershipSlug: first.dealershipSlug,
      firstName: first.firstName,
      lastName: first.lastName,
      email: first.email,
      phone: first.phone,
      marketingOptIn: first.marketingOptIn,
      pageUrl: first.pageUrl,
      idempotencyKey: null,
      createdAt: ACCEPTED_AT,
    });
    expect(accepted.payload).toEqual({
      name: first.firstName,
      last_name: first.lastName,
      email: first.email,
      phone: first.phone,
      location_id: 'gcs-eagle-farm',
      opt_in: true,
      terms_agreed: true,
      lead_id: started.leadId,
      valuation_id: started.valuationId,
      rego: 'XYZ789',
      regoState: 'QLD',
      kms: 45_000,
      adjustments: ANSWERS,
      estimate: { low: 24_300, high: 27_100, offer: 24_300 },
      offer_accepted: true,
      form_completed: true,
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
    });
    expect(accepted.tradeIn).toEqual({
      valuation_id: started.valuationId,
      vehicle: VEHICLE,
      kms: 45_000,
      answers: ANSWERS,
      outcome: ESTIMATE,
      valued_at: NOW.toISOString(),
      offer_accepted: true,
    });
    // The dealer's address and webhook, as for the started lead (the shopper's confirmation went out once, then).
    const destinations = async (id: string) => (await leadDeliveries(handle.db, A, id)).filter((d) => d.channel !== 'confirmation').map((d) => [d.channel, d.destination]);
    expect(await destinations(leadId)).toEqual(await destinations(started.leadId));
    expect((await destinations(leadId)).length).toBeGreaterThan(0);
    expect((await valuationById(handle.db, A, started.valuationId))?.acceptedAt).toEqual(ACCEPTED_AT);
    const [event] = await handle.db.select().from(trackingEvents);
    expect(event).toMatchObject({
      site: A,
      eventId: 18,
      carId: car.id,
      path: '/cars/trade-in',
      params: { form: 'trade_in', subcategory: '3. Offer Accepted', vehicleMake: 'Mazda', vehicleModel: 'CX-5', vehicleYear: '2021', vehicleKilometers: '45000', vehicleGrade: 'Maxx Sport' },
    });
  });

  it('accepting the same valuation again answers the first lead (200): one lead, one delivery, one event', async () => {
    const started = await valued();
    const body = { lead_id: started.leadId, token: started.token, valuation_id: started.valuationId };
    const first = await acceptTradeIn(siteA, body, deps());
    const before = await rows();
    const again = await acceptTradeIn(siteA, { ...body, message: 'Saturday?' }, deps());
    expect(again).toEqual({ status: 200, answer: (first as { answer: unknown }).answer });
    expect(await rows()).toEqual(before);
  });

  it('two accepts at once make one lead', async () => {
    const started = await valued();
    const body = { lead_id: started.leadId, token: started.token, valuation_id: started.valuationId };
    const results = await Promise.all([1, 2, 3].map(() => acceptTradeIn(siteA, body, deps())));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => ('answer' in r ? r.answer.lead_id : '')))).toHaveProperty('size', 1);
    expect((await handle.db.select({ n: count() }).from(leads).where(eq(leads.parentLeadId, started.leadId)))[0]?.n).toBe(1);
  });
});

describe('acceptTradeIn: no online estimate', () => {
  it.each<[string, ValuationOutcome]>([
    ['appraisal', { kind: 'appraisal', reasons: ['too_old'] }],
    ['declined', { kind: 'declined', reason: 'too_few_comparables' }],
  ])("%s: an '3. Appraisal Requested' lead with the shopper's note, not an accepted offer (event 22)", async (_kind, outcome) => {
    const started = await valued(siteA, outcome);
    const result = await acceptTradeIn(
      siteA,
      { lead_id: started.leadId, token: started.token, valuation_id: started.valuationId, message: 'Saturday morning suits me.' },
      deps(),
    );
    expect(result).toMatchObject({ status: 201, answer: { subcategory: '3. Appraisal Requested' } });
    const accepted = (await leadById(handle.db, A, (result as { answer: { lead_id: string } }).answer.lead_id))!;
    expect(accepted).toMatchObject({ subcategory: '3. Appraisal Requested', message: 'Saturday morning suits me.', parentLeadId: started.leadId });
    expect(accepted.payload).toMatchObject({ offer_accepted: false, form_completed: true, message: 'Saturday morning suits me.', adjustments: ANSWERS });
    expect(accepted.payload).not.toHaveProperty('estimate');
    expect(accepted.tradeIn).toMatchObject({ outcome, offer_accepted: false });
    expect((await handle.db.select().from(trackingEvents)).map((e) => e.eventId)).toEqual([22]);
  });
});

describe('acceptTradeIn: refusals store nothing', () => {
  it.each<[string, () => Promise<{ lead_id: string; token: string; valuation_id: string }>, number, string]>([
    [
      'a bad token',
      async () => {
        const s = await valued();
        return { lead_id: s.leadId, token: tradeInToken('another-secret-entirely-0123456789', A, s.leadId), valuation_id: s.valuationId };
      },
      403,
      TRADE_IN_MESSAGES.badToken,
    ],
    [
      "another site's lead and valuation",
      async () => {
        const s = await valued(siteB);
        return { lead_id: s.leadId, token: tradeInToken(TEST_SECRET, A, s.leadId), valuation_id: s.valuationId };
      },
      404,
      TRADE_IN_MESSAGES.unknownLead,
    ],
    [
      "this lead, another site's valuation",
      async () => {
        const s = await valued();
        return { lead_id: s.leadId, token: s.token, valuation_id: (await valued(siteB)).valuationId };
      },
      404,
      TRADE_IN_MESSAGES.unknownValuation,
    ],
    [
      "this lead, another lead's valuation",
      async () => {
        const s = await valued();
        return { lead_id: s.leadId, token: s.token, valuation_id: (await valued()).valuationId };
      },
      404,
      TRADE_IN_MESSAGES.unknownValuation,
    ],
    [
      'an unknown valuation',
      async () => {
        const s = await valued();
        return { lead_id: s.leadId, token: s.token, valuation_id: randomUUID() };
      },
      404,
      TRADE_IN_MESSAGES.unknownValuation,
    ],
  ])('%s', async (_name, make, status, error) => {
    const body = await make();
    const before = await rows();
    expect(await acceptTradeIn(siteA, body, deps())).toEqual({ status, error });
    expect(await rows()).toEqual(before);
  });
});
