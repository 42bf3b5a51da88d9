/**
 * The embedded quote engine (the default when no finance partner is configured): quotes from the
 * configured rate table (rate-table.ts), with no I/O.
 *
 *   advertisedRate = the band's rate + the car's age loading, two decimals
 *   weekly         = annuity repayment (domain/finance-calculator.ts) of purchasePrice + the
 *                    establishment fee when financed, at advertisedRate, over loanTerm years of 52
 *                    weekly repayments in arrears, no balloon; plus the monthly fee as a weekly
 *                    amount (× 12 / 52): the figure is what the shopper pays each week. Cents.
 *   comparisonRate = domain/comparison-rate.ts for the regulated benchmark ($30,000, 5 years,
 *                    monthly) at advertisedRate with the table's fees, two decimals. Like every
 *                    advertised comparison rate it does not depend on this car's price or term.
 *
 * Readings: the request has no deposit, so the whole purchase price is financed (the stock feed's
 * sample youxQuote figures assume a 10% deposit, so they are lower for the same car); rates are
 * rounded before use, so the repayment is the one the shown rate gives.
 */
import type { QuoteAnswer, QuoteRequest } from '@forecourt/schemas/finance/quote';
import { COMPARISON_RATE_BENCHMARK, comparisonRate } from '@/domain/comparison-rate';
import { amortisedRepayment, PAYMENTS_PER_YEAR } from '@/domain/finance-calculator';
import { advertisedRate, checkRateTable, DEFAULT_RATE_TABLE, type RateTable } from './rate-table';
import type { FinanceQuoteEngine } from './types';

const cents = (value: number) => Math.round(value * 100) / 100;

/** One quote from `table` at `now` (the clock decides the car's age). */
export function embeddedQuote(request: Pick<QuoteRequest, 'selfAssessedCreditScore' | 'purchasePrice' | 'loanTerm' | 'year'>, table: RateTable = DEFAULT_RATE_TABLE, now: Date = new Date()): QuoteAnswer {
  const rate = advertisedRate(table, request.selfAssessedCreditScore, request.year, now);
  const financedFee = table.establishmentFeeTiming === 'financed' ? table.establishmentFee : 0;
  const repayment = amortisedRepayment({
    principal: request.purchasePrice + financedFee,
    annualRate: rate,
    years: request.loanTerm,
    paymentsPerYear: PAYMENTS_PER_YEAR.weekly,
  });
  const weeklyFee = (table.monthlyFee * 12) / PAYMENTS_PER_YEAR.weekly;
  return {
    weeklyRepaymentAmount: cents(repayment + weeklyFee),
    advertisedRate: rate,
    comparisonRate: cents(
      comparisonRate({
        annualRate: rate,
        establishmentFee: table.establishmentFee,
        establishmentFeeTiming: table.establishmentFeeTiming,
        monthlyFee: table.monthlyFee,
        ...COMPARISON_RATE_BENCHMARK,
      }),
    ),
  };
}

export interface EmbeddedEngineOptions {
  table?: RateTable;
  now?: () => Date;
}

export function embeddedQuoteEngine({ table = DEFAULT_RATE_TABLE, now = () => new Date() }: EmbeddedEngineOptions = {}): FinanceQuoteEngine {
  checkRateTable(table);
  return {
    name: 'embedded',
    quote: (request) => Promise.resolve(embeddedQuote(request, table, now())),
  };
}
