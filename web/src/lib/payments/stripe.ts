/**
 * The production engine: Stripe's API through the `stripe` server library, with the API version
 * pinned (the library's own) so a Stripe upgrade never changes the answers under us. `STRIPE_API_URL`
 * points it elsewhere (tests use a local server speaking Stripe's shapes). Webhooks are verified with
 * the same scheme as the local processor's (signature.ts — Stripe's documented one), and parsed by
 * stripe-shape.ts, so raw Stripe types never leave this file.
 */
import Stripe from 'stripe';
import { verifySignature } from './signature';
import { eventFromBody, intentFromJson, STRIPE_API_VERSION, StripeIntentJson } from './stripe-shape';
import { PaymentProcessorError, type PaymentIntent, type PaymentProcessor } from './types';

export { STRIPE_API_VERSION } from './stripe-shape';

export interface StripeOptions {
  secretKey: string;
  publishableKey?: string;
  webhookSecret: string;
  apiUrl?: string;
}

function failure(error: unknown): PaymentProcessorError {
  if (error instanceof PaymentProcessorError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const retryable = error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || error.type === 'StripeRateLimitError' || (error.statusCode ?? 0) >= 500;
    return new PaymentProcessorError(`Stripe: ${error.message}`, retryable, { cause: error });
  }
  return new PaymentProcessorError('Stripe could not be reached.', true, { cause: error });
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw failure(error);
  }
}

export function stripeProcessor({ secretKey, publishableKey, webhookSecret, apiUrl }: StripeOptions): PaymentProcessor {
  const url = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  const intent = async (raw: unknown): Promise<PaymentIntent> => {
    const parsed = StripeIntentJson.safeParse(raw);
    if (!parsed.success) throw new PaymentProcessorError('Stripe answered with an unexpected PaymentIntent.', true);
    const json = parsed.data;
    // Stripe keeps the refunded amount on the charge: read it when the intent has one.
    const latest = (raw as { latest_charge?: unknown }).latest_charge;
    let refunded = 0;
    if (typeof latest === 'string' && json.status === 'succeeded') refunded = (await call(() => stripe.charges.retrieve(latest))).amount_refunded;
    else if (latest && typeof latest === 'object') refunded = Number((latest as { amount_refunded?: number }).amount_refunded ?? 0);
    return intentFromJson(json, 'stripe', refunded);
  };
  return {
    name: 'stripe',
    ...(publishableKey ? { publishableKey } : {}),
    async create(input) {
      const created = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            description: input.description,
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return intent(created);
    },
    async retrieve(id) {
      return intent(await call(() => stripe.paymentIntents.retrieve(id)));
    },
    async cancel(id, reason) {
      return intent(await call(() => stripe.paymentIntents.cancel(id, { cancellation_reason: reason })));
    },
    async refund(paymentIntentId, idempotencyKey) {
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey }));
      const status = refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : 'pending';
      return { id: refund.id, paymentIntentId, amount: refund.amount, status };
    },
    verifyEvent(rawBody, signatureHeader, now) {
      verifySignature(webhookSecret, rawBody, signatureHeader, now);
      return eventFromBody(rawBody, 'stripe');
    },
  };
}
