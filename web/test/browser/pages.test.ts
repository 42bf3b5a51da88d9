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
import { axeViolations, getWithHost, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('page types under axe', () => {
  it.each([
    ['harbour-toyota.localhost', '/about-us', 200],
    ['southern-cross-motors.localhost', '/privacy-policy', 200],
    ['coorong-caravans.localhost', '/terms-and-conditions', 200],
    ['gateway-car-superstore.localhost', '/no-such-page', 404],
  ])('%s%s', async (host, path, status) => {
    const { page, response, context } = await openPage(browser, host, path);
    try {
      expect(response?.status()).toBe(status);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the printable vehicle page shows the car and passes axe', async () => {
    const repo = createContentRepository(createEmbeddedSource(readDataset()));
    const site = (await repo.site('harbour-toyota'))!;
    const vehicle = stockFor('harbour-toyota').find((v) => v.status === 'in_stock' && v.price > 10 && v.show_on_dealer_website)!;
    const { page, response, context } = await openPage(browser, 'harbour-toyota.localhost', `/print?car_id=${vehicle.slug}`);
    try {
      expect(response?.status()).toBe(200);
      const text = await page.locator('main').innerText();
      expect(text).toContain(vehicle.stocknum);
      const price = priceDisplay(vehicle, site);
      if (price.kind !== 'none') expect(text).toContain(price.text);
      expect(await axeViolations(page)).toEqual([]);
      expect((await getWithHost('harbour-toyota.localhost', '/print?car_id=no-such-car')).status).toBe(404);
    } finally {
      await context.close();
    }
  });
});
