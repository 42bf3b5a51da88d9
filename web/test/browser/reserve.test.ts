/**
 * Reserve end to end in the browser (issue 16) with the embedded payment processor, on two templates:
 * Harbour Toyota ($500, checkout open to all, My garage) and Gateway Car Superstore ($200, checkout
 * gated by sign-in, garage at /mybigboxcars). The success card reserves the car — a second browser
 * then sees RESERVED in search and on the vehicle page, the dealer's ADF lead (valid against the DTD,
 * with the payment reference) and the shopper's receipt are in the mailbox, and the dealer's signed
 * release link frees the car again. The decline card says why and reserves nothing; the challenge
 * card asks the bank; cancelling in My garage refunds and releases; a hold lapses after 48 hours on
 * the injected clock (/dev/reservations/lapse). Ten buyers at once through the API: exactly one
 * reservation. axe on every step and error state.
 */
import { randomUUID } from 'node:crypto';
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, getWithHost, hydratedElement, launch, requestWithHost, urlFor } from './browser';
import { confirmationsFor, mailFor, shopper, type Shopper as LeadShopper } from './leads';
import { newShopper, signInInBrowser } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SITES = [
  { slug: 'harbour-toyota', deposit: '$500', gated: false, garage: '/my-garage' },
  { slug: 'gateway-car-superstore', deposit: '$200', gated: true, garage: '/mybigboxcars' },
] as const;
type SiteCase = (typeof SITES)[number];

const field = (label: string) => new RegExp(`^${label}\\*?$`);
const used = new Set<string>();

/** An in-stock car of the site whose page offers Reserve right now (from the end of the list: other suites take the first). */
async function reservableCar(site: string): Promise<{ slug: string; stocknum: string; id: string }> {
  const cars = stockFor(site).filter((c) => c.status === 'in_stock' && !c.reserved && c.price > 0).reverse();
  for (const car of cars) {
    if (used.has(car.id)) continue;
    const page = await getWithHost(`${site}.localhost`, `/cars/${car.slug}`);
    if (page.status === 200 && page.body.includes(`/cars/${car.slug}/checkout`)) {
      used.add(car.id);
      return { slug: car.slug, stocknum: car.stocknum, id: car.id };
    }
  }
  throw new Error(`no reservable car on ${site}`);
}

/** A car of a buy-online site whose page offers Reserve (its slug). */
async function reservableCarOn(site: string, kind: 'checkout' | 'buy-online'): Promise<string> {
  for (const car of stockFor(site).filter((c) => c.status === 'in_stock' && !c.reserved && c.price > 0)) {
    const page = await getWithHost(`${site}.localhost`, `/cars/${car.slug}`);
    if (page.status === 200 && page.body.includes(`/cars/${car.slug}/${kind}`)) return car.slug;
  }
  throw new Error(`no car on ${site} offers /${kind}`);
}

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

async function newPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Opens the checkout (signing in first where the site gates it) and fills the details step. */
async function startCheckout(page: Page, site: SiteCase, carSlug: string, who: LeadShopper) {
  await page.goto(urlFor(`${site.slug}.localhost`, `/cars/${carSlug}/checkout`));
  if (site.gated) {
    await page.waitForURL(/\/sign-in/);
    await signInInBrowser(page, site.slug, newShopper());
    await page.waitForURL(new RegExp(`/cars/${carSlug}/checkout`), { timeout: 20_000 });
  }
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await expect.poll(() => page.getByText(site.deposit).count()).toBeGreaterThan(0);
  await expectAxeClean(page, 'details step');
  // The error state first: nothing filled.
  const toPayment = page.getByRole('button', { name: 'Continue to payment' });
  await hydratedElement(toPayment);
  await toPayment.click();
  await page.getByRole('group', { name: 'Please fix the following errors:' }).waitFor();
  await expectAxeClean(page, 'details step with errors');
  await page.getByLabel(field('First Name')).fill(who.name);
  await page.getByLabel(field('Last Name')).fill(who.last_name);
  await page.getByLabel(field('Email')).fill(who.email);
  await page.getByLabel(field('Mobile')).fill(who.phone);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor({ timeout: 20_000 });
  await expectAxeClean(page, 'payment step');
}

