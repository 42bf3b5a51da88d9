/**
 * For the local processor's route tests (not app code): the embedded processor on the route tests'
 * PGlite, and a switch that makes the app look configured for Stripe (the card routes then answer 404).
 */
import { count, eq } from 'drizzle-orm';
import { testDb } from '@/lib/db/route-test-db';
import { localPaymentEvents, localPaymentIntents } from '@/lib/db/schema';
import { localProcessor, type LocalProcessor } from './local';

export const ROUTE_WEBHOOK_SECRET = 'whsec_local_route_test_0123456789abcdef';

export const routePayments = { stripe: false, processor: undefined as LocalProcessor | undefined };

/** What '@/lib/payments' answers in the route tests: the local processor, or none under "Stripe". */
export function testLocalPayments(): Promise<LocalProcessor | undefined> {
  if (routePayments.stripe) return Promise.resolve(undefined);
  routePayments.processor ??= localProcessor({ db: testDb.db, webhookSecret: ROUTE_WEBHOOK_SECRET });
  return Promise.resolve(routePayments.processor);
}

let n = 0;

/** A deposit waiting for a card, with a webhook address so its changes queue events. */
export async function newPayment() {
  const local = (await testLocalPayments())!;
  return local.create({ amount: 20_000, currency: 'aud', description: 'Deposit', metadata: { reservation_id: `route-${++n}` }, idempotencyKey: `local-route:${Date.now()}:${++n}`, webhookUrl: 'http://127.0.0.1:3000/api/payments/webhook' });
}

/** The payment's state and how many events it has queued: what a refused request must leave alone. */
export async function paymentState(id: string) {
  const [row] = await testDb.db.select({ status: localPaymentIntents.status, error: localPaymentIntents.lastPaymentError }).from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
  const [events] = await testDb.db.select({ n: count() }).from(localPaymentEvents).where(eq(localPaymentEvents.paymentIntentId, id));
  return { status: row?.status, error: row?.error ?? null, events: events?.n ?? 0 };
}

export const VALID_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name_on_card: 'Sam Buyer' };
