/** The vehicle page's own ask for the partner's quote: what it asks, what it shows, and that it never costs the page. */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { readFileSync } from 'node:fs';
import type { QuoteAnswer, QuoteRequest } from '@forecourt/schemas/finance/quote';
import { embeddedQuote, embeddedQuoteEngine } from './embedded';
import { PAGE_QUOTE_KEEP_SECONDS, vehiclePageQuote, type QuotedVehicle } from './page-quote';
import { providerQuoteEngine } from './provider';
import { DEFAULT_RATE_TABLE } from './rate-table';
import { startFinanceServer, type TestFinanceServer } from './test-finance-server';
import { FinanceProviderError, type FinanceQuoteEngine, type QuoteOptions } from './types';

const NOW = new Date('2026-06-01T00:00:00Z');
const car: QuotedVehicle = {
  id: 'car-1',
  status: 'in_stock',
  price: 25_990,
  year: 2021,
  vin: 'JTDBR32E720123456',
  nvic: 'ab1c23',
};
const FIGURES: QuoteAnswer = { weeklyRepaymentAmount: 139.6, advertisedRate: 6.49, comparisonRate: 7.3 };

/** An engine that records what it is asked and answers as `answer` says. */
function engine(
  answer: (request: QuoteRequest) => Promise<QuoteAnswer>,
): FinanceQuoteEngine & { asked: { request: QuoteRequest; options?: QuoteOptions }[] } {
  const asked: { request: QuoteRequest; options?: QuoteOptions }[] = [];
  return {
    name: 'provider',
    asked,
    quote(request, options) {
      asked.push({ request, options });
      return answer(request);
    },
  };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('vehiclePageQuote', () => {
  it('keeps its answer exactly as long as the vehicle page is cached', () => {
    // Next reads a page's `revalidate` as a literal from its source, so the page cannot import the constant.
    const page = readFileSync(new URL('../../app/[site]/cars/[slug]/page.tsx', import.meta.url), 'utf8');
    const revalidate = /^export const revalidate = (\d+);$/m.exec(page)?.[1];
    expect(Number(revalidate)).toBe(PAGE_QUOTE_KEEP_SECONDS);
  });

  it('asks for the car’s shown price at the spec’s defaults, and lets the answer be kept as long as the page', async () => {
    const partner = engine(() => Promise.resolve(FIGURES));
    expect(await vehiclePageQuote({ ...car, offer_price: 23_990 }, { engine: partner })).toEqual(FIGURES);
    expect(partner.asked).toEqual([
      {
        request: {
          selfAssessedCreditScore: 'GREAT',
          loanTerm: 5,
          purchasePrice: 23_990,
          year: 2021,
          vin: 'JTDBR32E720123456',
          nvic: 'AB1C23',
        },
        options: { keepForSeconds: PAGE_QUOTE_KEEP_SECONDS },
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the embedded engine’s figures for the car', async () => {
    const answer = await vehiclePageQuote(car, { engine: embeddedQuoteEngine({ now: () => NOW }) });
    expect(answer).toEqual(
      embeddedQuote(
        { selfAssessedCreditScore: 'GREAT', loanTerm: 5, purchasePrice: 25_990, year: 2021 },
        DEFAULT_RATE_TABLE,
        NOW,
      ),
    );
  });

  it('shows the feed’s own quote without asking', async () => {
    const partner = engine(() => Promise.resolve(FIGURES));
    const stock = { weeklyRepaymentAmount: 99, advertisedRate: 5.99, comparisonRate: 6.5 };
    expect(await vehiclePageQuote({ ...car, youxQuote: stock }, { engine: partner })).toEqual(stock);
    expect(partner.asked).toEqual([]);
  });

  it.each([
    ['a sold car', { status: 'sold' as const }],
    ['a car with no dollar price', { price: 0 }],
    ['a car over the partner’s price limit', { price: 1_500_000 }],
    ['a car older than the partner quotes', { year: 1900 }],
  ])('asks nothing for %s', async (_, change) => {
    const partner = engine(() => Promise.resolve(FIGURES));
    expect(await vehiclePageQuote({ ...car, ...change }, { engine: partner })).toBeUndefined();
    expect(partner.asked).toEqual([]);
  });

  it('draws the page without a quote when the partner fails, and says why in the log', async () => {
    const partner = engine(() =>
      Promise.reject(
        new FinanceProviderError('finance partner: HTTP 503', { reason: 'unavailable', status: 503 }),
      ),
    );
    expect(await vehiclePageQuote(car, { engine: partner })).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /no quote for car-1 .*unavailable: finance partner: HTTP 503/,
    );
  });

  it('does not wait past its limit for a partner that does not answer', async () => {
    const partner = engine(() => new Promise<QuoteAnswer>(() => undefined));
    const started = Date.now();
    expect(await vehiclePageQuote(car, { engine: partner, waitMs: 30 })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no quote for car-1 within 30 ms/);
  });

  it('survives an engine that throws instead of rejecting, or rejects after the page gave up', async () => {
    const throwing: FinanceQuoteEngine = {
      name: 'provider',
      quote() {
        throw new Error('broken adapter');
      },
    };
    expect(await vehiclePageQuote(car, { engine: throwing })).toBeUndefined();
    let fail!: (error: Error) => void;
    const lateFailure = engine(() => new Promise<QuoteAnswer>((_, reject) => (fail = reject)));
    expect(await vehiclePageQuote(car, { engine: lateFailure, waitMs: 10 })).toBeUndefined();
    // Rejecting now must not be an unhandled rejection (vitest fails the run on one).
    fail(new Error('too late'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

describe('vehiclePageQuote through the partner’s adapter, against a local server speaking its API', () => {
  let server: TestFinanceServer;
  beforeAll(async () => {
    server = await startFinanceServer({ now: () => NOW });
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const partner = () => providerQuoteEngine({ baseUrl: server.url, apiKey: server.apiKey, timeoutMs: 2_000 });

  it('shows the partner’s figures', async () => {
    const answer = await vehiclePageQuote(car, { engine: partner() });
    expect(answer).toEqual(
      embeddedQuote(
        { selfAssessedCreditScore: 'GREAT', loanTerm: 5, purchasePrice: 25_990, year: 2021 },
        DEFAULT_RATE_TABLE,
        NOW,
      ),
    );
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.json).toEqual({
      selfAssessedCreditScore: 'GREAT',
      loanTerm: 5,
      purchasePrice: 25_990,
      year: 2021,
      vin: 'JTDBR32E720123456',
      nvic: 'AB1C23',
    });
  });

  it.each(['server-error', 'unauthorized', 'wrong-shape', 'hang'] as const)(
    'leaves the quote to the browser when the partner answers %s',
    async (answer) => {
      server.answer = answer;
      expect(await vehiclePageQuote(car, { engine: partner(), waitMs: 300 })).toBeUndefined();
      expect(server.received).toHaveLength(1);
    },
  );
});