async function pay(page: Page, card: string, site: SiteCase) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: `Pay ${site.deposit} deposit` }).click();
}

async function expectReserved(page: Page) {
  await page.getByRole('heading', { name: 'Your car is reserved' }).waitFor({ timeout: 30_000 });
  await expectAxeClean(page, 'confirmation');
}

/** The receipt e-mail (delivery/receipt.ts) sent to this address. */
const receiptFor = async (site: string, who: LeadShopper) => (await confirmationsFor(site, who, 30_000, 'receipt'))[0]!;

const reservedOnPage = async (site: string, slug: string) => (await getWithHost(`${site}.localhost`, `/cars/${slug}`)).body.includes('>RESERVED<');

describe.each(SITES.map((s) => [s.slug, s] as const))('reserve on %s', (_slug, site) => {
  it('the success card reserves the car everywhere; the dealer gets the lead, the shopper the receipt; the dealer can release it', async () => {
    const car = await reservableCar(site.slug);
    const who = shopper('Reserve');
    const { page, close } = await newPage();
    try {
      await startCheckout(page, site, car.slug, who);
      await pay(page, '4242 4242 4242 4242', site);
      await expectReserved(page);
      await expect.poll(() => page.getByText(who.email).count()).toBeGreaterThan(0);
    } finally {
      await close();
    }

    // A second shopper's browser: RESERVED in search and on the vehicle page, and no Reserve button.
    const second = await newPage();
    try {
      await second.page.goto(urlFor(`${site.slug}.localhost`, `/search?query=${encodeURIComponent(car.stocknum)}`));
      const card = second.page.locator('article').filter({ hasText: 'RESERVED' });
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await second.page.goto(urlFor(`${site.slug}.localhost`, `/cars/${car.slug}`));
      await expect.poll(() => second.page.getByText('RESERVED', { exact: true }).count()).toBeGreaterThan(0);
      expect(await second.page.getByRole('link', { name: /Reserve Car Now/ }).count()).toBe(0);
      // Straight to the checkout: told it is taken.
      await second.page.goto(urlFor(`${site.slug}.localhost`, `/cars/${car.slug}/checkout`));
      if (!site.gated) await second.page.getByRole('heading', { name: 'This car has just been reserved' }).waitFor();
    } finally {
      await second.close();
    }

    const adf = await mailFor(site.slug, who, 30_000);
    expect(adf).toContain('Deposit Paid');
    expect(adf).toMatch(/Payment reference: pi_local_/);
    const receipt = await receiptFor(site.slug, who);
    expect(receipt.text).toContain(site.deposit);
    expect(receipt.text).toMatch(/pi_local_/);

    // The dealer's signed release link: the page changes nothing by itself; its button releases and refunds.
    const release = /Release the car \(refunds the deposit\): (\S+)/.exec(adf)?.[1];
    expect(release).toBeDefined();
    const url = new URL(release!.replace(/&amp;/g, "&"));
    const dealer = await newPage();
    try {
      await dealer.page.goto(urlFor(`${site.slug}.localhost`, `${url.pathname}${url.search}`));
      const releaseButton = dealer.page.getByRole('button', { name: 'Release the car' });
      await hydratedElement(releaseButton);
      await releaseButton.click();
      await dealer.page.getByRole('button', { name: 'Yes, release it and refund the deposit' }).click();
      await dealer.page.getByText('Released by the dealer — deposit refunded').waitFor({ timeout: 20_000 });
      // The release refreshes the page: its title comes back with the refreshed head, which axe must see.
      await expect.poll(() => dealer.page.title(), { timeout: 10_000 }).not.toBe('');
      await expectAxeClean(dealer.page, 'dealer page after release');
    } finally {
      await dealer.close();
    }
    await expect.poll(() => reservedOnPage(site.slug, car.slug), { timeout: 20_000 }).toBe(false);
  });

  it('the decline card says why and reserves nothing; the challenge card asks the bank', async () => {
    const car = await reservableCar(site.slug);
    const who = shopper('Decline');
    const { page, close } = await newPage();
    try {
      await startCheckout(page, site, car.slug, who);
      await pay(page, '4000 0000 0000 9995', site);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: /insufficient funds/ }).count()).toBe(1);
      await expectAxeClean(page, 'declined');
      expect(await reservedOnPage(site.slug, car.slug)).toBe(false);
      await pay(page, '4000 0027 6000 3184', site);
      const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
      await dialog.waitFor();
      await expectAxeClean(page, 'challenge dialog');
      await dialog.getByRole('button', { name: 'Fail authentication' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: /bank could not confirm/ }).count()).toBe(1);
      await pay(page, '4000 0027 6000 3184', site);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expectReserved(page);
    } finally {
      await close();
    }
  });
});

