/**
 * The quote's closed lists and limits (quote.ts has the zod models built from them), apart so the
 * vehicle page's quote panel can read them without loading zod.
 */
export const CREDIT_SCORES = ['EXCELLENT', 'GREAT', 'GOOD', 'FAIR', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export const QUOTE_LIMITS = {
  maxPurchasePrice: 1_000_000,
  minLoanTerm: 1,
  maxLoanTerm: 7,
  firstYear: 1950,
  whoIsHelpingMax: 60,
} as const;

/** The vehicle page's quote (spec §9): credit score GREAT, loan term 5 years. */
export const VEHICLE_QUOTE_DEFAULTS = { selfAssessedCreditScore: 'GREAT', loanTerm: 5 } as const satisfies {
  selfAssessedCreditScore: CreditScore;
  loanTerm: number;
};

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const NVIC_PATTERN = /^[A-Z0-9]{4,8}$/;

