/**
 * POST /api/payments/webhook through the route handler, with the embedded processor on an in-memory
 * PGlite and the reservations' handler (lib/reservations/events.ts) replaced by a spy: a signed event
 * is handled once however often it comes, a forged, altered or stale one is refused with nothing
 * recorded, and a handler failure answers 503 and forgets the event so the processor's retry is handled.
 */
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DbModule from '@/lib/db';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { processedPaymentEvents } from '@/lib/db/schema';
import { localProcessor } from '@/lib/payments/local';
import { deliverLocalPaymentEvents } from '@/lib/payments/local-events';
import { signatureHeader } from '@/lib/payments/signature';
import type { PaymentEvent } from '@/lib/payments/types';
import type { ReservationDeps } from '@/lib/reservations/deps';

const SECRET = 'whsec_route_test_secret_0123456789abcdef';
const handled = vi.hoisted(() => ({ events: [] as PaymentEvent[], fail: 0, depsFail: false }));

vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/reservations/events', () => ({
  handlePaymentEvent: vi.fn((event: PaymentEvent) => {
    if (handled.fail > 0) {
      handled.fail--;
      return Promise.reject(new Error('the reservation could not be recorded just now'));
    }
    handled.events.push(event);
    return Promise.resolve('held');
  }),
}));
vi.mock('@/lib/reservations/app', async () => {
  const { testDb: t } = await import('@/lib/db/route-test-db');
  const { localProcessor: make } = await import('@/lib/payments/local');
  const { DatabaseError: DbError } = await import('@/lib/db/errors');
  return {
    appReservationDeps: (): Promise<Partial<ReservationDeps>> => {
      if (handled.depsFail) return Promise.reject(new DbError('The database could not be opened'));
      return Promise.resolve({ db: t.db, processor: make({ db: t.db, webhookSecret: 'whsec_route_test_secret_0123456789abcdef' }), now: () => new Date() });
    },
  };
});

setupTestDb();
const { POST } = await import('./route');

