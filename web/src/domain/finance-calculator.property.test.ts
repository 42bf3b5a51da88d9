/**
 * Property tests for the calculator's maths: every repayment is the standard annuity (payments in
 * arrears, with a balloon), checked against arithmetic done here independently — the present value of
 * the repayments and the balloon at the periodic rate must give back the amount financed to within
 * a cent — and clamped inputs always stay within the settings.
 *
 * The rates generated are 0 or at least 0.001% p.a. Below about 1e-7% p.a. `1 + r` cannot hold the
 * periodic rate to many digits and the closed form loses cents; where `1 + r === 1` the function
 * takes the zero-rate branch (it once divided 0 by 0 there: the finite-repayment case below). No
 * shipped input reaches such rates — every calculator profile clamps rates to at least 0.5% and lender
 * data is to two decimals — so the settings generated here keep that minimum too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALCULATOR_SETTINGS,
  GROUP_CALCULATOR_PROFILE,
  PAYMENTS_PER_YEAR,
  PAYMENT_FREQUENCIES,
  PROVIDER_CALCULATOR_PROFILE,
  amortisedRepayment,
  calculateFinance,
  clampCalculatorInputs,
  mergeCalculatorSettings,
  type CalculatorInputs,
  type CalculatorSettings,
} from './finance-calculator';

const RUNS = 3000;

// ---- independent arithmetic

/** Σ_{k=1..N} pmt / (1+r)^k + FV / (1+r)^N, summed term by term. */
function presentValue(payment: number, r: number, n: number, balloon: number): number {
  let pv = 0;
  let discount = 1;
  for (let k = 1; k <= n; k++) {
    discount /= 1 + r;
    pv += payment * discount;
  }
  return pv + balloon * discount;
}

/** The textbook closed form, written the other way round: (P(1+r)^N − FV) r / ((1+r)^N − 1). */
function textbookPayment(principal: number, r: number, n: number, balloon: number): number {
  if (r === 0) return (principal - balloon) / n;
  const g = (1 + r) ** n;
  return ((principal * g - balloon) * r) / (g - 1);
}

// ---- generators

const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const annualRate = fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 30, noNaN: true }), fc.integer({ min: 1, max: 3000 }).map((b) => b / 100));
const termYears = fc.integer({ min: 1, max: 20 }).map((h) => h / 2);
const paymentsPerYear = fc.constantFrom(...Object.values(PAYMENTS_PER_YEAR));

/** Any number a form field or a bad caller could hand over. */
const hostileNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.integer({ min: -500_000, max: 500_000 }),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.25, 7.25, 1e300, -1e-300),
);

const settings: fc.Arbitrary<CalculatorSettings> = fc.oneof(
  fc.constant(DEFAULT_CALCULATOR_SETTINGS),
  fc.constant(mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, PROVIDER_CALCULATOR_PROFILE)),
  fc.constant(mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, GROUP_CALCULATOR_PROFILE)),
  fc
    .record({
      priceMin: fc.integer({ min: 500, max: 10_000 }),
      priceMax: fc.integer({ min: 20_000, max: 500_000 }),
      // Every shipped profile has a minimum rate of at least 0.5% (see the note at the top on tiny rates).
      rateMin: fc.integer({ min: 1, max: 16 }).map((h) => h / 2),
      rateSpan: fc.integer({ min: 1, max: 30 }).map((h) => h / 2),
      establishmentFee: dollars(2500),
    })
    .map(({ priceMin, priceMax, rateMin, rateSpan, establishmentFee }) =>
      mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, {
        purchasePrice: { min: priceMin, max: priceMax },
        interestRate: { min: rateMin, max: rateMin + rateSpan },
        establishmentFee,
      }),
    ),
);

const rawInputs: fc.Arbitrary<CalculatorInputs> = fc.record({
  purchasePrice: fc.oneof(dollars(600_000), hostileNumber),
  depositTradeIn: fc.oneof(dollars(300_000), hostileNumber),
  residual: fc.oneof(dollars(300_000), hostileNumber),
  termYears: fc.oneof(termYears, hostileNumber),
  interestRate: fc.oneof(annualRate, hostileNumber),
  frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
});

const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

