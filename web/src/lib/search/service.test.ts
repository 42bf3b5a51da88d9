/**
 * The search service over the embedded engine and every sample site's generated stock:
 * isolation (no query shows another dealer's car or a car outside the stock filter), disjunctive
 * facet counts, paging, the count override, and vehicle lookup by slug.
 */
import { readDataset } from '@forecourt/tenants';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { stockFor } from '@forecourt/tenants/stock';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesFilter } from '@/domain/filter';
import { siteStockFilter } from '@/domain/stock-filter';
import { createContentRepository } from '@/lib/content/repository';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createEmbeddedEngine } from './embedded';
import type { SearchEngine } from './engine';
import { decodeQuery } from './query';
import { findVehicle, searchStock } from './service';

const now = new Date('2026-11-20T00:00:00Z');
const dataset = readDataset();
const repo = createContentRepository(createEmbeddedSource(dataset));
let sites: Site[] = [];
let engine: SearchEngine;
let all: Vehicle[] = [];

beforeAll(async () => {
  const slugs = (await repo.siteHosts()).map((s) => s.slug).sort();
  sites = (await Promise.all(slugs.map((slug) => repo.site(slug)))).filter((s): s is Site => Boolean(s));
  all = slugs.flatMap((slug) => stockFor(slug, { now: now.getTime() }));
  engine = await createEmbeddedEngine(all);
}, 60_000);

const HOSTILE_QUERIES = [
  '',
  'page=2',
  'sortBy=price:asc',
  'status=sold',
  'status=deleted&status=on_hold',
  'dealership_name=Harbour%20Toyota&dealership_name=Southern%20Cross%20Mazda&dealership_name=Gateway%20Car%20Superstore',
  'car_type=new&car_type=demo&car_type=used',
  'query=toyota',
  'price=0-',
  'make=Toyota&make=Mazda&make=Kia&body=suv&price=10000-60000&sortBy=km:asc&page=2',
];

describe('site isolation', () => {
  it('has stock for every sample site', () => {
    expect(sites).toHaveLength(4);
    for (const site of sites) {
      const ids = new Set(site.dealerships.map((d) => d.dealership_id));
      expect(all.some((v) => ids.has(v.dealership_id)), site.slug).toBe(true);
    }
  });

  it.each(HOSTILE_QUERIES)('no site sees another dealer’s car or a car outside its stock filter: %j', async (qs) => {
    for (const site of sites) {
      const ids = new Set(site.dealerships.map((d) => d.dealership_id));
      const inScope = siteStockFilter(site, now);
      const expected = all.filter((v) => matchesFilter(v, inScope));
      for (let page = 1; page <= 3; page++) {
        const result = await searchStock(engine, site, decodeQuery(new URLSearchParams(`${qs}&page=${page}`)), { now });
        for (const hit of result.hits) {
          expect(ids.has(hit.dealership_id), `${site.slug} got ${hit.id}`).toBe(true);
          expect(matchesFilter(hit, inScope), `${site.slug} got out-of-filter ${hit.id}`).toBe(true);
        }
        expect(result.found).toBeLessThanOrEqual(expected.length);
        // Facet counts can't exceed what the site may show either.
        for (const options of Object.values(result.facets)) {
          for (const option of options ?? []) expect(option.count).toBeLessThanOrEqual(expected.length);
        }
      }
    }
  });

  it('finds a vehicle by slug only on its own site', async () => {
    const [a, b] = sites;
    const ownIds = new Set(a!.dealerships.map((d) => d.dealership_id));
    const car = all.find((v) => ownIds.has(v.dealership_id) && v.show_on_dealer_website)!;
    expect((await findVehicle(engine, a!, car.slug))?.id).toBe(car.id);
    expect(await findVehicle(engine, b!, car.slug)).toBeUndefined();
    expect(await findVehicle(engine, a!, 'no-such-car')).toBeUndefined();
  });
});

