/**
 * The payments contract (types.ts), one suite for every engine: the embedded processor (on PGlite
 * always, PostgreSQL with DATABASE_URL), the Stripe adapter against a local server speaking Stripe's
 * API, and the Stripe adapter against Stripe's own test mode whenever STRIPE_SECRET_KEY is set.
 * Create (idempotent by key), pay, retrieve, refund once however often asked, cancel an unpaid
 * payment, and webhook events verified by signature (forged, altered and stale ones refused).
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/lib/db/test-databases';
import { localProcessor, type LocalProcessor } from './local';
import { signatureHeader } from './signature';
import { STRIPE_API_VERSION, stripeProcessor } from './stripe';
import { startStripeServer } from './test-stripe-server';
import { PaymentSignatureError, type PaymentIntent, type PaymentProcessor } from './types';

interface Engine {
  processor: PaymentProcessor;
  webhookSecret: string;
  /** Pays the intent as the browser would (the local card form; Stripe's test card pm_card_visa). */
  pay: (intent: PaymentIntent) => Promise<void>;
  /** Tries a declined test card (4000 0000 0000 0002 / …9995; Stripe's pm_card_chargeDeclined…). */
  decline: (intent: PaymentIntent, reason: 'generic_decline' | 'insufficient_funds') => Promise<void>;
}