describe('amortisedRepayment', () => {
  it('is the annuity with balloon: repayments and balloon discounted at r give back the principal to within a cent', () => {
    fc.assert(
      fc.property(dollars(1_000_000), annualRate, termYears, paymentsPerYear, fc.double({ min: 0, max: 1.2, noNaN: true }), (principal, rate, years, perYear, balloonRatio) => {
        const balloon = Math.round(principal * balloonRatio * 100) / 100;
        const payment = amortisedRepayment({ principal, annualRate: rate, years, paymentsPerYear: perYear, balloon });
        const n = Math.round(years * perYear);
        const r = rate / 100 / perYear;
        expect(Number.isFinite(payment)).toBe(true);
        expect(Math.abs(presentValue(payment, r, n, balloon) - principal)).toBeLessThan(0.01);
        expect(Math.abs(payment - textbookPayment(principal, r, n, balloon))).toBeLessThan(0.01);
      }),
      { numRuns: RUNS },
    );
  });

  it('at 0% splits principal less balloon evenly, with no balloon the payments sum to the principal', () => {
    fc.assert(
      fc.property(dollars(1_000_000), termYears, paymentsPerYear, dollars(500_000), (principal, years, perYear, balloon) => {
        const n = Math.round(years * perYear);
        const payment = amortisedRepayment({ principal, annualRate: 0, years, paymentsPerYear: perYear, balloon });
        expect(Math.abs(payment * n + balloon - principal)).toBeLessThan(0.01);
        const plain = amortisedRepayment({ principal, annualRate: 0, years, paymentsPerYear: perYear });
        expect(Math.abs(plain * n - principal)).toBeLessThan(0.01);
      }),
      { numRuns: RUNS },
    );
  });

  it('approaches the 0% repayment continuously as the rate falls to 0.001%', () => {
    fc.assert(
      fc.property(dollars(1_000_000), termYears, paymentsPerYear, (principal, years, perYear) => {
        const zero = amortisedRepayment({ principal, annualRate: 0, years, paymentsPerYear: perYear });
        const tiny = amortisedRepayment({ principal, annualRate: 0.001, years, paymentsPerYear: perYear });
        expect(tiny).toBeGreaterThanOrEqual(zero);
        // Interest at 0.001% p.a. on at most $1m for at most 10 years is under $100 in all.
        expect((tiny - zero) * Math.round(years * perYear)).toBeLessThan(100);
      }),
      { numRuns: RUNS },
    );
  });

  // Known limitation, kept visible: remove `.fails` once amortisedRepayment handles r so small that
  // 1 + r === 1 (e.g. with Math.log1p / Math.expm1, or by treating that case as r = 0).
  it('gives a finite repayment for a positive rate too small for 1 + r to hold', () => {
    expect(Number.isFinite(amortisedRepayment({ principal: 30_000, annualRate: 1e-14, years: 5, paymentsPerYear: 12 }))).toBe(true);
  });
});

describe('calculateFinance', () => {
  it('keeps every clamped input within the settings, whatever it is given, and clamping again changes nothing', () => {
    fc.assert(
      fc.property(rawInputs, settings, (raw, s) => {
        const { inputs } = calculateFinance(raw, s);
        expect(inputs.purchasePrice === 0 || within(inputs.purchasePrice, s.purchasePrice)).toBe(true);
        expect(within(inputs.depositTradeIn, s.depositTradeIn)).toBe(true);
        expect(within(inputs.residual, s.residual)).toBe(true);
        expect(within(inputs.interestRate, s.interestRate)).toBe(true);
        expect(within(inputs.termYears, s.termYears)).toBe(true);
        // The term is snapped to its step, so the number of payments is whole for every frequency.
        const steps = (inputs.termYears - s.termYears.min) / s.termYears.step;
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
        expect(inputs.frequency).toBe(raw.frequency);
        expect(clampCalculatorInputs(inputs, s)).toEqual(inputs);
        // A price already in range is left alone; a non-positive one means "no price".
        if (Number.isFinite(raw.purchasePrice) && within(raw.purchasePrice, s.purchasePrice)) expect(inputs.purchasePrice).toBe(raw.purchasePrice);
        if (!(raw.purchasePrice > 0)) expect(inputs.purchasePrice).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('repays the amount financed (price − deposit + fee) by the annuity with balloon, to within a cent', () => {
    fc.assert(
      fc.property(rawInputs, settings, (raw, s) => {
        const result = calculateFinance(raw, s);
        const { inputs } = result;
        const net = Math.max(0, inputs.purchasePrice - inputs.depositTradeIn);
        const fee = net > 0 ? s.establishmentFee : 0;
        expect(result.amountFinanced).toBeCloseTo(net + fee, 9);
        expect(result.establishmentFee).toBe(fee);

        const perYear = PAYMENTS_PER_YEAR[inputs.frequency];
        const n = Math.round(inputs.termYears * perYear);
        expect(result.numberOfPayments).toBe(n);
        const r = inputs.interestRate / 100 / perYear;
        const expected = result.amountFinanced > 0 ? Math.max(0, textbookPayment(result.amountFinanced, r, n, inputs.residual)) : 0;

        expect(Number.isFinite(result.repayment)).toBe(true);
        expect(result.repayment).toBeGreaterThanOrEqual(0);
        expect(Math.abs(result.repayment - expected)).toBeLessThan(0.01);
        if (result.amountFinanced > 0 && expected > 0) {
          expect(Math.abs(presentValue(result.repayment, r, n, inputs.residual) - result.amountFinanced)).toBeLessThan(0.01);
        }
        expect(result.totalRepayments).toBeCloseTo(result.repayment * n, 6);
        expect(result.totalPayable).toBeCloseTo(result.totalRepayments + (result.amountFinanced > 0 ? inputs.residual : 0), 6);
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
        expect(result.enquire).toBe(Math.round(result.repayment) <= 25);
      }),
      { numRuns: RUNS },
    );
  });
});
