/**
 * The finance partner's quote for a car on its page (spec §5 vehicle page, §8 POST /api/youx/quote,
 * §9 its defaults): which price it is for and what is asked. Pure: the server asks with it while it
 * draws the page (lib/finance/page-quote.ts), and the page's browser code with the same request when
 * the server could not get an answer (components/finance/quote).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { QuoteRequestInput } from '@forecourt/schemas/finance/quote';
import {
  NVIC_PATTERN,
  QUOTE_LIMITS,
  VEHICLE_QUOTE_DEFAULTS,
  VIN_PATTERN,
} from '@forecourt/schemas/finance/quote-limits';
import { isInStock } from './display-state';
import { displayedAmount } from './price';

/**
 * The price the quote and the finance calculator are for: a car that can be bought (in stock) with a
 * dollar price shown (the reduced price when there is one), else undefined.
 */
export function financedPrice(
  vehicle: Pick<Vehicle, 'status' | 'price' | 'offer_price'>,
): number | undefined {
  return isInStock(vehicle) ? displayedAmount(vehicle)?.amount : undefined;
}

/**
 * The request for a car's quote (spec §9: credit score GREAT, loan term 5), or undefined when there
 * is nothing to ask: no positive price, or a car the quote's limits refuse (over $1,000,000, a year
 * before 1950 or after next year; QuoteRequestSchema would answer 400), so that neither the server
 * nor the shopper's browser asks a question whose answer is known, and the panel shows dashes at
 * once. A VIN or NVIC the partner would refuse is left out rather than spoil the quote.
 */
export function vehicleQuoteRequest(
  car: {
    purchasePrice: number;
    year: number;
    vin?: string | null;
    nvic?: string | null;
  },
  now: Date = new Date(),
): QuoteRequestInput | undefined {
  if (!(Number.isFinite(car.purchasePrice) && car.purchasePrice > 0)) return undefined;
  if (car.purchasePrice > QUOTE_LIMITS.maxPurchasePrice) return undefined;
  const lastYear = now.getUTCFullYear() + 1;
  if (!Number.isInteger(car.year) || car.year < QUOTE_LIMITS.firstYear || car.year > lastYear) return undefined;
  const vin = car.vin?.trim().toUpperCase();
  const nvic = car.nvic?.trim().toUpperCase();
  return {
    ...VEHICLE_QUOTE_DEFAULTS,
    purchasePrice: car.purchasePrice,
    year: car.year,
    ...(vin && VIN_PATTERN.test(vin) ? { vin } : {}),
    ...(nvic && NVIC_PATTERN.test(nvic) ? { nvic } : {}),
  };
}
