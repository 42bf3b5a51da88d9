import { describe, expect, it } from 'vitest';
import { matchesFilter, MATCH_ALL } from './filter';
import {
  ABOVE_RANGE_MAXIMUM,
  BELOW_RANGE_MINIMUM,
  DEFAULT_RANGE,
  RANGE_SLIDER_DEBOUNCE_MS,
  SEARCH_BOX_DEBOUNCE_MS,
  clampToRange,
  moveHandle,
  rangeFilter,
  rangeStep,
  refineRange,
  roundRangeValue,
  sliderBounds,
  sliderValues,
} from './range-slider';

const on = { range_max_from_facets: true };
const off = { range_max_from_facets: false };
const B = { min: 0, max: 100000 };

describe('constants', () => {
  it('debounces and default range', () => {
    expect(RANGE_SLIDER_DEBOUNCE_MS).toBe(400);
    expect(SEARCH_BOX_DEBOUNCE_MS).toBe(300);
    expect(DEFAULT_RANGE).toEqual({ min: 0, max: 100000 });
    expect(Object.isFrozen(DEFAULT_RANGE)).toBe(true);
  });
});

describe('rounding', () => {
  it.each([
    ['price', 12499, 12000],
    ['price', 12500, 13000],
    ['price', 66990, 67000],
    ['km', 499, 0],
    ['km', 1500, 2000],
    ['km', -400, 0],
    ['year', 2019, 2019],
    ['year', 2019.4, 2019.4],
  ])('%s %d -> %d', (field, value, rounded) => {
    expect(roundRangeValue(field, value)).toBe(rounded);
  });
});

describe('clamping', () => {
  it('clamps to min and max', () => {
    expect(clampToRange(-5, B)).toBe(0);
    expect(clampToRange(100001, B)).toBe(100000);
    expect(clampToRange(500, B)).toBe(500);
  });
});

describe('bounds', () => {
  it('default 0..100000 when the site option is off, whatever the stats', () => {
    expect(sliderBounds('price', { min: 5000, max: 250000 }, off)).toEqual(B);
  });

  it('maximum from facet stats when the option is on, rounded up to 1000 for price and km', () => {
    expect(sliderBounds('price', { min: 5000, max: 249990 }, on)).toEqual({ min: 0, max: 250000 });
    expect(sliderBounds('price', { max: 66001 }, on)).toEqual({ min: 0, max: 67000 });
    expect(sliderBounds('price', { max: 67000 }, on)).toEqual({ min: 0, max: 67000 });
    expect(sliderBounds('km', { max: 312345 }, on)).toEqual({ min: 0, max: 313000 });
    expect(sliderBounds('year', { min: 2001, max: 2026 }, on)).toEqual({ min: 0, max: 2026 });
  });

  it('falls back to the default without usable stats', () => {
    expect(sliderBounds('price', undefined, on)).toEqual(B);
    expect(sliderBounds('price', null, on)).toEqual(B);
    expect(sliderBounds('price', { max: null }, on)).toEqual(B);
    expect(sliderBounds('price', { max: Number.NaN }, on)).toEqual(B);
    expect(sliderBounds('price', { max: 0 }, on)).toEqual(B);
  });

  it('takes other defaults, e.g. for year', () => {
    expect(sliderBounds('year', undefined, off, { min: 1990, max: 2026 })).toEqual({ min: 1990, max: 2026 });
  });
});

describe('step', () => {
  it('is range / 100 rounded, at least 1', () => {
    expect(rangeStep(B)).toBe(1000);
    expect(rangeStep({ min: 0, max: 67000 })).toBe(670);
    expect(rangeStep({ min: 0, max: 313050 })).toBe(3131);
    expect(rangeStep({ min: 1990, max: 2026 })).toBe(1);
    expect(rangeStep({ min: 0, max: 0 })).toBe(1);
  });
});

describe('handles', () => {
  const current = { min: 20000, max: 60000 };

  it('round and clamp the dragged handle', () => {
    expect(moveHandle('price', current, 'min', 12400, B)).toEqual({ min: 12000, max: 60000 });
    expect(moveHandle('price', current, 'max', 150000, B)).toEqual({ min: 20000, max: 100000 });
    expect(moveHandle('price', current, 'min', -3000, B)).toEqual({ min: 0, max: 60000 });
  });

  it('the min handle cannot pass the max and vice versa', () => {
    expect(moveHandle('price', current, 'min', 75000, B)).toEqual({ min: 60000, max: 60000 });
    expect(moveHandle('price', current, 'max', 5000, B)).toEqual({ min: 20000, max: 20000 });
  });

  it('years are not rounded', () => {
    expect(moveHandle('year', { min: 2010, max: 2020 }, 'min', 2013, { min: 1990, max: 2026 })).toEqual({ min: 2013, max: 2020 });
  });

  it('sliderValues puts unset sides at the bounds', () => {
    expect(sliderValues(undefined, B)).toEqual(B);
    expect(sliderValues({ min: 10000 }, B)).toEqual({ min: 10000, max: 100000 });
    expect(sliderValues({ max: 500000 }, B)).toEqual({ min: 0, max: 100000 });
    expect(sliderValues({ min: 90000, max: 30000 }, B)).toEqual({ min: 30000, max: 30000 });
  });
});

