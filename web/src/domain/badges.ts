/**
 * Vehicle badges (spec §5, §9).
 *
 * Below-market: the shown price is more than $499 under the market average — the state average
 * (state_average_market_price) when present, else the national average_market_price — and below the
 * state average when that is present. "More than 499 under" means `market - price > 499`: $499 under
 * gets no badge, $500 under does. The price compared is the dollar price the page shows (the reduced
 * offer price when there is one, see price.ts); a car with no shown dollar price (not above $10) gets
 * no badge, nor does a car out of stock. Non-positive market figures count as missing.
 *
 * Toyota certified: make Toyota (case-insensitive, after make normalisation), certified, not sold
 * (neither the sold flag nor status 'sold'), in stock (a not-in-stock car shows the SOLD view, which
 * has no badges), and the site's toyota_certified feature on.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { isInStock } from './display-state';
import { normaliseMake } from './names';
import { displayedAmount } from './price';

export const BELOW_MARKET_THRESHOLD = 499;

export type MarketVehicle = Pick<
  Vehicle,
  'status' | 'price' | 'offer_price' | 'state_average_market_price' | 'average_market_price'
>;

const positive = (n: number | undefined): number | undefined => (n !== undefined && n > 0 ? n : undefined);

/** The market figure the badge compares against: state average preferred, else national. */
export function marketAverage(vehicle: Pick<Vehicle, 'state_average_market_price' | 'average_market_price'>): number | undefined {
  return positive(vehicle.state_average_market_price) ?? positive(vehicle.average_market_price);
}

/** How far under the market the shown price is, when the car qualifies for the badge; else undefined. */
export function belowMarketSaving(vehicle: MarketVehicle): number | undefined {
  if (!isInStock(vehicle)) return undefined;
  const shown = displayedAmount(vehicle);
  const market = marketAverage(vehicle);
  if (!shown || market === undefined) return undefined;
  const saving = market - shown.amount;
  if (!(saving > BELOW_MARKET_THRESHOLD)) return undefined;
  const state = positive(vehicle.state_average_market_price);
  if (state !== undefined && !(shown.amount < state)) return undefined;
  return saving;
}

export function isBelowMarket(vehicle: MarketVehicle): boolean {
  return belowMarketSaving(vehicle) !== undefined;
}

/** The badge is shown where the site turns it on (features.below_market_badge). */
export function showBelowMarketBadge(
  vehicle: MarketVehicle,
  site: { features: Pick<Site['features'], 'below_market_badge'> },
): boolean {
  return site.features.below_market_badge && isBelowMarket(vehicle);
}

export type CertifiedVehicle = Pick<Vehicle, 'make' | 'certified' | 'sold' | 'status'>;

export function isToyota(vehicle: Pick<Vehicle, 'make'>): boolean {
  return normaliseMake(vehicle.make).toLowerCase() === 'toyota';
}

export function showToyotaCertifiedBadge(
  vehicle: CertifiedVehicle,
  site: { features: Pick<Site['features'], 'toyota_certified'> },
): boolean {
  return (
    site.features.toyota_certified &&
    isToyota(vehicle) &&
    vehicle.certified &&
    !vehicle.sold &&
    vehicle.status !== 'sold' &&
    isInStock(vehicle)
  );
}
