/**
 * The typed stock query and its one URL form, shared by the search pages and GET /api/search.
 *
 * Query-string form (documented in the README):
 * - `query=<text>` free text; `page=<n>` 1-based; `sortBy=<field>:<asc|desc>` (SORT_OPTIONS).
 * - multi-select facets repeat the parameter: `make=Toyota&make=Mazda` (values may contain commas);
 * - ranges are `<min>-<max>` with either side optional: `price=10000-30000`, `km=-50000`, `year=2018-`.
 *
 * Parsing is total: unknown parameters are ignored and malformed values dropped, never an error; and
 * `encodeQuery` writes one canonical order, so encodeQuery(decodeQuery(x)) is stable.
 */
import type { Filter, FilterField, NumericField } from '@/domain/filter';
import { and, MATCH_ALL, oneOf } from '@/domain/filter';
import { rangeFilter } from '@/domain/range-slider';
import { DEFAULT_SORT } from '@/domain/search-rules';
import { own } from '@forecourt/schemas/own';

/** URL parameter -> vehicle field, for the multi-select facets (spec §3 search facets). */
export const FACET_PARAMS = {
  make: 'make',
  model: 'model',
  make_model: 'make_model',
  badge: 'badge',
  body: 'simple_body',
  car_type: 'car_type',
  categories: 'categories',
  city: 'city',
  state: 'state',
  colour: 'colour',
  dealership_name: 'dealership_name',
  location_name: 'location_name',
  drive: 'drive',
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  seats: 'seats',
  item_type: 'item_type',
  tag: 'tag',
  status: 'status',
  certified: 'certified',
  filtered_features: 'filtered_features',
  weekly_price_range: 'weekly_price_range',
  price_range: 'price_range',
} as const satisfies Record<string, FilterField>;
export type FacetParam = keyof typeof FACET_PARAMS;

/** URL parameter -> numeric vehicle field, for the range facets. */
export const RANGE_PARAMS = { price: 'price', km: 'km', year: 'year' } as const satisfies Record<string, NumericField>;
export type RangeParam = keyof typeof RANGE_PARAMS;

export const SORT_OPTIONS = [
  { value: 'custom_rank:desc', label: 'Featured' },
  { value: 'price:asc', label: 'Price (low to high)' },
  { value: 'price:desc', label: 'Price (high to low)' },
  { value: 'year:desc', label: 'Year (newest first)' },
  { value: 'year:asc', label: 'Year (oldest first)' },
  { value: 'km:asc', label: 'Kilometres (lowest first)' },
  { value: 'km:desc', label: 'Kilometres (highest first)' },
  { value: 'created_at_timestamp:desc', label: 'Recently added' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE = 500;
const MAX_VALUES_PER_FACET = 50;
const MAX_VALUE_LENGTH = 100;
const NUMERIC_FACETS = new Set<FacetParam>(['seats']);
const BOOLEAN_FACETS = new Set<FacetParam>(['certified']);

export interface RangeValue {
  min?: number;
  max?: number;
}

export interface StockQuery {
  query: string;
  page: number;
  sortBy: SortKey;
  refinements: Partial<Record<FacetParam, string[]>>;
  ranges: Partial<Record<RangeParam, RangeValue>>;
}

export const EMPTY_QUERY: StockQuery = Object.freeze({ query: '', page: 1, sortBy: DEFAULT_SORT, refinements: {}, ranges: {} });

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function all(source: ParamSource, key: string): string[] {
  if (source instanceof URLSearchParams) return source.getAll(key);
  const value = own(source, key);
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function cleanText(value: string): string {
  // Control characters never belong in a search; whitespace runs collapse.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
}

function facetValue(param: FacetParam, raw: string): string | undefined {
  const value = cleanText(raw);
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH) return undefined;
  if (NUMERIC_FACETS.has(param)) return /^\d{1,3}$/.test(value) ? String(Number(value)) : undefined;
  if (BOOLEAN_FACETS.has(param)) return value === 'true' || value === 'false' ? value : undefined;
  return value;
}

const RANGE = /^(\d{0,9})-(\d{0,9})$/;

export function parseRange(raw: string | undefined): RangeValue | undefined {
  const m = RANGE.exec((raw ?? '').trim());
  if (!m) return undefined;
  const min = m[1] ? Number(m[1]) : undefined;
  const max = m[2] ? Number(m[2]) : undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

export function formatRange(range: RangeValue): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((o) => o.value === value);
}

export function decodeQuery(source: ParamSource): StockQuery {
  const text = cleanText(all(source, 'query')[0] ?? '').slice(0, MAX_QUERY_LENGTH);
  const pageRaw = all(source, 'page')[0] ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(Math.max(Number(pageRaw), 1), MAX_PAGE) : 1;
  const sortRaw = all(source, 'sortBy')[0] ?? '';
  const sortBy = isSortKey(sortRaw) ? sortRaw : (DEFAULT_SORT as SortKey);

  const refinements: StockQuery['refinements'] = {};
  for (const param of Object.keys(FACET_PARAMS) as FacetParam[]) {
    const values = [...new Set(all(source, param).map((v) => facetValue(param, v)).filter((v): v is string => v !== undefined))]
      .sort()
      .slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) refinements[param] = values;
  }
  const ranges: StockQuery['ranges'] = {};
  for (const param of Object.keys(RANGE_PARAMS) as RangeParam[]) {
    const range = parseRange(all(source, param)[0]);
    if (range) ranges[param] = range;
  }
  return { query: text, page, sortBy, refinements, ranges };
}

/** Canonical query string: fixed parameter order, sorted values, defaults omitted. */
export function encodeQuery(query: StockQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.query) params.set('query', query.query);
  for (const param of Object.keys(FACET_PARAMS) as FacetParam[]) {
    for (const value of [...new Set(query.refinements[param] ?? [])].sort()) params.append(param, value);
  }
  for (const param of Object.keys(RANGE_PARAMS) as RangeParam[]) {
    const range = query.ranges[param];
    if (range && (range.min !== undefined || range.max !== undefined)) params.set(param, formatRange(range));
  }
  if (query.sortBy !== DEFAULT_SORT) params.set('sortBy', query.sortBy);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

function typedValues(param: FacetParam, values: readonly string[]): Filter {
  const field = FACET_PARAMS[param];
  if (NUMERIC_FACETS.has(param)) return oneOf(field as 'seats', values.map(Number));
  if (BOOLEAN_FACETS.has(param)) return oneOf(field as 'certified', values.map((v) => v === 'true'));
  return oneOf(field as 'make', values);
}

/**
 * The shopper's part of the filter. `except` leaves one facet's own refinement out, for disjunctive
 * counts (selecting Toyota still shows how many Mazdas there are).
 */
export function shopperFilter(query: StockQuery, except?: FacetParam): Filter {
  const parts: Filter[] = [];
  for (const param of Object.keys(FACET_PARAMS) as FacetParam[]) {
    const values = query.refinements[param];
    if (param !== except && values && values.length > 0) parts.push(typedValues(param, values));
  }
  for (const param of Object.keys(RANGE_PARAMS) as RangeParam[]) {
    const range = query.ranges[param];
    if (range) parts.push(rangeFilter(RANGE_PARAMS[param], range));
  }
  return parts.length === 0 ? MATCH_ALL : and(...parts);
}

/** A copy with some refinements changed (page back to 1 unless given). */
export function refine(query: StockQuery, change: Partial<StockQuery>): StockQuery {
  return { ...query, page: 1, ...change };
}
