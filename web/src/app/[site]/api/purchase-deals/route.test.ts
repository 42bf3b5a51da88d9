/**
 * The online purchase routes through their handlers (GET/PUT /api/purchase-deals and POST
 * /api/purchase-deals/{id}/submit): the sample content, an embedded search engine over generated
 * stock, an in-memory PGlite, and the signed-in shopper named by a test header. The whole journey,
 * the server's own figures (never the browser's), one lead per deal, and the hostile-input table.
 */
import { randomUUID } from 'node:crypto';
import { PURCHASE_MESSAGES, type PurchaseDealView } from '@forecourt/schemas/checkout';
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { leadOutbox, leads, purchaseDeals, rateLimits, reservations, tradeInValuations } from '@/lib/db/schema';
import { upsertUser } from '@/lib/db/users';
import { A, carOf, repo, testEngine } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';
import type * as SearchModule from '@/lib/search';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({ ...(await original<typeof SearchModule>()), searchEngine: testEngine }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/leads/delivery/worker', () => ({ nudgeDelivery: () => undefined }));
// The shopper is whoever the test names (sessions have their own tests).
vi.mock('@/lib/auth/current-user', () => ({
  requestUser: (request: NextRequest) => {
    const id = request.headers.get('x-test-user');
    return Promise.resolve(id ? { id, phone: '+61412345678' } : undefined);
  },
}));

setupTestDb();
const { GET, PUT } = await import('./route');
const { POST: SUBMIT } = await import('./[id]/submit/route');

const HOST = `${A}.localhost:3000`;
const ORIGIN = `http://${HOST}`;
const car = carOf(A);
let ip = 0;
let shopper = '';
let other = '';

beforeAll(async () => {
  shopper = (await upsertUser(testDb.db, A, '+61412345678')).id;
  other = (await upsertUser(testDb.db, A, '+61498765432')).id;
});

beforeEach(async () => {
  await testDb.db.delete(purchaseDeals);
  await testDb.db.delete(reservations);
  await testDb.db.delete(leads);
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const headers = (user: string | undefined, extra: Record<string, string> = {}) => ({
  host: HOST,
  origin: ORIGIN,
  'content-type': 'application/json',
  'x-forwarded-for': `192.0.2.${++ip % 250}`,
  ...(user ? { 'x-test-user': user } : {}),
  ...extra,
});
const ctx = { params: Promise.resolve({ site: A }) };

function put(body: BodyInit, user: string | undefined = shopper, extra: Record<string, string> = {}) {
  return PUT(new NextRequest(`${ORIGIN}/api/purchase-deals`, { method: 'PUT', body, headers: headers(user, extra) }), ctx);
}
const save = (step: string, data: unknown, user = shopper) => put(JSON.stringify({ car_id: car.slug, step, data }), user);
const get = (carId: string, user: string | undefined = shopper) => GET(new NextRequest(`${ORIGIN}/api/purchase-deals?car_id=${encodeURIComponent(carId)}`, { headers: headers(user) }), ctx);
const submit = (id: string, user: string | undefined = shopper, body = '{}') =>
  SUBMIT(new NextRequest(`${ORIGIN}/api/purchase-deals/${id}/submit`, { method: 'POST', body, headers: headers(user) }), ctx);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A weekday 3–9 days ahead (never a Sunday). */
const weekday = () => [3, 4, 5].map(inDays).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)!;
const locationId = async () => (await repo.locations((await repo.site(A))!)).find((l) => l.visible && (l.location_type ?? 'sales') === 'sales')!.location_id;
const BUYER = { name: 'Zoë', last_name: 'Li', email: 'zoe@example.com', phone: '0412 345 678', date_of_birth: '1990-03-27', licence_number: 'ab 98-765', licence_state: 'QLD', licence_expiry: inDays(800) };

async function throughReview(): Promise<PurchaseDealView> {
  expect((await save('car', {})).status).toBe(201);
  expect((await save('trade_in', { choice: 'none' })).status).toBe(200);
  expect((await save('finance', { method: 'dealer', term_years: 5, frequency: 'weekly', interest_rate: 9 })).status).toBe(200);
  expect((await save('delivery', { method: 'pickup', location_id: await locationId(), preferred_date: weekday() })).status).toBe(200);
  expect((await save('buyer', BUYER)).status).toBe(200);
  const review = await save('review', { terms_agreed: true });
  expect(review.status).toBe(200);
  return (await review.json()) as PurchaseDealView;
}

async function holdDeposit(dealId: string) {
  const now = new Date();
  await testDb.db.insert(reservations).values({
    id: randomUUID(), site: A, carId: car.id, carSlug: car.slug, car: {}, userId: shopper, status: 'held',
    contact: { name: 'Zoë' }, depositCents: 20000, processor: 'local', paymentIntentId: `pi_local_${randomUUID()}`,
    lockExpiresAt: now, paidAt: now, expiresAt: new Date(now.getTime() + 48 * 3_600_000), dealId,
  });
}

describe('the online purchase journey', () => {
  it('saves each step on the shopper’s draft and works out the figures on the server', async () => {
    expect((await get(car.slug)).status).toBe(404);
    const created = await save('car', {});
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const view = (await created.json()) as PurchaseDealView;
    expect(view).toMatchObject({ status: 'draft', step: 'trade_in', car: { id: car.id, slug: car.slug }, breakdown: { deposit: 200, deposit_text: '$200' } });
    // Resumed by id or slug (another device): the same draft.
    const again = (await (await get(car.id)).json()) as PurchaseDealView;
    expect(again.id).toBe(view.id);
    const financed = (await (await save('trade_in', { choice: 'none' })).json()) as PurchaseDealView;
    expect(financed.step).toBe('finance');
    const withLoan = (await (await save('finance', { method: 'dealer', term_years: 5, frequency: 'monthly', interest_rate: 9 })).json()) as PurchaseDealView;
    expect(withLoan.breakdown.finance).toMatchObject({ frequency: 'monthly', term_years: 5, interest_rate: 9 });
    expect(withLoan.breakdown.finance!.repayment).toBeGreaterThan(0);
    expect(await testDb.db.select({ n: count() }).from(purchaseDeals)).toEqual([{ n: 1 }]);
  });

  it('refuses a step before the earlier ones, and a step that does not pass, saving nothing', async () => {
    const early = await save('buyer', BUYER);
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: PURCHASE_MESSAGES.stepOutOfOrder });
    await throughReview();
    const bad = await save('buyer', { ...BUYER, date_of_birth: inDays(-365 * 10), licence_expiry: inDays(-1) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ date_of_birth: PURCHASE_MESSAGES.underAge, licence_expiry: PURCHASE_MESSAGES.licenceExpired });
    const [row] = await testDb.db.select().from(purchaseDeals);
    expect((row!.data as { buyer: { licence_expiry: string } }).buyer.licence_expiry).toBe(BUYER.licence_expiry);
  });

  it('deducts only a valuation of this site that the shopper accepted, with the offer the server gave', async () => {
    await save('car', {});
    const forged = await save('trade_in', { choice: 'valued', valuation_id: randomUUID(), lead_id: randomUUID() });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ fields: { valuation_id: PURCHASE_MESSAGES.tradeInUnknown } });

    const leadId = randomUUID();
    const valuationId = randomUUID();
    await testDb.db.insert(leads).values({ id: leadId, site: A, form: 'trade_in', category: 'Trade-in', firstName: 'Zoë', payload: {}, requestHash: 'x' });
    await testDb.db.insert(tradeInValuations).values({
      id: valuationId, site: A, leadId, vehicle: { year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx' }, kms: 60000, answers: {},
      result: { kind: 'estimate', low: 18000, high: 21000, offer: 19500, comparables: 8, provider: 'embedded' },
    });
    const notAccepted = await save('trade_in', { choice: 'valued', valuation_id: valuationId, lead_id: leadId });
    expect(await notAccepted.json()).toMatchObject({ fields: { valuation_id: PURCHASE_MESSAGES.tradeInNotAccepted } });
    await testDb.db.update(tradeInValuations).set({ acceptedAt: new Date() }).where(eq(tradeInValuations.id, valuationId));
    const valued = (await (await save('trade_in', { choice: 'valued', valuation_id: valuationId, lead_id: leadId })).json()) as PurchaseDealView;
    expect(valued.trade_in).toMatchObject({ vehicle: '2019 Mazda CX-5 Maxx', offer: 19500 });
    expect(valued.breakdown.trade_in).toBe(19500);
    if (valued.breakdown.price !== undefined) expect(valued.breakdown.balance).toBe(Math.max(0, valued.breakdown.price - 200 - 19500));
    // Back to no trade-in: the offer no longer comes off.
    const none = (await (await save('trade_in', { choice: 'none' })).json()) as PurchaseDealView;
    expect(none.trade_in).toBeUndefined();
    expect(none.breakdown.trade_in).toBeUndefined();
  });

  it('submits once the deposit is held: ONE lead with its deliveries, the licence masked; twice answers the same lead', async () => {
    const view = await throughReview();
    const early = await submit(view.id);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: PURCHASE_MESSAGES.depositNotPaid });

    await holdDeposit(view.id);
    const first = await submit(view.id);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { lead_id: string; deal_id: string; reservation_id: string };
    expect(answer.deal_id).toBe(view.id);
    const second = await submit(view.id);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(answer);

    const stored = await testDb.db.select().from(leads);
    expect(stored).toHaveLength(1);
    const lead = stored[0]!;
    expect(lead).toMatchObject({ id: answer.lead_id, form: 'online_purchase', category: 'Online Purchase', subcategory: 'Deal Submitted', carId: car.id, firstName: 'Zoë' });
    const payload = lead.payload as Record<string, unknown>;
    expect(payload).toMatchObject({ deal_id: view.id, reservation_id: answer.reservation_id, licence: 'QLD, ending 765', finance: { method: 'dealer', term_years: 5 } });
    expect(JSON.stringify(payload)).not.toContain('AB98765');
    expect((await testDb.db.select({ n: count() }).from(leadOutbox))[0]!.n).toBeGreaterThan(0);
    const [deal] = await testDb.db.select().from(purchaseDeals);
    expect(deal).toMatchObject({ status: 'submitted', leadId: answer.lead_id, reservationId: answer.reservation_id });
  });

  it('keeps deals per account: another shopper neither reads nor submits this one', async () => {
    const view = await throughReview();
    await holdDeposit(view.id);
    expect((await get(car.slug, other)).status).toBe(404);
    const theirs = await submit(view.id, other);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: PURCHASE_MESSAGES.unknownDeal });
    expect(await testDb.db.select({ n: count() }).from(leads)).toEqual([{ n: 0 }]);
  });
});

