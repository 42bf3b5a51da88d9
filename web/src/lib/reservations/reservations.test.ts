/**
 * Reserve against real databases (PGlite always, PostgreSQL with DATABASE_URL) and the embedded
 * payment processor, its webhook events delivered to the app's own webhook logic the way the worker
 * delivers them: paid → held once with the dealer's lead and the shopper's receipt; ten buyers at
 * once → one reservation, nine payments canceled before anyone could pay; declines; replayed,
 * reordered and forged events; a lost webhook completed by reconciliation; cancel and lapse refund.
 */
import { randomUUID } from 'node:crypto';
import { PURCHASE_MESSAGES, RESERVE_MESSAGES, type ReserveRequest } from '@forecourt/schemas/checkout';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Site } from '@/lib/content/models';
import { leadDeliveries } from '@/lib/db/leads';
import { saveDraft } from '@/lib/db/purchase-deals';
import { upsertUser } from '@/lib/db/users';
import { localPaymentEvents, localPaymentIntents, leads, reservations, type ReservationRow } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/db/test-databases';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { A, repo, stock, testEngine } from '@/lib/leads/intake/test-fixture';
import { localProcessor, type LocalProcessor } from '@/lib/payments/local';
import { deliverLocalPaymentEvents } from '@/lib/payments/local-events';
import { signatureHeader } from '@/lib/payments/signature';
import type { ReservationDeps } from './deps';
import { endHold } from './end';
import { lapseExpired, reconcilePending } from './maintenance';
import { SOLD_IN_FEED_SUBCATEGORY, flagHeldCarsSoldInFeed } from './sold-in-feed';
import { startReserve } from './start';
import { receivePaymentWebhook } from './webhook';

const SECRET = 'reservation-test-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'local-webhook-test-secret-0123456789abcdef';
const T0 = new Date('2026-11-25T01:00:00Z');
const HOOK = 'http://127.0.0.1:9/api/payments/webhook';

let site: Site;
beforeAll(async () => {
  site = (await repo.site(A))!;
  expect(site.features.reserve && site.features.reserve_deposit).toBeTruthy();
});

/** A different in-stock car of the site for each test: reservations persist across tests in one database. */
let nextCar = 0;
function freshCar() {
  const cars = stock[A]!.filter((c) => c.status === 'in_stock' && !c.reserved && c.show_on_dealer_website !== false);
  return cars[nextCar++ % cars.length]!;
}

const request = (carId: string, overrides: Partial<ReserveRequest> = {}): ReserveRequest => ({
  car_id: carId,
  name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone: '+61412345678',
  terms_agreed: true,
  idempotency_key: randomUUID(),
  ...overrides,
});

const CARD = { number: '4242424242424242', expiry: { month: 12, year: 30 }, cvc: '123' };

