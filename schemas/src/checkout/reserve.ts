/**
 * Reserve (issue 16; spec §4 Reserve, §9: a deposit, default $200, holds the car 48 hours, 100%
 * refundable) — the wire shapes shared by the checkout page and the route handlers.
 *
 *   1. POST /api/reservations ReserveRequest → 201 ReserveAnswer: a pending reservation that locks the
 *      car for PAYMENT_LOCK_MINUTES, and a payment to confirm in the browser. 409 when another buyer
 *      holds or is paying for the car (nothing is charged), 404 when checkout is not enabled for it.
 *   2. The browser confirms the payment (Stripe's Payment Element, or the local processor's card form
 *      through POST /api/payments/local/confirm and, for the challenge card, /authenticate).
 *   3. The processor's webhook (or a reconciliation pass) records the payment: the reservation is held.
 *      The browser polls GET /api/reservations/{id} → ReservationView until it is no longer pending.
 *   4. Within the hold the shopper may POST /api/reservations/{id}/cancel → ReservationView (refunded).
 */
import { z } from 'zod';
import { email, mustAgree, optional, personName, phone, text } from '../leads/fields';
import { RESERVATION_STATUSES } from './constants';

export const ReserveRequestSchema = z.strictObject({
  car_id: z.string().trim().min(1).max(200),
  name: personName('name'),
  last_name: personName('last_name'),
  email: email(),
  phone: phone(),
  location_id: optional(text('location_id', 100)),
  terms_agreed: mustAgree(),
  /** A UUID the page makes once per checkout: a retried submit finds the same reservation. */
  idempotency_key: z.uuid(),
  /** The online purchase deal this deposit belongs to, when it comes from /checkout-journey. */
  deal_id: optional(z.uuid()),
});
export type ReserveRequest = z.infer<typeof ReserveRequestSchema>;

/** What the browser needs to take the payment. */
export const PaymentSessionSchema = z.object({
  processor: z.enum(['local', 'stripe']),
  client_secret: z.string(),
  /** Stripe's publishable key (absent for the local processor). */
  publishable_key: z.string().optional(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

export const ReserveAnswerSchema = z.object({
  reservation_id: z.string(),
  payment: PaymentSessionSchema,
  lock_expires_at: z.string(),
});
export type ReserveAnswer = z.infer<typeof ReserveAnswerSchema>;

export const ReservationViewSchema = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  car: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  /** Dollars, as shown ('$200'). */
  deposit: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  refunded: z.boolean(),
  /** The payment's state while pending (so the page can say 'declined' and offer another card). */
  payment_status: z.string().optional(),
  /** Plain words about the last failed payment attempt, when there was one. */
  payment_error: z.string().optional(),
  can_cancel: z.boolean(),
});
export type ReservationView = z.infer<typeof ReservationViewSchema>;

/** The local processor's card step (never used with Stripe, whose card data never reaches us). */
export const LocalConfirmRequestSchema = z.strictObject({
  client_secret: z.string().min(10).max(200),
  card_number: z.string().trim().transform((v) => v.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/, { error: 'Enter the card number.' })),
  expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: 'Enter the expiry as MM/YY.' }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code.' }),
  name_on_card: optional(personName('name_on_card', 100)),
});
export type LocalConfirmRequest = z.infer<typeof LocalConfirmRequestSchema>;

export const LocalAuthenticateRequestSchema = z.strictObject({
  client_secret: z.string().min(10).max(200),
  outcome: z.enum(['approve', 'fail']),
});
export type LocalAuthenticateRequest = z.infer<typeof LocalAuthenticateRequestSchema>;

export const LocalConfirmAnswerSchema = z.object({
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
  /** Present with requires_action: the challenge the shopper must complete. */
  next_action: z.object({ type: z.literal('local_challenge') }).optional(),
  error: z.object({ code: z.string(), decline_code: z.string().optional(), message: z.string() }).optional(),
});
export type LocalConfirmAnswer = z.infer<typeof LocalConfirmAnswerSchema>;
