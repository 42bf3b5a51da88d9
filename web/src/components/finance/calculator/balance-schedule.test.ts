import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateFinance,
  DEFAULT_CALCULATOR_SETTINGS,
  GROUP_CALCULATOR_PROFILE,
  mergeCalculatorSettings,
  PAYMENT_FREQUENCIES,
  PROVIDER_CALCULATOR_PROFILE,
  type CalculatorInputs,
} from '@/domain/finance-calculator';
import { balanceSchedule, balanceSummary } from './balance-schedule';

const inputs = (over: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  purchasePrice: 30000,
  depositTradeIn: 0,
  residual: 0,
  termYears: 5,
  interestRate: 10,
  frequency: 'weekly',
  ...over,
});
const SETTINGS = [
  DEFAULT_CALCULATOR_SETTINGS,
  mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, PROVIDER_CALCULATOR_PROFILE),
  mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, GROUP_CALCULATOR_PROFILE),
];

describe('balanceSchedule', () => {
  it('gives the balance at the start and the end of each year', () => {
    const schedule = balanceSchedule(inputs(), DEFAULT_CALCULATOR_SETTINGS);
    expect(schedule.map((p) => p.year)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(schedule[0]!.balance).toBe(30000);
    expect(schedule[5]!.balance).toBe(0);
    // Interest is front-loaded: less principal is repaid in the first year than in the last.
    expect(30000 - schedule[1]!.balance).toBeLessThan(schedule[4]!.balance - schedule[5]!.balance);
  });

  it('ends a half-year term on its last half year, at the balloon', () => {
    const schedule = balanceSchedule(inputs({ termYears: 2.5, residual: 9000, frequency: 'monthly' }), DEFAULT_CALCULATOR_SETTINGS);
    expect(schedule.map((p) => p.year)).toEqual([0, 1, 2, 2.5]);
    expect(schedule.at(-1)!.balance).toBeCloseTo(9000, 2);
  });

  it('falls in a straight line at a rate of 0%', () => {
    const settings = mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, { interestRate: { min: 0 } });
    const schedule = balanceSchedule(inputs({ interestRate: 0, termYears: 4, frequency: 'monthly' }), settings);
    expect(schedule.map((p) => p.balance)).toEqual([30000, 22500, 15000, 7500, 0]);
  });

  it('starts at the amount financed, establishment fee included, from the clamped inputs', () => {
    const settings = mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, PROVIDER_CALCULATOR_PROFILE);
    const schedule = balanceSchedule(inputs({ depositTradeIn: 5000, termYears: 9 }), settings);
    expect(schedule[0]!.balance).toBe(25000 + 1360.5);
    expect(schedule.at(-1)!.year).toBe(7);
  });

  it('is all zero when nothing is financed', () => {
    const schedule = balanceSchedule(inputs({ depositTradeIn: 40000, residual: 5000 }), DEFAULT_CALCULATOR_SETTINGS);
    expect(schedule.every((p) => p.balance === 0)).toBe(true);
    expect(balanceSummary(schedule)).toMatch(/Nothing is financed/);
  });

  it('starts at the amount financed, ends at the balloon within a cent and never rises (property)', () => {
    const money = fc.integer({ min: 0, max: 300_000 });
    fc.assert(
      fc.property(
        money,
        money,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 16 }).map((k) => k / 2),
        fc.double({ min: 0, max: 25, noNaN: true }),
        fc.constantFrom(...PAYMENT_FREQUENCIES),
        fc.constantFrom(...SETTINGS),
        (price, deposit, balloonShare, termYears, interestRate, frequency, settings) => {
          // The balloon is a share of what is financed: a larger one is not a loan that pays down.
          const financed = calculateFinance(inputs({ purchasePrice: price, depositTradeIn: deposit }), settings).amountFinanced;
          const raw = inputs({ purchasePrice: price, depositTradeIn: deposit, residual: Math.floor(financed * balloonShare), termYears, interestRate, frequency });
          const result = calculateFinance(raw, settings);
          const schedule = balanceSchedule(raw, settings);
          expect(schedule[0]!.balance).toBeCloseTo(result.amountFinanced, 2);
          const end = result.amountFinanced > 0 ? result.inputs.residual : 0;
          expect(Math.abs(schedule.at(-1)!.balance - end)).toBeLessThanOrEqual(0.01);
          expect(schedule.at(-1)!.year).toBe(result.inputs.termYears);
          for (let i = 1; i < schedule.length; i += 1) expect(schedule[i]!.balance).toBeLessThanOrEqual(schedule[i - 1]!.balance);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('balanceSummary', () => {
  it('names the start and the end, and the balloon when one is left', () => {
    expect(balanceSummary(balanceSchedule(inputs(), DEFAULT_CALCULATOR_SETTINGS))).toBe('Loan balance over 5 years: $30,000 at the start, $0 at the end.');
    const withBalloon = balanceSchedule(inputs({ residual: 9000, termYears: 1 }), DEFAULT_CALCULATOR_SETTINGS);
    expect(balanceSummary(withBalloon, 9000)).toBe('Loan balance over 1 year: $30,000 at the start, $9,000 (the balloon payment) at the end.');
  });
});
