/**
 * GET /sitemap.xml — the home page, the site's content pages and every car in stock, with absolute
 * addresses (lib/seo/sitemap.ts). Only this site's cars: the filter is the site's own stock scope.
 */
import { and, oneOf } from '@/domain/filter';
import { IN_STOCK_STATUSES } from '@/domain/display-state';
import { content } from '@/lib/content';
import { siteRoute } from '@/lib/http/site-route';
import { searchEngine, siteFilter } from '@/lib/search';
import { siteOrigin, sitemapXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { vehicleHref } from '@/components/search/results/card-model';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ request, site }) => {
  const [pages, vehicles] = await Promise.all([
    content.pageSlugs(site),
    (await searchEngine()).list(and(siteFilter(site, new Date()), oneOf('status', IN_STOCK_STATUSES))),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/' },
    ...pages.map((p) => ({ path: `/${p.slug.replace(/^\/+/, '')}` })),
    ...vehicles.map((v) => ({ path: vehicleHref(v), ...(v.updated_at ? { lastmod: v.updated_at.slice(0, 10) } : {}) })),
  ];
  const origin = siteOrigin(site.url, request.headers.get('host'), request.headers.get('x-forwarded-proto'));
  return new Response(sitemapXml(origin, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600' },
  });
});
