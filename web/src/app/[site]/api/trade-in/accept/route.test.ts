/**
 * POST /api/trade-in/accept through the route handler: the sample content, an in-memory PGlite, a
 * started lead made by the real intake and valued by estimateTradeIn. Every refusal answers its status
 * and message and stores nothing (no lead, no outbox row, no event, the valuation still unaccepted).
 */
import { count } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValuationOutcome } from '@forecourt/schemas/trade-in';
import type { Site } from '@/lib/content/models';
import type * as DbModule from '@/lib/db';
import { leadById } from '@/lib/db/leads';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { leadOutbox, leads, rateLimits, trackingEvents, tradeInValuations } from '@/lib/db/schema';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { NO_TRADE_IN, post, routeContent } from '@/lib/trade-in/route-fixture';
import { estimateTradeIn } from '@/lib/trade-in/estimate';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { A, ANSWERS, B, ESTIMATE, fakeEngine, NOW, site, startLead, TEST_SECRET, VEHICLE } from '@/lib/trade-in/test-fixture';
import { tradeInToken } from '@/lib/trade-in/token';

vi.mock('@/lib/content', () => ({ content: routeContent }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/trade-in/secret', () => ({ tradeInSecret: () => TEST_SECRET }));

setupTestDb();
const { POST } = await import('./route');

const PATH = '/api/trade-in/accept';
let siteA: Site;
let siteB: Site;

beforeAll(async () => {
  siteA = await site(A);
  siteB = await site(B);
});
beforeEach(async () => {
  await testDb.db.delete(leads);
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(trackingEvents);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function valued(on: Site = siteA, outcome: ValuationOutcome = ESTIMATE) {
  const lead = await startLead(testDb.db, on);
  const engine = fakeEngine(outcome);
  const result = await estimateTradeIn(
    on,
    { lead_id: lead.leadId, token: lead.token, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS },
    { db: testDb.db, secret: TEST_SECRET, value: (r) => engine.value(r), now: () => NOW },
  );
  if (result.status !== 200) throw new Error('not valued');
  return { lead_id: lead.leadId, token: lead.token, valuation_id: result.answer.valuation_id };
}

const n = async (table: typeof leads | typeof leadOutbox | typeof trackingEvents) => (await testDb.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const snapshot = async () => ({
  leads: await n(leads),
  outbox: await n(leadOutbox),
  events: await n(trackingEvents),
  accepted: (await testDb.db.select({ acceptedAt: tradeInValuations.acceptedAt }).from(tradeInValuations)).filter((v) => v.acceptedAt).length,
});

describe('POST /api/trade-in/accept', () => {
  it("answers 201 { lead_id, subcategory: '3. Offer Accepted' }, then 200 with the same lead", async () => {
    const body = await valued();
    const response = await post(POST, PATH, body);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { lead_id: string; subcategory: string };
    expect(Object.keys(answer).sort()).toEqual(['lead_id', 'subcategory']);
    expect(answer.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.subcategory).toBe('3. Offer Accepted');
    expect(await leadById(testDb.db, A, answer.lead_id)).toMatchObject({ parentLeadId: body.lead_id, subcategory: '3. Offer Accepted' });
    const before = await snapshot();
    const again = await post(POST, PATH, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    expect(await snapshot()).toEqual(before);
  });

  it("answers an appraisal request for a car without an online estimate, keeping the shopper's note", async () => {
    const body = await valued(siteA, { kind: 'appraisal', reasons: ['too_many_km'] });
    const response = await post(POST, PATH, { ...body, message: '  Any weekday after 3pm.  ' });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { lead_id: string; subcategory: string };
    expect(answer.subcategory).toBe('3. Appraisal Requested');
    expect((await leadById(testDb.db, A, answer.lead_id))?.message).toBe('Any weekday after 3pm.');
  });

  it.each<[string, (b: Awaited<ReturnType<typeof valued>>) => unknown, Record<string, string>, number, string | RegExp]>([
    ['a valuation id that is not a UUID', (b) => ({ ...b, valuation_id: '42' }), {}, 400, 'Value the car again: that valuation is unknown.'],
    ['a lead id that is not a UUID', (b) => ({ ...b, lead_id: 42 }), {}, 400, 'Start the valuation again: the lead is unknown.'],
    ['a message that is not text', (b) => ({ ...b, message: { text: 'hi' } }), {}, 400, /./],
    ['a message over 1000 characters', (b) => ({ ...b, message: 'x'.repeat(1001) }), {}, 400, /./],
    ['an extra key', (b) => ({ ...b, offer_accepted: true }), {}, 400, /offer_accepted/],
    ['a missing valuation', (b) => ({ lead_id: b.lead_id, token: b.token }), {}, 400, /./],
    ['invalid JSON', () => '{', {}, 400, TRADE_IN_MESSAGES.unreadable],
    ['a body over 8 KB', (b) => ({ ...b, message: 'é'.repeat(5000) }), {}, 413, TRADE_IN_MESSAGES.tooLarge],
    ['text/plain', (b) => b, { 'content-type': 'text/plain' }, 415, TRADE_IN_MESSAGES.notJson],
    ['a cross-site post', (b) => b, { origin: 'https://evil.example' }, 403, INTAKE_MESSAGES.crossSite],
    ['a JSON post without Origin or Referer', (b) => b, { origin: '' }, 403, INTAKE_MESSAGES.crossSite],
    ['a wrong token', (b) => ({ ...b, token: tradeInToken(TEST_SECRET, A, b.valuation_id) }), {}, 403, TRADE_IN_MESSAGES.badToken],
    ["another lead's token", async (b) => ({ ...b, token: (await valued()).token }), {}, 403, TRADE_IN_MESSAGES.badToken],
    ["another lead's valuation", async (b) => ({ ...b, valuation_id: (await valued()).valuation_id }), {}, 404, TRADE_IN_MESSAGES.unknownValuation],
    ["another site's valuation", async (b) => ({ ...b, valuation_id: (await valued(siteB)).valuation_id }), {}, 404, TRADE_IN_MESSAGES.unknownValuation],
    ['an unknown valuation', (b) => ({ ...b, valuation_id: '6f1c1b2a-9e10-4a8e-9d55-2b7c1c8e6a53' }), {}, 404, TRADE_IN_MESSAGES.unknownValuation],
    [
      "another site's lead with a token made for this site",
      async () => {
        const other = await valued(siteB);
        return { ...other, token: tradeInToken(TEST_SECRET, A, other.lead_id) };
      },
      {},
      404,
      TRADE_IN_MESSAGES.unknownLead,
    ],
    ["another site's lead with its own token", () => valued(siteB), {}, 403, TRADE_IN_MESSAGES.badToken],
  ])('refuses %s', async (_name, make, headers, status, message) => {
    const body = await make(await valued());
    const before = await snapshot();
    const response = await post(POST, PATH, body, { headers });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('is not found on a site without trade-ins', async () => {
    const body = await valued();
    const before = await snapshot();
    const response = await post(POST, PATH, body, { site: NO_TRADE_IN });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(TRADE_IN_MESSAGES.notOffered);
    expect(await snapshot()).toEqual(before);
  });

  it('limits one address to 20 accepts per 10 minutes', async () => {
    const address = { 'x-forwarded-for': '203.0.113.91' };
    const unknown = { lead_id: '6f1c1b2a-9e10-4a8e-9d55-2b7c1c8e6a53', token: tradeInToken(TEST_SECRET, A, '6f1c1b2a-9e10-4a8e-9d55-2b7c1c8e6a53'), valuation_id: '6f1c1b2a-9e10-4a8e-9d55-2b7c1c8e6a54' };
    for (let i = 0; i < 20; i++) expect((await post(POST, PATH, unknown, { headers: address })).status).toBe(404);
    const body = await valued();
    const before = await snapshot();
    const refused = await post(POST, PATH, body, { headers: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 503 when the database is down', async () => {
    const body = await valued();
    testDb.fails = true;
    expect((await post(POST, PATH, body)).status).toBe(503);
  });
});
