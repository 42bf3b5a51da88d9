/**
 * Everything a search page renders on the server: the route's refinements, the effective query (path
 * + query string), the first results, and the site's live promo cards.
 */
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import 'server-only';
import { slugify } from '@/domain/names';
import { isPromoLive } from '@/domain/promos';
import { content, type Site } from '@/lib/content';
import type { PromoCardData } from '@/components/search/types';
import { searchEngine } from './index';
import { decodeQuery, EMPTY_QUERY, type StockQuery } from './query';
import { isTypePath, resolveSearchPath, type BaseRefinements, type SearchRoute } from './routes';
import { withBase } from './url';
import { searchStock, type SearchResponse } from './service';

export interface SearchPageData {
  route: SearchRoute;
  base: BaseRefinements;
  query: StockQuery;
  result: SearchResponse;
  promos: PromoCardData[];
  now: string;
  /** What the cards' weekly estimates read of the site's finance settings (only this crosses to the browser). */
  finance: { excludedDealerGroups: string[] };
}

export async function loadSearchPage(
  site: Site,
  segments: readonly string[],
  searchParams: Record<string, string | string[] | undefined>,
  extraBase: BaseRefinements = {},
): Promise<SearchPageData> {
  const now = new Date();
  const engine = await searchEngine();
  // What the path's words can mean comes from this site's own stock and content.
  const needsCatalogue = segments.length > 0 && !isTypePath(segments[0]);
  const catalogue = needsCatalogue
    ? await searchStock(engine, site, EMPTY_QUERY, { now, facets: ['make', 'body'] })
    : undefined;
  const makes = catalogue?.facets.make?.map((o) => o.value) ?? [];
  const pathMake = segments[1] ? makes.find((m) => slugify(m) === segments[0]?.toLowerCase()) : undefined;
  const models = pathMake
    ? await searchStock(engine, site, { ...EMPTY_QUERY, refinements: { make: [pathMake] } }, { now, facets: ['make_model'] })
    : undefined;
  const locations = needsCatalogue ? await content.locations(site) : [];
  const route = resolveSearchPath(segments, {
    noun: siteVehicleNoun(site),
    makes,
    makeModels: models?.facets.make_model?.map((o) => o.value) ?? [],
    bodies: catalogue?.facets.body?.map((o) => o.value) ?? [],
    dealerships: site.dealerships,
    locations: locations.map((l) => l.name),
  });
  const base = { ...(route.kind === 'search' ? route.base : {}), ...extraBase };
  const query = withBase(decodeQuery(searchParams), base);
  const result =
    route.kind === 'unknown'
      ? { hits: [], facets: {}, stats: {}, count: 0, found: 0, ms: 0, page: 1, pages: 0, pageSize: site.search_settings.page_size }
      : await searchStock(engine, site, query, { now });
  const [promos, finance] = await Promise.all([content.promos(site), content.financeSettings(site)]);
  return {
    route,
    base,
    query,
    result,
    promos: promos.filter((p) => isPromoLive(p, now)),
    now: now.toISOString(),
    finance: { excludedDealerGroups: finance.excludedDealerGroups },
  };
}