function contract(engine: () => Engine) {
  const create = (key = randomUUID()) =>
    engine().processor.create({ amount: 20_000, currency: 'aud', description: 'Contract test deposit', metadata: { reservation_id: key, site: 'contract' }, idempotencyKey: `contract:${key}` });

  it('creates a payment waiting for a card; the same key gives the same payment', async () => {
    const key = randomUUID();
    const first = await create(key);
    expect(first).toMatchObject({ amount: 20_000, currency: 'aud', status: 'requires_payment_method', amountRefunded: 0 });
    expect(first.metadata).toMatchObject({ reservation_id: key, site: 'contract' });
    expect(first.clientSecret).not.toBe('');
    expect((await create(key)).id).toBe(first.id);
    expect((await create()).id).not.toBe(first.id);
  });

  it('paid, then refunded in full exactly once however often the refund is asked', async () => {
    const intent = await create();
    await engine().pay(intent);
    expect((await engine().processor.retrieve(intent.id)).status).toBe('succeeded');
    const refund = await engine().processor.refund(intent.id, `refund:${intent.id}`);
    expect(refund).toMatchObject({ paymentIntentId: intent.id, amount: 20_000, status: 'succeeded' });
    const again = await engine().processor.refund(intent.id, `refund:${intent.id}`);
    expect(again.amount).toBe(20_000);
    expect((await engine().processor.retrieve(intent.id)).amountRefunded).toBe(20_000);
  });

  it('cancels an unpaid payment; a paid one must be refunded instead', async () => {
    const unpaid = await create();
    expect((await engine().processor.cancel(unpaid.id, 'abandoned')).status).toBe('canceled');
    const paid = await create();
    await engine().pay(paid);
    await expect(engine().processor.cancel(paid.id, 'abandoned')).rejects.toThrow();
  });

  it.each(['generic_decline', 'insufficient_funds'] as const)('a %s leaves the payment waiting for another card, with the decline code and plain words', async (reason) => {
    const intent = await create();
    await engine().decline(intent, reason);
    const after = await engine().processor.retrieve(intent.id);
    expect(after).toMatchObject({ id: intent.id, status: 'requires_payment_method', amountRefunded: 0, lastPaymentError: { code: 'card_declined', declineCode: reason } });
    expect(after.lastPaymentError?.message).toMatch(reason === 'insufficient_funds' ? /insufficient funds/ : /declined/);
    // Another card pays the same payment.
    await engine().pay(intent);
    expect((await engine().processor.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('refuses to refund a payment that was never paid, and to find one that does not exist', async () => {
    const intent = await create();
    await expect(engine().processor.refund(intent.id, `refund:${intent.id}`)).rejects.toMatchObject({ name: 'PaymentProcessorError', retryable: false });
    expect((await engine().processor.retrieve(intent.id)).amountRefunded).toBe(0);
    await expect(engine().processor.retrieve('pi_does_not_exist_0000')).rejects.toMatchObject({ name: 'PaymentProcessorError', retryable: false });
  });

  it('verifies webhook events by signature and refuses forged, altered and stale ones', async () => {
    const intent = await create();
    const body = JSON.stringify({ id: 'evt_contract', object: 'event', type: 'payment_intent.succeeded', created: 1_700_000_000, data: { object: { id: intent.id, object: 'payment_intent', amount: 20_000, currency: 'aud', status: 'succeeded', created: 1_700_000_000, metadata: intent.metadata } } });
    const now = new Date();
    const event = engine().processor.verifyEvent(body, signatureHeader(engine().webhookSecret, body, now), now);
    expect(event).toMatchObject({ id: 'evt_contract', type: 'payment_intent.succeeded', paymentIntent: { id: intent.id, status: 'succeeded', amount: 20_000 } });
    expect(() => engine().processor.verifyEvent(body, signatureHeader('whsec_someone_else_entirely', body, now), now)).toThrow(PaymentSignatureError);
    expect(() => engine().processor.verifyEvent(body.replace('20000', '1'), signatureHeader(engine().webhookSecret, body, now), now)).toThrow(PaymentSignatureError);
    expect(() => engine().processor.verifyEvent(body, signatureHeader(engine().webhookSecret, body, new Date(now.getTime() - 301_000)), now)).toThrow(/too old/);
    expect(() => engine().processor.verifyEvent(body, null, now)).toThrow(PaymentSignatureError);
  });
}

const WEBHOOK_SECRET = 'whsec_contract_test_secret_0123456789abcdef';

describeEachDatabase('payments contract: embedded processor', (handle) => {
  let local: LocalProcessor;
  beforeAll(() => {
    local = localProcessor({ db: handle.db, webhookSecret: WEBHOOK_SECRET });
  });
  contract(() => ({
    processor: local,
    webhookSecret: WEBHOOK_SECRET,
    pay: async (intent) => {
      const result = await local.confirm(intent.clientSecret, { number: '4242424242424242', expiry: { month: 12, year: 40 }, cvc: '123' });
      expect(result?.intent.status).toBe('succeeded');
    },
    decline: async (intent, reason) => {
      const number = reason === 'insufficient_funds' ? '4000000000009995' : '4000000000000002';
      const result = await local.confirm(intent.clientSecret, { number, expiry: { month: 12, year: 40 }, cvc: '123' });
      expect(result?.error?.declineCode).toBe(reason);
    },
  }));
});

function stripeEngine(secretKey: string, apiUrl?: string): Engine {
  const processor = stripeProcessor({ secretKey, webhookSecret: WEBHOOK_SECRET, ...(apiUrl ? { apiUrl } : {}) });
  const url = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, ...(url ? { host: url.hostname, port: url.port, protocol: 'http' as const } : {}) });
  return {
    processor,
    webhookSecret: WEBHOOK_SECRET,
    pay: async (intent) => {
      await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa', return_url: 'https://example.com/return' });
    },
    decline: async (intent, reason) => {
      const payment_method = reason === 'insufficient_funds' ? 'pm_card_chargeDeclinedInsufficientFunds' : 'pm_card_chargeDeclined';
      // Stripe answers a decline with a 402 card error; the intent keeps the reason.
      await expect(stripe.paymentIntents.confirm(intent.id, { payment_method, return_url: 'https://example.com/return' })).rejects.toMatchObject({ type: 'StripeCardError', decline_code: reason });
    },
  };
}

describe('payments contract: Stripe adapter against a local Stripe-shaped server', () => {
  const key = 'sk_test_contract_local_server';
  let server: Awaited<ReturnType<typeof startStripeServer>>;
  let engine: Engine;
  beforeAll(async () => {
    server = await startStripeServer(key);
    engine = stripeEngine(key, server.url);
  });
  afterAll(() => server?.close());
  contract(() => engine);

  it('sends an idempotency key with every create and refund', () => {
    const writes = server.requests.filter((r) => r.method === 'POST' && /\/v1\/(payment_intents|refunds)$/.test(r.path));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((r) => r.idempotencyKey)).toBe(true);
  });

  it('a wrong key is a processor error, not a crash', async () => {
    const wrong = stripeProcessor({ secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, apiUrl: server.url });
    await expect(wrong.retrieve('pi_x')).rejects.toMatchObject({ name: 'PaymentProcessorError', retryable: false });
  });
});

const STRIPE_KEY = process.env.STRIPE_SECRET_KEY;
describe.skipIf(!STRIPE_KEY?.startsWith('sk_test_'))('payments contract: Stripe test mode (STRIPE_SECRET_KEY)', () => {
  contract(() => stripeEngine(STRIPE_KEY!));
});
if (!STRIPE_KEY) console.log('[payments contract] Stripe test mode skipped: STRIPE_SECRET_KEY is not set.');
