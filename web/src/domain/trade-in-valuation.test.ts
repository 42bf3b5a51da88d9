import { TRADE_IN_QUESTIONS, type TradeInAnswers, type ValuationOutcome } from '@forecourt/schemas/trade-in';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustedPrice,
  estimateFromComparables,
  MIN_COMPARABLES,
  quantile,
  retailRange,
  selectComparables,
  type Comparable,
  type ModelInput,
} from './trade-in-valuation';

const NOW = new Date('2026-06-01T00:00:00Z');
const GOOD: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};
const SETTINGS = { margin: 0.12, reconditioning: 1500 };

const input = (over: Partial<ModelInput>): ModelInput => ({
  year: 2023,
  kms: 40_000,
  answers: GOOD,
  comparables: [],
  now: NOW,
  ...SETTINGS,
  ...over,
});

type Estimate = Extract<ValuationOutcome, { kind: 'estimate' }>;
function estimate(over: Partial<ModelInput>): Estimate {
  const outcome = estimateFromComparables(input(over));
  if (outcome.kind !== 'estimate') throw new Error(`expected an estimate, got ${JSON.stringify(outcome)}`);
  return outcome;
}

// ---- generators

const CAR_YEAR = 2022;
const comparableArb: fc.Arbitrary<Comparable> = fc.record(
  {
    year: fc.integer({ min: CAR_YEAR - 3, max: CAR_YEAR + 3 }),
    km: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: undefined }),
    price: fc.oneof(fc.integer({ min: 500, max: 250_000 }), fc.constant(0)),
  },
  { requiredKeys: ['year', 'price'] },
);
const comparablesArb = fc.array(comparableArb, { minLength: 0, maxLength: 25 });
/** Option indices per question (0 = best). */
const indicesArb = fc.tuple(...TRADE_IN_QUESTIONS.map((q) => fc.integer({ min: 0, max: q.options.length - 1 })));
const answersOf = (indices: readonly number[]): TradeInAnswers =>
  Object.fromEntries(TRADE_IN_QUESTIONS.map((q, i) => [q.id, q.options[indices[i]!]!.id])) as TradeInAnswers;
const settingsArb = fc.record({
  margin: fc.double({ min: 0, max: 0.9, noNaN: true }),
  reconditioning: fc.integer({ min: 0, max: 20_000 }),
});

describe('quantile and retail range', () => {
  it('interpolates linearly between order statistics', () => {
    expect(quantile([10], 0.25)).toBe(10);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20, 40], 0.75)).toBe(30);
  });

  it('keeps the range between ±5% and ±15% of the median', () => {
    expect(retailRange([100, 100, 100])).toEqual({ low: 95, median: 100, high: 105 });
    const wide = retailRange([10, 100, 1000]);
    expect(wide.low).toBeCloseTo(85, 9);
    expect(wide.high).toBeCloseTo(115, 9);
  });
});

describe('adjustedPrice', () => {
  it('takes 10% a model year and 1.2% a 10,000 km off a comparable newer or with fewer km than the car', () => {
    expect(adjustedPrice({ year: 2024, km: 20_000, price: 33_000 }, { year: 2023, kms: 40_000 }, NOW)).toBeCloseTo(
      33_000 * 0.9 * 0.976,
      6,
    );
    expect(adjustedPrice({ year: 2021, km: 60_000, price: 26_000 }, { year: 2023, kms: 40_000 }, NOW)).toBeCloseTo(
      (26_000 / 0.81) * 1.024,
      6,
    );
  });

  it('assumes 15,000 km a year for a comparable whose odometer is unknown', () => {
    // A 2022 car in 2026: 4 years, 60,000 km.
    expect(adjustedPrice({ year: 2022, price: 20_000 }, { year: 2022, kms: 60_000 }, NOW)).toBe(20_000);
  });
});

describe('selectComparables', () => {
  const stock = [
    { make: 'Mazda', model: '3', year: 2022, km: 1, price: 20_000 },
    { make: 'mazda', model: 'Mazda3', year: 2024, km: 1, price: 22_000 },
    { make: 'Mazda', model: 'Mazda3 ', year: 2025, km: 1, price: 25_000 },
    { make: 'Mazda', model: 'Mazda3', year: 2023, km: 1, price: 0 },
    { make: 'Mazda', model: 'CX-3', year: 2022, km: 1, price: 20_000 },
    { make: 'Toyota', model: 'Mazda3', year: 2022, km: 1, price: 20_000 },
  ];

  it('takes the same make and model (normalised, any case) within two model years, with a price', () => {
    expect(selectComparables({ year: 2022, make: 'MAZDA', model: 'mazda3' }, stock).map((c) => c.price)).toEqual([
      20_000, 22_000,
    ]);
    expect(selectComparables({ year: 2023, make: 'Mazda', model: '3' }, stock)).toHaveLength(3);
  });
});

