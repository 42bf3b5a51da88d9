/**
 * The embedded processor's own behaviour, beyond the contract every engine passes (contract.test.ts):
 * the test cards and the 3-D Secure-style challenge, an event written with every state change (and
 * only then), and the webhook delivery — Stripe-signed, retried with backoff after a failing endpoint,
 * at least once, and possibly out of order.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPaymentEvents } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/db/test-databases';
import { localProcessor, type LocalCard, type LocalProcessor } from './local';
import { deliverLocalPaymentEvents } from './local-events';
import { paymentMessage } from './messages';
import { SIGNATURE_HEADER, type PaymentIntent } from './types';

const SECRET = 'whsec_local_test_secret_0123456789abcdef';
const WEBHOOK = 'http://127.0.0.1:9/api/payments/webhook';
const card = (number: string, expiry = { month: 12, year: 40 }): LocalCard => ({ number, expiry, cvc: '123' });

describeEachDatabase('the embedded payment processor', (handle) => {
  let clock: Date;
  let local: LocalProcessor;
  beforeAll(() => {
    clock = new Date('2026-06-01T00:00:00Z');
    // Each change a millisecond after the last, so events sort in the order they were written.
    local = localProcessor({ db: handle.db, webhookSecret: SECRET, now: () => (clock = new Date(clock.getTime() + 1)) });
  });

  const create = (webhookUrl: string | null = WEBHOOK) =>
    local.create({ amount: 20_000, currency: 'AUD', description: 'Deposit', metadata: { reservation_id: randomUUID() }, idempotencyKey: randomUUID(), ...(webhookUrl ? { webhookUrl } : {}) });
  const eventsOf = async (intent: PaymentIntent) =>
    (await handle.db.select().from(localPaymentEvents).where(eq(localPaymentEvents.paymentIntentId, intent.id))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const types = async (intent: PaymentIntent) => (await eventsOf(intent)).map((e) => e.type);

  describe('test cards', () => {
    it.each([
      ['4000 0000 0000 0002', 'card_declined', 'generic_decline'],
      ['4000000000009995', 'card_declined', 'insufficient_funds'],
      ['4000 0000 0000 0069', 'expired_card', undefined],
      ['4000 0000 0000 0127', 'incorrect_cvc', undefined],
      ['4242 4242 4242 4241', 'incorrect_number', undefined],
      ['5555 5555 5555 4444', 'card_declined', 'generic_decline'],
    ])('%s is declined (%s %s): the payment waits for another card, and says why in plain words', async (number, code, declineCode) => {
      const intent = await create();
      const result = await local.confirm(intent.clientSecret, card(number));
      expect(result?.intent.status).toBe('requires_payment_method');
      expect(result?.error).toEqual({ code, ...(declineCode ? { declineCode } : {}), message: paymentMessage({ code, ...(declineCode ? { declineCode } : {}) }) });
      expect(result?.error?.message).not.toMatch(/undefined|null/);
      expect((await local.retrieve(intent.id)).lastPaymentError?.code).toBe(code);
      expect(await types(intent)).toEqual(['payment_intent.payment_failed']);
      // Another card may be tried, and pays.
      const again = await local.confirm(intent.clientSecret, card('4242424242424242'));
      expect(again?.intent).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
      expect(again?.intent.lastPaymentError).toBeUndefined();
      expect(await types(intent)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
    });

    it('a past expiry date is an expired card, whatever the number; the expiry month itself is still valid', async () => {
      const expired = await create();
      expect((await local.confirm(expired.clientSecret, card('4242424242424242', { month: 5, year: 26 })))?.error?.code).toBe('expired_card');
      const thisMonth = await create();
      expect((await local.confirm(thisMonth.clientSecret, card('4242424242424242', { month: 6, year: 26 })))?.intent.status).toBe('succeeded');
    });

    it('the challenge card asks for the bank: approve pays it', async () => {
      const intent = await create();
      const asked = await local.confirm(intent.clientSecret, card('4000 0027 6000 3184'));
      expect(asked?.intent.status).toBe('requires_action');
      expect(asked?.error).toBeUndefined();
      // A second card while the challenge is open changes nothing (a double click).
      expect((await local.confirm(intent.clientSecret, card('4242424242424242')))?.intent.status).toBe('requires_action');
      const approved = await local.authenticate(intent.clientSecret, 'approve');
      expect(approved?.intent.status).toBe('succeeded');
      expect(await types(intent)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);
    });

    it('the challenge card, failed: the payment waits for another card with an authentication error', async () => {
      const intent = await create();
      await local.confirm(intent.clientSecret, card('4000002760003184'));
      const failed = await local.authenticate(intent.clientSecret, 'fail');
      expect(failed?.intent.status).toBe('requires_payment_method');
      expect(failed?.error?.code).toBe('payment_intent_authentication_failure');
      expect(failed?.error?.message).toMatch(/bank could not confirm/);
      expect(await types(intent)).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
      // Authenticating when no challenge is open changes nothing.
      expect((await local.authenticate(intent.clientSecret, 'approve'))?.intent.status).toBe('requires_payment_method');
      expect(await types(intent)).toHaveLength(2);
    });

    it('a paid or canceled payment cannot be confirmed again, and an unknown client secret finds nothing', async () => {
      const paid = await create();
      await local.confirm(paid.clientSecret, card('4242424242424242'));
      expect((await local.confirm(paid.clientSecret, card('4000000000000002')))?.intent.status).toBe('succeeded');
      const canceled = await create();
      await local.cancel(canceled.id, 'abandoned');
      expect((await local.confirm(canceled.clientSecret, card('4242424242424242')))?.intent.status).toBe('canceled');
      expect(await types(paid)).toEqual(['payment_intent.succeeded']);
      expect(await types(canceled)).toEqual(['payment_intent.canceled']);
      expect(await local.confirm(`${paid.id}_secret_not-the-one`, card('4242424242424242'))).toBeUndefined();
    });

    it('refuses amounts under 50 cents and an idempotency key reused for another amount', async () => {
      await expect(local.create({ amount: 49, currency: 'aud', description: 'x', metadata: {}, idempotencyKey: randomUUID() })).rejects.toMatchObject({ name: 'PaymentProcessorError', retryable: false });
      const key = randomUUID();
      await local.create({ amount: 20_000, currency: 'aud', description: 'x', metadata: {}, idempotencyKey: key });
      await expect(local.create({ amount: 30_000, currency: 'aud', description: 'x', metadata: {}, idempotencyKey: key })).rejects.toThrow(/different parameters/);
    });
  });

  describe('events', () => {
    it("are Stripe's shape, one per announced change: a repeated cancel or refund announces nothing more", async () => {
      const canceled = await create();
      await local.cancel(canceled.id, 'abandoned');
      await local.cancel(canceled.id, 'abandoned');
      expect(await types(canceled)).toEqual(['payment_intent.canceled']);

      const paid = await create();
      await local.confirm(paid.clientSecret, card('4242424242424242'));
      await local.refund(paid.id, 'refund:1');
      await local.refund(paid.id, 'refund:2');
      const events = await eventsOf(paid);
      expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'charge.refunded']);
      const succeeded = events.find((e) => e.type === 'payment_intent.succeeded')!;
      expect(succeeded).toMatchObject({ status: 'pending', attempts: 0, webhookUrl: WEBHOOK });
      expect(succeeded.body).toMatchObject({
        id: succeeded.id,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(succeeded.createdAt.getTime() / 1000),
        livemode: false,
        data: { object: { id: paid.id, object: 'payment_intent', status: 'succeeded', amount: 20_000, currency: 'aud', metadata: paid.metadata } },
      });
      expect(succeeded.id).toMatch(/^evt_local_/);
      const refunded = events.find((e) => e.type === 'charge.refunded')!;
      expect(refunded.body).toMatchObject({ data: { object: { object: 'charge', payment_intent: paid.id, amount: 20_000, amount_refunded: 20_000 } } });
    });

    it('a payment made without a webhook address announces nothing', async () => {
      const intent = await create(null);
      await local.confirm(intent.clientSecret, card('4242424242424242'));
      expect(await types(intent)).toEqual([]);
    });
  });

  describe('webhook delivery', () => {
    interface Received {
      url: string;
      body: string;
      signature: string | null;
      contentType: string | null;
    }
    /** An endpoint that answers from a script (a status or a thrown network error), recording each request. */
    function endpoint(answers: (number | 'network')[], received: Received[]) {
      return ((url: string | URL | Request, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        received.push({ url: url instanceof Request ? url.url : url.toString(), body: init?.body as string, signature: headers.get(SIGNATURE_HEADER), contentType: headers.get('content-type') });
        const answer = answers.shift() ?? 200;
        if (answer === 'network') return Promise.reject(new TypeError('fetch failed'));
        return Promise.resolve(new Response('{}', { status: answer }));
      }) as typeof fetch;
    }
    const deliver = (send: typeof fetch) => deliverLocalPaymentEvents({ db: handle.db, secret: SECRET, now: () => clock, fetch: send });
    const tick = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    /** Clears earlier tests' events out of the way: only this test's are due. */
    const settle = () => handle.db.update(localPaymentEvents).set({ status: 'delivered' }).where(eq(localPaymentEvents.status, 'pending'));

    it('posts each event signed as Stripe signs it; a failing endpoint gets it again after a backoff, until it answers 2xx', async () => {
      await settle();
      const intent = await create();
      await local.confirm(intent.clientSecret, card('4242424242424242'));
      const received: Received[] = [];
      const send = endpoint([500, 'network', 200], received);

      expect(await deliver(send)).toEqual({ delivered: 0, failed: 1 });
      let [row] = await eventsOf(intent);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 500' });
      expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + 5_000);
      // Not due yet: nothing is sent.
      expect(await deliver(send)).toEqual({ delivered: 0, failed: 0 });
      tick(5_000);
      expect(await deliver(send)).toEqual({ delivered: 0, failed: 1 });
      [row] = await eventsOf(intent);
      expect(row).toMatchObject({ attempts: 2, lastError: 'fetch failed' });
      expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + 10_000);
      tick(10_000);
      expect(await deliver(send)).toEqual({ delivered: 1, failed: 0 });
      [row] = await eventsOf(intent);
      expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastError: null, deliveredAt: clock });
      expect(await deliver(send)).toEqual({ delivered: 0, failed: 0 });

      expect(received).toHaveLength(3);
      for (const request of received) {
        expect(request).toMatchObject({ url: WEBHOOK, contentType: 'application/json' });
        // The app's webhook route verifies it with the same processor.
        const event = local.verifyEvent(request.body, request.signature, clock);
        expect(event).toMatchObject({ id: row!.id, type: 'payment_intent.succeeded', paymentIntent: { id: intent.id, status: 'succeeded', amount: 20_000 } });
      }
      // Signed with this processor's secret, not any other.
      const other = localProcessor({ db: handle.db, webhookSecret: 'whsec_another_secret_entirely_0123456789' });
      expect(() => other.verifyEvent(received[0]!.body, received[0]!.signature, clock)).toThrow(/does not match/);
    });

    it('may deliver out of order: a later event overtakes one being retried', async () => {
      await settle();
      const intent = await create();
      await local.confirm(intent.clientSecret, card('4242424242424242'));
      tick(1_000);
      await local.refund(intent.id, 'refund:order');
      const received: Received[] = [];
      expect(await deliver(endpoint([503, 200], received))).toEqual({ delivered: 1, failed: 1 });
      tick(5_000);
      expect(await deliver(endpoint([200], received))).toEqual({ delivered: 1, failed: 0 });
      expect(received.map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual(['payment_intent.succeeded', 'charge.refunded', 'payment_intent.succeeded']);
      expect((await eventsOf(intent)).every((e) => e.status === 'delivered')).toBe(true);
    });

    it('gives an event up after a day of failures', async () => {
      await settle();
      const intent = await create();
      await local.cancel(intent.id, 'abandoned');
      tick(24 * 60 * 60 * 1000 + 1);
      await deliver(endpoint([500], []));
      const [row] = await eventsOf(intent);
      expect(row).toMatchObject({ status: 'dead', attempts: 1 });
      tick(60 * 60 * 1000);
      expect(await deliver(endpoint([], []))).toEqual({ delivered: 0, failed: 0 });
    });
  });
});
