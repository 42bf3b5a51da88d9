/**
 * The finance partner's quote (spec §8 POST /api/youx/quote; §5 vehicle page; §9 "credit score
 * GREAT, loan term 5"), shared by the vehicle page's quote panel and the route handler.
 *
 *   request  {selfAssessedCreditScore, purchasePrice, loanTerm, year, vin?, nvic?, whoIsHelping?}
 *   answer   {weeklyRepaymentAmount, advertisedRate, comparisonRate}
 *
 * Readings of what the spec leaves open:
 *   - selfAssessedCreditScore: the partner's own values could not be found in public sources, so
 *     the five bands are ours: EXCELLENT, GREAT, GOOD, FAIR, POOR (GREAT is the spec's default).
 *   - loanTerm is whole years, 1 to 7 (the calculator's range; the spec sends 5). Months are not
 *     accepted: a term of 5 means five years, and 60 is refused with a hint rather than guessed at.
 *   - purchasePrice: dollars, more than 0 (the spec fetches a quote only for a positive price) and
 *     at most $1,000,000.
 *   - year: the car's model year, 1950 to next year (new models arrive early), checked at parse time.
 *   - vin (17 characters, no I, O or Q), nvic (4 to 8 letters and digits, as the trade-in's) and
 *     whoIsHelping (who is helping the shopper, up to 60 characters) are optional; an empty string
 *     counts as absent, since stock feeds often carry '' for an unknown VIN.
 *   - Rates are % p.a. to two decimals; the weekly repayment is dollars (cents allowed).
 */
import { z } from 'zod';
import { CREDIT_SCORES, NVIC_PATTERN, QUOTE_LIMITS, VIN_PATTERN } from './quote-limits';

export * from './quote-limits';

const missing = (input: unknown) => input === undefined;

const money = (label: string) =>
  z
    .number({ error: (iss) => (missing(iss.input) ? `Enter the ${label}.` : `The ${label} must be a number.`) })
    .positive({ error: `The ${label} must be more than $0.` })
    .max(QUOTE_LIMITS.maxPurchasePrice, { error: `The ${label} cannot be more than $1,000,000.` });

const loanTerm = z
  .number({ error: (iss) => (missing(iss.input) ? 'Enter the loan term.' : 'The loan term must be a number of years.') })
  .int({ error: 'The loan term must be a whole number of years.' })
  .min(QUOTE_LIMITS.minLoanTerm, { error: 'The loan term must be 1 to 7 years.' })
  .max(QUOTE_LIMITS.maxLoanTerm, {
    error: (iss) => {
      const value = iss.input as number;
      return value % 12 === 0 && value / 12 <= QUOTE_LIMITS.maxLoanTerm
        ? `The loan term is in years, 1 to 7 (${value} looks like months: ${value / 12} years).`
        : 'The loan term must be 1 to 7 years.';
    },
  });

const year = z
  .number({ error: (iss) => (missing(iss.input) ? 'Enter the year of the car.' : 'The year must be a number.') })
  .int({ error: 'The year must be a whole number.' })
  .min(QUOTE_LIMITS.firstYear, { error: `The year must be ${QUOTE_LIMITS.firstYear} or later.` })
  // Checked at parse time, so a long-running server moves on at New Year.
  .refine((y) => y <= new Date().getUTCFullYear() + 1, { error: 'The year cannot be after next year.' });

/** Optional text: trimmed; '' is absent; otherwise it must pass `check`. */
const optionalText = <T extends z.ZodType<unknown, string>>(label: string, check: T) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .pipe(z.union([z.literal('').transform(() => undefined), check]))
    .optional();

const upperCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(pattern, { error: message }));

export const QuoteRequestSchema = z.strictObject(
  {
    selfAssessedCreditScore: z.enum(CREDIT_SCORES, {
      error: (iss) =>
        missing(iss.input) ? 'Choose a credit score.' : `The credit score must be one of ${CREDIT_SCORES.join(', ')}.`,
    }),
    purchasePrice: money('purchase price'),
    loanTerm,
    year,
    vin: optionalText('VIN', upperCode(VIN_PATTERN, 'The VIN must be 17 letters and digits (no I, O or Q).')),
    nvic: optionalText('NVIC', upperCode(NVIC_PATTERN, 'The NVIC must be 4 to 8 letters and digits.')),
    whoIsHelping: optionalText(
      'helper',
      z
        .string()
        .max(QUOTE_LIMITS.whoIsHelpingMax, { error: `Who is helping must be at most ${QUOTE_LIMITS.whoIsHelpingMax} characters.` })
        // eslint-disable-next-line no-control-regex
        .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'Who is helping has characters we cannot use.' }),
    ),
  },
  {
    error: (iss) => {
      if (iss.code === 'unrecognized_keys') {
        const keys = iss.keys.slice(0, 3).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
        return `The quote request has ${iss.keys.length === 1 ? 'a field' : 'fields'} we do not use: ${keys.join(', ')}${iss.keys.length > 3 ? ', …' : ''}.`;
      }
      if (iss.code === 'invalid_type') return 'The quote request must be a JSON object.';
      return undefined;
    },
  },
);

/** What the browser sends. */
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
/** What the engines receive: checked, trimmed, VIN and NVIC upper-cased, '' dropped. */
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

export { QuoteAnswerSchema, type QuoteAnswer } from './quote-answer';

/** The first problem with a request, as a sentence for the caller. */
export function quoteRequestProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The quote request is not valid.';
}
