/**
 * Search rules and constants (spec §2, §5, §7, §9) that sit around the search call itself.
 *
 * - Sort: default 'custom_rank:desc'; a `sortBy` parameter is `field:asc|desc` over a sortable
 *   vehicle field, anything else falls back to the default. 'price:asc' adds 'price > 0' when the
 *   site sets `price_asc_excludes_zero` ("'Price low to high' hides cars without a price").
 * - Page size: the site's `page_size`, default 21.
 * - Facets: 'certified' hides its 'false' option on certified-only sites; value limits make_model 30,
 *   city 20, dealership (dealership_name) 40.
 * - Count: a count over 1999 shows the site's `stock_count_override` when one is set (1999 itself is
 *   shown as is; 2000 is replaced).
 * - Make lists: the collapsed make card list shows 7 makes; the make drop-down, see orderMakeOptions.
 * - Search history: the last 5 searches with their paths, newest first, one entry per path.
 */
import type { Site } from '@/lib/content/models';
import { sortFields, type VehicleFieldName } from '@forecourt/schemas/vehicle/fields';
import { compareNames } from './compare-names';
import { gt, type Filter } from './filter';
import { own } from '@forecourt/schemas/own';

type SearchSettings = Site['search_settings'];

// ---- sort ---------------------------------------------------------------------------------------

export const DEFAULT_SORT = 'custom_rank:desc';
/** Price-range views link to results sorted by price, highest first. */
export const PRICE_DESC_SORT = 'price:desc';
export const PRICE_ASC_SORT = 'price:asc';

export type SortDirection = 'asc' | 'desc';
export interface SortSpec {
  field: VehicleFieldName;
  direction: SortDirection;
}

/** Parses 'field:asc|desc' over the sortable fields; anything else (or nothing) is the default sort. */
export function resolveSort(sortBy: string | null | undefined): SortSpec {
  const m = /^([a-z_]+):(asc|desc)$/.exec(sortBy?.trim() ?? '');
  const field = m?.[1] as VehicleFieldName | undefined;
  if (m && field && sortFields.includes(field)) return { field, direction: m[2] as SortDirection };
  return { field: 'custom_rank', direction: 'desc' };
}

export function sortKey(sort: SortSpec): string {
  return `${sort.field}:${sort.direction}`;
}

/** The extra filter a sort brings: 'price > 0' for 'price:asc' on sites that exclude zero prices. */
export function sortFilter(
  sortBy: string | null | undefined,
  settings: Pick<SearchSettings, 'price_asc_excludes_zero'>,
): Filter | undefined {
  const sort = resolveSort(sortBy);
  return settings.price_asc_excludes_zero && sort.field === 'price' && sort.direction === 'asc' ? gt('price', 0) : undefined;
}

// ---- page size ----------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 21;

export function pageSize(settings: { page_size?: number | null }): number {
  const size = settings.page_size;
  return size !== undefined && size !== null && Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE;
}

// ---- facets -------------------------------------------------------------------------------------

/** A facet option as the search page shows it (spec §3: label, count, value). */
export interface FacetOption {
  label: string;
  count: number;
  value: string;
}

export const FACET_LIMITS = { make_model: 30, city: 20, dealership_name: 40 } as const satisfies Partial<
  Record<VehicleFieldName, number>
>;

/** How many values to request for a facet; undefined leaves the engine default. */
export function facetLimit(field: string): number | undefined {
  return own(FACET_LIMITS as Partial<Record<string, number>>, field);
}

/** The options a facet shows: 'certified' loses 'false' on certified-only sites. */
export function visibleFacetOptions<O extends Pick<FacetOption, 'value'>>(
  field: string,
  options: readonly O[],
  settings: Pick<SearchSettings, 'certified_only'>,
): O[] {
  if (field === 'certified' && settings.certified_only) return options.filter((o) => o.value !== 'false');
  return [...options];
}

// ---- count --------------------------------------------------------------------------------------

/** Counts above this show the site's configured stock count instead. */
export const STOCK_COUNT_OVERRIDE_ABOVE = 1999;

export function displayedCount(count: number, settings: { stock_count_override?: number | null }): number {
  const override = settings.stock_count_override;
  return count > STOCK_COUNT_OVERRIDE_ABOVE && override !== undefined && override !== null ? override : count;
}

// ---- make lists ---------------------------------------------------------------------------------

export const COLLAPSED_MAKE_COUNT = 7;

/** The make cards shown: the first 7 while collapsed ('Show all makes' expands). */
export function visibleMakes<T>(makes: readonly T[], expanded: boolean): T[] {
  return expanded ? [...makes] : makes.slice(0, COLLAPSED_MAKE_COUNT);
}

export const ALL_MAKES_LABEL = 'All Makes';
/** The 'All Makes' group starts at item 20 at the latest: the popular group holds at most 20. */
export const ALL_MAKES_FROM = 20;

export type MakeOptionGroup = 'popular' | 'all';

/**
 * The make drop-down (spec §9: "puts popular makes first and 'All Makes' from item 20").
 *
 * Reading: the list is two groups. First the 'popular' group: the site's `popular_makes` that are
 * among the options (matched case-insensitively, in the configured order, at most 20 of them — so
 * the 'All Makes' group starts at item 20 at the latest). Then the 'all' group, shown under an
 * 'All Makes' heading: every other make, alphabetically. Each make appears once; options keep their
 * counts. With no popular makes configured (or none in stock) it is one alphabetical 'all' group.
 */
export function orderMakeOptions<O extends Pick<FacetOption, 'value'>>(
  options: readonly O[],
  popularMakes: readonly string[],
): (O & { group: MakeOptionGroup })[] {
  const byKey = new Map<string, O>();
  for (const o of options) {
    const key = o.value.trim().toLowerCase();
    if (!byKey.has(key)) byKey.set(key, o);
  }
  const popular: O[] = [];
  for (const name of popularMakes) {
    if (popular.length >= ALL_MAKES_FROM) break;
    const key = name.trim().toLowerCase();
    const option = byKey.get(key);
    if (option && !popular.includes(option)) popular.push(option);
  }
  const rest = [...byKey.values()]
    .filter((o) => !popular.includes(o))
    .sort((a, b) => compareNames(a.value, b.value));
  return [
    ...popular.map((o) => ({ ...o, group: 'popular' as const })),
    ...rest.map((o) => ({ ...o, group: 'all' as const })),
  ];
}

// ---- search history -----------------------------------------------------------------------------

export const SEARCH_HISTORY_LIMIT = 5;

export interface SearchHistoryEntry {
  /** What the shopper sees, e.g. 'Used Toyota HiLux'. */
  label: string;
  /** The search page path with its query string, e.g. '/search/toyota/hilux?sortBy=price:asc'. */
  path: string;
}

/**
 * Records a search: newest first, one entry per path (searching a path again moves it to the front
 * with the new label), at most 5. Returns a new list; entries without a path are not recorded.
 */
export function addToSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit: number = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  const path = entry.path.trim();
  if (!path) return history.slice(0, limit);
  return [{ label: entry.label, path }, ...history.filter((h) => h.path !== path)].slice(0, limit);
}