beforeEach(async () => {
  handled.events = [];
  handled.fail = 0;
  handled.depsFail = false;
  await testDb.db.delete(processedPaymentEvents);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

let n = 0;
function eventBody(type = 'payment_intent.succeeded', id = `evt_route_${++n}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: 'pi_local_route', object: 'payment_intent', amount: 20_000, currency: 'aud', status: 'succeeded', created: 1_700_000_000, metadata: { reservation_id: 'r1' } } },
  });
}

function post(body: string, signature: string | null | undefined = signatureHeader(SECRET, body), headers: Record<string, string> = {}) {
  // No Host or Origin of a dealer's site: the processor posts from outside to one address for all.
  return POST(
    new NextRequest('http://127.0.0.1:3000/api/payments/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}), ...headers },
    }),
  );
}

const recorded = async () => (await testDb.db.select({ n: count() }).from(processedPaymentEvents))[0]?.n ?? 0;

describe('POST /api/payments/webhook', () => {
  it('handles a signed event once: a replay answers 200 duplicate and changes nothing', async () => {
    const body = eventBody();
    const first = await post(body);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ received: true, duplicate: false, outcome: 'held' });
    expect(handled.events).toHaveLength(1);
    expect(handled.events[0]).toMatchObject({ id: `evt_route_${n}`, type: 'payment_intent.succeeded', paymentIntent: { id: 'pi_local_route', status: 'succeeded', amount: 20_000, metadata: { reservation_id: 'r1' } } });
    const [row] = await testDb.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.eventId, `evt_route_${n}`));
    expect(row).toMatchObject({ type: 'payment_intent.succeeded', paymentIntentId: 'pi_local_route' });

    // The same event again (Stripe re-sends with a fresh signature), twice.
    for (let i = 0; i < 2; i++) {
      const again = await post(body, signatureHeader(SECRET, body, new Date(Date.now() + 1000 * (i + 1))));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
    }
    expect(handled.events).toHaveLength(1);
    expect(await recorded()).toBe(1);
  });

  it('answers 200 to simultaneous deliveries of one event and handles it once', async () => {
    const body = eventBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(handled.events).toHaveLength(1);
  });

  const stale = (body: string) => signatureHeader(SECRET, body, new Date(Date.now() - 301_000));
  it.each<[string, (body: string) => { body: string; signature: string | null }, RegExp]>([
    ['a signature made with another secret (forged)', (b) => ({ body: b, signature: signatureHeader('whsec_an_attacker_guess_0123456789abcdef', b) }), /does not match/],
    ['an altered body', (b) => ({ body: b.replace('20000', '1'), signature: signatureHeader(SECRET, b) }), /does not match/],
    ['a stale timestamp (over 5 minutes)', (b) => ({ body: b, signature: stale(b) }), /too old/],
    ['a timestamp from the future', (b) => ({ body: b, signature: signatureHeader(SECRET, b, new Date(Date.now() + 301_000)) }), /too old/],
    ['no signature header', (b) => ({ body: b, signature: null }), /No signature/],
    ['a malformed header', (b) => ({ body: b, signature: 't=abc,v1=xyz' }), /malformed/],
    ['a v0-only header', (b) => ({ body: b, signature: signatureHeader(SECRET, b).replace('v1=', 'v0=') }), /malformed/],
    ['a signed body that is not JSON', () => ({ body: '{not json', signature: signatureHeader(SECRET, '{not json') }), /not JSON/],
    ['a signed JSON that is not an event', () => ({ body: '{"__proto__":{"x":1}}', signature: signatureHeader(SECRET, '{"__proto__":{"x":1}}') }), /not a payment event/],
    [
      'a signed event without a payment intent',
      () => {
        const body = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1', object: 'customer' } } });
        return { body, signature: signatureHeader(SECRET, body) };
      },
      /no payment intent/,
    ],
  ])('refuses %s with 400, recording and handling nothing', async (_name, make, message) => {
    const { body, signature } = make(eventBody());
    const response = await post(body, signature);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(handled.events).toHaveLength(0);
    expect(await recorded()).toBe(0);
  });

  it('refuses a body over 64 KB with 413 before verifying it', async () => {
    const body = eventBody().replace('"r1"', `"${'x'.repeat(70_000)}"`);
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(await recorded()).toBe(0);
  });

  it('a handler failure answers 503 and forgets the event, so the retry is handled', async () => {
    const body = eventBody();
    handled.fail = 1;
    const failed = await post(body);
    expect(failed.status).toBe(503);
    expect(JSON.stringify(await failed.json())).not.toMatch(/could not be recorded just now/);
    expect(await recorded()).toBe(0);
    const retried = await post(body);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ duplicate: false });
    expect(handled.events).toHaveLength(1);
  });

  it('answers 503 when the database is down, so the processor retries', async () => {
    handled.depsFail = true;
    expect((await post(eventBody())).status).toBe(503);
    expect(await recorded()).toBe(0);
  });

  it("takes the embedded processor's own deliveries: signed, handled once, retried until 2xx", async () => {
    const local = localProcessor({ db: testDb.db, webhookSecret: SECRET });
    const intent = await local.create({ amount: 20_000, currency: 'aud', description: 'Deposit', metadata: { reservation_id: 'r2' }, idempotencyKey: `route:${++n}`, webhookUrl: 'http://127.0.0.1:3000/api/payments/webhook' });
    await local.confirm(intent.clientSecret, { number: '4242424242424242', expiry: { month: 12, year: 40 }, cvc: '123' });
    const statuses: number[] = [];
    const send = (async (url: string | URL | Request, init?: RequestInit) => {
      const answer = await POST(new NextRequest(url instanceof Request ? url.url : url, { method: 'POST', body: init?.body as string, headers: init?.headers as Record<string, string> }));
      statuses.push(answer.status);
      return answer;
    }) as typeof fetch;
    handled.fail = 1;
    const later = () => new Date(Date.now() + 60_000);
    expect(await deliverLocalPaymentEvents({ db: testDb.db, secret: SECRET, fetch: send })).toEqual({ delivered: 0, failed: 1 });
    expect(await deliverLocalPaymentEvents({ db: testDb.db, secret: SECRET, fetch: send, now: later })).toEqual({ delivered: 1, failed: 0 });
    expect(statuses).toEqual([503, 200]);
    expect(handled.events.map((e) => [e.type, e.paymentIntent.id, e.paymentIntent.status])).toEqual([['payment_intent.succeeded', intent.id, 'succeeded']]);
  });
});
