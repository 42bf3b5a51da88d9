/** POST /api/valuation/rego over the sample content, the embedded valuation engine and an in-memory PGlite. */
import type { RegoLookupAnswer } from '@forecourt/schemas/trade-in';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, routeContext, siteRequest } from '@/lib/auth/route-test-kit';
import type { Site } from '@/lib/content/models';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits } from '@/lib/db/schema';
import { repo } from '@/lib/leads/intake/test-fixture';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { VALUATION_MESSAGES } from '@/lib/valuation/messages';
import type { ValuationEngine } from '@/lib/valuation/types';
import type * as DbModule from '@/lib/db';
import type * as ValuationModule from '@/lib/valuation';

const SITE = 'harbour-toyota';
/** A copy of SITE without trade-in. */
const NO_TRADE_IN = 'no-trade-in';

const state = vi.hoisted(() => ({ engine: undefined as ValuationEngine | undefined }));

vi.mock('@/lib/content', () => ({
  content: {
    ...repo,
    site: async (slug: string): Promise<Site | undefined> => {
      if (slug !== NO_TRADE_IN) return repo.site(slug);
      const site = (await repo.site(SITE))!;
      return { ...site, slug: NO_TRADE_IN, features: { ...site.features, trade_in: false } };
    },
  },
}));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/valuation', async (original) => {
  const real = await original<typeof ValuationModule>();
  return { ...real, valuationEngine: () => state.engine ?? real.valuationEngine() };
});

setupTestDb();
const { POST } = await import('./route');

beforeEach(async () => {
  await testDb.db.delete(rateLimits);
  state.engine = undefined;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function post(body: unknown, headers: Record<string, string> = {}, site = SITE, ip?: string) {
  return POST(siteRequest(site, '/api/valuation/rego', { body, headers, ...(ip ? { ip } : {}) }), routeContext(site));
}

describe('POST /api/valuation/rego', () => {
  it('finds a demo registration, labelled demo, and is never cached', async () => {
    const response = await post({ rego: 'DEMO01', regoState: 'NSW' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as RegoLookupAnswer).toMatchObject({
      found: true,
      register: 'demo',
      vehicle: { make: 'Toyota', model: 'Corolla', source: 'rego', rego: 'DEMO01', regoState: 'NSW' },
    });
  });

  it.each(['demo01', 'demo 01', ' Demo-01 ', 'DE MO 01'])('accepts %j as DEMO01', async (rego) => {
    const response = await post({ rego, regoState: 'NSW' });
    expect(response.status).toBe(200);
    expect(await answer(response)).toMatchObject({ found: true, vehicle: { rego: 'DEMO01' } });
  });

  it('answers 200 not found, with a way forward, for an unknown registration', async () => {
    const response = await post({ rego: 'ZZZ999', regoState: 'VIC' });
    expect(response.status).toBe(200);
    expect(await answer(response)).toEqual({ found: false, message: VALUATION_MESSAGES.regoNotFound });
  });

  const STATE = 'Choose the state the car is registered in.';
  const REGO_FORMAT = 'Enter the registration number as letters and digits (up to 9).';
  it.each<[string, unknown, number, string | RegExp]>([
    ['a missing rego', { regoState: 'NSW' }, 400, 'Enter the registration number.'],
    ['a number as rego', { rego: 123456, regoState: 'NSW' }, 400, 'Enter the registration number.'],
    ['null as rego', { rego: null, regoState: 'NSW' }, 400, 'Enter the registration number.'],
    ['an empty rego', { rego: '', regoState: 'NSW' }, 400, REGO_FORMAT],
    ['only spaces', { rego: '   ', regoState: 'NSW' }, 400, REGO_FORMAT],
    ['punctuation', { rego: 'ABC!23', regoState: 'NSW' }, 400, REGO_FORMAT],
    ['markup', { rego: '<b>1</b>', regoState: 'NSW' }, 400, REGO_FORMAT],
    ['ten characters', { rego: 'ABCDE12345', regoState: 'NSW' }, 400, REGO_FORMAT],
    ['non-ASCII letters', { rego: 'ÄBC123', regoState: 'NSW' }, 400, REGO_FORMAT],
    ['a missing state', { rego: 'DEMO01' }, 400, STATE],
    ['a lower-case state', { rego: 'DEMO01', regoState: 'nsw' }, 400, STATE],
    ['an unknown state', { rego: 'DEMO01', regoState: 'XYZ' }, 400, STATE],
    ['a state as a list', { rego: 'DEMO01', regoState: ['NSW'] }, 400, STATE],
    ['an extra key', { rego: 'DEMO01', regoState: 'NSW', phone: '0412345678' }, 400, /phone/],
    ['a JSON list', [{ rego: 'DEMO01', regoState: 'NSW' }], 400, /./],
    ['JSON null', 'null', 400, /./],
    ['a JSON string', '"DEMO01"', 400, /./],
    ['broken JSON', '{"rego":', 400, TRADE_IN_MESSAGES.unreadable],
    ['a __proto__ key', '{"rego":"DEMO01","regoState":"NSW","__proto__":{"found":true}}', 400, /./],
    ['a body over 1 KB', { rego: 'A'.repeat(2000), regoState: 'NSW' }, 413, TRADE_IN_MESSAGES.tooLarge],
  ])('refuses %s', async (_name, body, status, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
  });

  it.each<[string, Record<string, string>, number]>([
    ['text/plain', { 'content-type': 'text/plain' }, 415],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['a cross-site post', { origin: 'https://evil.example' }, 403],
    ['a post with no origin', { origin: '' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
  ])('refuses %s', async (_name, headers, status) => {
    const response = await post({ rego: 'DEMO01', regoState: 'NSW' }, headers);
    expect(response.status).toBe(status);
    expect(typeof (await answer(response)).error).toBe('string');
  });

  it('is not offered on a site without trade-in', async () => {
    const response = await post({ rego: 'DEMO01', regoState: 'NSW' }, {}, NO_TRADE_IN);
    expect(response.status).toBe(404);
    expect(await answer(response)).toEqual({ error: TRADE_IN_MESSAGES.notOffered });
  });

  it('answers 503, sending the shopper to manual selection, when the register is down', async () => {
    state.engine = {
      name: 'provider',
      regoLookup: () => Promise.reject(new Error('connect ECONNREFUSED')),
      vehicleOptions: () => Promise.reject(new Error('unused')),
      value: () => Promise.reject(new Error('unused')),
    };
    const response = await post({ rego: 'DEMO01', regoState: 'NSW' });
    expect(response.status).toBe(503);
    expect(await answer(response)).toEqual({ error: VALUATION_MESSAGES.regoUnavailable });
    const logged = vi.mocked(console.error).mock.calls.flat().join(' ');
    expect(logged).not.toContain('DEMO01');
  });

  it('limits one address to 20 lookups per 10 minutes', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 20; i++) expect((await post({ rego: `ZZZ${i}`, regoState: 'QLD' }, {}, SITE, ip)).status).toBe(200);
    const refused = await post({ rego: 'DEMO01', regoState: 'NSW' }, {}, SITE, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ rego: 'DEMO01', regoState: 'NSW' }, {}, SITE, '203.0.113.91')).status).toBe(200);
  });

  it('answers 503 when the database is down', async () => {
    testDb.fails = true;
    expect((await post({ rego: 'DEMO01', regoState: 'NSW' })).status).toBe(503);
  });
});
