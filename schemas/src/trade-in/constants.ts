/**
 * The valuation wizard's constants without its zod schemas (api.ts): the lead subcategories, the
 * oldest year and most kilometres it values, and the manual selection's fields. Browser code that
 * only needs these does not load zod; index.ts exports them with everything else.
 */

export const TRADE_IN_SUBCATEGORIES = {
  started: '1. Valuation Started',
  valued: '2. Valuation Given',
  accepted: '3. Offer Accepted',
  appraisal: '3. Appraisal Requested',
} as const;

/** Oldest model year the wizard offers; the newest is next year (new models arrive early). */
export const TRADE_IN_FIRST_YEAR = 1980;
export const TRADE_IN_MAX_KMS = 2_000_000;

export const VEHICLE_OPTION_FIELDS = ['year', 'make', 'model', 'badge'] as const;
export type VehicleOptionField = (typeof VEHICLE_OPTION_FIELDS)[number];
