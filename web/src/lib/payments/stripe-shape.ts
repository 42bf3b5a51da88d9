/**
 * Stripe's JSON shapes for PaymentIntents and webhook events, read with zod (a webhook body is
 * outside input even when signed) and written by the local processor, so one parser serves both
 * engines and the local processor's events look exactly like Stripe's.
 */
import { z } from 'zod';
import { paymentMessage } from './messages';
import { PaymentSignatureError, type PaymentEvent, type PaymentIntent, type PaymentStatus } from './types';

/**
 * The Stripe API version the adapter pins (the one the `stripe` library's types name), and the one the
 * local processor's events claim: kept here so the local processor never loads the Stripe library.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled'] as const;

const StripeError = z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish();

export const StripeIntentJson = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('payment_intent'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(STATUSES),
  client_secret: z.string().nullish(),
  created: z.number().int(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: StripeError,
  /** Not Stripe's: the local processor's running refund total (Stripe puts it on the charge). */
  amount_refunded: z.number().int().optional(),
  payment_method_details: z.object({ brand: z.string(), last4: z.string() }).nullish(),
});
export type StripeIntentJson = z.infer<typeof StripeIntentJson>;

const ChargeJson = z.object({
  id: z.string(),
  object: z.literal('charge'),
  payment_intent: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  created: z.number().int(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const EventJson = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string().max(100),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

/** Stripe's states, narrowed to the ones the app meets (a manual-capture state never arises here). */
function status(s: StripeIntentJson['status']): PaymentStatus {
  if (s === 'requires_confirmation') return 'requires_payment_method';
  if (s === 'requires_capture') return 'processing';
  return s;
}

export function intentFromJson(json: StripeIntentJson, processor: 'local' | 'stripe', amountRefunded = json.amount_refunded ?? 0): PaymentIntent {
  const error = json.last_payment_error;
  return {
    id: json.id,
    processor,
    amount: json.amount,
    currency: json.currency,
    status: status(json.status),
    clientSecret: json.client_secret ?? '',
    amountRefunded,
    metadata: { ...(json.metadata ?? {}) },
    ...(error?.code
      ? { lastPaymentError: { code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}), message: paymentMessage({ code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}) }) } }
      : {}),
    ...(json.payment_method_details ? { card: { brand: json.payment_method_details.brand, last4: json.payment_method_details.last4 } } : {}),
    createdAt: new Date(json.created * 1000),
  };
}

export function intentToJson(intent: PaymentIntent): StripeIntentJson {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    created: Math.floor(intent.createdAt.getTime() / 1000),
    metadata: intent.metadata,
    last_payment_error: intent.lastPaymentError ? { code: intent.lastPaymentError.code, decline_code: intent.lastPaymentError.declineCode ?? null } : null,
    amount_refunded: intent.amountRefunded,
    payment_method_details: intent.card ?? null,
  };
}

/** A verified body → the event the app acts on; throws PaymentSignatureError for a body that is not an event. */
export function eventFromBody(body: string, processor: 'local' | 'stripe'): PaymentEvent {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw new PaymentSignatureError('The event is not JSON.');
  }
  const event = EventJson.safeParse(raw);
  if (!event.success) throw new PaymentSignatureError('The body is not a payment event.');
  const object = event.data.data.object;
  const intent = StripeIntentJson.safeParse(object);
  if (intent.success) return { id: event.data.id, type: event.data.type, created: event.data.created, paymentIntent: intentFromJson(intent.data, processor) };
  const charge = ChargeJson.safeParse(object);
  if (charge.success) {
    // A charge event (charge.refunded): the app needs its intent's id and the refund total only.
    const c = charge.data;
    return {
      id: event.data.id,
      type: event.data.type,
      created: event.data.created,
      paymentIntent: { id: c.payment_intent, processor, amount: c.amount, currency: c.currency, status: 'succeeded', clientSecret: '', amountRefunded: c.amount_refunded, metadata: { ...(c.metadata ?? {}) }, createdAt: new Date(c.created * 1000) },
    };
  }
  throw new PaymentSignatureError('The event carries no payment intent.');
}
