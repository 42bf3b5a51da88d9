/**
 * POST /api/payments/local/authenticate through the route handler: the 3-D Secure-style challenge of
 * the embedded processor's challenge card. Approve pays, fail leaves the payment waiting for another
 * card with the reason in plain words; only a payment waiting for the challenge changes; hostile
 * requests are refused and change nothing; 404 under Stripe.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DbModule from '@/lib/db';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits } from '@/lib/db/schema';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { repo } from '@/lib/leads/intake/test-fixture';
import { newPayment, paymentState, routePayments, testLocalPayments } from '@/lib/payments/local-route-fixture';
import { paymentMessage } from '@/lib/payments/messages';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { post } from '@/lib/trade-in/route-fixture';
import type * as PaymentsModule from '@/lib/payments';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/payments', async (original) => ({ ...(await original<typeof PaymentsModule>()), localPayments: testLocalPayments }));

setupTestDb();
const { POST } = await import('./route');
const { NOT_JSON } = await import('@/lib/payments/local-route');

const PATH = '/api/payments/local/authenticate';

beforeEach(async () => {
  routePayments.stripe = false;
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A payment confirmed with the challenge card: waiting for the bank's check. */
async function challenged() {
  const payment = await newPayment();
  const result = await (await testLocalPayments())!.confirm(payment.clientSecret, { number: '4000002760003184', expiry: { month: 12, year: 40 }, cvc: '123' });
  expect(result?.intent.status).toBe('requires_action');
  return payment;
}

describe('POST /api/payments/local/authenticate', () => {
  it('approve pays the payment: 200 { status: succeeded }; a second answer changes nothing', async () => {
    const payment = await challenged();
    const response = await post(POST, PATH, { client_secret: payment.clientSecret, outcome: 'approve' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'succeeded' });
    expect(await paymentState(payment.id)).toMatchObject({ status: 'succeeded', events: 2 });
    const again = await post(POST, PATH, { client_secret: payment.clientSecret, outcome: 'fail' });
    expect(await again.json()).toEqual({ status: 'succeeded' });
    expect((await paymentState(payment.id)).events).toBe(2);
  });

  it('fail leaves the payment waiting for another card, saying the bank could not confirm it', async () => {
    const payment = await challenged();
    const response = await post(POST, PATH, { client_secret: payment.clientSecret, outcome: 'fail' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_authentication_failure', message: paymentMessage({ code: 'payment_intent_authentication_failure' }) },
    });
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 2 });
  });

  it('a payment not waiting for the challenge is not paid by approving it', async () => {
    const payment = await newPayment();
    const response = await post(POST, PATH, { client_secret: payment.clientSecret, outcome: 'approve' });
    expect(await response.json()).toEqual({ status: 'requires_payment_method' });
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_payment_method', events: 0 });
  });

  it.each<[string, (secret: string) => unknown, Record<string, string>, number, string | RegExp]>([
    ['text/plain', (s) => ({ client_secret: s, outcome: 'approve' }), { 'content-type': 'text/plain' }, 415, NOT_JSON],
    ['a cross-site post', (s) => ({ client_secret: s, outcome: 'approve' }), { origin: 'https://evil.example' }, 403, INTAKE_MESSAGES.crossSite],
    ['a JSON post without Origin or Referer', (s) => ({ client_secret: s, outcome: 'approve' }), { origin: '' }, 403, INTAKE_MESSAGES.crossSite],
    ['a body over 2 KB', (s) => ({ client_secret: s, outcome: 'approve', pad: 'x'.repeat(3000) }), {}, 413, TRADE_IN_MESSAGES.tooLarge],
    ['invalid JSON', () => '{', {}, 400, TRADE_IN_MESSAGES.unreadable],
    ['another outcome', (s) => ({ client_secret: s, outcome: 'succeeded' }), {}, 400, /./],
    ['an outcome as true', (s) => ({ client_secret: s, outcome: true }), {}, 400, /./],
    ['an extra key', (s) => ({ client_secret: s, outcome: 'approve', status: 'succeeded' }), {}, 400, /status/],
    ['a __proto__ key', (s) => `{"__proto__":{"outcome":"approve"},"client_secret":${JSON.stringify(s)},"outcome":"approve"}`, {}, 400, /__proto__/],
    ['no outcome', (s) => ({ client_secret: s }), {}, 400, /./],
  ])('refuses %s, leaving the challenge open', async (_name, make, headers, status, message) => {
    const payment = await challenged();
    const before = await paymentState(payment.id);
    const response = await post(POST, PATH, make(payment.clientSecret), { headers });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    expect(await paymentState(payment.id)).toEqual(before);
  });

  it("answers 404 for another payment's secret, and under Stripe", async () => {
    const payment = await challenged();
    expect((await post(POST, PATH, { client_secret: `${payment.id}_secret_${'f'.repeat(32)}`, outcome: 'approve' })).status).toBe(404);
    routePayments.stripe = true;
    expect((await post(POST, PATH, { client_secret: payment.clientSecret, outcome: 'approve' })).status).toBe(404);
    expect(await paymentState(payment.id)).toMatchObject({ status: 'requires_action', events: 1 });
  });
});
