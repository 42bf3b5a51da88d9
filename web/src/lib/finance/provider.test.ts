/** The finance partner adapter against a local server speaking the modelled API (test-finance-server.ts). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuoteRequestSchema, type QuoteRequest } from '@forecourt/schemas/finance/quote';
import { embeddedQuote } from './embedded';
import { providerQuoteEngine } from './provider';
import { startFinanceServer, type TestFinanceServer } from './test-finance-server';
import { FinanceProviderError } from './types';

const NOW = new Date('2026-06-01T00:00:00Z');
const request: QuoteRequest = QuoteRequestSchema.parse({
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 25_990,
  loanTerm: 5,
  year: 2021,
  vin: 'JTDBR32E720123456',
  nvic: 'AB1C23',
  whoIsHelping: 'Sam',
});

let server: TestFinanceServer;
beforeAll(async () => {
  server = await startFinanceServer({ now: () => NOW });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const engine = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  providerQuoteEngine({ baseUrl: options.baseUrl ?? server.url, apiKey: options.apiKey ?? server.apiKey, timeoutMs: options.timeoutMs ?? 2000 });

async function failure(promise: Promise<unknown>): Promise<FinanceProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FinanceProviderError);
  return error as FinanceProviderError;
}

describe('providerQuoteEngine', () => {
  it('posts the request with the key and answers the partner’s figures (extra fields dropped)', async () => {
    const answer = await engine().quote(request);
    expect(answer).toEqual(embeddedQuote(request, undefined, NOW));
    expect(Object.keys(answer).sort()).toEqual(['advertisedRate', 'comparisonRate', 'weeklyRepaymentAmount']);
    const [sent] = server.received;
    expect(sent).toMatchObject({ method: 'POST', path: '/quote' });
    expect(sent!.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.json).toEqual(request);
  });

  it('keeps a path prefix in the base URL', async () => {
    server.answer = { status: 200, body: JSON.stringify({ weeklyRepaymentAmount: 1, advertisedRate: 2, comparisonRate: 3 }) };
    await engine({ baseUrl: `${server.url}/partner/v2/` }).quote(request);
    expect(server.received[0]!.path).toBe('/partner/v2/quote');
  });

  it('a 400 from the partner is "rejected", with the partner’s message in the log text', async () => {
    server.answer = 'bad-request';
    const error = await failure(engine().quote(request));
    expect(error).toMatchObject({ reason: 'rejected', status: 400, temporary: false });
    expect(error.message).toContain('We cannot quote for this vehicle.');
  });

  it('a wrong key is "unauthorized", and the key never appears in the message', async () => {
    const error = await failure(engine({ apiKey: 'WRONG-KEY-123456' }).quote(request));
    expect(error).toMatchObject({ reason: 'unauthorized', status: 401 });
    server.answer = { status: 500, body: `{"message":"bad key ${server.apiKey}"}` };
    const echoed = await failure(engine().quote(request));
    expect(echoed.message).not.toContain(server.apiKey);
    expect(echoed.message).toContain('[key]');
  });

  it.each([
    ['server-error', 500],
    ['rate-limited', 429],
  ] as const)('%s is "unavailable" (temporary)', async (answer, status) => {
    server.answer = answer;
    const error = await failure(engine().quote(request));
    expect(error).toMatchObject({ reason: 'unavailable', status, temporary: true });
  });

  it.each(['not-json', 'wrong-shape'] as const)('a 200 that is %s is "bad-response"', async (answer) => {
    server.answer = answer;
    expect(await failure(engine().quote(request))).toMatchObject({ reason: 'bad-response', status: 200 });
  });

  it.each([
    ['a negative rate', { weeklyRepaymentAmount: 120, advertisedRate: -1, comparisonRate: 8 }],
    ['a string for a number', { weeklyRepaymentAmount: '120', advertisedRate: 6.29, comparisonRate: 8.19 }],
    ['a missing figure', { weeklyRepaymentAmount: 120, advertisedRate: 6.29 }],
    ['null', null],
    ['an array', [1, 2, 3]],
  ])('refuses an answer with %s', async (_name, body) => {
    server.answer = { status: 200, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    expect(await failure(engine().quote(request))).toMatchObject({ reason: 'bad-response' });
  });

  it('a redirect is refused, not followed with the key', async () => {
    server.answer = { status: 302, body: '', headers: { location: 'http://127.0.0.1:9/steal' } };
    expect(await failure(engine().quote(request))).toMatchObject({ reason: 'rejected', status: 302 });
    expect(server.received).toHaveLength(1);
  });

  it.each(['hang', 'stall-body'] as const)('times out when the partner %s', async (answer) => {
    server.answer = answer;
    const started = Date.now();
    const error = await failure(engine({ timeoutMs: 200 }).quote(request));
    expect(error).toMatchObject({ reason: 'timeout', temporary: true });
    expect(error.message).toContain('200 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a partner that is not listening is "network"', async () => {
    const closed = await startFinanceServer();
    const url = closed.url;
    await closed.close();
    expect(await failure(engine({ baseUrl: url }).quote(request))).toMatchObject({ reason: 'network', temporary: true });
  });
});
