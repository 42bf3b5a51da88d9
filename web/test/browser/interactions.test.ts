/**
 * Shopper interactions not covered elsewhere: the mobile filter drawer's 'Show Me N cars', the vehicle
 * gallery by keyboard, the share row's copy link with its toast, and the vehicle page's kept markup
 * (components/ui/kept-markup.tsx) both ways: kept from the server HTML, and drawn by the browser after a
 * client-side navigation from a result card.
 */
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataset } from '@forecourt/tenants';
import { callPhoneNumber, maskPhone, telHref } from '@/domain/phone';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { firstInStockCarPath, getWithHost, hydratedElement, launch, urlFor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const countOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('mobile filter drawer', () => {
  it('refines inside the drawer and shows the count it will show', async () => {
    const host = 'gateway-car-superstore.localhost';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor(host, '/search/used-cars'));
      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      await hydratedElement(filtersButton);
      await filtersButton.click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor({ state: 'visible' });
      const all = JSON.parse((await getWithHost(host, '/api/search?car_type=used')).body) as { facets: { body: { label: string; value: string }[] } };
      const body = all.facets.body[0]!;
      await drawer.getByRole('checkbox', { name: new RegExp(`^${body.label}\\b`) }).first().click();
      await page.waitForURL(/body=/);
      const expected = (JSON.parse((await getWithHost(host, `/api/search?${new URL(page.url()).searchParams.toString()}&car_type=used`)).body) as { count: number }).count;
      const show = drawer.getByRole('button', { name: /^Show Me/ });
      await expect.poll(async () => countOf(await show.innerText())).toBe(expected);
      await show.click();
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(async () => countOf(await page.locator('#results-count').innerText())).toBe(expected);
    } finally {
      await context.close();
    }
  });
});

describe('vehicle page interactions', () => {
  const vehicle = stockFor('harbour-toyota').find((v) => v.status === 'in_stock' && v.photos_count > 2 && v.show_on_dealer_website)!;

  it('browses the gallery with the arrow keys', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor('harbour-toyota.localhost', `/cars/${vehicle.slug}`));
      const gallery = page.getByLabel('Photos; use the left and right arrow keys to browse');
      await hydratedElement(gallery);
      await gallery.focus();
      await expect.poll(() => page.getByText(`Photo 1 of ${vehicle.images.length}`).count()).toBeGreaterThan(0);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByText(`Photo 2 of ${vehicle.images.length}`).count()).toBeGreaterThan(0);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => page.getByText(`Photo 1 of ${vehicle.images.length}`).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('copies the car’s link and says so', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    try {
      await page.goto(urlFor('harbour-toyota.localhost', `/cars/${vehicle.slug}`));
      await page.getByRole('button', { name: /^Copy link to / }).click();
      await expect.poll(() => page.getByText(/^Copied .* to your clipboard!$/).count()).toBeGreaterThan(0);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`https://www.harbourtoyota.com.au/cars/${vehicle.slug}`);
    } finally {
      await context.close();
    }
  });
});

describe('kept markup', () => {
  const host = 'harbour-toyota.localhost';

  it('on a vehicle page loaded from the server: tabs by click and by key (Home), Show More, no page error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const carPath = await firstInStockCarPath(host);
      await page.goto(urlFor(host, carPath));
      const selected = () => page.getByRole('tab', { selected: true }).innerText();
      await page.getByRole('tab', { name: 'Features' }).click();
      await expect.poll(selected).toBe('Features');
      await expect.poll(() => page.getByTestId('feature-list').isVisible()).toBe(true);
      await page.keyboard.press('Home');
      await expect.poll(selected).toBe('Dealer Comments');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Dealer Comments');
      const keyFacts = page.getByTestId('key-information').locator('[data-key]');
      const shown = () => keyFacts.evaluateAll((facts) => facts.filter((f) => !(f as HTMLElement).hidden).length);
      const before = await shown();
      await page.getByRole('button', { name: 'Show More key information' }).click();
      await expect.poll(shown).toBeGreaterThan(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('after a client-side navigation from a result card: the page drawn by the browser, without a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor(host, '/search/new-used-and-demo-cars'));
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      const card = page.locator('article').filter({ has: page.getByRole('link', { name: /^View Details/ }) }).first();
      const title = (await card.getByRole('heading').innerText()).trim();
      // A kept card's link goes through the router once React has committed the list it is kept in.
      const details = card.getByRole('link', { name: /^View Details/ });
      await hydratedElement(details);
      await details.click();
      await page.waitForURL(/\/cars\//);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(title);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      // The kept parts, drawn from their data by the browser.
      await page.getByTestId('vehicle-details').waitFor();
      await page.locator('#finance-calculator').waitFor();
      expect(await page.getByRole('tab').count()).toBeGreaterThan(1);
      await page.getByRole('tab', { name: 'Features' }).click();
      await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('Features');
      expect(await page.locator('footer a').count()).toBeGreaterThan(5);
    } finally {
      await context.close();
    }
  });
});

describe('phone reveal', () => {
  it('shows the masked number until clicked, then the full number as a call link, and records the reveal', async () => {
    const repo = createContentRepository(createEmbeddedSource(readDataset()));
    const site = (await repo.site('gateway-car-superstore'))!;
    expect(site.features.phone_reveal).toBe('masked');
    const vehicle = stockFor('gateway-car-superstore').find((v) => v.status === 'in_stock' && v.show_on_dealer_website)!;
    const phone = callPhoneNumber(site, vehicle).phone!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor('gateway-car-superstore.localhost', `/cars/${vehicle.slug}`));
      const summary = page.getByRole('complementary', { name: 'Price and actions' });
      const reveal = summary.getByRole('button', { name: /reveal the full number/ }).first();
      await expect(reveal.innerText()).resolves.toContain(maskPhone(phone));
      await hydratedElement(reveal);
      expect(await summary.innerText()).not.toContain(phone);
      const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/phone-reveals');
      await reveal.click();
      // The reveal is recorded on the server (spec §4): this site's car, stored per site.
      expect((await recorded).status()).toBe(204);
      const call = summary.locator(`a[href="${telHref(phone)}"]`).first();
      await call.waitFor();
      await expect(call.innerText()).resolves.toContain(phone);
    } finally {
      await context.close();
    }
  });
});
