/**
 * GET /sitemap.xml over the real sample content and the embedded engine holding all four sample
 * sites' stock: valid against the sitemaps.org 0.9 XSD, exactly the indexable pages, only this site's.
 */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { IN_STOCK_STATUSES } from '@/domain/display-state';
import { slugify } from '@/domain/names';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { isIndexablePath } from '@forecourt/schemas/routes';
import type * as SearchModule from '@/lib/search';
import { siteFilter } from '@/lib/search/service';
import { sampleEngine } from '@/lib/search/sample-engine';
import { sitemapLocs, sitemapSchemaErrors } from '../../../../test/support/sitemap-schema';

const SITES = ['harbour-toyota', 'southern-cross-motors', 'coorong-caravans', 'gateway-car-superstore'];
const repo = createContentRepository(createEmbeddedSource(readDataset()));

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(...SITES),
}));
const { GET } = await import('./route');

async function sitemap(site: string) {
  const response = await GET(new NextRequest(`http://${site}.localhost/sitemap.xml`), { params: Promise.resolve({ site }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  return response.text();
}

describe.each(SITES)('GET /sitemap.xml on %s', (slug) => {
  it('is valid against the sitemaps.org 0.9 schema and lists exactly the indexable pages of this site', async () => {
    const site = (await repo.site(slug))!;
    const xml = await sitemap(slug);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);

    const origin = new URL(site.url!).origin;
    const locs = sitemapLocs(xml);
    expect(locs.filter((l) => new URL(l).origin !== origin)).toEqual([]);
    const paths = locs.map((l) => decodeURIComponent(new URL(l).pathname));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => !isIndexablePath(p))).toEqual([]);
    expect(paths).toContain('/');
    expect(paths).not.toContain('/home');
    expect(paths).not.toContain('/success');

    // Only this site's shown, in-stock cars; all of those its own stock scope (search filters) admits.
    const shown = stockFor(slug).filter((v) => v.show_on_dealer_website && IN_STOCK_STATUSES.includes(v.status));
    const cars = paths.filter((p) => p.startsWith('/cars/')).sort();
    const own = new Set(shown.map((v) => `/cars/${v.slug}`));
    expect(cars.filter((p) => !own.has(p))).toEqual([]);
    const scoped = (await (await sampleEngine(...SITES)).list(siteFilter(site, new Date()))).filter((v) => IN_STOCK_STATUSES.includes(v.status));
    expect(cars).toEqual(scoped.map((v) => `/cars/${v.slug}`).sort());
    expect(cars.length).toBeGreaterThan(shown.length / 2);

    // Search landings: car types the stock has, and each make in stock.
    const types = new Set(shown.map((v) => v.car_type));
    expect(paths.includes('/search/used-cars')).toBe(types.has('used'));
    expect(paths.includes('/search/new-cars')).toBe(types.has('new'));
    expect(paths.includes('/search/demo-cars')).toBe(types.has('demo'));
    for (const make of new Set(shown.map((v) => v.make))) expect(paths).toContain(`/search/${slugify(make)}`);
    expect(paths.some((p) => /^\/search\/[^/]+\/[^/]+$/.test(p))).toBe(true);

    // Content pages other than the home and thank-you pages.
    expect(paths).toContain('/about-us');
    expect(paths).toContain('/privacy-policy');
    expect(paths.includes('/models')).toBe(Boolean(site.manufacturer));
  });
});
