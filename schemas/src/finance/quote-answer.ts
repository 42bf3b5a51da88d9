/**
 * The finance partner's quote answer as a page reads it (quote.ts has the request; both are spec §8
 * POST /api/youx/quote). Apart, and in zod's mini build, because the vehicle page's browser code
 * checks every answer it fetches: with zod's classic build that check fetched a 28.9 KB chunk after
 * every vehicle page loaded (Lighthouse's network record); with zod/mini, 20.1 KB as Turbopack builds
 * it (esbuild makes the same schema 4.9 KB: Turbopack keeps more of zod's core).
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
