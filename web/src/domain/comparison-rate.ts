/**
 * The comparison rate, by the method of the National Credit Code (National Consumer Credit
 * Protection Act 2009, Schedule 1, Part 10) and regulation 100 of the National Consumer Credit
 * Protection Regulations 2010:
 *
 *   comparison rate = n × r × 100%     (a nominal rate per annum, compounding n times a year)
 *
 * where n is the number of repayments a year (52.18 for weekly, 26.09 for fortnightly, as the
 * regulation fixes them) and r is the solution of
 *
 *   Σ_j A_j / (1 + r)^j  =  Σ_j (R_j + C_j) / (1 + r)^j
 *
 * A_j the credit provided at time j (the whole benchmark amount at j = 0), R_j the repayments, C_j
 * the credit fees and charges (not government charges), j measured in repayment intervals (not
 * necessarily whole: a monthly fee on a weekly loan falls between repayments).
 *
 * Car loans advertise it for the benchmark the regulations set for fixed-term credit: $30,000 over
 * 5 years, repaid monthly (COMPARISON_RATE_BENCHMARK), with the warning COMPARISON_RATE_WARNING.
 *
 * Readings:
 *   - The repayment R is the exact (unrounded) level repayment at the nominal rate, in arrears, by
 *     the annuity formula of finance-calculator.ts. Lenders round repayments to the cent and adjust
 *     the last one; that moves the rate by far less than the 0.01% the rate is shown to.
 *   - An establishment fee is either paid up front ('upfront', the default: C_0 = fee, repayments
 *     on the amount of credit) or added to the loan ('financed': repayments on amount + fee, A_0 the
 *     amount alone, since the Code does not count a financed fee as credit provided). Financing it
 *     gives a slightly lower comparison rate (the fee is repaid over the term at the nominal rate).
 *   - A monthly (account-keeping) fee falls due with each month's repayment: at j = m × n / 12 for
 *     m = 1 … 12 × years.
 *   - r is found by bisection over a bracket, sped up by Newton steps that stay inside it, so it
 *     converges whatever the inputs (the present value falls monotonically in r when every
 *     repayment and fee is non-negative).
 */
import { amortisedRepayment, numberOfPayments } from './finance-calculator';

/** Reg. 100 benchmark for fixed-term (car and personal) loans: $30,000 over 5 years, monthly. */
export const COMPARISON_RATE_BENCHMARK = { amount: 30_000, years: 5, paymentsPerYear: 12 } as const;

/** The warning that must accompany an advertised comparison rate (Code s 161). */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** The benchmark example the warning refers to, as shown beside the rate. */
export const COMPARISON_RATE_EXAMPLE = 'Comparison rate based on a loan of $30,000 over 5 years.';

export type EstablishmentFeeTiming = 'upfront' | 'financed';

export interface ComparisonRateInput {
  /** Nominal (advertised) rate, % p.a. */
  annualRate: number;
  /** One-off fee at settlement, dollars. Default 0. */
  establishmentFee?: number;
  /** Account-keeping fee charged each month, dollars. Default 0. */
  monthlyFee?: number;
  /** Default 'upfront'. */
  establishmentFeeTiming?: EstablishmentFeeTiming;
  /** Defaults: the benchmark's $30,000, 5 years, 12 repayments a year. */
  amount?: number;
  years?: number;
  paymentsPerYear?: number;
}

/** One amount at time t (in repayment intervals); positive = paid by the borrower. */
export interface CashFlow {
  t: number;
  amount: number;
}

/** n of reg. 100: repayments a year, with the regulation's 52.18 and 26.09 for weekly and fortnightly. */
export function repaymentsPerAnnum(paymentsPerYear: number): number {
  if (paymentsPerYear === 52) return 52.18;
  if (paymentsPerYear === 26) return 26.09;
  return paymentsPerYear;
}

function check(name: string, value: number, { min = 0, max = Number.POSITIVE_INFINITY } = {}): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`comparison rate: ${name} must be a number from ${min} to ${max} (got ${value})`);
  }
}

/**
 * The borrower's payments (repayments and fees) and the credit provided, as reg. 100 counts them:
 * `credit` is Σ A_j (all at j = 0) and `payments` the R_j + C_j.
 */
