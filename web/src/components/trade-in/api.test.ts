import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptValuation, lookupRego, optionsField, requestEstimate, SAVE_VALUATION_FAILED, saveValuation, startValuation, TRADE_IN_MESSAGES,
  vehicleOptions, vehicleOptionsUrl,
} from './api';

const LEAD_ID = '3f0d2c1e-8b7a-4c5d-9e6f-1a2b3c4d5e6f';
const VALUATION_ID = '0b7e4a1c-2d3f-4e5a-8b9c-0d1e2f3a4b5c';
const TOKEN = 'token-0123456789abcdef';

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { impl, calls };
}

const bodyOf = (call: Call): unknown => JSON.parse(call.init.body as string);
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => vi.restoreAllMocks());

describe('startValuation', () => {
  const body = { fields: { name: 'Sam', phone: '0412345678', email: 'sam@example.com' }, started_at: 1, context: {} };

  it('posts the lead envelope to the trade_in lead route with its Idempotency-Key, and reads the token', async () => {
    const { impl, calls } = fakeFetch(json(201, { lead_id: LEAD_ID, trade_in_token: TOKEN }));
    expect(await startValuation(body, 'key-1', impl)).toEqual({ ok: true, data: { leadId: LEAD_ID, token: TOKEN } });
    expect(calls[0]!.url).toBe('/api/leads/trade_in');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
    expect(bodyOf(calls[0]!)).toEqual(body);
  });

  it('is a failure when the lead answer has no token (the next steps could not be sent)', async () => {
    const { impl } = fakeFetch(json(201, { lead_id: LEAD_ID }));
    expect(await startValuation(body, 'k', impl)).toEqual({ ok: false, error: TRADE_IN_MESSAGES.startedWithoutToken });
  });

  it('passes on field errors and the lead client’s messages', async () => {
    const fields = fakeFetch(json(400, { error: 'Please fix the following errors:', fields: { phone: 'Please enter a valid Australian phone number.' } }));
    expect(await startValuation(body, 'k', fields.impl)).toEqual({
      ok: false,
      error: 'Please fix the following errors:',
      fields: { phone: 'Please enter a valid Australian phone number.' },
      status: 400,
    });
    const down = fakeFetch(offline);
    expect(await startValuation(body, 'k', down.impl)).toEqual({ ok: false, error: 'An error occurred when submitting this form' });
  });
});

