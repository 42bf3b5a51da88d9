/**
 * The finance partner's quote answer as a page reads it (quote.ts has the request; both are spec §8
 * POST /api/youx/quote). Apart, and in zod's mini build, because the vehicle page's browser code
 * checks every answer it fetches: with zod's classic build that check loaded 29 KB gzip of zod and a
 * 100 ms-plus task (Lighthouse's 4× CPU) on every vehicle page; with zod/mini it is about 5 KB.
 * The server's provider adapter reads answers with the same schema.
 */
import * as z from 'zod/mini';
import { QUOTE_LIMITS } from './quote-limits';

const rate = (label: string) =>
  z.number({ error: `The ${label} must be a number.` }).check(
    z.minimum(0, { error: `The ${label} cannot be negative.` }),
    z.maximum(100, { error: `The ${label} must be a percentage.` }),
  );

/** An answer as the page reads it (extra fields ignored). */
export const QuoteAnswerSchema = z.object({
  weeklyRepaymentAmount: z
    .number({ error: 'The weekly repayment must be a number.' })
    .check(z.minimum(0, { error: 'The weekly repayment cannot be negative.' }), z.maximum(QUOTE_LIMITS.maxPurchasePrice)),
  advertisedRate: rate('advertised rate'),
  comparisonRate: rate('comparison rate'),
});

export interface QuoteAnswer {
  /** Dollars per week. */
  weeklyRepaymentAmount: number;
  /** % p.a. */
  advertisedRate: number;
  /** % p.a., for the $30,000 / 5-year benchmark. */
  comparisonRate: number;
}
