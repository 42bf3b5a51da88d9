/**
 * POST /api/youx/quote over the sample content, an in-memory PGlite (the rate limit) and the finance
 * module: the embedded engine by default, the partner adapter against a local stand-in of its API,
 * or a failure thrown on purpose.
 */
import { QuoteRequestSchema, type QuoteAnswer } from '@forecourt/schemas/finance/quote';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits } from '@/lib/db/schema';
import { routeContext, siteRequest, type TestRequest } from '@/lib/auth/route-test-kit';
import { embeddedQuote } from '@/lib/finance/embedded';
import { providerQuoteEngine } from '@/lib/finance/provider';
import { startFinanceServer, type TestFinanceServer } from '@/lib/finance/test-finance-server';
import { FinanceProviderError, type FinanceQuoteEngine } from '@/lib/finance/types';
import { A } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';
import type * as FinanceModule from '@/lib/finance';

const control = vi.hoisted((): { engine?: FinanceQuoteEngine; error?: Error } => ({}));

// Imported inside the factory: the finance modules above reach '@/lib/content' before test-fixture loads.
vi.mock('@/lib/content', async () => ({ content: (await import('@/lib/leads/intake/test-fixture')).repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/finance', async (original) => {
  const real = await original<typeof FinanceModule>();
  return {
    ...real,
    quote: vi.fn((request: Parameters<typeof real.quote>[0]) => {
      if (control.error) return Promise.reject(control.error);
      return (control.engine ?? real.financeQuoteEngine()).quote(request);
    }),
  };
});

setupTestDb();
const { POST } = await import('./route');
const finance = await import('@/lib/finance');

let partner: TestFinanceServer;
beforeAll(async () => {
  partner = await startFinanceServer();
});
afterAll(() => partner.close());
beforeEach(async () => {
  await testDb.db.delete(rateLimits);
  control.engine = undefined;
  control.error = undefined;
  partner.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const THIS_YEAR = new Date().getUTCFullYear();
const good = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 25_990,
  loanTerm: 5,
  year: THIS_YEAR - 5,
  vin: 'JTDBR32E720123456',
  nvic: 'AB1C23',
  whoIsHelping: 'Sam in sales',
};

function post(body: unknown, options: Omit<TestRequest, 'body'> = {}) {
  return POST(siteRequest(A, '/api/youx/quote', { ...options, body }), routeContext(A));
}

async function errorOf(response: Response): Promise<string> {
  const json = (await response.json()) as { error?: unknown };
  expect(typeof json.error).toBe('string');
  return json.error as string;
}

describe('POST /api/youx/quote', () => {
  it('answers the embedded engine’s quote for good input, uncached', async () => {
    expect(finance.financeQuoteEngine().name).toBe('embedded');
    const response = await post(good);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as QuoteAnswer;
    expect(answer).toEqual(embeddedQuote(QuoteRequestSchema.parse(good)));
    // A 5-year-old car at GREAT: 6.29% + 0.5 loading; the benchmark's comparison rate with the table's fees.
    expect(answer).toMatchObject({ advertisedRate: 6.79, comparisonRate: 8.69 });
    expect(answer.weeklyRepaymentAmount).toBeGreaterThan(25_990 / 260);
  });

  it('accepts the minimal request the vehicle page sends, and empty optional fields', async () => {
    const minimal = { selfAssessedCreditScore: 'GREAT', purchasePrice: 1, loanTerm: 5, year: THIS_YEAR + 1 };
    expect((await post(minimal)).status).toBe(200);
    expect((await post({ ...minimal, vin: '', nvic: ' ', whoIsHelping: '' })).status).toBe(200);
    expect((await post({ ...minimal, purchasePrice: 1_000_000, loanTerm: 7, year: 1950 })).status).toBe(200);
  });

  it.each<[string, unknown, string | RegExp]>([
    ['a string for the price', { ...good, purchasePrice: '25990' }, 'The purchase price must be a number.'],
    ['a zero price', { ...good, purchasePrice: 0 }, 'The purchase price must be more than $0.'],
    ['a negative price', { ...good, purchasePrice: -25_990 }, 'The purchase price must be more than $0.'],
    ['a huge price', { ...good, purchasePrice: 1_000_000.01 }, 'The purchase price cannot be more than $1,000,000.'],
    ['null for the price', { ...good, purchasePrice: null }, 'The purchase price must be a number.'],
    ['no price', { ...good, purchasePrice: undefined }, 'Enter the purchase price.'],
    ['a lower-case credit score', { ...good, selfAssessedCreditScore: 'great' }, 'The credit score must be one of EXCELLENT, GREAT, GOOD, FAIR, POOR.'],
    ['a made-up credit score', { ...good, selfAssessedCreditScore: 'PERFECT' }, /^The credit score must be one of/],
    ['a number for the credit score', { ...good, selfAssessedCreditScore: 1 }, /^The credit score must be one of/],
    ['no credit score', { ...good, selfAssessedCreditScore: undefined }, 'Choose a credit score.'],
    ['a term in months', { ...good, loanTerm: 60 }, 'The loan term is in years, 1 to 7 (60 looks like months: 5 years).'],
    ['a term of 0', { ...good, loanTerm: 0 }, 'The loan term must be 1 to 7 years.'],
    ['a term of 8 years', { ...good, loanTerm: 8 }, 'The loan term must be 1 to 7 years.'],
    ['half years', { ...good, loanTerm: 4.5 }, 'The loan term must be a whole number of years.'],
    ['a string for the term', { ...good, loanTerm: '5' }, 'The loan term must be a number of years.'],
    ['a year before 1950', { ...good, year: 1949 }, 'The year must be 1950 or later.'],
    ['a year after next', { ...good, year: THIS_YEAR + 2 }, 'The year cannot be after next year.'],
    ['a fractional year', { ...good, year: 2020.5 }, 'The year must be a whole number.'],
    ['a string for the year', { ...good, year: '2020' }, 'The year must be a number.'],
    ['a short VIN', { ...good, vin: 'JTDBR32E72012345' }, 'The VIN must be 17 letters and digits (no I, O or Q).'],
    ['a VIN with an O', { ...good, vin: 'JTDBR32E72O123456' }, 'The VIN must be 17 letters and digits (no I, O or Q).'],
    ['a VIN with script in it', { ...good, vin: '<script>alert(1)</script>' }, 'The VIN must be 17 letters and digits (no I, O or Q).'],
    ['a number for the VIN', { ...good, vin: 12345678901234 }, 'The VIN must be text.'],
    ['a bad NVIC', { ...good, nvic: 'AB-123' }, 'The NVIC must be 4 to 8 letters and digits.'],
    ['a long helper', { ...good, whoIsHelping: 'x'.repeat(61) }, 'Who is helping must be at most 60 characters.'],
    ['a control character in the helper', { ...good, whoIsHelping: 'Sam\u0007' }, 'Who is helping has characters we cannot use.'],
    ['an object for the helper', { ...good, whoIsHelping: { name: 'Sam' } }, 'The helper must be text.'],
    ['an extra field', { ...good, car_id: 'abc' }, 'The quote request has a field we do not use: car_id.'],
    ['a __proto__ field', JSON.parse(`{"__proto__":{"admin":true},${JSON.stringify(good).slice(1)}`), 'The quote request has a field we do not use: __proto__.'],
    ['extra fields', { ...good, a: 1, b: 2, c: 3, d: 4 }, 'The quote request has fields we do not use: a, b, c, ….'],
    ['null', null, 'The quote request must be a JSON object.'],
    ['an array', [good], 'The quote request must be a JSON object.'],
    ['a JSON string', '"x"', 'The quote request must be a JSON object.'],
    ['a JSON number', '42', 'The quote request must be a JSON object.'],
    ['not JSON at all', 'x', 'The quote request is not valid JSON.'],
    ['invalid JSON', '{"purchasePrice":', 'The quote request is not valid JSON.'],
    ['an empty body', '', 'The quote request is not valid JSON.'],
  ])('refuses %s with 400 and a message', async (_name, body, message) => {
    const response = await post(typeof body === 'string' ? body : JSON.stringify(body));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  });

  it('refuses JSON numbers beyond a double (1e400) as not a number', async () => {
    const response = await post(JSON.stringify(good).replace('25990', '1e400'));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('The purchase price must be a number.');
  });

  it.each<[string, Omit<TestRequest, 'body'>, unknown, number, string]>([
    ['text/plain', { headers: { 'content-type': 'text/plain' } }, JSON.stringify(good), 415, 'Send the quote request as JSON.'],
    ['a form post', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 'purchasePrice=1', 415, 'Send the quote request as JSON.'],
    ['a cross-site post', { headers: { origin: 'https://evil.example' } }, JSON.stringify(good), 403, 'Cross-site form submissions are not accepted.'],
    ['a cross-site fetch', { headers: { 'sec-fetch-site': 'cross-site' } }, JSON.stringify(good), 403, 'Cross-site form submissions are not accepted.'],
    ['JSON with no Origin or Referer', { headers: { origin: '' } }, JSON.stringify(good), 403, 'Cross-site form submissions are not accepted.'],
    ['a body over 2 KB', {}, JSON.stringify({ ...good, whoIsHelping: 'x'.repeat(2100) }), 413, 'The quote request is too large.'],
  ])('refuses %s', async (_name, options, body, status, message) => {
    const response = await post(body, options);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toBe(message);
  });

  it('limits one address to 60 quotes per 10 minutes', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 60; i++) expect((await post(good, { ip })).status).toBe(200);
    const refused = await post(good, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(good, { ip: '203.0.113.61' })).status).toBe(200);
  });

  it('answers 503 when the database (the rate limit) is down', async () => {
    testDb.fails = true;
    expect((await post(good)).status).toBe(503);
  });

  describe('through the finance partner’s API', () => {
    beforeEach(() => {
      control.engine = providerQuoteEngine({ baseUrl: partner.url, apiKey: partner.apiKey, timeoutMs: 300 });
    });

    it('passes the checked request on and answers only the three figures', async () => {
      const response = await post({ ...good, vin: 'jtdbr32e720123456' });
      expect(response.status).toBe(200);
      expect(Object.keys((await response.json()) as QuoteAnswer).sort()).toEqual(['advertisedRate', 'comparisonRate', 'weeklyRepaymentAmount']);
      expect(partner.received[0]!.json).toEqual({ ...good, vin: 'JTDBR32E720123456' });
    });

    it.each<[TestFinanceServer['answer'], number]>([
      ['server-error', 503],
      ['rate-limited', 503],
      ['hang', 503],
      ['bad-request', 502],
      ['unauthorized', 502],
      ['not-json', 502],
      ['wrong-shape', 502],
    ])('partner answer %s → %i with {error}, never the partner’s text', async (answer, status) => {
      partner.answer = answer;
      const response = await post(good);
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await errorOf(response)).toBe('Finance quotes are not available right now.');
      if (status === 503) expect(response.headers.get('retry-after')).toBe('30');
    });
  });

  it('an unexpected error is a 500, not a quote', async () => {
    control.error = new TypeError('boom');
    expect((await post(good)).status).toBe(500);
    control.error = new FinanceProviderError('finance partner: HTTP 418', { reason: 'rejected', status: 418 });
    expect((await post(good)).status).toBe(502);
  });
});