describe('lookupRego', () => {
  it('posts the rego and state and answers the find', async () => {
    const vehicle = { year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX', source: 'rego', rego: 'ABC123', regoState: 'NSW' };
    const { impl, calls } = fakeFetch(json(200, { found: true, vehicle, register: 'demo' }));
    expect(await lookupRego({ rego: 'ABC123', regoState: 'NSW' }, impl)).toEqual({ ok: true, data: { found: true, vehicle, register: 'demo' } });
    expect(calls[0]!.url).toBe('/api/valuation/rego');
    expect(bodyOf(calls[0]!)).toEqual({ rego: 'ABC123', regoState: 'NSW' });
  });

  it('answers not found, a 4xx message, a server failure and a network failure as results', async () => {
    expect(await lookupRego({ rego: 'ZZZ999', regoState: 'VIC' }, fakeFetch(json(200, { found: false, message: 'No car found for that rego.' })).impl)).toEqual({
      ok: true,
      data: { found: false, message: 'No car found for that rego.' },
    });
    expect(await lookupRego({ rego: 'ZZZ999', regoState: 'VIC' }, fakeFetch(json(429, { error: 'Too many lookups. Try again later.' })).impl)).toEqual({
      ok: false,
      error: 'Too many lookups. Try again later.',
      status: 429,
    });
    expect(await lookupRego({ rego: 'ZZZ999', regoState: 'VIC' }, fakeFetch(() => new Response('<html>', { status: 502 })).impl)).toEqual({
      ok: false,
      error: TRADE_IN_MESSAGES.unexpected,
      status: 502,
    });
    expect(await lookupRego({ rego: 'ZZZ999', regoState: 'VIC' }, fakeFetch(offline).impl)).toEqual({ ok: false, error: TRADE_IN_MESSAGES.network });
  });

  it('refuses a find whose car could not be sent back to the estimate', async () => {
    const { impl } = fakeFetch(json(200, { found: true, vehicle: { year: 2021, make: 'Toyota', source: 'rego' }, register: 'demo' }));
    expect(await lookupRego({ rego: 'ABC123', regoState: 'NSW' }, impl)).toMatchObject({ ok: false, error: TRADE_IN_MESSAGES.unexpected });
  });
});

describe('vehicleOptions', () => {
  it('asks for years, makes, models and badges by what is chosen so far', () => {
    expect(vehicleOptionsUrl({})).toBe('/api/valuation/vehicles');
    expect(vehicleOptionsUrl({ year: 2021 })).toBe('/api/valuation/vehicles?year=2021');
    expect(vehicleOptionsUrl({ year: 2021, make: 'Land Rover' })).toBe('/api/valuation/vehicles?year=2021&make=Land+Rover');
    expect(vehicleOptionsUrl({ year: 2021, make: 'Toyota', model: 'RAV4' })).toBe('/api/valuation/vehicles?year=2021&make=Toyota&model=RAV4');
    expect(optionsField({})).toBe('year');
    expect(optionsField({ year: 2021 })).toBe('make');
    expect(optionsField({ year: 2021, make: 'Toyota' })).toBe('model');
    expect(optionsField({ year: 2021, make: 'Toyota', model: 'RAV4' })).toBe('badge');
  });

  it('answers the options of the select asked for, and one retry message otherwise', async () => {
    const makes = fakeFetch(json(200, { field: 'make', options: ['Mazda', 'Toyota'] }));
    expect(await vehicleOptions({ year: 2021 }, makes.impl)).toEqual({ ok: true, data: ['Mazda', 'Toyota'] });
    expect(makes.calls[0]!.init.method).toBe('GET');
    expect(await vehicleOptions({ year: 2021 }, fakeFetch(json(200, { field: 'model', options: ['RAV4'] })).impl)).toEqual({
      ok: false,
      error: TRADE_IN_MESSAGES.optionsFailed,
    });
    expect(await vehicleOptions({}, fakeFetch(json(500, { error: 'boom' })).impl)).toEqual({ ok: false, error: TRADE_IN_MESSAGES.optionsFailed, status: 500 });
    expect(await vehicleOptions({}, fakeFetch(offline).impl)).toEqual({ ok: false, error: TRADE_IN_MESSAGES.optionsFailed });
  });
});

describe('requestEstimate / acceptValuation', () => {
  const vehicle = { year: 2021, make: 'Toyota', model: 'RAV4', source: 'manual' } as const;
  const answers = { condition: 'good', service_history: 'full', accident_damage: 'no', tyres: 'good', finance_owing: 'no', keys: 'two' } as const;

  it('posts the estimate request and parses each outcome', async () => {
    const estimate = { kind: 'estimate', low: 21_000, high: 24_000, offer: 21_000, comparables: 9, provider: 'embedded' };
    const { impl, calls } = fakeFetch(json(200, { valuation_id: VALUATION_ID, outcome: estimate }));
    const request = { lead_id: LEAD_ID, token: TOKEN, vehicle, kms: 45_000, answers };
    expect(await requestEstimate(request, impl)).toEqual({ ok: true, data: { valuation_id: VALUATION_ID, outcome: estimate } });
    expect(calls[0]!.url).toBe('/api/trade-in/estimate');
    expect(bodyOf(calls[0]!)).toEqual(request);
    for (const outcome of [{ kind: 'appraisal', reasons: ['too_many_km'] }, { kind: 'declined', reason: 'too_few_comparables' }]) {
      expect(await requestEstimate(request, fakeFetch(json(201, { valuation_id: VALUATION_ID, outcome })).impl)).toEqual({
        ok: true,
        data: { valuation_id: VALUATION_ID, outcome },
      });
    }
    expect(await requestEstimate(request, fakeFetch(json(200, { valuation_id: VALUATION_ID, outcome: { kind: 'guess' } })).impl)).toMatchObject({ ok: false });
  });

  it('posts the acceptance and answers the subcategory; a refused token is a failure with its status', async () => {
    const { impl, calls } = fakeFetch(json(200, { lead_id: LEAD_ID, subcategory: '3. Offer Accepted' }));
    expect(await acceptValuation({ lead_id: LEAD_ID, token: TOKEN, valuation_id: VALUATION_ID }, impl)).toEqual({
      ok: true,
      data: { lead_id: LEAD_ID, subcategory: '3. Offer Accepted' },
    });
    expect(calls[0]!.url).toBe('/api/trade-in/accept');
    expect(
      await acceptValuation({ lead_id: LEAD_ID, token: TOKEN, valuation_id: VALUATION_ID }, fakeFetch(json(403, { error: 'Start the valuation again.' })).impl),
    ).toEqual({ ok: false, error: 'Start the valuation again.', status: 403 });
  });
});

describe('saveValuation', () => {
  const request = { lead_id: LEAD_ID, token: TOKEN, column_name: 'valuation', valuation_id: VALUATION_ID } as const;

  it('posts the valuation to /api/miscellaneous', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { impl, calls } = fakeFetch(json(200, { ok: true }));
    await saveValuation(request, impl);
    expect(calls[0]!.url).toBe('/api/miscellaneous');
    expect(bodyOf(calls[0]!)).toEqual(request);
    expect(error).not.toHaveBeenCalled();
  });

  it("logs 'Failed to save valuation data' on any failure and never throws", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(saveValuation(request, fakeFetch(json(500, { error: 'x' })).impl)).resolves.toBeUndefined();
    await expect(saveValuation(request, fakeFetch(offline).impl)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.every((call) => call[0] === SAVE_VALUATION_FAILED)).toBe(true);
  });
});
