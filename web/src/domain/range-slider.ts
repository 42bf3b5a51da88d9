/**
 * The dual range slider (price, km, year) of the search page (spec §5, §8, §9).
 *
 * - Bounds: default 0..100000. The maximum comes from the facet stats only when the site turns
 *   `range_max_from_facets` on (and the stats have a usable maximum above the minimum); for price
 *   and km that maximum is rounded UP to the next 1000 so the dearest car stays inside the range.
 *   The minimum is always the default (the spec takes only the maximum from the stats).
 * - Values: clamped to the bounds; the min handle cannot pass the max handle and vice versa; price
 *   and km values round to the nearest 1000 (other fields are not rounded).
 * - Step: the range / 100, rounded, and at least 1.
 * - Refinements (typed, from the URL or code): a value outside the bounds is clamped to the bound it
 *   passed (§5 "values clamped to min and max"), and the result carries 'Cannot refine below the range
 *   minimum' / 'Cannot refine above the range maximum' for the caller to LOG (§8: slider errors go to
 *   the console, never to the shopper). A min above the max is lowered to the max. A side equal to
 *   its bound is dropped: a handle at the end of the slider means "no limit", so a $150,000 car is
 *   not hidden by an untouched slider whose default maximum is 100000 (nor by a typed 250000).
 * - Debounce: the slider refines 400 ms after the last change; the search box after 300 ms.
 */
import type { Site } from '@/lib/content/models';
import { and, gte, lte, MATCH_ALL, type Filter, type NumericField } from './filter';

export const RANGE_SLIDER_DEBOUNCE_MS = 400;
export const SEARCH_BOX_DEBOUNCE_MS = 300;

export interface Range {
  min: number;
  max: number;
}

/** What a shopper has refined; an absent side is unbounded. */
export interface RangeRefinement {
  min?: number;
  max?: number;
}

/** Facet stats for a numeric field as the engines report them. */
export interface FacetStats {
  min?: number | null;
  max?: number | null;
}

export const DEFAULT_RANGE: Readonly<Range> = Object.freeze({ min: 0, max: 100000 });
export const RANGE_ROUNDING = 1000;
/** Fields whose slider values round to the nearest 1000. */
export const ROUNDED_RANGE_FIELDS: readonly string[] = ['price', 'km'];

export const BELOW_RANGE_MINIMUM = 'Cannot refine below the range minimum';
export const ABOVE_RANGE_MAXIMUM = 'Cannot refine above the range maximum';
export type RangeRefineMessage = typeof BELOW_RANGE_MINIMUM | typeof ABOVE_RANGE_MAXIMUM;

const rounds = (field: string) => ROUNDED_RANGE_FIELDS.includes(field);
// `+ 0` turns -0 into 0.
const roundTo = (value: number, mode: (x: number) => number) => mode(value / RANGE_ROUNDING) * RANGE_ROUNDING + 0;

/** Price and km to the nearest 1000; other fields unchanged. */
export function roundRangeValue(field: string, value: number): number {
  return rounds(field) ? roundTo(value, Math.round) : value;
}

export function clampToRange(value: number, bounds: Range): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The slider's bounds for a field. */
export function sliderBounds(
  field: string,
  stats: FacetStats | null | undefined,
  settings: Pick<Site['search_settings'], 'range_max_from_facets'>,
  defaults: Range = DEFAULT_RANGE,
): Range {
  const statsMax = stats?.max;
  if (!settings.range_max_from_facets || typeof statsMax !== 'number' || !Number.isFinite(statsMax)) return { ...defaults };
  const max = rounds(field) ? roundTo(statsMax, Math.ceil) : statsMax;
  return max > defaults.min ? { min: defaults.min, max } : { ...defaults };
}

/** Range / 100, rounded, at least 1. */
export function rangeStep(bounds: Range): number {
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100));
}

/**
 * A handle dragged to `value`: rounded, clamped to the bounds, and stopped at the other handle.
 * Returns the new [min, max] pair of handle values.
 */
export function moveHandle(field: string, current: Range, handle: 'min' | 'max', value: number, bounds: Range): Range {
  const v = clampToRange(roundRangeValue(field, value), bounds);
  const lo = clampToRange(current.min, bounds);
  const hi = clampToRange(current.max, bounds);
  return handle === 'min' ? { min: Math.min(v, hi), max: hi } : { min: lo, max: Math.max(v, lo) };
}

/** Where to draw the handles for a refinement: unset sides at the bounds, clamped, min <= max. */
export function sliderValues(refinement: RangeRefinement | null | undefined, bounds: Range): Range {
  const min = clampToRange(refinement?.min ?? bounds.min, bounds);
  const max = clampToRange(refinement?.max ?? bounds.max, bounds);
  return { min: Math.min(min, max), max };
}

/** The refinement to apply, and what to log about how it was clamped (empty when nothing was). */
export interface RangeRefineResult {
  refinement: RangeRefinement;
  messages: RangeRefineMessage[];
}

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A requested refinement made valid: rounded, each side clamped into the bounds (with the message to
 * log when one was outside), min <= max, and sides at their bound dropped.
 */
export function refineRange(field: string, next: { min?: number | null; max?: number | null }, bounds: Range): RangeRefineResult {
  const requested = [usable(next.min) ? roundRangeValue(field, next.min) : undefined, usable(next.max) ? roundRangeValue(field, next.max) : undefined];
  const messages: RangeRefineMessage[] = [];
  if (requested.some((v) => v !== undefined && v < bounds.min)) messages.push(BELOW_RANGE_MINIMUM);
  if (requested.some((v) => v !== undefined && v > bounds.max)) messages.push(ABOVE_RANGE_MAXIMUM);
  const [low, max] = requested.map((v) => (v === undefined ? undefined : clampToRange(v, bounds)));
  const min = low !== undefined && max !== undefined ? Math.min(low, max) : low;
  const refinement: RangeRefinement = {};
  if (min !== undefined && min !== bounds.min) refinement.min = min;
  if (max !== undefined && max !== bounds.max) refinement.max = max;
  return { refinement, messages };
}

/** The refinement as a filter (gte / lte on the set sides); MATCH_ALL when nothing is refined. */
export function rangeFilter(field: NumericField, refinement: RangeRefinement | null | undefined): Filter {
  const parts: Filter[] = [];
  if (usable(refinement?.min)) parts.push(gte(field, refinement.min));
  if (usable(refinement?.max)) parts.push(lte(field, refinement.max));
  return parts.length === 0 ? MATCH_ALL : and(...parts);
}
