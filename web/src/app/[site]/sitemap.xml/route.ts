/**
 * GET /sitemap.xml — the site's indexable pages with absolute addresses (lib/seo/sitemap-entries.ts
 * decides which). Only this site's pages and cars: the stock comes through the site's own search scope,
 * the same one its search and vehicle pages use.
 */
import { and, oneOf } from '@/domain/filter';
import { IN_STOCK_STATUSES } from '@/domain/display-state';
import { content } from '@/lib/content';
import { siteRoute } from '@/lib/http/site-route';
import { searchEngine, siteFilter } from '@/lib/search';
import { EMPTY_QUERY } from '@/lib/search/query';
import { searchStock } from '@/lib/search/service';
import { lastmodOf, siteOrigin, sitemapXml } from '@/lib/seo/sitemap';
import { marketingPaths } from '@/lib/seo/marketing-paths';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { vehicleHref } from '@/components/search/results/card-model';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ request, site }) => {
  const now = new Date();
  const engine = await searchEngine();
  const [pages, marketing, vehicles, catalogue] = await Promise.all([
    content.pageSlugs(site),
    marketingPaths(site),
    engine.list(and(siteFilter(site, now), oneOf('status', IN_STOCK_STATUSES))),
    searchStock(engine, site, EMPTY_QUERY, { now, facets: ['car_type', 'make', 'body'] }),
  ]);
  const makes = catalogue.facets.make?.map((o) => o.value) ?? [];
  // A make's models as the /search/{make}/{model} page looks them up: the make_model facet within that make.
  const perMake = await Promise.all(
    makes.map((make) => searchStock(engine, site, { ...EMPTY_QUERY, refinements: { make: [make] } }, { now, facets: ['make_model'] })),
  );
  const entries = sitemapEntries({
    pageSlugs: pages.map((p) => p.slug.replace(/^\/+/, '')),
    hasModelsPage: Boolean(site.manufacturer),
    marketing,
    stock: {
      carTypes: Object.fromEntries((catalogue.facets.car_type ?? []).map((o) => [o.value, o.count])),
      makes,
      makeModels: perMake.flatMap((r) => r.facets.make_model?.map((o) => o.value) ?? []),
      bodies: catalogue.facets.body?.map((o) => o.value) ?? [],
    },
    vehicles: vehicles.map((v) => {
      const lastmod = lastmodOf(v.updated_at);
      return { path: vehicleHref(v), ...(lastmod ? { lastmod } : {}) };
    }),
  });
  const origin = siteOrigin(site.url, request.headers.get('host'), request.headers.get('x-forwarded-proto'));
  return new Response(sitemapXml(origin, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600' },
  });
});