export function comparisonRateCashFlows(input: ComparisonRateInput): { credit: number; payments: CashFlow[]; repayment: number } {
  const {
    annualRate,
    establishmentFee = 0,
    monthlyFee = 0,
    establishmentFeeTiming = 'upfront',
    amount = COMPARISON_RATE_BENCHMARK.amount,
    years = COMPARISON_RATE_BENCHMARK.years,
    paymentsPerYear = COMPARISON_RATE_BENCHMARK.paymentsPerYear,
  } = input;
  check('annualRate', annualRate, { max: 100 });
  check('establishmentFee', establishmentFee);
  check('monthlyFee', monthlyFee);
  check('amount', amount, { min: Number.MIN_VALUE });
  check('years', years, { min: Number.MIN_VALUE, max: 50 });
  check('paymentsPerYear', paymentsPerYear, { min: 1, max: 365 });
  const count = numberOfPayments(years, paymentsPerYear);
  if (count < 1) throw new RangeError('comparison rate: the term must have at least one repayment');

  const financed = establishmentFeeTiming === 'financed';
  const repayment = amortisedRepayment({ principal: amount + (financed ? establishmentFee : 0), annualRate, years, paymentsPerYear });
  const payments: CashFlow[] = [];
  if (!financed && establishmentFee > 0) payments.push({ t: 0, amount: establishmentFee });
  for (let k = 1; k <= count; k++) payments.push({ t: k, amount: repayment });
  if (monthlyFee > 0) {
    const months = Math.round(years * 12);
    const interval = repaymentsPerAnnum(paymentsPerYear) / 12;
    // The last month's fee is due with the last repayment however n rounds.
    for (let m = 1; m <= months; m++) payments.push({ t: m === months ? count : m * interval, amount: monthlyFee });
  }
  return { credit: amount, payments, repayment };
}

/** Σ amount / (1 + r)^t. */
export function presentValue(flows: readonly CashFlow[], r: number): number {
  let sum = 0;
  for (const { t, amount } of flows) sum += amount * (1 + r) ** -t;
  return sum;
}

function presentValueSlope(flows: readonly CashFlow[], r: number): number {
  let sum = 0;
  for (const { t, amount } of flows) sum += -t * amount * (1 + r) ** (-t - 1);
  return sum;
}

/**
 * The periodic rate r at which the payments' present value equals `credit` (the credit all provided
 * at t = 0, payments non-negative; r is negative when they sum to less than the credit).
 * Safeguarded Newton within a bisection bracket; converges to double precision.
 */
export function solvePeriodicRate(credit: number, payments: readonly CashFlow[]): number {
  if (!(credit > 0) || payments.length === 0 || payments.some((p) => !Number.isFinite(p.amount) || p.amount < 0 || !(p.t >= 0))) {
    throw new RangeError('comparison rate: needs positive credit and non-negative payments');
  }
  const f = (r: number) => presentValue(payments, r) - credit;
  // f falls as r rises. Bracket the root: f(lo) ≥ 0 ≥ f(hi).
  let lo = 0;
  let hi = 0;
  if (f(0) >= 0) {
    hi = 0.01;
    while (f(hi) > 0) {
      lo = hi;
      hi *= 2;
      if (hi > 1e6) throw new RangeError('comparison rate: no rate below 10^8 % a period repays the credit');
    }
  } else {
    lo = -0.5;
    while (f(lo) < 0) {
      hi = lo;
      lo = -1 + (lo + 1) / 2;
      if (lo + 1 < 1e-12) throw new RangeError('comparison rate: the payments do not repay the credit at any rate');
    }
  }
  let r = (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const value = f(r);
    if (value === 0) return r;
    if (value > 0) lo = r;
    else hi = r;
    const slope = presentValueSlope(payments, r);
    const newton = slope < 0 ? r - value / slope : Number.NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - r) <= 1e-15 * Math.max(1, Math.abs(r)) || hi - lo <= 1e-15) return next;
    r = next;
  }
  return r;
}

/** The comparison rate, % p.a., unrounded (show it to two decimals). */
export function comparisonRate(input: ComparisonRateInput): number {
  const paymentsPerYear = input.paymentsPerYear ?? COMPARISON_RATE_BENCHMARK.paymentsPerYear;
  const { credit, payments } = comparisonRateCashFlows(input);
  return solvePeriodicRate(credit, payments) * repaymentsPerAnnum(paymentsPerYear) * 100;
}

/** The comparison rate rounded to two decimals (as advertised: 8.19). */
export function roundedComparisonRate(input: ComparisonRateInput): number {
  return Math.round(comparisonRate(input) * 100) / 100;
}
