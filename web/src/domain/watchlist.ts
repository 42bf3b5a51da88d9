/**
 * Watchlist rules beyond the spec's save/remove (issue 14 "my garage"): the price a car was saved at
 * is the price the shopper saw (the displayed amount: the offer price when reduced), and a drop is
 * reported in whole dollars only when the shown price is now lower.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { isInStock } from './display-state';
import { displayedAmount } from './price';

type WatchedCar = Pick<Vehicle, 'status' | 'price' | 'offer_price'>;

/** What to record as the price at save: the amount shown, or null when none is shown. */
export function priceAtSave(vehicle: Pick<Vehicle, 'price' | 'offer_price'>): number | null {
  const shown = displayedAmount(vehicle);
  return shown ? Math.round(shown.amount) : null;
}

/** How many dollars the shown price fell since the car was saved, or undefined (no drop, sold, no price). */
export function priceDropSinceSaved(savedAt: number | null | undefined, vehicle: WatchedCar): number | undefined {
  if (savedAt === null || savedAt === undefined || !isInStock(vehicle)) return undefined;
  const now = displayedAmount(vehicle);
  if (!now) return undefined;
  const drop = Math.round(savedAt - now.amount);
  return drop >= 1 ? drop : undefined;
}
