/**
 * What the calculator's chart draws: the loan balance at the start and at the end of each year of
 * the term, for the calculator's own figures (calculateFinance: the clamped inputs, the amount
 * financed with any establishment fee, the repayment of the chosen frequency).
 *
 * After k repayments R at the periodic rate r the balance is
 *   B(k) = P(1 + r)^k − R((1 + r)^k − 1) / r      (r > 0)
 *   B(k) = P − R·k                                 (r = 0)
 * which is the balloon after the last repayment, since R is the level repayment that pays P down to
 * it. A term with a half year ends with that half year's point. Balances are rounded to the cent.
 *
 * The balance never rises while each repayment covers the period's interest, which holds whenever
 * the balloon is no more than the amount financed. A balloon larger than the loan (the residual box
 * allows up to $250,000 whatever the price) is drawn as the calculator computes it: rising to it,
 * or, when no repayment could reach it (calculateFinance floors the repayment at 0), growing with
 * interest only.
 */
import { calculateFinance, formatWholeDollars, PAYMENTS_PER_YEAR, type CalculatorInputs, type CalculatorSettings } from '@/domain/finance-calculator';
import { yearsText } from './calculator-state';

export interface BalancePoint {
  /** Years from the start of the loan (0 is the amount financed). */
  year: number;
  /** Dollars owed, to the cent. */
  balance: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function balanceSchedule(inputs: CalculatorInputs, settings: CalculatorSettings): BalancePoint[] {
  const result = calculateFinance(inputs, settings);
  const { termYears, interestRate, frequency } = result.inputs;
  const perYear = PAYMENTS_PER_YEAR[frequency];
  const r = interestRate / 100 / perYear;
  const principal = result.amountFinanced;
  const repayment = result.repayment;
  const balanceAfter = (k: number): number => {
    if (principal <= 0) return 0;
    if (r === 0) return principal - repayment * k;
    const growth = (1 + r) ** k;
    return principal * growth - (repayment * (growth - 1)) / r;
  };
  const years: number[] = [];
  for (let year = 0; year < termYears; year += 1) years.push(year);
  years.push(termYears);
  return years.map((year) => {
    const k = Math.min(result.numberOfPayments, Math.round(year * perYear));
    // Floating error near a zero balloon must not draw a balance of −$0.00.
    return { year, balance: Math.max(0, cents(balanceAfter(k))) };
  });
}

/** The chart's text alternative: where the balance starts and ends (`balloon`: the residual entered). */
export function balanceSummary(schedule: readonly BalancePoint[], balloon = 0): string {
  const first = schedule[0];
  const last = schedule[schedule.length - 1];
  if (!first || !last || first.balance <= 0) return 'Nothing is financed, so there is no loan balance to chart.';
  const isBalloon = last.balance >= 0.5 && Math.abs(last.balance - balloon) < 0.5;
  const end = `${formatWholeDollars(last.balance)}${isBalloon ? ' (the balloon payment)' : ''}`;
  return `Loan balance over ${yearsText(last.year)}: ${formatWholeDollars(first.balance)} at the start, ${end} at the end.`;
}
