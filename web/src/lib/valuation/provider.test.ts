/** The provider adapter against a local server speaking the provider's API (test-provider-server.ts). */
import type { TradeInAnswers, TradeInVehicle } from '@forecourt/schemas/trade-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import { ValuationProviderError } from './errors';
import { VALUATION_MESSAGES } from './messages';
import { createProviderEngine } from './provider';
import { predictedTrade, startProviderServer, type TestProvider } from './test-provider-server';
import type { ValuationEngine, ValuationRequest } from './types';
import { valueWith } from './value';

const TIMEOUT_MS = 300;
const site = { slug: 'harbour-toyota' } as Site;
const GOOD: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};
const NOW = new Date();
const RAV4: TradeInVehicle = { year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GX', source: 'rego', rego: 'ABC123', regoState: 'NSW' };

let server: TestProvider;
let engine: ValuationEngine;
const vehicleOptions = vi.fn(() => Promise.resolve({ field: 'year' as const, options: ['2024'] }));

beforeAll(async () => {
  server = await startProviderServer();
  engine = createProviderEngine({ url: `${server.url}/`, apiKey: server.apiKey, timeoutMs: TIMEOUT_MS, vehicleOptions });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const request = (over: Partial<ValuationRequest> = {}): ValuationRequest => ({
  site,
  vehicle: RAV4,
  kms: 40_000,
  answers: GOOD,
  now: NOW,
  ...over,
});

async function failure(promise: Promise<unknown>): Promise<ValuationProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValuationProviderError);
  return error as ValuationProviderError;
}

describe('provider rego lookup', () => {
  it('finds a registered car, with the key, region and state, as the wizard\u2019s vehicle', async () => {
    const answer = await engine.regoLookup(site, { rego: 'ABC123', regoState: 'NSW' });
    expect(answer).toEqual({
      found: true,
      register: 'provider',
      vehicle: {
        year: 2023,
        make: 'Toyota',
        model: 'RAV4',
        badge: 'GX',
        body: 'Wagon',
        transmission: 'Automatic',
        fuel: 'Petrol',
        source: 'rego',
        rego: 'ABC123',
        regoState: 'NSW',
      },
    });
    const [call] = server.received;
    expect(call).toMatchObject({ method: 'GET', path: '/v2/vehicles/registrations/ABC123', query: { region: 'au', state: 'NSW' } });
    expect(call!.headers.apikey).toBe(server.apiKey);
  });

  it('drops a detail our schema refuses but keeps the car', async () => {
    const answer = await engine.regoLookup(site, { rego: '1XYZ999', regoState: 'WA' });
    expect(answer).toMatchObject({ found: true, vehicle: { make: 'Kia', model: 'Sportage', year: 2024 } });
    expect(answer.found && answer.vehicle.badge).toBeUndefined();
  });

  it('answers not found for an unknown plate (404), or the same plate in another state', async () => {
    const expected = { found: false, message: VALUATION_MESSAGES.regoNotFound };
    expect(await engine.regoLookup(site, { rego: 'NOPE1', regoState: 'NSW' })).toEqual(expected);
    expect(await engine.regoLookup(site, { rego: 'ABC123', regoState: 'VIC' })).toEqual(expected);
  });

  it('answers not found for a null vehicle', async () => {
    server.answer = 'null-vehicle';
    expect(await engine.regoLookup(site, { rego: 'NOPE1', regoState: 'NSW' })).toEqual({
      found: false,
      message: VALUATION_MESSAGES.regoNotFound,
    });
  });

  it.each<[string, TestProvider['answer'], number | undefined]>([
    ['a refused key (401)', 'unauthorized', 401],
    ['a server error (500)', 'server-error', 500],
    ['a 429', { status: 429, body: '{"error":true,"message":"Too many"}', headers: { 'content-type': 'application/json' } }, 429],
    ['an answer that is not JSON', 'not-json', 200],
    ['JSON of another shape', 'wrong-shape', 200],
    ['success: false', 'unsuccessful', 200],
  ])('throws a ValuationProviderError for %s, without the plate in the message', async (_name, answer, status) => {
    server.answer = answer;
    const error = await failure(engine.regoLookup(site, { rego: 'ABC123', regoState: 'NSW' }));
    expect(error.status).toBe(status);
    expect(error.message).not.toContain('ABC123');
  });

  it('throws when the key is wrong', async () => {
    const wrong = createProviderEngine({ url: server.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS, vehicleOptions });
    expect((await failure(wrong.regoLookup(site, { rego: 'ABC123', regoState: 'NSW' }))).status).toBe(401);
  });

  it('gives up after the timeout when the provider never answers', async () => {
    server.answer = 'hang';
    const started = Date.now();
    const error = await failure(engine.regoLookup(site, { rego: 'ABC123', regoState: 'NSW' }));
    expect(error.message).toMatch(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('throws when the provider cannot be reached', async () => {
    const nowhere = createProviderEngine({ url: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 2000, vehicleOptions });
    expect((await failure(nowhere.regoLookup(site, { rego: 'ABC123', regoState: 'NSW' }))).message).toMatch(/could not be reached/);
  });
});

describe('provider valuation', () => {
  it('values a car found by its registration: the predicted trade range times the answers\u2019 factors', async () => {
    const { trade } = predictedTrade(38_000, 40_000);
    const low = Math.round(Math.round(trade * 0.95) * 0.9);
    const high = Math.round(Math.round(trade * 1.05) * 0.9);
    expect(await engine.value(request({ answers: { ...GOOD, condition: 'fair' } }))).toEqual({
      kind: 'estimate',
      low,
      high,
      offer: Math.floor(low / 100) * 100,
      comparables: 0,
      provider: 'provider',
    });
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v2/vehicles/registrations/ABC123',
      'POST /v2/valuations/predict',
    ]);
    expect(server.received[1]!.json).toEqual({ region: 'au', vehicle_id: '5804870883868672', kms: 40_000 });
    expect(server.received[1]!.headers['content-type']).toBe('application/json');
  });

  it('finds a manually chosen car by a search', async () => {
    const manual: TradeInVehicle = { year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', source: 'manual' };
    const outcome = await engine.value(request({ vehicle: manual, kms: 10_000 }));
    const { trade } = predictedTrade(32_000, 10_000);
    expect(outcome).toMatchObject({ kind: 'estimate', low: Math.round(trade * 0.95), high: Math.round(trade * 1.05) });
    expect(server.received[0]).toMatchObject({
      path: '/v2/vehicles',
      query: { search: '2022 Mazda CX-5 Maxx Sport', region: 'au', count: '1' },
    });
  });

  it('scales the retail bounds when the prediction has no trade bounds', async () => {
    server.answer = 'retail-bounds-only';
    const { retail, trade } = predictedTrade(38_000, 40_000);
    const outcome = await engine.value(request());
    expect(outcome).toMatchObject({
      kind: 'estimate',
      low: Math.round((Math.round(retail * 0.95) * trade) / retail),
      high: Math.round((Math.round(retail * 1.05) * trade) / retail),
    });
  });

  it('declines a car the provider cannot find', async () => {
    const unknown: TradeInVehicle = { year: 2020, make: 'Lada', model: 'Niva', source: 'manual' };
    expect(await engine.value(request({ vehicle: unknown }))).toEqual({ kind: 'declined', reason: 'provider_declined' });
  });

  it('never raises the estimate for more kilometres', async () => {
    const a = await engine.value(request({ kms: 20_000 }));
    const b = await engine.value(request({ kms: 90_000 }));
    if (a.kind !== 'estimate' || b.kind !== 'estimate') throw new Error('expected estimates');
    expect(b.low).toBeLessThanOrEqual(a.low);
    expect(b.high).toBeLessThanOrEqual(a.high);
  });

  it.each<[string, TestProvider['answer']]>([
    ['401', 'unauthorized'],
    ['500', 'server-error'],
    ['malformed JSON', 'not-json'],
    ['another shape', 'wrong-shape'],
    ['a timeout', 'hang'],
  ])('throws on %s, which valueTradeIn turns into provider_unavailable, logged once', async (_name, answer) => {
    server.answer = answer;
    await failure(engine.value(request()));
    const log = vi.fn();
    expect(await valueWith(engine, request(), { timeoutMs: 5_000, log })).toEqual({
      kind: 'declined',
      reason: 'provider_unavailable',
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).not.toMatch(/ABC123|TEST-VALUATION-KEY/);
  });

  it('leaves manual selection to the dealer group\u2019s stock', async () => {
    expect(await engine.vehicleOptions({ site })).toEqual({ field: 'year', options: ['2024'] });
    expect(vehicleOptions).toHaveBeenCalledWith({ site });
    expect(server.received).toEqual([]);
  });
});
