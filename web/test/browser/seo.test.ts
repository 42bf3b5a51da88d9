/**
 * Search engines' view of the production build (issue 12 item 13; the sitemaps of item 12 are read
 * from the link crawl, links.test.ts, which requests every page they list).
 *
 * Structured data: every application/ld+json block of the home page and of vehicle pages (a car, a
 * weekly-subscription car, a caravan, a sold car) on every template is checked against the schema.org
 * vocabulary offline (test/support/schema-org-check.ts).
 */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { schemaOrgErrors } from '../support/schema-org-check';
import { getWithHost } from './browser';

interface SiteDoc {
  _type: 'site';
  slug: { current: string };
}
const sites = readDataset().filter((d) => d._type === 'site') as unknown as SiteDoc[];

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
}

describe('structured data on every template', () => {
  const pick = (slug: string, test: (v: ReturnType<typeof stockFor>[number]) => boolean) =>
    stockFor(slug).find((v) => v.show_on_dealer_website && test(v));

  it('home and vehicle pages carry JSON-LD that conforms to the schema.org vocabulary', { timeout: 300_000 }, async () => {
    const pages: { host: string; path: string; expectTypes: string[] }[] = [];
    for (const site of sites) {
      const slug = site.slug.current;
      const host = `${slug}.localhost`;
      pages.push({ host, path: '/', expectTypes: ['AutoDealer'] });
      const car = pick(slug, (v) => v.status === 'in_stock' && !v.subscription_price);
      if (car) pages.push({ host, path: `/cars/${car.slug}`, expectTypes: [car.item_type === 'car' ? 'Car' : 'Vehicle'] });
      const sold = pick(slug, (v) => v.status === 'sold');
      if (sold) pages.push({ host, path: `/cars/${sold.slug}`, expectTypes: [sold.item_type === 'car' ? 'Car' : 'Vehicle'] });
    }
    const subscribed = pick('gateway-car-superstore', (v) => v.status === 'in_stock' && Boolean(v.subscription_price));
    const caravan = pick('coorong-caravans', (v) => v.status === 'in_stock' && v.item_type === 'caravan');
    expect(subscribed && caravan).toBeTruthy();
    pages.push({ host: 'gateway-car-superstore.localhost', path: `/cars/${subscribed!.slug}`, expectTypes: ['Car'] });
    pages.push({ host: 'coorong-caravans.localhost', path: `/cars/${caravan!.slug}`, expectTypes: ['Vehicle'] });

    const blocks: unknown[] = [];
    for (const { host, path, expectTypes } of pages) {
      const page = await getWithHost(host, path);
      expect(page.status, `${host}${path}`).toBe(200);
      const found = jsonLdBlocks(page.body);
      expect(found.length, `${host}${path}`).toBeGreaterThan(0);
      const types = JSON.stringify(found);
      for (const t of expectTypes) expect(types, `${host}${path}`).toContain(`"@type":"${t}"`);
      blocks.push(...found);
    }
    expect(schemaOrgErrors(blocks)).toEqual([]);

    // The subscription car's offer has its weekly price; the caravan says nothing that does not apply.
    const subscriptionPage = jsonLdBlocks((await getWithHost('gateway-car-superstore.localhost', `/cars/${subscribed!.slug}`)).body);
    expect(subscriptionPage[0]).toMatchObject({ offers: { price: Math.round(subscribed!.subscription_price!), priceSpecification: { unitCode: 'WEE' } } });
    const caravanPage = JSON.stringify(jsonLdBlocks((await getWithHost('coorong-caravans.localhost', `/cars/${caravan!.slug}`)).body));
    expect(caravanPage).not.toMatch(/not applicable/i);
    expect(caravanPage).not.toContain('"@type":"Car"');
  });
});
