/**
 * The app's payment processor: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET), the
 * embedded local processor otherwise. One per process.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/env';
import { authSecret } from '@/lib/auth/secret';
import { db } from '@/lib/db';
import { localProcessor, type LocalProcessor } from './local';
import { stripeProcessor } from './stripe';
import type { PaymentProcessor } from './types';

/** The local processor's webhook signing secret: set, or derived from the sign-in secret under its own purpose. */
export function localWebhookSecret(): string {
  return env.PAYMENTS_LOCAL_WEBHOOK_SECRET ?? createHmac('sha256', authSecret()).update('forecourt:local-payments-webhook:v1').digest('base64url');
}

const globalForPayments = globalThis as unknown as { forecourtPayments?: Promise<PaymentProcessor> };

async function create(): Promise<PaymentProcessor> {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe webhooks could not be verified.');
    return stripeProcessor({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
      ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
    });
  }
  return localProcessor({ db: await db(), webhookSecret: localWebhookSecret() });
}

export function paymentProcessor(): Promise<PaymentProcessor> {
  globalForPayments.forecourtPayments ??= create().catch((error: unknown) => {
    globalForPayments.forecourtPayments = undefined;
    throw error;
  });
  return globalForPayments.forecourtPayments;
}

/** The local processor, or undefined when Stripe is configured (the local card routes then answer 404). */
export async function localPayments(): Promise<LocalProcessor | undefined> {
  const processor = await paymentProcessor();
  return processor.name === 'local' ? (processor as LocalProcessor) : undefined;
}

/**
 * Where the local processor posts its events: this server's own webhook endpoint on the loopback
 * address (the processor runs inside the app, so never through the public host or a proxy).
 */
export function localWebhookUrl(): string {
  return `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/payments/webhook`;
}

export { paymentMessage } from './messages';
export * from './types';
