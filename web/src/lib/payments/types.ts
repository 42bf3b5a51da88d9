/**
 * The payments contract (issue 16): what reservations and the online purchase see of a payment
 * processor. Two engines implement it and pass the same contract tests (contract.test.ts):
 *
 * - `local` (the embedded default): a processor inside this app, its PaymentIntents in the database
 *   (local_payment_intents), following Stripe's states, with documented test cards, and posting
 *   Stripe-signed webhook events to the app's webhook endpoint (at least once, possibly out of order).
 * - `stripe` (STRIPE_SECRET_KEY set): Stripe's API through the `stripe` server library.
 *
 * Raw Stripe types stay inside the Stripe adapter; everything else sees these. Amounts are integer
 * cents in a lower-case ISO currency ('aud'), as Stripe takes them.
 */

/** Stripe's PaymentIntent states that the app meets (plus refunded, which Stripe shows on the charge). */
export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentError {
  /** Stripe's error code: 'card_declined', 'expired_card', 'incorrect_cvc', 'authentication_required'... */
  code: string;
  /** Stripe's decline code when the card was declined: 'generic_decline', 'insufficient_funds'... */
  declineCode?: string;
  /** Plain words a shopper can act on (payment-messages.ts), never the processor's raw text. */
  message: string;
}

export interface PaymentIntent {
  id: string;
  processor: 'local' | 'stripe';
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** Given to the browser only, to confirm this one payment (Stripe's client_secret). */
  clientSecret: string;
  amountRefunded: number;
  /** What the app attached at creation: reservation_id, site, car_id... (strings only, like Stripe). */
  metadata: Record<string, string>;
  lastPaymentError?: PaymentError;
  /** Card brand and last four digits, once known (for the receipt). */
  card?: { brand: string; last4: string };
  createdAt: Date;
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  description: string;
  receiptEmail?: string;
  metadata: Record<string, string>;
  /** Same key, same intent: a retried create never makes a second payment. */
  idempotencyKey: string;
  /**
   * Where the local processor posts its events for this intent (the app's own webhook endpoint, e.g.
   * http://127.0.0.1:3000/api/payments/webhook). Stripe ignores it: its endpoint is set in the dashboard.
   */
  webhookUrl?: string;
}

export interface Refund {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * A verified webhook event, reduced to what the app acts on. `type` keeps Stripe's names:
 * payment_intent.succeeded, payment_intent.payment_failed, payment_intent.canceled,
 * payment_intent.processing, payment_intent.requires_action, charge.refunded.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe's `created`. */
  created: number;
  paymentIntent: PaymentIntent;
}

export interface PaymentProcessor {
  readonly name: 'local' | 'stripe';
  /** The key the browser needs for the payment step: Stripe's publishable key; undefined for local. */
  readonly publishableKey?: string;
  create(input: CreatePaymentInput): Promise<PaymentIntent>;
  /** The intent as the processor knows it now (reconciliation asks this after a restart). */
  retrieve(id: string): Promise<PaymentIntent>;
  /** Cancels an unpaid intent (a lost race, an abandoned checkout); a paid one must be refunded instead. */
  cancel(id: string, reason: 'abandoned' | 'duplicate' | 'requested_by_customer'): Promise<PaymentIntent>;
  /** Refunds a succeeded intent in full; the same idempotency key never refunds twice. */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<Refund>;
  /**
   * Verifies a webhook request's raw body against its signature header (Stripe's `Stripe-Signature`
   * scheme: t=…,v1=HMAC-SHA256(secret, `${t}.${body}`), 5-minute tolerance). Throws
   * PaymentSignatureError for a forged, altered or stale event.
   */
  verifyEvent(rawBody: string, signatureHeader: string | null, now?: Date): PaymentEvent;
}

/** The processor refused or could not be reached; `retryable` says whether trying again may work. */
export class PaymentProcessorError extends Error {
  override name = 'PaymentProcessorError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

/*
 * By name, not instanceof: the processor is one per process (on globalThis) but Next builds a copy of
 * these classes into each bundle, so an error thrown by a processor made in another bundle (the
 * delivery worker's) is not an instance of this bundle's class.
 */
export const isPaymentProcessorError = (error: unknown): error is PaymentProcessorError =>
  error instanceof Error && error.name === 'PaymentProcessorError';
export const isPaymentSignatureError = (error: unknown): error is PaymentSignatureError =>
  error instanceof Error && error.name === 'PaymentSignatureError';

/** The name of the header both engines sign webhooks with. */
export const SIGNATURE_HEADER = 'stripe-signature';
