/** estimateTradeIn against an in-memory PGlite, the sample dealers and a fake valuation engine. */
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import { insertLead, leadById } from '@/lib/db/leads';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { leadOutbox, leads, rateLimits, tradeInValuations } from '@/lib/db/schema';
import { valuationsOfLead } from '@/lib/db/trade-in';
import { estimateTradeIn, TRADE_IN_ESTIMATES_PER_LEAD, type EstimateDeps } from './estimate';
import { TRADE_IN_MESSAGES } from './messages';
import { A, ANSWERS, B, ESTIMATE, fakeEngine, NOW, site, startLead, TEST_SECRET, VEHICLE } from './test-fixture';
import { tradeInToken } from './token';

let handle: DatabaseHandle;
let siteA: Site;
let siteB: Site;

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
});

const deps = (engine = fakeEngine(), extra: Partial<EstimateDeps> = {}): EstimateDeps => ({
  db: handle.db,
  secret: TEST_SECRET,
  value: (request) => engine.value(request),
  now: () => NOW,
  log: { warn: vi.fn() },
  ...extra,
});

const request = (lead: { leadId: string; token: string }, extra: Record<string, unknown> = {}) => ({
  lead_id: lead.leadId,
  token: lead.token,
  vehicle: VEHICLE,
  kms: 45_000,
  answers: ANSWERS,
  ...extra,
});

const rows = async () => ({
  valuations: (await handle.db.select({ n: count() }).from(tradeInValuations))[0]?.n ?? 0,
  outbox: (await handle.db.select({ n: count() }).from(leadOutbox))[0]?.n ?? 0,
});

describe('estimateTradeIn', () => {
  it('values the car, stores the valuation and records it on the lead, sending nothing', async () => {
    const lead = await startLead(handle.db, siteA);
    const before = await rows();
    const engine = fakeEngine();
    const result = await estimateTradeIn(siteA, request(lead), deps(engine));
    expect(result).toMatchObject({ status: 200, answer: { outcome: ESTIMATE } });
    const answer = (result as { answer: { valuation_id: string } }).answer;
    expect(engine.asked).toEqual([{ site: siteA, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS, now: NOW }]);
    const [stored] = await valuationsOfLead(handle.db, A, lead.leadId);
    expect(stored).toMatchObject({ id: answer.valuation_id, site: A, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS, result: ESTIMATE, acceptedAt: null });
    expect((await leadById(handle.db, A, lead.leadId))?.tradeIn).toEqual({
      valuation_id: answer.valuation_id,
      vehicle: VEHICLE,
      kms: 45_000,
      answers: ANSWERS,
      outcome: ESTIMATE,
      valued_at: NOW.toISOString(),
    });
    expect(await rows()).toEqual({ valuations: before.valuations + 1, outbox: before.outbox });
  });

  it('keeps the latest valuation on the lead', async () => {
    const lead = await startLead(handle.db, siteA);
    await estimateTradeIn(siteA, request(lead), deps());
    const second = await estimateTradeIn(siteA, request(lead, { kms: 60_000 }), deps(fakeEngine({ kind: 'declined', reason: 'too_few_comparables' })));
    expect((await leadById(handle.db, A, lead.leadId))?.tradeIn).toMatchObject({
      valuation_id: (second as { answer: { valuation_id: string } }).answer.valuation_id,
      kms: 60_000,
      outcome: { kind: 'declined', reason: 'too_few_comparables' },
    });
  });

  it.each<[string, () => Promise<{ leadId: string; token: string }>, number, string]>([
    ['a token that is not base64url', async () => ({ ...(await startLead(handle.db, siteA)), token: 'x'.repeat(43) }), 403, TRADE_IN_MESSAGES.badToken],
    ["another lead's token", async () => ({ ...(await startLead(handle.db, siteA)), token: (await startLead(handle.db, siteA)).token }), 403, TRADE_IN_MESSAGES.badToken],
    ["another site's token for its own lead", () => startLead(handle.db, siteB), 403, TRADE_IN_MESSAGES.badToken],
    [
      "another site's lead, with a token made for this site",
      async () => {
        const other = await startLead(handle.db, siteB);
        return { leadId: other.leadId, token: tradeInToken(TEST_SECRET, A, other.leadId) };
      },
      404,
      TRADE_IN_MESSAGES.unknownLead,
    ],
    [
      'a lead that is not a trade-in lead',
      async () => {
        const id = randomUUID();
        await insertLead(handle.db, { id, site: A, form: 'contact', category: 'General Enquiry', firstName: 'Zoë', payload: {}, requestHash: 'h' }, []);
        return { leadId: id, token: tradeInToken(TEST_SECRET, A, id) };
      },
      404,
      TRADE_IN_MESSAGES.unknownLead,
    ],
    ['a lead that was never stored', () => Promise.resolve({ leadId: randomUUID(), token: '' }).then((l) => ({ ...l, token: tradeInToken(TEST_SECRET, A, l.leadId) })), 404, TRADE_IN_MESSAGES.unknownLead],
  ])('refuses %s, asking and storing nothing', async (_name, make, status, error) => {
    const lead = await make();
    const engine = fakeEngine();
    const before = await rows();
    expect(await estimateTradeIn(siteA, request(lead), deps(engine))).toEqual({ status, error });
    expect(engine.asked).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it(`values a lead at most ${TRADE_IN_ESTIMATES_PER_LEAD} times; the engine is not asked again`, async () => {
    const lead = await startLead(handle.db, siteA);
    const engine = fakeEngine();
    for (let i = 0; i < TRADE_IN_ESTIMATES_PER_LEAD; i++) expect((await estimateTradeIn(siteA, request(lead), deps(engine))).status).toBe(200);
    expect(await estimateTradeIn(siteA, request(lead), deps(engine))).toEqual({ status: 429, error: TRADE_IN_MESSAGES.tooManyEstimates });
    expect(engine.asked).toHaveLength(TRADE_IN_ESTIMATES_PER_LEAD);
    expect(await valuationsOfLead(handle.db, A, lead.leadId)).toHaveLength(TRADE_IN_ESTIMATES_PER_LEAD);
  });

  it('an engine that throws is a declined valuation (an appraisal is offered), logged', async () => {
    const lead = await startLead(handle.db, siteA);
    const log = { warn: vi.fn() };
    const result = await estimateTradeIn(siteA, request(lead), deps(fakeEngine(), { value: () => Promise.reject(new Error('down')), log }));
    expect(result).toMatchObject({ status: 200, answer: { outcome: { kind: 'declined', reason: 'provider_unavailable' } } });
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
