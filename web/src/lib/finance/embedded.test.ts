import { CREDIT_SCORES, type QuoteRequest } from '@forecourt/schemas/finance/quote';
import { describe, expect, it } from 'vitest';
import { embeddedQuote, embeddedQuoteEngine } from './embedded';
import { advertisedRate, ageLoading, carAge, checkRateTable, DEFAULT_RATE_TABLE, type RateTable } from './rate-table';

const NOW = new Date('2026-06-01T00:00:00Z');
const request = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2026,
  ...overrides,
});

/** Weekly repayment in arrears, computed here: P·i / (1 − (1+i)^−N). */
function weekly(principal: number, annualRate: number, years: number): number {
  const i = annualRate / 100 / 52;
  const n = years * 52;
  return i === 0 ? principal / n : (principal * i) / (1 - (1 + i) ** -n);
}

describe('the rate table', () => {
  it('ages cars by model year, this year’s and next year’s being new', () => {
    expect([carAge(2027, NOW), carAge(2026, NOW), carAge(2022, NOW), carAge(1990, NOW)]).toEqual([0, 0, 4, 36]);
  });

  it.each([
    [0, 0],
    [3, 0],
    [4, 0.5],
    [7, 0.5],
    [8, 1],
    [12, 1],
    [13, 2],
    [40, 2],
  ])('a car %i years old is loaded %s points', (age, loading) => {
    expect(ageLoading(DEFAULT_RATE_TABLE, age)).toBe(loading);
  });

  it('rates rise as the credit band falls', () => {
    const rates = CREDIT_SCORES.map((band) => advertisedRate(DEFAULT_RATE_TABLE, band, 2026, NOW));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(advertisedRate(DEFAULT_RATE_TABLE, 'GREAT', 2026, NOW)).toBe(6.29);
    expect(advertisedRate(DEFAULT_RATE_TABLE, 'GREAT', 2018, NOW)).toBe(7.29);
  });

  it('refuses a table that cannot quote', () => {
    const broken = (change: Partial<RateTable>) => () => checkRateTable({ ...DEFAULT_RATE_TABLE, ...change });
    expect(broken({ rates: { ...DEFAULT_RATE_TABLE.rates, POOR: Number.NaN } })).toThrow(RangeError);
    expect(broken({ monthlyFee: -1 })).toThrow(RangeError);
    expect(broken({ ageLoadings: [{ fromAge: 5, loading: 1 }, { fromAge: 2, loading: 0 }] })).toThrow(RangeError);
    expect(checkRateTable(DEFAULT_RATE_TABLE)).toBe(DEFAULT_RATE_TABLE);
  });
});

describe('embeddedQuote', () => {
  it('quotes a new car at GREAT over 5 years: 6.29%, comparison 8.19% (the spec’s sample pair)', () => {
    const answer = embeddedQuote(request(), DEFAULT_RATE_TABLE, NOW);
    // $30,000 plus the $975 establishment fee financed, weekly, plus the $8 monthly fee as weekly.
    const expected = Math.round((weekly(30_975, 6.29, 5) + (8 * 12) / 52) * 100) / 100;
    expect(answer).toEqual({ weeklyRepaymentAmount: expected, advertisedRate: 6.29, comparisonRate: 8.19 });
    expect(answer.weeklyRepaymentAmount).toBeCloseTo(140.77, 2);
  });

  it('loads older cars and lower bands, and the comparison rate follows the advertised rate', () => {
    const old = embeddedQuote(request({ year: 2012, selfAssessedCreditScore: 'FAIR' }), DEFAULT_RATE_TABLE, NOW);
    expect(old.advertisedRate).toBe(11.99);
    expect(old.comparisonRate).toBeGreaterThan(old.advertisedRate);
    expect(old.weeklyRepaymentAmount).toBeCloseTo(weekly(30_975, 11.99, 5) + (8 * 12) / 52, 2);
  });

  it('the comparison rate is the benchmark’s: the same whatever the price and term', () => {
    const a = embeddedQuote(request({ purchasePrice: 8_000, loanTerm: 2 }), DEFAULT_RATE_TABLE, NOW);
    const b = embeddedQuote(request({ purchasePrice: 95_000, loanTerm: 7 }), DEFAULT_RATE_TABLE, NOW);
    expect(a.comparisonRate).toBe(b.comparisonRate);
    expect(a.advertisedRate).toBe(b.advertisedRate);
    expect(b.weeklyRepaymentAmount).toBeGreaterThan(a.weeklyRepaymentAmount);
  });

  it('rounds rates to two decimals and the repayment to cents', () => {
    for (const band of CREDIT_SCORES) {
      for (const year of [2026, 2021, 2015, 2001]) {
        const answer = embeddedQuote(request({ selfAssessedCreditScore: band, year, purchasePrice: 23_456.78, loanTerm: 3 }), DEFAULT_RATE_TABLE, NOW);
        for (const [value, places] of [
          [answer.advertisedRate, 2],
          [answer.comparisonRate, 2],
          [answer.weeklyRepaymentAmount, 2],
        ] as const) {
          expect(Number(value.toFixed(places))).toBe(value);
        }
      }
    }
  });

  it('follows the table: fees up front leave the repayment on the price alone', () => {
    const table: RateTable = { ...DEFAULT_RATE_TABLE, establishmentFee: 500, establishmentFeeTiming: 'upfront', monthlyFee: 0, rates: { ...DEFAULT_RATE_TABLE.rates, GREAT: 0 } };
    const answer = embeddedQuote(request({ purchasePrice: 26_000, loanTerm: 5 }), table, NOW);
    expect(answer.weeklyRepaymentAmount).toBe(100);
    expect(answer.advertisedRate).toBe(0);
    expect(answer.comparisonRate).toBeGreaterThan(0);
  });

  it('is an engine named embedded that reads its clock per quote', async () => {
    let clock = NOW;
    const engine = embeddedQuoteEngine({ now: () => clock });
    expect(engine.name).toBe('embedded');
    const before = await engine.quote(request({ year: 2023 }));
    clock = new Date('2027-06-01T00:00:00Z');
    const after = await engine.quote(request({ year: 2023 }));
    expect(after.advertisedRate - before.advertisedRate).toBeCloseTo(0.5, 9);
  });
});