describe('estimateFromComparables', () => {
  it('computes a worked example by hand', () => {
    // Car: 2023, 40,000 km. Adjusted retail prices:
    //   A 2023 40,000 km $30,000 → 30,000
    //   B 2024 20,000 km $33,000 → 33,000 × 0.9 × (1 − 0.0012 × 20) = 28,987.20
    //   C 2022 60,000 km $26,000 → 26,000 / 0.9 × (1 + 0.0012 × 20) = 29,582.22
    // median 29,582.22; Q1 29,284.71 is above median × 0.95 = 28,103.11, so low = 28,103.11;
    // Q3 29,791.11 is under median × 1.05 = 31,061.33, so high = 31,061.33.
    // Trade = retail × 0.88 − 1,500: low 23,230.74 → 23,231, high 25,833.97 → 25,834; offer 23,200.
    const comparables = [
      { year: 2023, km: 40_000, price: 30_000 },
      { year: 2024, km: 20_000, price: 33_000 },
      { year: 2022, km: 60_000, price: 26_000 },
    ];
    expect(estimateFromComparables(input({ comparables }))).toEqual({
      kind: 'estimate',
      low: 23_231,
      high: 25_834,
      offer: 23_200,
      comparables: 3,
      provider: 'embedded',
    });
    // Fair condition and worn tyres: × 0.9 × 0.97 = 0.873 → 20,280.44 and 22,553.06.
    expect(estimate({ comparables, answers: { ...GOOD, condition: 'fair', tyres: 'worn' } })).toMatchObject({
      low: 20_280,
      high: 22_553,
      offer: 20_200,
    });
  });

  it(`declines with fewer than ${MIN_COMPARABLES} usable comparables`, () => {
    const two = [
      { year: 2023, km: 1, price: 30_000 },
      { year: 2023, km: 1, price: 31_000 },
    ];
    expect(estimateFromComparables(input({ comparables: two }))).toEqual({ kind: 'declined', reason: 'too_few_comparables' });
    // Out of the year window, or without a price, a car does not count.
    const unusable = [...two, { year: 2020, km: 1, price: 30_000 }, { year: 2023, km: 1, price: 0 }];
    expect(estimateFromComparables(input({ comparables: unusable }))).toEqual({ kind: 'declined', reason: 'too_few_comparables' });
    expect(estimate({ comparables: [...two, { year: 2025, km: 1, price: 30_000 }] }).comparables).toBe(3);
  });

  it('declines for any stock with fewer than 3 usable comparables, and estimates otherwise', () => {
    fc.assert(
      fc.property(comparablesArb, (comparables) => {
        const usable = comparables.filter((c) => c.price > 0 && Math.abs(c.year - CAR_YEAR) <= 2).length;
        const outcome = estimateFromComparables(input({ year: CAR_YEAR, comparables }));
        if (usable < MIN_COMPARABLES) expect(outcome).toEqual({ kind: 'declined', reason: 'too_few_comparables' });
        else expect(outcome).toMatchObject({ kind: 'estimate', comparables: usable });
      }),
    );
  });

  it('gives 0 ≤ offer ≤ low ≤ high, the offer a whole $100 within $100 of low', () => {
    fc.assert(
      fc.property(comparablesArb, fc.integer({ min: 0, max: 2_000_000 }), indicesArb, settingsArb, (comparables, kms, indices, settings) => {
        const outcome = estimateFromComparables(input({ year: CAR_YEAR, kms, comparables, answers: answersOf(indices), ...settings }));
        if (outcome.kind !== 'estimate') return;
        expect(outcome.offer).toBeGreaterThanOrEqual(0);
        expect(outcome.offer).toBeLessThanOrEqual(outcome.low);
        expect(outcome.low - outcome.offer).toBeLessThan(100);
        expect(outcome.offer % 100).toBe(0);
        expect(outcome.low).toBeLessThanOrEqual(outcome.high);
      }),
    );
  });

  it('never raises the estimate for more kilometres', () => {
    fc.assert(
      fc.property(
        comparablesArb,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        indicesArb,
        settingsArb,
        (comparables, kms, more, indices, settings) => {
          const base = { year: CAR_YEAR, comparables, answers: answersOf(indices), ...settings };
          const fewer = estimateFromComparables(input({ ...base, kms }));
          const further = estimateFromComparables(input({ ...base, kms: kms + more }));
          expect(further.kind).toBe(fewer.kind);
          if (fewer.kind !== 'estimate' || further.kind !== 'estimate') return;
          expect(further.low).toBeLessThanOrEqual(fewer.low);
          expect(further.high).toBeLessThanOrEqual(fewer.high);
          expect(further.offer).toBeLessThanOrEqual(fewer.offer);
        },
      ),
    );
  });

  it('never raises the estimate for worse answers', () => {
    fc.assert(
      fc.property(
        comparablesArb,
        fc.integer({ min: 0, max: 300_000 }),
        indicesArb,
        fc.array(fc.nat(3), { minLength: TRADE_IN_QUESTIONS.length, maxLength: TRADE_IN_QUESTIONS.length }),
        settingsArb,
        (comparables, kms, indices, steps, settings) => {
          const worse = indices.map((i, q) => Math.min(TRADE_IN_QUESTIONS[q]!.options.length - 1, i + steps[q]!));
          const base = { year: CAR_YEAR, kms, comparables, ...settings };
          const better = estimateFromComparables(input({ ...base, answers: answersOf(indices) }));
          const worst = estimateFromComparables(input({ ...base, answers: answersOf(worse) }));
          expect(worst.kind).toBe(better.kind);
          if (better.kind !== 'estimate' || worst.kind !== 'estimate') return;
          expect(worst.low).toBeLessThanOrEqual(better.low);
          expect(worst.high).toBeLessThanOrEqual(better.high);
          expect(worst.offer).toBeLessThanOrEqual(better.offer);
        },
      ),
    );
  });

  it('is never below 0, however cheap the comparables and high the costs', () => {
    const cheap = [1, 2, 3].map(() => ({ year: 2023, km: 500_000, price: 900 }));
    expect(estimate({ comparables: cheap, kms: 900_000, answers: { ...GOOD, condition: 'poor' } })).toMatchObject({
      low: 0,
      high: 0,
      offer: 0,
    });
  });
});
