/**
 * POST /api/trade-in/estimate through the route handler: the sample content, an in-memory PGlite, a
 * started lead made by the real intake, and a fake valuation (lib/valuation mocked). Every refusal
 * answers its status and message and stores nothing; the valuation is never asked for.
 */
import { count } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DbModule from '@/lib/db';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { leads, rateLimits, tradeInValuations } from '@/lib/db/schema';
import type { Site } from '@/lib/content/models';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { NO_TRADE_IN, post, routeContent } from '@/lib/trade-in/route-fixture';
import { A, ANSWERS, B, ESTIMATE, site, startLead, TEST_SECRET, VEHICLE } from '@/lib/trade-in/test-fixture';
import { tradeInToken } from '@/lib/trade-in/token';

const valuation = vi.hoisted(() => ({ valueTradeIn: vi.fn() }));
vi.mock('@/lib/valuation', () => valuation);
vi.mock('@/lib/content', () => ({ content: routeContent }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/trade-in/secret', () => ({ tradeInSecret: () => TEST_SECRET }));

setupTestDb();
const { POST } = await import('./route');

const PATH = '/api/trade-in/estimate';
let siteA: Site;
let siteB: Site;

beforeAll(async () => {
  siteA = await site(A);
  siteB = await site(B);
});
beforeEach(async () => {
  await testDb.db.delete(leads);
  await testDb.db.delete(rateLimits);
  valuation.valueTradeIn.mockReset().mockResolvedValue(ESTIMATE);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const valuations = async () => (await testDb.db.select({ n: count() }).from(tradeInValuations))[0]?.n ?? 0;

async function started() {
  return startLead(testDb.db, siteA);
}
const body = (lead: { leadId: string; token: string }, extra: Record<string, unknown> = {}) => ({
  lead_id: lead.leadId,
  token: lead.token,
  vehicle: VEHICLE,
  kms: 45_000,
  answers: ANSWERS,
  ...extra,
});

describe('POST /api/trade-in/estimate', () => {
  it('answers 200 { valuation_id, outcome } for the lead this browser started', async () => {
    const lead = await started();
    const response = await post(POST, PATH, body(lead, { vehicle: { ...VEHICLE, rego: 'xyz 789' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const json = (await response.json()) as { valuation_id: string; outcome: unknown };
    expect(Object.keys(json).sort()).toEqual(['outcome', 'valuation_id']);
    expect(json.valuation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.outcome).toEqual(ESTIMATE);
    expect(valuation.valueTradeIn).toHaveBeenCalledOnce();
    expect(valuation.valueTradeIn.mock.calls[0]?.[0]).toMatchObject({ site: { slug: A }, vehicle: { ...VEHICLE, rego: 'XYZ789' }, kms: 45_000, answers: ANSWERS });
    expect(await valuations()).toBe(1);
  });

  it.each<[string, (lead: { leadId: string; token: string }) => unknown, Record<string, string>, number, string | RegExp]>([
    ['kilometres as text', (l) => body(l, { kms: '45000' }), {}, 400, 'Enter the kilometres.'],
    ['negative kilometres', (l) => body(l, { kms: -1 }), {}, 400, 'The kilometres cannot be negative.'],
    ['fractional kilometres', (l) => body(l, { kms: 1.5 }), {}, 400, 'Enter the kilometres as a whole number.'],
    ['too many kilometres', (l) => body(l, { kms: 2_000_001 }), {}, 400, 'Check the kilometres: that is more than we can value.'],
    ['an extra key', (l) => body(l, { admin: true }), {}, 400, /admin/],
    ['an extra key in the vehicle', (l) => body(l, { vehicle: { ...VEHICLE, price: 1 } }), {}, 400, /price/],
    ['a lead id that is not a UUID', (l) => body(l, { lead_id: 'lead-1' }), {}, 400, 'Start the valuation again: the lead is unknown.'],
    ['a missing token', (l) => ({ ...body(l), token: undefined }), {}, 400, /./],
    ['a token too short to be one', (l) => body(l, { token: 'abc' }), {}, 400, /./],
    ['an answer that is not an option', (l) => body(l, { answers: { ...ANSWERS, condition: 'mint' } }), {}, 400, 'Answer: What condition is the car in overall?'],
    ['a missing answer', (l) => body(l, { answers: { ...ANSWERS, keys: undefined } }), {}, 400, 'Answer: How many keys do you have?'],
    ['an unknown question', (l) => body(l, { answers: { ...ANSWERS, paint: 'faded' } }), {}, 400, /paint/],
    ['a year before 1980', (l) => body(l, { vehicle: { ...VEHICLE, year: 1979 } }), {}, 400, 'The year must be 1980 or later.'],
    ['markup in the make', (l) => body(l, { vehicle: { ...VEHICLE, make: '<script>' } }), {}, 400, 'The make has characters we cannot use.'],
    ['a VIN with an O', (l) => body(l, { vehicle: { ...VEHICLE, vin: 'JM0KF4W7AO0123456' } }), {}, 400, 'The VIN is 17 letters and digits.'],
    ['an unknown rego state', (l) => body(l, { vehicle: { ...VEHICLE, regoState: 'XX' } }), {}, 400, 'Choose the state the car is registered in.'],
    ['a __proto__ key', (l) => `{"__proto__":{"x":1},${JSON.stringify(body(l)).slice(1)}`, {}, 400, /./],
    ['invalid JSON', () => '{"lead_id":', {}, 400, TRADE_IN_MESSAGES.unreadable],
    ['null', () => 'null', {}, 400, /./],
    ['an array', (l) => [body(l)], {}, 400, /./],
    ['a body over 4 KB', (l) => body(l, { vehicle: { ...VEHICLE, colour: 'x'.repeat(5000) } }), {}, 413, TRADE_IN_MESSAGES.tooLarge],
    ['text/plain', (l) => body(l), { 'content-type': 'text/plain' }, 415, TRADE_IN_MESSAGES.notJson],
    ['form-encoded', (l) => new URLSearchParams({ lead_id: l.leadId }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }, 415, TRADE_IN_MESSAGES.notJson],
    ['a cross-site post', (l) => body(l), { origin: 'https://evil.example' }, 403, INTAKE_MESSAGES.crossSite],
    ['a fetch marked cross-site', (l) => body(l), { 'sec-fetch-site': 'cross-site' }, 403, INTAKE_MESSAGES.crossSite],
    ['a wrong token', (l) => body(l, { token: tradeInToken('not-the-server-secret-0123456789', A, l.leadId) }), {}, 403, TRADE_IN_MESSAGES.badToken],
  ])('refuses %s', async (_name, make, headers, status, message) => {
    const lead = await started();
    const response = await post(POST, PATH, make(lead), { headers });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    expect(valuation.valueTradeIn).not.toHaveBeenCalled();
    expect(await valuations()).toBe(0);
  });

  it("refuses another site's lead (404) and another site's token (403)", async () => {
    const other = await startLead(testDb.db, siteB);
    const forged = await post(POST, PATH, body({ leadId: other.leadId, token: tradeInToken(TEST_SECRET, A, other.leadId) }));
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: string }).error).toBe(TRADE_IN_MESSAGES.unknownLead);
    const crossSite = await post(POST, PATH, body(other));
    expect(crossSite.status).toBe(403);
    // The same lead and token on its own site are fine.
    expect((await post(POST, PATH, body(other), { site: B })).status).toBe(200);
    expect(await valuations()).toBe(1);
  });

  it('is not found on a site without trade-ins', async () => {
    const lead = await started();
    const response = await post(POST, PATH, body(lead), { site: NO_TRADE_IN });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(TRADE_IN_MESSAGES.notOffered);
    expect(await valuations()).toBe(0);
  });

  it('limits one address to 60 estimates per 10 minutes', async () => {
    const address = { 'x-forwarded-for': '203.0.113.90' };
    const unknown = { leadId: '6f1c1b2a-9e10-4a8e-9d55-2b7c1c8e6a53', token: tradeInToken(TEST_SECRET, A, '6f1c1b2a-9e10-4a8e-9d55-2b7c1c8e6a53') };
    for (let i = 0; i < 60; i++) expect((await post(POST, PATH, body(unknown), { headers: address })).status).toBe(404);
    const refused = await post(POST, PATH, body(await started()), { headers: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await valuations()).toBe(0);
  });

  it('answers 503 when the database is down', async () => {
    const lead = await started();
    testDb.fails = true;
    expect((await post(POST, PATH, body(lead))).status).toBe(503);
  });
});