describe('the hold ends', () => {
  const site = SITES[0];

  it('cancelled in My garage within the hold: refunded and released', async () => {
    const car = await reservableCar(site.slug);
    const who = shopper('Cancel');
    const { page, close } = await newPage();
    try {
      // Signed in, so the reservation is the account's and shows in My garage.
      await page.goto(urlFor(`${site.slug}.localhost`, `/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/checkout`)}`));
      await signInInBrowser(page, site.slug, newShopper());
      await page.waitForURL(new RegExp(`/cars/${car.slug}/checkout`), { timeout: 20_000 });
      await startCheckout(page, { ...site, gated: false }, car.slug, who);
      await pay(page, '4242424242424242', site);
      await expectReserved(page);
      await page.getByRole('link', { name: 'View in My garage' }).click();
      const reservations = page.getByRole('region', { name: 'My reservations' });
      await reservations.getByText(/Held for you until/).waitFor();
      await expectAxeClean(page, 'garage with a held reservation');
      await reservations.getByRole('button', { name: 'Cancel reservation' }).click();
      await reservations.getByRole('button', { name: 'Yes, cancel and refund my deposit' }).click();
      await reservations.getByText('Cancelled — deposit refunded').waitFor({ timeout: 20_000 });
      // The same shopper's payments page lists the deposit, refunded.
      await page.goto(urlFor(`${site.slug}.localhost`, '/online-payment'));
      await page.getByRole('heading', { name: 'My payments' }).waitFor();
      await page.getByRole('cell', { name: 'Cancelled — deposit refunded' }).waitFor();
      await expectAxeClean(page, 'online payments');
    } finally {
      await close();
    }
    await expect.poll(() => reservedOnPage(site.slug, car.slug), { timeout: 20_000 }).toBe(false);
  });

  it('lapses 48 hours after payment (injected clock): refunded and released', async () => {
    const car = await reservableCar(site.slug);
    const who = shopper('Lapse');
    const { page, close } = await newPage();
    try {
      await startCheckout(page, site, car.slug, who);
      await pay(page, '4242424242424242', site);
      await expectReserved(page);
    } finally {
      await close();
    }
    expect(await reservedOnPage(site.slug, car.slug)).toBe(true);
    const host = `${site.slug}.localhost`;
    const early = await requestWithHost(host, `/dev/reservations/lapse?at=${new Date(Date.now() + 47 * 3_600_000).toISOString()}`, { method: 'POST' });
    expect(early.status, early.body).toBe(200);
    expect(await reservedOnPage(site.slug, car.slug)).toBe(true);
    const late = await requestWithHost(host, `/dev/reservations/lapse?at=${new Date(Date.now() + 49 * 3_600_000).toISOString()}`, { method: 'POST' });
    expect(late.status, late.body).toBe(200);
    expect((JSON.parse(late.body) as { lapsed: number }).lapsed).toBeGreaterThanOrEqual(1);
    await expect.poll(() => reservedOnPage(site.slug, car.slug), { timeout: 20_000 }).toBe(false);
    // The manage link in the receipt now shows the refund.
    const receipt = await receiptFor(site.slug, who);
    const manage = /(https?:\/\/\S+\/reservations\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]+)/.exec(receipt.text ?? '')?.[1];
    expect(manage).toBeDefined();
    const url = new URL(manage!);
    const manager = await newPage();
    try {
      await manager.page.goto(urlFor(host, `${url.pathname}${url.search}`));
      await manager.page.getByText('Hold ended — deposit refunded').waitFor();
      expect(await manager.page.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(0);
      await expectAxeClean(manager.page, 'manage page after the hold ended');
    } finally {
      await manager.close();
    }
    // The same link with another token is not found.
    expect((await getWithHost(host, `${url.pathname}?token=${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('ten buyers at the same moment through the API: exactly one reservation, nine told it was just reserved', async () => {
    const car = await reservableCar(site.slug);
    const host = `${site.slug}.localhost`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        requestWithHost(host, '/api/reservations', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://${host}`, 'x-forwarded-for': `203.0.113.${10 + i}` },
          body: JSON.stringify({ car_id: car.id, name: 'Sam', last_name: `Race${'abcdefghij'[i]}`, email: `race${i}@example.com`, phone: '0412345678', terms_agreed: true, idempotency_key: randomUUID() }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toContain('You have not been charged');
  });
});

describe('where Reserve answers', () => {
  /** A car shown on the site but not in stock (its page answers with the SOLD view). */
  async function soldCar(site: string) {
    for (const car of stockFor(site).filter((c) => c.status === 'sold')) {
      if ((await getWithHost(`${site}.localhost`, `/cars/${car.slug}`)).status === 200) return car;
    }
    throw new Error(`no sold car shown on ${site}`);
  }

  it('one checkout path per site, as its checkout_path says; none where reserve is off', async () => {
    const southern = await reservableCarOn('southern-cross-motors', 'buy-online');
    expect((await getWithHost('southern-cross-motors.localhost', `/cars/${southern}/buy-online`)).status).toBe(200);
    expect((await getWithHost('southern-cross-motors.localhost', `/cars/${southern}/checkout`)).status).toBe(404);
    const harbour = await reservableCar('harbour-toyota');
    expect((await getWithHost('harbour-toyota.localhost', `/cars/${harbour.slug}/buy-online`)).status).toBe(404);
    const caravan = stockFor('coorong-caravans').find((c) => c.status === 'in_stock')!;
    expect((await getWithHost('coorong-caravans.localhost', `/cars/${caravan.slug}/checkout`)).status).toBe(404);
    const { page, close } = await newPage();
    try {
      await page.goto(urlFor('southern-cross-motors.localhost', `/cars/${southern}/buy-online`));
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await expect.poll(() => page.getByText('$300').count()).toBeGreaterThan(0);
      await expectAxeClean(page, 'buy-online details step');
    } finally {
      await close();
    }
  });

  it("a car that cannot be reserved gets a page saying so, with a way on", async () => {
    const sold = await soldCar('harbour-toyota');
    const { page, close } = await newPage();
    try {
      const response = await page.goto(urlFor('harbour-toyota.localhost', `/cars/${sold.slug}/checkout`));
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: "This car can't be reserved online" }).waitFor();
      expect(await page.getByRole('link', { name: 'Search our stock' }).count()).toBe(1);
      await expectAxeClean(page, 'not reservable');
    } finally {
      await close();
    }
  });
});

describe('hostile input to the reserve and payment routes', () => {
  const host = 'harbour-toyota.localhost';
  const valid = { car_id: 'no-such-car', name: 'Sam', last_name: 'Hostile', email: 'sam@example.com', phone: '0412345678', terms_agreed: true, idempotency_key: randomUUID() };
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    requestWithHost(host, path, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://${host}`, 'x-forwarded-for': '203.0.113.99', ...headers }, body });

  it.each([
    ['not JSON content', '/api/reservations', JSON.stringify(valid), { 'content-type': 'text/plain' }, 415],
    ['a cross-site post', '/api/reservations', JSON.stringify(valid), { origin: 'https://evil.example' }, 403],
    ['an oversized body', '/api/reservations', JSON.stringify({ ...valid, name: 'a'.repeat(10_000) }), {}, 413],
    ['unreadable JSON', '/api/reservations', '{"car_id":', {}, 400],
    ['a prototype key', '/api/reservations', '{"__proto__":{"x":1},"car_id":"a"}', {}, 400],
    ['a car that does not exist', '/api/reservations', JSON.stringify(valid), {}, 404],
    ['an unknown client secret', '/api/payments/local/confirm', JSON.stringify({ client_secret: 'pi_local_nothing_secret_x', card_number: '4242424242424242', expiry: '12/30', cvc: '123' }), {}, 404],
    ['a bad card number', '/api/payments/local/confirm', JSON.stringify({ client_secret: 'pi_local_nothing_secret_x', card_number: 'abc', expiry: '12/30', cvc: '123' }), {}, 400],
    ['a cancel of a reservation that does not exist', `/api/reservations/${randomUUID()}/cancel`, '{}', {}, 404],
  ] as const)('%s', async (_what, path, body, headers, status) => {
    const answer = await post(path, body, headers);
    expect(answer.status, answer.body).toBe(status);
    expect(JSON.parse(answer.body)).toHaveProperty('error');
  });

  it('a reservation is cancelled only by its owner or its token; dealer links only with their own token', async () => {
    const car = await reservableCar('harbour-toyota');
    const started = await post('/api/reservations', JSON.stringify({ ...valid, car_id: car.id, idempotency_key: randomUUID() }));
    expect(started.status, started.body).toBe(201);
    const id = (JSON.parse(started.body) as { reservation_id: string }).reservation_id;
    // Its view answers without the buyer's details; a malformed id is not found.
    const view = await getWithHost(host, `/api/reservations/${id}`);
    expect(view.status).toBe(200);
    expect(JSON.parse(view.body)).toMatchObject({ id, status: 'pending', can_cancel: false });
    expect(view.body).not.toContain(valid.email);
    expect((await getWithHost(host, '/api/reservations/__proto__')).status).toBe(404);
    expect((await post(`/api/reservations/${id}/cancel`, '{}')).status).toBe(403);
    expect((await post(`/api/reservations/${id}/cancel`, JSON.stringify({ token: 'forged' }))).status).toBe(403);
    expect((await post(`/api/reservations/${id}/cancel`, '{}', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(`/api/reservations/${id}/dealer`, JSON.stringify({ action: 'sold', token: 'forged' }))).status).toBe(403);
    expect((await post(`/api/reservations/${id}/dealer`, JSON.stringify({ action: 'delete', token: 'x' }))).status).toBe(400);
    expect((await getWithHost(host, `/reservations/${id}/dealer?action=release&token=forged`)).status).toBe(404);
  });

  it('refuses forged, unsigned and oversized webhooks without changing anything', async () => {
    const event = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: { id: 'pi_local_x', object: 'payment_intent', amount: 50000, currency: 'aud', status: 'succeeded', created: 1 } } });
    const webhook = (body: string, headers: Record<string, string>) => requestWithHost('127.0.0.1', '/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await webhook(event, {})).status).toBe(400);
    expect((await webhook(event, { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` })).status).toBe(400);
    expect((await webhook('x'.repeat(70_000), { 'stripe-signature': 't=1,v1=00' })).status).toBe(413);
  });
});