describe('refinements', () => {
  const ok = (refinement: object) => ({ refinement, messages: [] });

  it('accepts in-range values, rounded', () => {
    expect(refineRange('price', { min: 10400, max: 49600 }, B)).toEqual(ok({ min: 10000, max: 50000 }));
    expect(refineRange('price', { min: 10000 }, B)).toEqual(ok({ min: 10000 }));
  });

  it('clamps a value below the minimum to it, with the message to log', () => {
    // -5000 clamps to the 0 minimum, which is "no limit" on that side.
    expect(refineRange('price', { min: -5000, max: 20000 }, B)).toEqual({ refinement: { max: 20000 }, messages: [BELOW_RANGE_MINIMUM] });
    expect(BELOW_RANGE_MINIMUM).toBe('Cannot refine below the range minimum');
    expect(refineRange('year', { min: 1980 }, { min: 1990, max: 2026 })).toEqual({ refinement: {}, messages: [BELOW_RANGE_MINIMUM] });
    expect(refineRange('year', { max: 1980 }, { min: 1990, max: 2026 })).toEqual({ refinement: { max: 1990 }, messages: [BELOW_RANGE_MINIMUM] });
  });

  it('clamps a value above the maximum to it, with the message to log', () => {
    // 250,000 clamps to the maximum: no upper limit, so dearer cars stay in the results.
    expect(refineRange('price', { max: 250000 }, B)).toEqual({ refinement: {}, messages: [ABOVE_RANGE_MAXIMUM] });
    expect(ABOVE_RANGE_MAXIMUM).toBe('Cannot refine above the range maximum');
    expect(refineRange('price', { min: 150000 }, B)).toEqual({ refinement: { min: 100000 }, messages: [ABOVE_RANGE_MAXIMUM] });
    expect(refineRange('price', { min: 20000, max: 1e12 }, B)).toEqual({ refinement: { min: 20000 }, messages: [ABOVE_RANGE_MAXIMUM] });
  });

  it('reports both when both ends are out, and clamps both', () => {
    expect(refineRange('price', { min: -1000, max: 200000 }, B)).toEqual({
      refinement: {},
      messages: [BELOW_RANGE_MINIMUM, ABOVE_RANGE_MAXIMUM],
    });
  });

  it('checks after rounding (100,400 rounds to the 100,000 maximum)', () => {
    expect(refineRange('price', { max: 100400 }, B)).toEqual(ok({}));
    expect(refineRange('price', { max: 100500 }, B)).toEqual({ refinement: {}, messages: [ABOVE_RANGE_MAXIMUM] });
  });

  it('a side at its bound means no limit', () => {
    expect(refineRange('price', { min: 0, max: 100000 }, B)).toEqual(ok({}));
    expect(refineRange('km', { min: 0, max: 30000 }, B)).toEqual(ok({ max: 30000 }));
  });

  it('a min above the max is lowered to the max, also after clamping', () => {
    expect(refineRange('price', { min: 60000, max: 20000 }, B)).toEqual(ok({ min: 20000, max: 20000 }));
    expect(refineRange('price', { min: 60000, max: -20000 }, B)).toEqual({ refinement: { max: 0 }, messages: [BELOW_RANGE_MINIMUM] });
  });

  it('unusable values are treated as unset', () => {
    expect(refineRange('price', { min: Number.NaN, max: null }, B)).toEqual(ok({}));
    expect(refineRange('price', { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY }, B)).toEqual(ok({}));
  });

  it('every result lies within the bounds (hostile inputs)', () => {
    const inputs = [-1e308, -1, 0, 1, 499, 500, 99_999, 100_000, 100_001, 1e308, -0, Number.MAX_SAFE_INTEGER];
    for (const min of inputs) {
      for (const max of inputs) {
        const { refinement } = refineRange('price', { min, max }, B);
        for (const v of [refinement.min, refinement.max].filter((x) => x !== undefined)) {
          expect(v).toBeGreaterThanOrEqual(B.min);
          expect(v).toBeLessThanOrEqual(B.max);
        }
        if (refinement.min !== undefined && refinement.max !== undefined) expect(refinement.min).toBeLessThanOrEqual(refinement.max);
      }
    }
  });
});

describe('rangeFilter', () => {
  it('builds gte / lte on the set sides', () => {
    const f = rangeFilter('price', { min: 10000, max: 20000 });
    expect(f).toEqual({ and: [{ field: 'price', op: 'gte', value: 10000 }, { field: 'price', op: 'lte', value: 20000 }] });
    expect(matchesFilter({ price: 10000 }, f)).toBe(true);
    expect(matchesFilter({ price: 20000 }, f)).toBe(true);
    expect(matchesFilter({ price: 20001 }, f)).toBe(false);
    expect(matchesFilter({ price: 9999 }, f)).toBe(false);
    expect(rangeFilter('km', { max: 5000 })).toEqual({ field: 'km', op: 'lte', value: 5000 });
  });

  it('an unrefined slider hides nothing, even beyond the default maximum', () => {
    const result = refineRange('price', { min: 0, max: 100000 }, B);
    expect(result.messages).toEqual([]);
    const f = rangeFilter('price', result.refinement);
    expect(f).toEqual(MATCH_ALL);
    expect(matchesFilter({ price: 150000 }, f)).toBe(true);
    expect(rangeFilter('price', undefined)).toEqual(MATCH_ALL);
  });
});
