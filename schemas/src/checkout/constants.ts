/**
 * Reserve's and the online purchase's constants, words and date rules without their zod schemas
 * (reserve.ts, purchase.ts): the hold, the reservation states, the purchase steps and their titles,
 * labels and messages. The checkout pages render from these and load the schemas only when a step is
 * checked or an answer arrives; index.ts exports them with everything else.
 */

export const HOLD_HOURS = 48;
export const DEFAULT_DEPOSIT_DOLLARS = 200;
/** How long a pending reservation keeps other buyers out while its buyer pays. */
export const PAYMENT_LOCK_MINUTES = 15;

export const RESERVATION_STATUSES = ['pending', 'held', 'cancelled', 'lapsed', 'sold', 'released', 'failed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVE_MESSAGES = {
  justReserved: 'Sorry, this car was just reserved by another buyer. You have not been charged.',
  notAvailable: 'This car cannot be reserved online.',
  unknown: 'We could not find that reservation.',
  notYours: 'This reservation belongs to another account.',
  cannotCancel: 'This reservation can no longer be cancelled online. Please call the dealer.',
} as const;

/** The journey's steps, in order. `step` on a deal is the furthest one the shopper has reached. */
export const PURCHASE_STEPS = ['car', 'trade_in', 'finance', 'delivery', 'buyer', 'review', 'deposit'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/** Each step's heading (its h2) and its name in the step list. */
export const PURCHASE_STEP_TITLES: Readonly<Record<PurchaseStep, string>> = {
  car: 'Your car and its price',
  trade_in: 'Trade-in',
  finance: 'Finance',
  delivery: 'Delivery or pick-up',
  buyer: 'Your details',
  review: 'Review your order',
  deposit: 'Pay your deposit',
};

/** The lead a submitted deal becomes (one per deal). */
export const PURCHASE_LEAD = { form: 'online_purchase', category: 'Online Purchase', subcategory: 'Deal Submitted' } as const;

/** How far ahead a delivery or pick-up can be booked. */
export const PREFERRED_DATE_MAX_DAYS = 60;
export const PURCHASE_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;
export const PURCHASE_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;

export const PURCHASE_LABELS = {
  trade_in_choice: 'Trade-in',
  valuation_id: 'Valuation',
  lead_id: 'Valuation',
  finance_method: 'How you will pay',
  term_years: 'Loan term',
  frequency: 'Repayments',
  interest_rate: 'Interest rate',
  application_id: 'Pre-approval reference',
  note: 'Note about your pre-approval',
  delivery_method: 'Delivery or pick-up',
  location_id: 'Pick-up location',
  street: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  preferred_date: 'Preferred date',
  name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Mobile',
  date_of_birth: 'Date of birth',
  licence_number: 'Driver licence number',
  licence_state: 'Licence state',
  licence_expiry: 'Licence expiry date',
  terms_agreed: 'Terms',
} as const;

export const PURCHASE_MESSAGES = {
  signIn: 'Please sign in to continue your purchase.',
  notAvailable: 'This car cannot be bought online.',
  unknownDeal: 'We could not find that purchase.',
  noDraft: 'You have not started a purchase of this car.',
  notJson: 'Send the purchase as JSON.',
  unreadable: 'The purchase could not be read.',
  tooLarge: 'The purchase is too large.',
  invalid: 'Please fix the following errors:',
  stepOutOfOrder: 'Please complete the earlier steps first.',
  tradeInUnknown: 'We could not find that valuation. Please value your car again.',
  tradeInNotAccepted: 'Please accept the valuation before using it towards this car.',
  locationUnknown: 'Choose one of our locations.',
  dateFormat: 'Enter the date as a real date, e.g. 27/03/2026.',
  dateWindow: `Choose a date from tomorrow up to ${PREFERRED_DATE_MAX_DAYS} days ahead.`,
  dateSunday: 'We are closed on Sundays: please choose another day.',
  underAge: 'You must be 18 or older to buy a car online.',
  dateOfBirth: 'Please check your date of birth.',
  licence: 'Driver licence number must be 4 to 10 letters or digits.',
  licenceExpired: 'Your driver licence has expired: please check the expiry date.',
  notSubmittable: 'Your deal is not ready to send yet: please complete every step.',
  depositNotPaid: 'Your deposit has not been recorded yet. Please wait a moment and try again.',
  alreadySubmitted: 'This purchase has already been sent to the dealer.',
} as const;

/** What "today" is checked against (the dealer's calendar date, YYYY-MM-DD), and the site's pick-up locations. */
export interface PurchaseSchemaOptions {
  /** Without it only the dates' form is checked (the server always passes it). */
  today?: string;
  /** The location ids a shopper may pick up from; without it any id of the right form passes. */
  locationIds?: readonly string[];
}

/** `date` plus `days` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function isSunday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
}

/** The first and last dates a delivery or pick-up may be booked for. */
export function preferredDateWindow(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, PREFERRED_DATE_MAX_DAYS) };
}