describe('hostile input', () => {
  const valid = () => JSON.stringify({ car_id: car.slug, step: 'car', data: {} });
  it.each<[string, () => Promise<Response>, number]>([
    ['signed out', () => put(valid(), ''), 401],
    ['a form post', () => put('car_id=x', shopper, { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    ['another origin', () => put(valid(), shopper, { origin: 'https://evil.example' }), 403],
    ['a declared 1 MB body', () => put(valid(), shopper, { 'content-length': String(1024 * 1024) }), 413],
    ['a real 9 KB body', () => put(JSON.stringify({ car_id: car.slug, step: 'car', data: { x: 'y'.repeat(9000) } })), 413],
    ['bad JSON', () => put('{'), 400],
    ['an array', () => put('[]'), 400],
    ['an unknown step', () => put(JSON.stringify({ car_id: car.slug, step: 'payment', data: {} })), 400],
    ['an extra key', () => put(JSON.stringify({ car_id: car.slug, step: 'car', data: {}, price: 1 })), 400],
    ['prototype keys in the step data', () => put(`{"car_id":"${car.slug}","step":"car","data":{"__proto__":{"admin":true}}}`), 400],
    ['a constructor key', () => put(`{"car_id":"${car.slug}","step":"car","data":{"constructor":{"prototype":{}}}}`), 400],
    ['a browser figure in a step', () => put(JSON.stringify({ car_id: car.slug, step: 'car', data: { price: 1 } })), 400],
    ["a car that isn't here", () => put(JSON.stringify({ car_id: 'no-such-car-anywhere', step: 'car', data: {} })), 404],
    ['a submit signed out', () => submit(randomUUID(), ''), 401],
    ['a submit of a made-up id', () => submit('not-a-uuid'), 404],
    ['a submit with a body', () => submit(randomUUID(), shopper, '{"force":true}'), 400],
  ])('refuses %s, storing nothing', async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error).toBe('string');
    expect(await testDb.db.select({ n: count() }).from(purchaseDeals)).toEqual([{ n: 0 }]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers 503, not 500, when the database is down', async () => {
    testDb.fails = true;
    expect((await put(valid())).status).toBe(503);
  });
});
