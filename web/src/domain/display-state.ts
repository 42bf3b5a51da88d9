/**
 * Car display state (spec §4 "Car display"): a car is in stock when its status is in_stock or
 * coming_soon; any other status (sold, on_hold, in_transit, deleted) shows the SOLD view — recently
 * sold text, no price, and 'Find Me Something Similar' as the only button.
 *
 * Reading: the `status` field alone decides in-stock-ness, as the spec defines it; the `sold` flag is
 * not consulted here (tags.ts uses it for the sold tag).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';

export const IN_STOCK_STATUSES: readonly Vehicle['status'][] = ['in_stock', 'coming_soon'];

export function isInStock(vehicle: Pick<Vehicle, 'status'>): boolean {
  return IN_STOCK_STATUSES.includes(vehicle.status);
}

export const SOLD_HEADING = 'SOLD';
export const SOLD_TEXT = 'This vehicle has recently sold. Let us find you a similar one.';
export const FIND_SIMILAR_BUTTON = 'Find Me Something Similar';
export const FIND_SIMILAR_CARD_COPY = 'Like this and want something similar?';

/** The message the enquiry form is prefilled with on a sold car. */
export function findSimilarEnquiryMessage(vehicle: Pick<Vehicle, 'name'>): string {
  return `I'm interested in something similar to the ${vehicle.name}. Please let me know what you have.`;
}

export type CarDisplayState =
  | { kind: 'in_stock'; comingSoon: boolean; showPrice: true }
  | {
      kind: 'sold';
      heading: typeof SOLD_HEADING;
      text: typeof SOLD_TEXT;
      /** The only button shown. */
      buttons: readonly [typeof FIND_SIMILAR_BUTTON];
      showPrice: false;
      enquiryMessage: string;
      cardCopy: typeof FIND_SIMILAR_CARD_COPY;
    };

export function carDisplayState(vehicle: Pick<Vehicle, 'status' | 'name'>): CarDisplayState {
  if (isInStock(vehicle)) return { kind: 'in_stock', comingSoon: vehicle.status === 'coming_soon', showPrice: true };
  return {
    kind: 'sold',
    heading: SOLD_HEADING,
    text: SOLD_TEXT,
    buttons: [FIND_SIMILAR_BUTTON],
    showPrice: false,
    enquiryMessage: findSimilarEnquiryMessage(vehicle),
    cardCopy: FIND_SIMILAR_CARD_COPY,
  };
}
