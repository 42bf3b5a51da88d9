/**
 * Site-scoped stock search: turns a StockQuery into engine queries and the engine's answer into the
 * result the pages and /api/search return. The site's scope (its dealerships, the stock filter, its
 * search filters, the manufacturer filter) is ANDed into every engine query here, so a shopper's
 * parameters can only narrow what a site shows.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { facetLabel } from '@/domain/facet-labels';
import { and, eq, type Filter } from '@/domain/filter';
import {
  displayedCount,
  facetLimit,
  pageSize,
  resolveSort,
  sortFilter,
  visibleFacetOptions,
  type FacetOption,
} from '@/domain/search-rules';
import { dealershipScope, siteStockFilter, type StockFilterSite } from '@/domain/stock-filter';
import type { Site } from '@/lib/content/models';
import type { EngineQuery, EngineResult, SearchEngine } from './engine';
import { FACET_PARAMS, RANGE_PARAMS, shopperFilter, type FacetParam, type RangeParam, type StockQuery } from './query';

export type SearchSite = StockFilterSite & Pick<Site, 'search_settings'>;

/** The facets the search page shows by default. */
export const DEFAULT_FACETS: readonly FacetParam[] = [
  'make',
  'make_model',
  'body',
  'car_type',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'location_name',
  'state',
  'certified',
];

export interface SearchOptions {
  now: Date;
  facets?: readonly FacetParam[];
}

export interface SearchResponse {
  hits: Vehicle[];
  facets: Partial<Record<FacetParam, FacetOption[]>>;
  stats: Partial<Record<RangeParam, { min: number; max: number }>>;
  /** What to show as the number of cars (a count over 1999 may be replaced: spec §5). */
  count: number;
  /** How many cars actually match. */
  found: number;
  ms: number;
  page: number;
  pages: number;
  pageSize: number;
}

const RANGE_FIELDS = Object.values(RANGE_PARAMS);

/** The site's part of every query: scope + stock filter + search filters + manufacturer. */
export function siteFilter(site: SearchSite, now: Date): Filter {
  return siteStockFilter(site, now);
}

export async function searchStock(engine: SearchEngine, site: SearchSite, query: StockQuery, options: SearchOptions): Promise<SearchResponse> {
  const started = performance.now();
  const scope = siteFilter(site, options.now);
  const extra = sortFilter(query.sortBy, site.search_settings);
  const base = extra ? and(scope, extra) : scope;
  const size = pageSize(site.search_settings);
  const wanted = options.facets ?? DEFAULT_FACETS;
  const text = query.query || undefined;
  const refined = wanted.filter((p) => (query.refinements[p]?.length ?? 0) > 0);
  const plain = wanted.filter((p) => !refined.includes(p));
  const facetRequest = (p: FacetParam) => ({ field: FACET_PARAMS[p], limit: facetLimit(p) ?? facetLimit(FACET_PARAMS[p]) });

  const main: EngineQuery = {
    filter: and(base, shopperFilter(query)),
    text,
    sort: resolveSort(query.sortBy),
    offset: (query.page - 1) * size,
    limit: size,
    facets: plain.map(facetRequest),
    stats: RANGE_FIELDS,
  };
  // Disjunctive counts: each refined facet is counted without its own refinement.
  const disjunctive: EngineQuery[] = refined.map((p) => ({
    filter: and(base, shopperFilter(query, p)),
    text,
    sort: main.sort,
    offset: 0,
    limit: 0,
    facets: [facetRequest(p)],
    stats: [],
  }));
  // Slider bounds come from the stock without the price/km/year refinements themselves.
  const unranged: EngineQuery = {
    filter: and(base, shopperFilter({ ...query, ranges: {} })),
    text,
    sort: main.sort,
    offset: 0,
    limit: 0,
    facets: [],
    stats: RANGE_FIELDS,
  };
  const hasRanges = Object.keys(query.ranges).length > 0;
  const [result, ...rest] = await engine.search([main, ...disjunctive, ...(hasRanges ? [unranged] : [])]);
  if (!result) throw new Error('The search engine returned no result');

  const facets: SearchResponse['facets'] = {};
  const counts = (r: EngineResult | undefined, p: FacetParam) => r?.facets[FACET_PARAMS[p]] ?? [];
  for (const p of plain) facets[p] = facetOptions(p, counts(result, p), site);
  refined.forEach((p, i) => {
    facets[p] = facetOptions(p, counts(rest[i], p), site);
  });
  const statsSource = hasRanges ? rest[rest.length - 1] : result;
  const stats: SearchResponse['stats'] = {};
  for (const [param, field] of Object.entries(RANGE_PARAMS) as [RangeParam, (typeof RANGE_PARAMS)[RangeParam]][]) {
    const s = statsSource?.stats[field];
    if (s) stats[param] = s;
  }
  return {
    hits: result.hits,
    facets,
    stats,
    count: displayedCount(result.found, site.search_settings),
    found: result.found,
    ms: Math.round((performance.now() - started) * 10) / 10,
    page: query.page,
    pages: Math.ceil(result.found / size),
    pageSize: size,
  };
}

function facetOptions(param: FacetParam, counts: readonly { value: string; count: number }[], site: SearchSite): FacetOption[] {
  const options = counts.map((c) => ({ value: c.value, count: c.count, label: facetLabel(param, c.value) }));
  return param === 'certified' ? visibleFacetOptions('certified', options, site.search_settings) : options;
}

/**
 * One vehicle of the site by slug, whatever its status (a sold car still has a page showing the SOLD
 * view), but only within the site's dealerships and shown on the dealer website.
 */
export function findVehicle(engine: SearchEngine, site: SearchSite, slug: string): Promise<Vehicle | undefined> {
  return findVehicleBy(engine, site, 'slug', slug);
}

/** As findVehicle, by slug or by id (lead forms send a car's id; links carry its slug). */
export async function findVehicleBy(engine: SearchEngine, site: SearchSite, field: 'slug' | 'id', value: string): Promise<Vehicle | undefined> {
  const [result] = await engine.search([
    {
      filter: and(dealershipScope(site), eq('show_on_dealer_website', true), eq(field, value)),
      sort: { field: 'custom_rank', direction: 'desc' },
      offset: 0,
      limit: 1,
      facets: [],
      stats: [],
    },
  ]);
  return result?.hits[0];
}
