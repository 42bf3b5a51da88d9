/**
 * Pure helpers behind the search filters: how a refinement changes the query, which facet values a
 * list shows, and the removable chips of the active refinements. No React here, so it is unit-tested.
 */
import { CAR_NOUN, countText, type VehicleNoun } from '@/domain/vehicle-noun';
import { facetLabel } from '@/domain/facet-labels';
import type { FacetOption } from '@/domain/search-rules';
import {
  FACET_PARAMS,
  RANGE_PARAMS,
  refine,
  type FacetParam,
  type RangeParam,
  type RangeValue,
  type StockQuery,
} from '@/lib/search/query';
import { rangeChipLabel } from './range-format';

/** The facet lists of the sidebar, in order, with their headings (make and certified have their own controls). */
export const FILTER_FACETS: readonly { param: FacetParam; title: string }[] = [
  { param: 'car_type', title: 'Condition' },
  { param: 'body', title: 'Body type' },
  { param: 'fuel', title: 'Fuel type' },
  { param: 'transmission', title: 'Transmission' },
  { param: 'drive', title: 'Drive type' },
  { param: 'colour', title: 'Colour' },
  { param: 'seats', title: 'Seats' },
  { param: 'location_name', title: 'Location' },
  { param: 'state', title: 'State' },
];

/** The range sliders of the sidebar, in order. */
export const FILTER_RANGES: readonly { param: RangeParam; title: string }[] = [
  { param: 'price', title: 'Price' },
  { param: 'km', title: 'Kilometres' },
  { param: 'year', title: 'Year' },
];

/** A facet list shows this many values until 'Show more'. */
export const FACET_COLLAPSED_COUNT = 6;

export type Facets = Partial<Record<FacetParam, readonly FacetOption[]>>;

/** The values selected for a facet (never undefined). */
export function selectedValues(query: StockQuery, param: FacetParam): string[] {
  return query.refinements[param] ?? [];
}

/** The query with one facet's values replaced (the facet disappears when empty); page back to 1. */
export function withFacetValues(query: StockQuery, param: FacetParam, values: readonly string[]): StockQuery {
  const refinements = { ...query.refinements };
  const unique = [...new Set(values)].sort();
  if (unique.length > 0) refinements[param] = unique;
  else delete refinements[param];
  return refine(query, { refinements });
}

/** Ticks or unticks one value (OR within a facet). */
export function toggleFacetValue(
  query: StockQuery,
  param: FacetParam,
  value: string,
  on: boolean,
): StockQuery {
  const current = selectedValues(query, param);
  const next = on ? [...current, value] : current.filter((v) => v !== value);
  return withFacetValues(query, param, next);
}

/** The query with a range refinement set (an empty refinement removes the range); page back to 1. */
export function withRange(
  query: StockQuery,
  param: RangeParam,
  refinement: RangeValue | undefined,
): StockQuery {
  const ranges = { ...query.ranges };
  if (refinement && (refinement.min !== undefined || refinement.max !== undefined)) {
    ranges[param] = {
      ...(refinement.min !== undefined ? { min: refinement.min } : {}),
      ...(refinement.max !== undefined ? { max: refinement.max } : {}),
    };
  } else delete ranges[param];
  return refine(query, { ranges });
}

/** Everything cleared: no text, no facet values, no ranges (the sort is kept); page 1. */
export function clearAll(query: StockQuery): StockQuery {
  return refine(query, { query: '', refinements: {}, ranges: {} });
}

/**
 * The options a facet list shows: the engine's options, plus every selected value the engine no
 * longer returns (count 0), so a selection never disappears from its list.
 */
export function facetEntries(
  param: FacetParam,
  options: readonly FacetOption[] | undefined,
  selected: readonly string[],
): FacetOption[] {
  const entries = [...(options ?? [])];
  for (const value of selected) {
    if (!entries.some((o) => o.value === value))
      entries.push({ value, count: 0, label: facetLabel(param, value) });
  }
  return entries;
}

/**
 * Which entries a collapsed list shows: the first `limit`, plus any selected entry beyond them.
 * `hidden` is how many 'Show more' would reveal.
 */
export function collapseEntries<T extends { value: string }>(
  entries: readonly T[],
  selected: readonly string[],
  expanded: boolean,
  limit: number = FACET_COLLAPSED_COUNT,
): { shown: T[]; hidden: number } {
  if (expanded) return { shown: [...entries], hidden: 0 };
  const shown = entries.filter((e, i) => i < limit || selected.includes(e.value));
  return { shown, hidden: entries.length - shown.length };
}

export interface Chip {
  key: string;
  /** What the chip reads ('Toyota', 'Price: $10,000 – $40,000', 'Search: “hilux”'). */
  label: string;
  /** The query without this refinement. */
  next: StockQuery;
  /** True for a refinement fixed by the page's path. */
  base: boolean;
}

function labelFor(param: FacetParam, value: string, facets: Facets): string {
  if (param === 'certified' && value === 'true') return 'Toyota Certified';
  return facets[param]?.find((o) => o.value === value)?.label ?? facetLabel(param, value);
}

/** One chip per active refinement: the text, each facet value, each range (URL parameter order). */
export function buildChips(
  query: StockQuery,
  facets: Facets = {},
  base: Partial<Record<FacetParam, string[]>> = {},
): Chip[] {
  const chips: Chip[] = [];
  if (query.query)
    chips.push({
      key: 'query',
      label: `Search: “${query.query}”`,
      next: refine(query, { query: '' }),
      base: false,
    });
  for (const param of Object.keys(FACET_PARAMS) as FacetParam[]) {
    for (const value of selectedValues(query, param)) {
      chips.push({
        key: `${param}:${value}`,
        label: labelFor(param, value, facets),
        next: toggleFacetValue(query, param, value, false),
        base: base[param]?.includes(value) ?? false,
      });
    }
  }
  for (const param of Object.keys(RANGE_PARAMS) as RangeParam[]) {
    const range = query.ranges[param];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      chips.push({
        key: `range:${param}`,
        label: rangeChipLabel(param, range),
        next: withRange(query, param, undefined),
        base: false,
      });
    }
  }
  return chips;
}

/** How many refinements are active (the number on the mobile 'Filters' button). */
export function activeRefinementCount(query: StockQuery): number {
  return buildChips(query).length;
}

/** 'Show Me 1 car', 'Show Me 1,234 caravans' (the site's noun: domain/vehicle-noun.ts). */
export function showMeLabel(count: number, noun: VehicleNoun = CAR_NOUN): string {
  return `Show Me ${countText(count, noun)}`;
}

/** '1 car found', '42 caravans found' (for a polite live region). */
export function carsFoundText(count: number, noun: VehicleNoun = CAR_NOUN): string {
  return `${countText(count, noun)} found`;
}
