/**
 * Whether a feed's price is plausible for a vehicle a dealer lists — a check for stock imports, not a
 * display rule (what a shopper sees stays `priceDisplay` in price.ts).
 *
 * The spec sets no band, so this one is ours: below the spec's finance price floor ($500, §9) a figure
 * is more likely a typo, a deposit or a weekly amount than a car's price (the public listings carry
 * an '88' for a 2006 Alfa Romeo); above $3,000,000 more likely a misplaced digit (the dearest car in
 * those listings, a 1959 Ferrari 250, is $1.5 million). An implausible price is a warning: the car is
 * still imported and shown at that price, because only the dealer knows. A price of 0 or none is not
 * implausible: it means "no price" and shows the site's no-price text ('Enquire for price.').
 */
import { FINANCE_PRICE_FLOOR } from './finance-eligibility';

export const PLAUSIBLE_PRICE = { min: FINANCE_PRICE_FLOOR, max: 3_000_000 } as const;

export interface ImplausiblePrice {
  price: number;
  /** Which side of the band the price is on, and that side's limit. */
  side: 'below' | 'above';
  limit: number;
}

/** The price's problem, or undefined when it is plausible or absent (0, undefined, not a number). */
export function implausiblePrice(price: number | undefined): ImplausiblePrice | undefined {
  if (price === undefined || !Number.isFinite(price) || price <= 0) return undefined;
  if (price < PLAUSIBLE_PRICE.min) return { price, side: 'below', limit: PLAUSIBLE_PRICE.min };
  if (price > PLAUSIBLE_PRICE.max) return { price, side: 'above', limit: PLAUSIBLE_PRICE.max };
  return undefined;
}
