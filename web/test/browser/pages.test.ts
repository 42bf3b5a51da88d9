/**
 * The remaining page types under axe-core: a content page, the printable vehicle page, the per-site
 * not-found page and the platform index — plus the print page's own content.
 */
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceDisplay } from '@/domain/price';
import { readDataset } from '@forecourt/tenants';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { axeViolations, getWithHost, launch, pageForCases, urlFor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('page types under axe', () => {
  // Pages that are only read: one page from case to case (a new page cost more than loading one on CI).
  const shared = pageForCases(() => browser.newContext({ viewport: { width: 1280, height: 900 } }));
  it.each([
    ['harbour-toyota.localhost', '/about-us', 200],
    ['southern-cross-motors.localhost', '/privacy-policy', 200],
    ['coorong-caravans.localhost', '/terms-and-conditions', 200],
    ['gateway-car-superstore.localhost', '/no-such-page', 404],
  ])('%s%s', async (host, path, status) => {
    const page = shared();
    const response = await page.goto(urlFor(host, path), { waitUntil: 'load' });
    expect(response?.status()).toBe(status);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the printable vehicle page shows the car and passes axe', async () => {
    const repo = createContentRepository(createEmbeddedSource(readDataset()));
    const site = (await repo.site('harbour-toyota'))!;
    const vehicle = stockFor('harbour-toyota').find((v) => v.status === 'in_stock' && v.price > 10 && v.show_on_dealer_website)!;
    const page = shared();
    const response = await page.goto(urlFor('harbour-toyota.localhost', `/print?car_id=${vehicle.slug}`), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const text = await page.locator('main').innerText();
    expect(text).toContain(vehicle.stocknum);
    const price = priceDisplay(vehicle, site);
    if (price.kind !== 'none') expect(text).toContain(price.text);
    expect(await axeViolations(page)).toEqual([]);
    expect((await getWithHost('harbour-toyota.localhost', '/print?car_id=no-such-car')).status).toBe(404);
  });
});
