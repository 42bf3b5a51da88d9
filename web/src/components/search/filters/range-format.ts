/**
 * Pure helpers of the range slider: how values read ('$10,000 – $40,000', '0 – 50,000 km',
 * '2015 – 2024'), the default bounds per field, and how a dragged handle moves using the domain
 * rules (moveHandle rounds, clamps and stops at the other handle).
 */
import { formatPrice } from '@/domain/price';
import {
  DEFAULT_RANGE,
  moveHandle,
  RANGE_ROUNDING,
  ROUNDED_RANGE_FIELDS,
  sliderBounds,
  type FacetStats,
  type Range,
} from '@/domain/range-slider';
import type { Site } from '@/lib/content/models';
import type { RangeParam, RangeValue } from '@/lib/search/query';
import { wholeNumber } from '@/domain/whole-number';

/** En dash with spaces, as in '$10,000 – $40,000'. */
export const RANGE_SEPARATOR = ' – ';

/** One value: '$10,000', '50,000 km', '2015'. */
export function formatRangeValue(param: RangeParam, value: number): string {
  if (param === 'price') return formatPrice(value);
  if (param === 'km') return `${wholeNumber(value)} km`;
  return String(value);
}

/** Both handles: '$10,000 – $40,000', '0 – 50,000 km' (unit once), '2015 – 2024'. */
export function formatRangeText(param: RangeParam, values: Range): string {
  if (param === 'km')
    return `${wholeNumber(values.min)}${RANGE_SEPARATOR}${wholeNumber(values.max)} km`;
  return `${formatRangeValue(param, values.min)}${RANGE_SEPARATOR}${formatRangeValue(param, values.max)}`;
}

const RANGE_NAMES: Record<RangeParam, string> = { price: 'Price', km: 'Kilometres', year: 'Year' };

/** A refinement as a chip reads: 'Price: $10,000 – $40,000', 'Kilometres: up to 50,000 km', 'Year: from 2018'. */
export function rangeChipLabel(param: RangeParam, range: RangeValue): string {
  const name = RANGE_NAMES[param];
  if (range.min !== undefined && range.max !== undefined)
    return `${name}: ${formatRangeText(param, { min: range.min, max: range.max })}`;
  if (range.min !== undefined) return `${name}: from ${formatRangeValue(param, range.min)}`;
  if (range.max !== undefined) return `${name}: up to ${formatRangeValue(param, range.max)}`;
  return name;
}

/** The oldest year the year slider reaches unless older stock is in the results. */
export const YEAR_FLOOR = 1990;

/**
 * The default bounds before sliderBounds applies the site's `range_max_from_facets`: price and km
 * use the spec's 0..100000; year uses 1990 (or the oldest car, if older and plausible) to next year,
 * since 0..100000 means nothing for a year.
 */
export function rangeDefaults(
  param: RangeParam,
  stats: FacetStats | null | undefined,
  currentYear: number,
): Range {
  if (param !== 'year') return { ...DEFAULT_RANGE };
  const oldest = stats?.min;
  const min =
    typeof oldest === 'number' && Number.isFinite(oldest) && oldest >= 1900
      ? Math.min(YEAR_FLOOR, Math.floor(oldest))
      : YEAR_FLOOR;
  const newest = stats?.max;
  const max =
    typeof newest === 'number' && Number.isFinite(newest) && newest <= currentYear + 5
      ? Math.max(currentYear + 1, Math.ceil(newest))
      : currentYear + 1;
  return { min, max };
}

/**
 * The handles after the slider reports `raw` (Radix gives both values, sorted): the handle that moved
 * goes through moveHandle. When rounding to 1000 would leave a price/km handle where it was although
 * the shopper moved it (a step under 1000, e.g. by the keyboard), it moves a whole 1000 that way, so
 * arrow keys never get stuck.
 */
export function nextHandles(field: RangeParam, current: Range, raw: readonly number[], bounds: Range): Range {
  const [a = current.min, b = current.max] = raw;
  const handle: 'min' | 'max' = a !== current.min ? 'min' : 'max';
  const value = handle === 'min' ? a : b;
  if (value === current[handle]) return current;
  const moved = moveHandle(field, current, handle, value, bounds);
  if (moved[handle] === current[handle] && ROUNDED_RANGE_FIELDS.includes(field)) {
    const nudged = current[handle] + Math.sign(value - current[handle]) * RANGE_ROUNDING;
    return moveHandle(field, current, handle, nudged, bounds);
  }
  return moved;
}

/** A typed amount ('$12,500', '50000 km', '') as a number; undefined when empty or not a number. */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[\s,$]/g, '').replace(/km$/i, '');
  if (digits === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(digits)) return Number.NaN;
  return Number(digits);
}

/** The slider's bounds for a field: the defaults above, then the site's `range_max_from_facets`. */
export function rangeBounds(
  param: RangeParam,
  stats: FacetStats | null | undefined,
  settings: Pick<Site['search_settings'], 'range_max_from_facets'>,
  currentYear: number,
): Range {
  return sliderBounds(param, stats, settings, rangeDefaults(param, stats, currentYear));
}

/** The thumbs' accessible names and value texts: 'Minimum price', '$10,000'. */
export function thumbTexts(param: RangeParam, title: string, values: Range) {
  const lower = title.toLowerCase();
  return {
    min: { label: `Minimum ${lower}`, valueText: formatRangeValue(param, values.min) },
    max: { label: `Maximum ${lower}`, valueText: formatRangeValue(param, values.max) },
  };
}
