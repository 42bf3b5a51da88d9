/**
 * The SOLD view of a vehicle page (spec §4 'not in stock'), on the Toyota and the multi-franchise
 * templates (Gateway's stock filter shows no sold cars): under a sold car the page lists 'Similar cars
 * in stock', exactly the cars the search service gives for it, in its order, each linking to an
 * in-stock car's page and never to the sold car; the sold car's own price is nowhere in the summary;
 * axe finds nothing with the list on the page.
 *
 * The expected list comes from the real code: `similarVehicles` over an embedded engine built from
 * the same sample stock the server builds its engine from (global-setup gives the server an empty
 * DATA_DIR, so it falls back to `stockFor` for every site). A check against the server's own
 * GET /api/search first proves the two engines agree, so a difference on the page is the page's.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleTitle } from '@/components/search/results/card-model';
import { FIND_SIMILAR_BUTTON, IN_STOCK_STATUSES } from '@/domain/display-state';
import { formatPrice } from '@/domain/price';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { createEmbeddedEngine } from '@/lib/search/embedded';
import type { SearchEngine } from '@/lib/search/engine';
import { encodeQuery } from '@/lib/search/query';
import { searchStock } from '@/lib/search/service';
import { SIMILAR_LIMIT, similarQueries, similarVehicles } from '@/lib/vehicle/similar';
import { axeViolations, getWithHost, launch, urlFor } from './browser';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
const SITES = ['harbour-toyota', 'southern-cross-motors'] as const;

let browser: Browser;
let engine: SearchEngine;
/** Every site's sample stock, by id: to check what the page links to independently of the engine. */
const stockById = new Map<string, Vehicle>();

beforeAll(async () => {
  browser = await launch();
  // As lib/search/index.ts builds it: every site's stock in one engine, in the content's site order.
  const slugs = (await repo.siteHosts()).map((s) => s.slug);
  const all = slugs.flatMap((slug) => stockFor(slug));
  for (const v of all) stockById.set(v.id, v);
  engine = await createEmbeddedEngine(all);
});
afterAll(async () => {
  await browser?.close();
});

/** The first sold car the site shows, picked as vehicle.test.ts picks its sold case. */
function soldCar(slug: string): Vehicle {
  const car = stockFor(slug).find((v) => v.show_on_dealer_website && v.status === 'sold');
  expect(car, `a sold car in the sample stock of ${slug}`).toBeDefined();
  return car!;
}

/** Every price the sold car has, as the site would print it: none of these may show on the SOLD view. */
function ownPrices(car: Vehicle): string[] {
  return [car.price, car.before_price, car.offer_price, car.subscription_price]
    .filter((p): p is number => typeof p === 'number' && p > 10)
    .map(formatPrice);
}

describe.each(SITES)('sold car on %s', (slug) => {
  it('the test’s engine answers the similar queries as the server’s search API does', async () => {
    const site = (await repo.site(slug))!;
    const car = soldCar(slug);
    const queries = similarQueries(car);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const response = await getWithHost(`${slug}.localhost`, `/api/search?${encodeQuery(query).toString()}`);
      expect(response.status).toBe(200);
      const served = (JSON.parse(response.body) as { hits: Vehicle[] }).hits.map((v) => v.id);
      const local = (await searchStock(engine, site, query, { now: new Date(), facets: [] })).hits.map((v) => v.id);
      expect(served.length).toBeGreaterThan(0);
      expect(served).toEqual(local);
    }
  });

  it('lists exactly the similar in-stock cars the search service gives, without the sold car’s price; axe clean', async () => {
    const site = (await repo.site(slug))!;
    const car = soldCar(slug);
    const expected = await similarVehicles(engine, site, car, new Date());
    // A sold car with nothing similar would make every check below vacuous.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(SIMILAR_LIMIT);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const response = await page.goto(urlFor(`${slug}.localhost`, `/cars/${car.slug}`), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);

      const section = page.getByRole('region', { name: 'Similar cars in stock' });
      await section.waitFor();
      const items = section.getByRole('listitem').filter({ has: page.getByRole('article') });
      expect(await items.count()).toBe(expected.length);

      // Card headings, in the search service's order.
      const headings = await section.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(headings.map((h) => h.trim())).toEqual(expected.map((v) => vehicleTitle(v)));

      // Each card's link goes to that car's page; each of those cars is in stock and shares the sold
      // car's make or body (checked against the sample stock itself, not the engine).
      for (const [i, v] of expected.entries()) {
        const item = items.nth(i);
        const link = item.getByRole('link', { name: /^View Details/ });
        expect(await link.getAttribute('href')).toBe(`/cars/${v.slug}`);
        expect(await item.getByText(FIND_SIMILAR_BUTTON).count(), `${v.slug} is shown as sold`).toBe(0);
        const stocked = stockById.get(v.id)!;
        expect(IN_STOCK_STATUSES, `${v.slug} status`).toContain(stocked.status);
        expect(stocked.make === car.make || stocked.simple_body === car.simple_body, `${v.slug} is similar`).toBe(true);
      }
      expect(new Set(expected.map((v) => v.id)).size).toBe(expected.length);

      // Never the sold car itself.
      expect(expected.map((v) => v.id)).not.toContain(car.id);
      const hrefs = await section.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).not.toBe(`/cars/${car.slug}`);

      // No price on the SOLD view: the summary shows none of the car's prices, nor any dollar amount.
      const summaryText = await page.getByRole('complementary', { name: 'Price and actions' }).innerText();
      for (const price of ownPrices(car)) expect(summaryText).not.toContain(price);
      expect(summaryText).not.toMatch(/\$\s?\d/);

      await section.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
