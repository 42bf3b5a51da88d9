/**
 * POST /api/payments/local/confirm through the route handler: the embedded processor on an in-memory
 * PGlite. The test cards answer their states with plain-words errors; every hostile request is refused
 * with its status and leaves the payment as it was (no state change, no event); 404 under Stripe.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DbModule from '@/lib/db';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits } from '@/lib/db/schema';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { repo } from '@/lib/leads/intake/test-fixture';
import { newPayment, paymentState, routePayments, testLocalPayments, VALID_CARD } from '@/lib/payments/local-route-fixture';
import { PAYMENT_CANCELED_MESSAGE, paymentMessage } from '@/lib/payments/messages';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { post } from '@/lib/trade-in/route-fixture';
import type * as PaymentsModule from '@/lib/payments';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/payments', async (original) => ({ ...(await original<typeof PaymentsModule>()), localPayments: testLocalPayments }));

setupTestDb();
const { POST } = await import('./route');
const { NOT_JSON } = await import('@/lib/payments/local-route');

const PATH = '/api/payments/local/confirm';

beforeEach(async () => {
  routePayments.stripe = false;
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function confirm(card: Record<string, unknown>, headers: Record<string, string> = {}) {
  const payment = await newPayment();
  const response = await post(POST, PATH, { client_secret: payment.clientSecret, ...card }, { headers });
  return { payment, response, answer: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/payments/local/confirm', () => {
  it('the success card pays: 200 { status: succeeded }, never cached, and the webhook event is queued', async () => {
    const { payment, response, answer } = await confirm(VALID_CARD);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(answer).toEqual({ status: 'succeeded' });
    expect(await paymentState(payment.id)).toEqual({ status: 'succeeded', error: null, events: 1 });
    // A second submit (a double click) changes nothing.
    const again = await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD, card_number: '4000000000000002' });
    expect(await again.json()).toEqual({ status: 'succeeded' });
    expect((await paymentState(payment.id)).events).toBe(1);
  });

  it.each<[string, { code: string; decline_code?: string }]>([
    ['4000 0000 0000 0002', { code: 'card_declined', decline_code: 'generic_decline' }],
    ['4000-0000-0000-9995', { code: 'card_declined', decline_code: 'insufficient_funds' }],
    ['4000000000000069', { code: 'expired_card' }],
    ['4000 0000 0000 0127', { code: 'incorrect_cvc' }],
  ])('%s is declined: 200, waiting for another card, with the reason in plain words', async (number, error) => {
    const { payment, response, answer } = await confirm({ ...VALID_CARD, card_number: number });
    expect(response.status).toBe(200);
    expect(answer).toEqual({ status: 'requires_payment_method', error: { ...error, message: paymentMessage({ code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}) }) } });
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 1 });
  });

  it('a past expiry date is an expired card', async () => {
    const { answer } = await confirm({ ...VALID_CARD, expiry: '01 / 20' });
    expect(answer).toEqual({ status: 'requires_payment_method', error: { code: 'expired_card', message: paymentMessage({ code: 'expired_card' }) } });
    expect(paymentMessage({ code: 'expired_card' })).toMatch(/expired/);
  });

  it('the challenge card answers requires_action with the local challenge', async () => {
    const { payment, answer } = await confirm({ ...VALID_CARD, card_number: '4000 0027 6000 3184' });
    expect(answer).toEqual({ status: 'requires_action', next_action: { type: 'local_challenge' } });
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_action', events: 1 });
  });

  it('a canceled payment cannot be paid: it says so, and nothing is charged', async () => {
    const payment = await newPayment();
    await (await testLocalPayments())!.cancel(payment.id, 'abandoned');
    const response = await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'canceled', error: { code: 'payment_intent_unexpected_state', message: PAYMENT_CANCELED_MESSAGE } });
    expect(await paymentState(payment.id)).toMatchObject({ status: 'canceled', events: 1 });
  });

  const bodyOf = (secret: string, extra: Record<string, unknown> = {}) => ({ client_secret: secret, ...VALID_CARD, ...extra });
  it.each<[string, (secret: string) => unknown, Record<string, string>, number, string | RegExp]>([
    ['text/plain', (s) => bodyOf(s), { 'content-type': 'text/plain' }, 415, NOT_JSON],
    ['a form post', () => 'client_secret=x', { 'content-type': 'application/x-www-form-urlencoded' }, 415, NOT_JSON],
    ['a cross-site post', (s) => bodyOf(s), { origin: 'https://evil.example' }, 403, INTAKE_MESSAGES.crossSite],
    ["another dealer's site as Origin", (s) => bodyOf(s), { origin: 'http://southern-cross-motors.localhost:3000' }, 403, INTAKE_MESSAGES.crossSite],
    ['a JSON post without Origin or Referer', (s) => bodyOf(s), { origin: '' }, 403, INTAKE_MESSAGES.crossSite],
    ['a body over 2 KB', (s) => bodyOf(s, { name_on_card: 'x'.repeat(3000) }), {}, 413, TRADE_IN_MESSAGES.tooLarge],
    ['invalid JSON', () => '{"client_secret":', {}, 400, TRADE_IN_MESSAGES.unreadable],
    ['JSON null', () => 'null', {}, 400, /./],
    ['an array', (s) => [bodyOf(s)], {}, 400, /./],
    ['an extra key', (s) => bodyOf(s, { amount: 1 }), {}, 400, /amount/],
    ['a __proto__ key', (s) => `{"__proto__":{"status":"succeeded"},${JSON.stringify(bodyOf(s)).slice(1)}`, {}, 400, /__proto__/],
    ['a constructor key', (s) => bodyOf(s, { constructor: { prototype: { x: 1 } } }), {}, 400, /constructor/],
    ['letters in the card number', (s) => bodyOf(s, { card_number: '4242 4242 abcd 4242' }), {}, 400, 'Enter the card number.'],
    ['a card number that is too short', (s) => bodyOf(s, { card_number: '4242' }), {}, 400, 'Enter the card number.'],
    ['a card number as a number', (s) => bodyOf(s, { card_number: 4242424242424242 }), {}, 400, /./],
    ['month 13', (s) => bodyOf(s, { expiry: '13/30' }), {}, 400, 'Enter the expiry as MM/YY.'],
    ['a four-digit year', (s) => bodyOf(s, { expiry: '12/2030' }), {}, 400, 'Enter the expiry as MM/YY.'],
    ['a two-digit security code', (s) => bodyOf(s, { cvc: '12' }), {}, 400, 'Enter the 3 or 4 digit security code.'],
    ['no client secret', () => ({ ...VALID_CARD }), {}, 400, /./],
    ['a client secret too short', () => bodyOf('pi_1'), {}, 400, /./],
    ['a client secret over 200 characters', (s) => bodyOf(`${s}${'x'.repeat(200)}`), {}, 400, /./],
  ])('refuses %s, leaving the payment as it was', async (_name, make, headers, status, message) => {
    const payment = await newPayment();
    const before = await paymentState(payment.id);
    const response = await post(POST, PATH, make(payment.clientSecret), { headers });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const json = (await response.json()) as { error: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    expect(await paymentState(payment.id)).toEqual(before);
  });

  it("answers 404 for a client secret that is not the payment's, or names none", async () => {
    const payment = await newPayment();
    for (const secret of [`${payment.id}_secret_${'0'.repeat(32)}`, `pi_local_unknown_secret_${'0'.repeat(32)}`, 'no-secret-here-at-all']) {
      const response = await post(POST, PATH, { client_secret: secret, ...VALID_CARD });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe('We could not find that payment. Please start again.');
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 0 });
  });

  it('answers 404 on an unknown site, and when Stripe is the processor (card data then goes to Stripe only)', async () => {
    const payment = await newPayment();
    expect((await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD }, { site: 'no-such-dealer' })).status).toBe(404);
    routePayments.stripe = true;
    const response = await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD });
    expect(response.status).toBe(404);
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 0 });
  });

  it('limits one address to 30 attempts per 10 minutes', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const payment = await newPayment();
    const declined = { client_secret: payment.clientSecret, ...VALID_CARD, card_number: '4000000000000002' };
    for (let i = 0; i < 30; i++) expect((await post(POST, PATH, declined, { headers: address })).status).toBe(200);
    const refused = await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD }, { headers: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 30 });
    // Another address is not limited.
    expect((await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD })).status).toBe(200);
  });

  it('answers 503 when the database is down', async () => {
    const payment = await newPayment();
    testDb.fails = true;
    expect((await post(POST, PATH, { client_secret: payment.clientSecret, ...VALID_CARD })).status).toBe(503);
    testDb.fails = false;
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 0 });
  });
});