describe('search results', () => {
  it('pages with the site’s page size and consistent counts', async () => {
    const site = sites.find((s) => s.slug === 'southern-cross-motors')!;
    const first = await searchStock(engine, site, decodeQuery(new URLSearchParams('')), { now });
    expect(first.pageSize).toBe(site.search_settings.page_size);
    expect(first.hits).toHaveLength(Math.min(first.pageSize, first.found));
    expect(first.pages).toBe(Math.ceil(first.found / first.pageSize));
    const second = await searchStock(engine, site, decodeQuery(new URLSearchParams('page=2')), { now });
    const overlap = second.hits.filter((h) => first.hits.some((f) => f.id === h.id));
    expect(overlap).toEqual([]);
  });

  it('counts facets disjunctively: selecting one make still counts the others', async () => {
    const site = sites.find((s) => s.slug === 'gateway-car-superstore')!;
    const plain = await searchStock(engine, site, decodeQuery(new URLSearchParams('')), { now });
    const makes = plain.facets.make ?? [];
    expect(makes.length).toBeGreaterThan(2);
    const chosen = makes[0]!.value;
    const refined = await searchStock(engine, site, decodeQuery(new URLSearchParams({ make: chosen })), { now });
    expect(refined.found).toBe(makes[0]!.count);
    expect(refined.facets.make).toEqual(makes);
    for (const hit of refined.hits) expect(hit.make).toBe(chosen);
    // Other facets are counted within the refinement.
    const bodyTotal = (refined.facets.body ?? []).reduce((n, o) => n + o.count, 0);
    expect(bodyTotal).toBe(refined.found);
  });

  it('labels facet values and hides certified=false on certified-only sites', async () => {
    const site = sites.find((s) => s.slug === 'harbour-toyota')!;
    const result = await searchStock(engine, site, decodeQuery(new URLSearchParams('')), { now });
    const suv = result.facets.body?.find((o) => o.value === 'suv');
    expect(suv?.label).toBe('SUV');
    const certifiedOnly = { ...site, search_settings: { ...site.search_settings, certified_only: true } };
    const strict = await searchStock(engine, certifiedOnly, decodeQuery(new URLSearchParams('')), { now });
    expect(strict.facets.certified?.some((o) => o.value === 'false')).toBe(false);
  });

  it('replaces a count over 1999 with the configured stock count', async () => {
    const site = sites.find((s) => s.slug === 'gateway-car-superstore')!;
    const bigEngine = await createEmbeddedEngine(stockFor(site.slug, { now: now.getTime(), count: 2600 }));
    const withOverride = { ...site, search_settings: { ...site.search_settings, stock_count_override: 3000 } };
    const result = await searchStock(bigEngine, withOverride, decodeQuery(new URLSearchParams('')), { now });
    expect(result.found).toBeGreaterThan(1999);
    expect(result.count).toBe(3000);
    const narrow = await searchStock(bigEngine, withOverride, decodeQuery(new URLSearchParams('make=Toyota')), { now });
    expect(narrow.found).toBeLessThanOrEqual(1999);
    expect(narrow.count).toBe(narrow.found);
  });

  it('adds price > 0 to price:asc where the site asks', async () => {
    const site = sites.find((s) => s.slug === 'gateway-car-superstore')!;
    const strict = { ...site, search_settings: { ...site.search_settings, price_asc_excludes_zero: true } };
    const result = await searchStock(engine, strict, decodeQuery(new URLSearchParams('sortBy=price:asc')), { now });
    for (const hit of result.hits) expect(hit.price).toBeGreaterThan(0);
    const prices = result.hits.map((h) => h.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('gives slider stats from the stock without the range refinement itself', async () => {
    const site = sites.find((s) => s.slug === 'gateway-car-superstore')!;
    const plain = await searchStock(engine, site, decodeQuery(new URLSearchParams('')), { now });
    const ranged = await searchStock(engine, site, decodeQuery(new URLSearchParams('price=20000-30000')), { now });
    expect(ranged.stats.price).toEqual(plain.stats.price);
    for (const hit of ranged.hits) expect(hit.price >= 20000 && hit.price <= 30000).toBe(true);
  });
});
