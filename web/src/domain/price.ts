/**
 * Price display (spec §4 "Price display order", §9 price constants).
 *
 * Order: subscription price (' / week') when the site offers subscriptions and it is above 0; else the
 * reduced or current price when above 10; else 'PREORDER' when the car is a preorder; else the site's
 * no-price text (default 'Enquire for price.'). Cars not in stock show no price at all.
 *
 * Reading of "reduced or current price if above 10": the reduced price is `offer_price` when it is set,
 * above 10 and strictly below `price`; otherwise the current `price`. Whichever is chosen must itself
 * be above 10 (compared before rounding) to be shown. An offer_price at or above price is ignored.
 *
 * Was-price (struck through): `before_price` when it exceeds the price actually displayed. Only a shown
 * dollar price has a was-price; a weekly subscription amount is not comparable with it. A before_price
 * that only exceeds by cents (both print the same whole-dollar text) is not struck through.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { isInStock } from './display-state';
import { wholeNumber } from './whole-number';

/** A price is shown only if above this (spec §9). */
export const MIN_DISPLAY_PRICE = 10;
export const PREORDER_TEXT = 'PREORDER';
export const SUBSCRIPTION_SUFFIX = ' / week';
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';

/**
 * '$' + thousands commas, no decimals: 45990 → '$45,990'. Cents are rounded to the nearest dollar,
 * half away from zero (45990.5 → '$45,991', 45990.49 → '$45,990'). Negative amounts keep their sign
 * before the dollar sign ('-$5'); -0 and amounts that round to zero print '$0'.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const dollars = Math.sign(amount) * Math.round(Math.abs(amount));
  if (dollars === 0) return '$0';
  return `${dollars < 0 ? '-' : ''}$${wholeNumber(Math.abs(dollars))}`;
}

export type PriceVehicle = Pick<
  Vehicle,
  'status' | 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'preorder'
>;
export type PriceSite = Partial<Pick<Site, 'no_price_text'>> & {
  features: Pick<Site['features'], 'subscriptions'>;
};

export type PriceDisplay =
  | { kind: 'price'; text: string; amount: number; reduced: boolean; wasPrice?: string; wasAmount?: number }
  | { kind: 'subscription'; text: string; amount: number }
  | { kind: 'preorder'; text: typeof PREORDER_TEXT }
  | { kind: 'text'; text: string }
  | { kind: 'none'; text: '' };

/** The reduced-or-current dollar price that would be shown, or undefined when none is above 10. */
export function displayedAmount(vehicle: Pick<Vehicle, 'price' | 'offer_price'>): { amount: number; reduced: boolean } | undefined {
  const { price, offer_price: offer } = vehicle;
  if (offer !== undefined && offer > MIN_DISPLAY_PRICE && offer < price) return { amount: offer, reduced: true };
  if (price > MIN_DISPLAY_PRICE) return { amount: price, reduced: false };
  return undefined;
}

export function priceDisplay(vehicle: PriceVehicle, site: PriceSite): PriceDisplay {
  if (!isInStock(vehicle)) return { kind: 'none', text: '' };

  const subscription = vehicle.subscription_price;
  if (site.features.subscriptions && subscription !== undefined && subscription > 0) {
    return { kind: 'subscription', text: `${formatPrice(subscription)}${SUBSCRIPTION_SUFFIX}`, amount: subscription };
  }

  const shown = displayedAmount(vehicle);
  if (shown) {
    const result: PriceDisplay = { kind: 'price', text: formatPrice(shown.amount), amount: shown.amount, reduced: shown.reduced };
    const before = vehicle.before_price;
    if (before !== undefined && before > shown.amount && formatPrice(before) !== result.text) {
      result.wasPrice = formatPrice(before);
      result.wasAmount = before;
    }
    return result;
  }

  if (vehicle.preorder) return { kind: 'preorder', text: PREORDER_TEXT };
  const text = site.no_price_text?.trim();
  return { kind: 'text', text: text ? text : DEFAULT_NO_PRICE_TEXT };
}
