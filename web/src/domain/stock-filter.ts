/**
 * The always-on server filters (spec §4, §7): every search a site makes is the shopper's filter
 * ANDed with `siteStockFilter(site, now)`, so a shopper can narrow but never widen what a site shows.
 *
 * siteStockFilter = stock filter AND site search_filters AND manufacturer filter, where
 * - stock filter: (status = in_stock OR status = coming_soon OR sold_date_timestamp > now − N days)
 *   AND show_on_dealer_website = true. N is `search_settings.stock_filter_days` (default 3, an
 *   integer 0..14; out-of-range values are clamped). Timestamps are Unix seconds; a car sold exactly
 *   N days ago is out (the comparison is strict). N = 0 hides every sold car.
 * - search_filters (each list applies only when non-empty):
 *   dealership_ids → dealership_id in; car_types → car_type in; item_types → item_type in;
 *   makes → make in ("only these makes"); excluded_makes → make not_in;
 *   excluded_new_makes → NOT (car_type = new AND make in list), written as
 *   (car_type ≠ new OR make not_in list) — only NEW cars of those makes go; used and demo stay
 *   (e.g. new Nissan sold by a sister site); excluded_stocknums → stocknum not_in;
 *   used_only → car_type = used; in_stock_only → status = in_stock (which also drops coming-soon
 *   and recently sold cars).
 * - manufacturer filter (franchise sites, `site.manufacturer.name`): limits NEW and DEMO stock to
 *   that make; used stock of any make stays, because a franchise dealer (e.g. a Toyota dealer)
 *   sells trade-ins of every make. Written as (car_type not_in [new, demo] OR make = name).
 *   The spec (§7) only says the search "combines site search_filters, a global filter and the
 *   manufacturer filter" and the studio describes the field as "limits stock and menus to this make";
 *   limiting used stock too would hide most of a franchise dealer's used yard, so it is read as
 *   applying to new and demo stock only.
 *
 * The generated filters never use `not` (Typesense cannot negate a group), only and/or and the
 * complement operators, so adapters get the simplest shape.
 */
import type { Site } from '@/lib/content/models';
import { and, eq, gt, MATCH_ALL, neq, noneOf, oneOf, or, type Filter } from './filter';

export const DEFAULT_STOCK_FILTER_DAYS = 3;
export const MAX_STOCK_FILTER_DAYS = 14;
const DAY_SECONDS = 24 * 60 * 60;

type SearchFilters = Site['search_settings']['search_filters'];

export type StockFilterSite = {
  /** The site's own dealerships: stock is always limited to them (see dealershipScope). */
  dealerships: readonly { dealership_id: string }[];
  search_settings: {
    stock_filter_days?: Site['search_settings']['stock_filter_days'] | null;
    search_filters: Partial<SearchFilters>;
  };
  manufacturer?: Pick<NonNullable<Site['manufacturer']>, 'name'> | null;
};

/** N of the stock filter: default 3, an integer clamped to 0..14. */
export function stockFilterDays(days: number | null | undefined): number {
  if (days === undefined || days === null || !Number.isFinite(days)) return DEFAULT_STOCK_FILTER_DAYS;
  return Math.min(MAX_STOCK_FILTER_DAYS, Math.max(0, Math.trunc(days)));
}

/** The Unix-seconds instant a sold car must be sold after (strictly) to still be listed. */
export function soldCutoff(now: Date, days: number | null | undefined): number {
  return Math.floor(now.getTime() / 1000) - stockFilterDays(days) * DAY_SECONDS;
}

/** (in_stock OR coming_soon OR sold within N days) AND shown on the dealer website. */
export function stockFilter(now: Date, days?: number | null): Filter {
  return and(
    or(eq('status', 'in_stock'), eq('status', 'coming_soon'), gt('sold_date_timestamp', soldCutoff(now, days))),
    eq('show_on_dealer_website', true),
  );
}

const nonEmpty = (list: readonly string[] | null | undefined): list is readonly string[] => !!list && list.length > 0;

/** The site's search_filters as conditions (MATCH_ALL when none are set). */
export function searchFiltersFilter(filters: Partial<SearchFilters> | null | undefined): Filter {
  if (!filters) return MATCH_ALL;
  const parts: Filter[] = [];
  if (nonEmpty(filters.dealership_ids)) parts.push(oneOf('dealership_id', filters.dealership_ids));
  if (nonEmpty(filters.car_types)) parts.push(oneOf('car_type', filters.car_types));
  if (nonEmpty(filters.item_types)) parts.push(oneOf('item_type', filters.item_types));
  if (nonEmpty(filters.makes)) parts.push(oneOf('make', filters.makes));
  if (nonEmpty(filters.excluded_makes)) parts.push(noneOf('make', filters.excluded_makes));
  if (nonEmpty(filters.excluded_new_makes)) {
    parts.push(or(neq('car_type', 'new'), noneOf('make', filters.excluded_new_makes)));
  }
  if (nonEmpty(filters.excluded_stocknums)) parts.push(noneOf('stocknum', filters.excluded_stocknums));
  if (filters.used_only) parts.push(eq('car_type', 'used'));
  if (filters.in_stock_only) parts.push(eq('status', 'in_stock'));
  return and(...parts);
}

/** New and demo stock limited to the franchise make; MATCH_ALL for a site without a manufacturer. */
export function manufacturerFilter(manufacturer: { name: string } | null | undefined): Filter {
  const name = manufacturer?.name.trim();
  if (!name) return MATCH_ALL;
  return or(noneOf('car_type', ['new', 'demo']), eq('make', name));
}

/** Everything a site always applies to its stock. */
/**
 * Which dealerships' stock a site shows: its search_filters.dealership_ids when set, otherwise its own
 * dealerships. Never empty-means-everything: a site with no dealerships shows no stock, so a content
 * mistake can't publish every dealer's cars on one site.
 */
export function dealershipScope(site: Pick<StockFilterSite, 'dealerships' | 'search_settings'>): Filter {
  const configured = site.search_settings.search_filters.dealership_ids;
  const ids = nonEmpty(configured) ? configured : site.dealerships.map((d) => d.dealership_id);
  return oneOf('dealership_id', ids);
}

export function siteStockFilter(site: StockFilterSite, now: Date): Filter {
  return and(
    dealershipScope(site),
    stockFilter(now, site.search_settings.stock_filter_days),
    searchFiltersFilter(site.search_settings.search_filters),
    manufacturerFilter(site.manufacturer),
  );
}

/** The filter a search runs: the site's filter AND the shopper's (which can only narrow it). */
export function withSiteFilter(siteFilter: Filter, shopperFilter?: Filter): Filter {
  return shopperFilter ? and(siteFilter, shopperFilter) : siteFilter;
}
