/**
 * POST /api/miscellaneous through the route handler: the sample content (site A saves valuations,
 * B does not), an in-memory PGlite, a started lead made by the real intake and valued by
 * estimateTradeIn. Every refusal answers its status and message and stores nothing.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import type * as DbModule from '@/lib/db';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { leads, miscellaneousData, rateLimits } from '@/lib/db/schema';
import { miscellaneousOfLead } from '@/lib/db/trade-in';
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

const PATH = '/api/miscellaneous';
let siteA: Site;
let siteB: Site;

beforeAll(async () => {
  siteA = await site(A);
  siteB = await site(B);
});
beforeEach(async () => {
  await testDb.db.delete(leads);
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function valued(on: Site = siteA) {
  const lead = await startLead(testDb.db, on);
  const engine = fakeEngine();
  const result = await estimateTradeIn(
    on,
    { lead_id: lead.leadId, token: lead.token, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS },
    { db: testDb.db, secret: TEST_SECRET, value: (r) => engine.value(r), now: () => NOW },
  );
  if (result.status !== 200) throw new Error('not valued');
  return { lead_id: lead.leadId, token: lead.token, column_name: 'valuation', valuation_id: result.answer.valuation_id };
}

const saved = () => testDb.db.$count(miscellaneousData);

describe('POST /api/miscellaneous', () => {
  it("saves the server's copy of the valuation under 'valuation': 201, then 200", async () => {
    const body = await valued();
    const response = await post(POST, PATH, body);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ saved: true });
    expect((await post(POST, PATH, body)).status).toBe(200);
    const rows = await miscellaneousOfLead(testDb.db, A, body.lead_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ columnName: 'valuation', value: { valuation_id: body.valuation_id, vehicle: VEHICLE, result: ESTIMATE } });
  });

  it.each<[string, (b: Awaited<ReturnType<typeof valued>>) => unknown, Record<string, string>, number, string | RegExp]>([
    ['another column name', (b) => ({ ...b, column_name: 'notes' }), {}, 400, 'Only valuation data can be saved.'],
    ['a result sent by the browser', (b) => ({ ...b, result: { kind: 'estimate', offer: 1_000_000 } }), {}, 400, /result/],
    ['a valuation id that is not a UUID', (b) => ({ ...b, valuation_id: 'v1' }), {}, 400, /./],
    ['a lead id that is not a UUID', (b) => ({ ...b, lead_id: 'x' }), {}, 400, 'Start the valuation again: the lead is unknown.'],
    ['invalid JSON', () => 'valuation', {}, 400, TRADE_IN_MESSAGES.unreadable],
    ['a body over 2 KB', (b) => ({ ...b, token: 'x'.repeat(3000) }), {}, 413, TRADE_IN_MESSAGES.tooLarge],
    ['text/plain', (b) => b, { 'content-type': 'text/plain' }, 415, TRADE_IN_MESSAGES.notJson],
    ['a cross-site post', (b) => b, { origin: 'https://evil.example' }, 403, INTAKE_MESSAGES.crossSite],
    ['a JSON post without Origin', (b) => b, { origin: '' }, 403, INTAKE_MESSAGES.crossSite],
    ['a wrong token', (b) => ({ ...b, token: tradeInToken('not-the-server-secret-0123456789', A, b.lead_id) }), {}, 403, TRADE_IN_MESSAGES.badToken],
    ["another lead's valuation", async (b) => ({ ...b, valuation_id: (await valued()).valuation_id }), {}, 404, TRADE_IN_MESSAGES.unknownValuation],
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
  ])('refuses %s', async (_name, make, headers, status, message) => {
    const body = await make(await valued());
    const response = await post(POST, PATH, body, { headers });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    expect(await saved()).toBe(0);
  });

  it.each([B, NO_TRADE_IN])('is not found on a site that does not save valuations (%s)', async (slug) => {
    const body = await valued(siteB);
    const response = await post(POST, PATH, body, { site: slug });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(TRADE_IN_MESSAGES.notSaved);
    expect(await saved()).toBe(0);
  });

  it('limits one address to 30 saves per 10 minutes', async () => {
    const address = { 'x-forwarded-for': '203.0.113.92' };
    const body = await valued();
    for (let i = 0; i < 30; i++) expect((await post(POST, PATH, body, { headers: address })).status).toBe(i === 0 ? 201 : 200);
    const refused = await post(POST, PATH, body, { headers: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503 when the database is down', async () => {
    const body = await valued();
    testDb.fails = true;
    expect((await post(POST, PATH, body)).status).toBe(503);
  });
});