describeEachDatabase('reservations', (handle) => {
  let clock = T0;
  let processor: LocalProcessor;
  let changes: ReservationRow[];
  let deps: ReservationDeps;
  const hits: { raw: string; header: string | null }[] = [];

  beforeAll(() => {
    processor = localProcessor({ db: handle.db, webhookSecret: WEBHOOK_SECRET, now: () => clock });
    changes = [];
    deps = {
      db: handle.db,
      processor,
      secret: SECRET,
      now: () => clock,
      findCar: findSiteCar(testEngine),
      site: (slug) => repo.site(slug),
      locations: (s) => repo.locations(s),
      webhookUrl: HOOK,
      onChange: (row) => {
        changes.push(row);
        return Promise.resolve();
      },
      log: { warn: () => undefined, error: () => undefined },
    };
  });

  /** The worker's delivery of the processor's events, straight into the app's webhook logic. */
  const deliver = () =>
    deliverLocalPaymentEvents({
      db: handle.db,
      secret: WEBHOOK_SECRET,
      now: () => clock,
      fetch: async (_url, init) => {
        const raw = typeof init?.body === 'string' ? init.body : '';
        const header = new Headers(init?.headers).get('stripe-signature');
        hits.push({ raw, header });
        const result = await receivePaymentWebhook(raw, header, deps);
        return new Response(JSON.stringify(result), { status: result.status });
      },
    });

  const row = async (id: string) => (await handle.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const intentOf = async (id: string) => processor.retrieve(id);

  async function reserveAndPay(card = CARD) {
    const car = freshCar();
    const started = await startReserve(site, request(car.id), undefined, deps);
    if (!('answer' in started)) throw new Error(JSON.stringify(started));
    const paid = await processor.confirm(started.answer.payment.client_secret, card);
    return { car, id: started.answer.reservation_id, clientSecret: started.answer.payment.client_secret, paid };
  }

  it('a paid deposit holds the car for 48 hours with one dealer lead and one receipt, however often the event comes', async () => {
    clock = T0;
    const { car, id, paid } = await reserveAndPay();
    expect(paid?.intent.status).toBe('succeeded');
    expect((await row(id)).status).toBe('pending');
    await deliver();
    const held = await row(id);
    expect(held.status).toBe('held');
    expect(held.expiresAt?.toISOString()).toBe(new Date(T0.getTime() + 48 * 3_600_000).toISOString());
    expect(changes.at(-1)).toMatchObject({ id, status: 'held' });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, held.leadId!));
    expect(lead).toMatchObject({ form: 'reserve', category: 'Reserve', subcategory: 'Deposit Paid', carId: car.id });
    expect(lead!.payload).toMatchObject({ payment_reference: held.paymentIntentId, deposit: '$200' });
    expect((lead!.payload as { dealer_sold_url: string }).dealer_sold_url).toMatch(/\/reservations\/.+\/dealer\?action=sold&token=/);
    const channels = (await leadDeliveries(handle.db, A, lead!.id)).map((d) => d.channel).sort();
    expect(channels).toContain('receipt');
    expect(channels).toContain('email');

    // The same event again (a retry after a lost answer), and the same body re-signed later: nothing twice.
    const parsedHit = (raw: string) => JSON.parse(raw) as { type: string; data: { object: { id: string } } };
    const succeeded = hits.find((h) => parsedHit(h.raw).type === 'payment_intent.succeeded' && parsedHit(h.raw).data.object.id === held.paymentIntentId)!;
    expect(await receivePaymentWebhook(succeeded.raw, succeeded.header, deps)).toEqual({ status: 200, duplicate: true });
    expect(await receivePaymentWebhook(succeeded.raw, signatureHeader(WEBHOOK_SECRET, succeeded.raw, clock), deps)).toMatchObject({ duplicate: true });
    // A second event of the same success (a new id: Stripe may send one late): still one lead.
    const late = JSON.stringify({ ...JSON.parse(succeeded.raw), id: 'evt_local_late' });
    expect(await receivePaymentWebhook(late, signatureHeader(WEBHOOK_SECRET, late, clock), deps)).toMatchObject({ duplicate: false, outcome: 'already' });
    const reserveLeads = await handle.db.select().from(leads).where(and(eq(leads.site, A), eq(leads.carId, car.id), eq(leads.form, 'reserve')));
    expect(reserveLeads).toHaveLength(1);

    // A second buyer is told at once, and no payment is made for them.
    const before = (await handle.db.select().from(localPaymentIntents)).length;
    expect(await startReserve(site, request(car.id), undefined, deps)).toEqual({ status: 409, error: RESERVE_MESSAGES.justReserved });
    expect((await handle.db.select().from(localPaymentIntents)).length).toBe(before);
  });

  it('ten buyers at the same moment: exactly one reservation, nine payments canceled before they could be paid', async () => {
    clock = T0;
    const car = freshCar();
    const results = await Promise.all(Array.from({ length: 10 }, () => startReserve(site, request(car.id), undefined, deps)));
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const r of lost) expect(r).toEqual({ status: 409, error: RESERVE_MESSAGES.justReserved });
    const active = await handle.db.select().from(reservations).where(and(eq(reservations.carId, car.id), eq(reservations.site, A)));
    expect(active).toHaveLength(1);
    const intents = (await handle.db.select().from(localPaymentIntents)).filter((i) => (i.metadata as { car_id?: string }).car_id === car.id);
    // Payments were made only for buyers who got past the first check; every loser's is canceled.
    expect(intents.filter((i) => i.status !== 'canceled')).toHaveLength(1);
    expect(intents.every((i) => i.amountRefunded === 0 && i.status !== 'succeeded')).toBe(true);
    // A loser cannot pay with the secret it never got; a payment of a canceled intent changes nothing.
    for (const i of intents.filter((x) => x.status === 'canceled')) expect((await processor.confirm(i.clientSecret, CARD))?.intent.status).toBe('canceled');
  });

  it('a declined card leaves nothing reserved and says why in plain words; another card then pays', async () => {
    clock = T0;
    const { id, clientSecret, paid } = await reserveAndPay({ ...CARD, number: '4000000000009995' });
    expect(paid?.intent.status).toBe('requires_payment_method');
    expect(paid?.error?.message).toMatch(/insufficient funds/i);
    await deliver();
    expect((await row(id)).status).toBe('pending');
    expect((await processor.confirm(clientSecret, { ...CARD, number: '4000000000000002' }))?.error?.message).toMatch(/declined/);
    expect((await processor.confirm(clientSecret, CARD))?.intent.status).toBe('succeeded');
    await deliver();
    expect((await row(id)).status).toBe('held');
  });

  it('the challenge card waits for the bank: failing it declines, approving it pays', async () => {
    clock = T0;
    const { id, clientSecret, paid } = await reserveAndPay({ ...CARD, number: '4000002760003184' });
    expect(paid?.intent.status).toBe('requires_action');
    expect((await processor.authenticate(clientSecret, 'fail'))?.error?.code).toBe('payment_intent_authentication_failure');
    expect((await processor.confirm(clientSecret, { ...CARD, number: '4000002760003184' }))?.intent.status).toBe('requires_action');
    expect((await processor.authenticate(clientSecret, 'approve'))?.intent.status).toBe('succeeded');
    await deliver();
    expect((await row(id)).status).toBe('held');
  });

  it('forged and stale events are refused and change nothing', async () => {
    clock = T0;
    const { id, paid } = await reserveAndPay();
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: { id: paid!.intent.id, object: 'payment_intent', amount: 20000, currency: 'aud', status: 'succeeded', created: 1 } } });
    expect(await receivePaymentWebhook(body, signatureHeader('another-secret-entirely-0123456789', body, clock), deps)).toMatchObject({ status: 400 });
    expect(await receivePaymentWebhook(body, null, deps)).toMatchObject({ status: 400 });
    expect(await receivePaymentWebhook(body, 't=abc,v1=zz', deps)).toMatchObject({ status: 400 });
    expect(await receivePaymentWebhook(body, signatureHeader(WEBHOOK_SECRET, body, new Date(clock.getTime() - 6 * 60_000)), deps)).toEqual({ status: 400, error: 'The signature is too old.' });
    const altered = body.replace('20000', '1');
    expect(await receivePaymentWebhook(altered, signatureHeader(WEBHOOK_SECRET, body, clock), deps)).toMatchObject({ status: 400 });
    expect((await row(id)).status).toBe('pending');
  });

  it('a restart between payment and recording: the lost webhook is completed once by reconciliation', async () => {
    clock = T0;
    const { id, paid } = await reserveAndPay();
    expect(paid?.intent.status).toBe('succeeded');
    // The server died before delivering: its events are lost.
    await handle.db.delete(localPaymentEvents).where(eq(localPaymentEvents.paymentIntentId, paid!.intent.id));
    expect(await reconcilePending(deps)).toBe(0); // too young to ask about yet
    clock = new Date(T0.getTime() + 3 * 60_000);
    expect(await reconcilePending(deps)).toBeGreaterThanOrEqual(1);
    expect((await row(id)).status).toBe('held');
    expect(await reconcilePending(deps)).toBe(0);
    const leadRows = await handle.db.select().from(leads).where(and(eq(leads.site, A), eq(leads.carId, (await row(id)).carId), eq(leads.form, 'reserve')));
    expect(leadRows).toHaveLength(1);
  });

  it('cancel within the hold refunds in full and frees the car; a late success event then changes nothing', async () => {
    clock = T0;
    const { car, id, paid } = await reserveAndPay();
    await deliver();
    clock = new Date(T0.getTime() + 60 * 60_000);
    const ended = await endHold(await row(id), 'cancelled', 'cancelled_by_shopper', deps);
    expect(ended?.status).toBe('cancelled');
    expect((await row(id)).refundedAt).not.toBeNull();
    expect((await intentOf(paid!.intent.id)).amountRefunded).toBe(20000);
    expect(changes.at(-1)).toMatchObject({ id, status: 'cancelled' });
    // Cancelling again does nothing and refunds nothing twice.
    expect(await endHold(await row(id), 'cancelled', 'again', deps)).toBeUndefined();
    // Reordered: an old success event arriving now changes nothing.
    const late = JSON.stringify({ id: 'evt_local_reordered', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: { id: paid!.intent.id, object: 'payment_intent', amount: 20000, currency: 'aud', status: 'succeeded', created: 1, metadata: {} } } });
    await receivePaymentWebhook(late, signatureHeader(WEBHOOK_SECRET, late, clock), deps);
    expect((await row(id)).status).toBe('cancelled');
    // The car can be reserved again.
    expect((await startReserve(site, request(car.id), undefined, deps)).status).toBe(201);
  });

  it('a hold lapses 48 hours after payment: refunded and released', async () => {
    clock = T0;
    const { id, paid } = await reserveAndPay();
    await deliver();
    clock = new Date(T0.getTime() + 47 * 3_600_000);
    expect(await lapseExpired(deps)).toBe(0);
    clock = new Date(T0.getTime() + 48 * 3_600_000 + 60_000);
    expect(await lapseExpired(deps)).toBeGreaterThanOrEqual(1);
    const lapsed = await row(id);
    expect(lapsed.status).toBe('lapsed');
    expect(lapsed.refundId).not.toBeNull();
    expect((await intentOf(paid!.intent.id)).amountRefunded).toBe(20000);
  });

  it('a payment lock that ran out is taken over; the first buyer paying late is refunded at once', async () => {
    clock = T0;
    const car = freshCar();
    const first = await startReserve(site, request(car.id), undefined, deps);
    if (!('answer' in first)) throw new Error('no first reservation');
    clock = new Date(T0.getTime() + 16 * 60_000);
    const second = await startReserve(site, request(car.id), undefined, deps);
    expect(second.status).toBe(201);
    expect((await row(first.answer.reservation_id)).status).toBe('failed');
    // The first buyer's payment was canceled with the takeover: their card is never charged.
    expect((await processor.confirm(first.answer.payment.client_secret, CARD))?.intent.status).toBe('canceled');
  });

  it('a held car the feed reports sold is flagged to the dealer once, and stays held for the dealer to decide', async () => {
    clock = T0;
    const { car, id } = await reserveAndPay();
    await deliver();
    const held = [await row(id)];
    const locations = await repo.locations(site);
    expect(await flagHeldCarsSoldInFeed(handle.db, site, locations, held, () => car, clock)).toBe(0);
    expect(await flagHeldCarsSoldInFeed(handle.db, site, locations, held, () => ({ ...car, status: 'sold' }), clock)).toBe(1);
    expect(await flagHeldCarsSoldInFeed(handle.db, site, locations, [await row(id)], () => ({ ...car, status: 'sold' }), clock)).toBe(0);
    const notices = await handle.db.select().from(leads).where(and(eq(leads.site, A), eq(leads.carId, car.id), eq(leads.subcategory, SOLD_IN_FEED_SUBCATEGORY)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.parentLeadId).toBe((await row(id)).leadId);
    expect((await row(id)).status).toBe('held');
  });

  it("a deposit for an online purchase must name the shopper's own open deal of this car; anything else is refused before any payment exists", async () => {
    const car = freshCar();
    const other = freshCar();
    const owner = await upsertUser(handle.db, A, '+61412000001');
    const stranger = await upsertUser(handle.db, A, '+61412000002');
    const deal = await saveDraft(handle.db, { site: A, userId: owner.id, carId: car.id }, randomUUID(), clock, () => ({ step: 'payment', data: {}, carSlug: car.slug, car: {} }));
    const intentsBefore = (await handle.db.select().from(localPaymentIntents)).length;
    for (const [carId, userId, dealId] of [
      [car.id, stranger.id, deal.id], // someone else's deal
      [car.id, undefined, deal.id], // signed out
      [other.id, owner.id, deal.id], // the deal is for another car
      [car.id, owner.id, randomUUID()], // no such deal
    ] as const) {
      expect(await startReserve(site, request(carId, { deal_id: dealId }), userId, deps)).toEqual({ status: 404, error: PURCHASE_MESSAGES.unknownDeal });
    }
    expect((await handle.db.select().from(localPaymentIntents)).length).toBe(intentsBefore);
    const own = await startReserve(site, request(car.id, { deal_id: deal.id }), owner.id, deps);
    expect(own.status).toBe(201);
    expect((await row((own as { answer: { reservation_id: string } }).answer.reservation_id)).dealId).toBe(deal.id);
  });
});
