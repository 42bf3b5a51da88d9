import { describe, expect, it } from 'vitest';
import { matchesFilter } from './filter';
import {
  ALL_MAKES_FROM,
  COLLAPSED_MAKE_COUNT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  FACET_LIMITS,
  SEARCH_HISTORY_LIMIT,
  addToSearchHistory,
  displayedCount,
  facetLimit,
  orderMakeOptions,
  pageSize,
  resolveSort,
  sortFilter,
  sortKey,
  visibleFacetOptions,
  visibleMakes,
  type FacetOption,
  type SearchHistoryEntry,
} from './search-rules';

describe('sort', () => {
  it("defaults to 'custom_rank:desc'", () => {
    expect(DEFAULT_SORT).toBe('custom_rank:desc');
    expect(sortKey(resolveSort(undefined))).toBe(DEFAULT_SORT);
    expect(sortKey(resolveSort(null))).toBe(DEFAULT_SORT);
    expect(sortKey(resolveSort(''))).toBe(DEFAULT_SORT);
  });

  it.each(['price:asc', 'price:desc', 'km:asc', 'year:desc', 'created_at_timestamp:desc', 'custom_rank:asc'])(
    'accepts %s',
    (s) => {
      expect(sortKey(resolveSort(s))).toBe(s);
    },
  );

  it.each(['make:asc', 'price', 'price:up', 'PRICE:asc', 'price:asc;drop', 'Car_production:price:desc', 'views:desc'])(
    'falls back to the default for %s',
    (s) => {
      expect(sortKey(resolveSort(s))).toBe(DEFAULT_SORT);
    },
  );

  it("'price:asc' adds price > 0 only when the site excludes zero prices", () => {
    const on = { price_asc_excludes_zero: true };
    const off = { price_asc_excludes_zero: false };
    const f = sortFilter('price:asc', on);
    expect(f).toEqual({ field: 'price', op: 'gt', value: 0 });
    expect(matchesFilter({ price: 0 }, f!)).toBe(false);
    expect(matchesFilter({ price: 1 }, f!)).toBe(true);
    expect(sortFilter('price:asc', off)).toBeUndefined();
    expect(sortFilter('price:desc', on)).toBeUndefined();
    expect(sortFilter(undefined, on)).toBeUndefined();
    expect(sortFilter('km:asc', on)).toBeUndefined();
  });
});

describe('page size', () => {
  it('is the site page size, default 21', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(21);
    expect(pageSize({ page_size: 24 })).toBe(24);
    expect(pageSize({ page_size: 12 })).toBe(12);
    expect(pageSize({})).toBe(21);
    expect(pageSize({ page_size: null })).toBe(21);
    expect(pageSize({ page_size: 0 })).toBe(21);
    expect(pageSize({ page_size: 2.5 })).toBe(21);
  });
});

describe('facets', () => {
  const certified: FacetOption[] = [
    { label: 'Yes', value: 'true', count: 12 },
    { label: 'No', value: 'false', count: 40 },
  ];

  it("the certified facet hides 'false' on certified-only sites", () => {
    expect(visibleFacetOptions('certified', certified, { certified_only: true })).toEqual([certified[0]]);
    expect(visibleFacetOptions('certified', certified, { certified_only: false })).toEqual(certified);
  });

  it("other facets keep a 'false' value", () => {
    const reserved = [{ value: 'false', label: 'No', count: 3 }];
    expect(visibleFacetOptions('reserved', reserved, { certified_only: true })).toEqual(reserved);
  });

  it('returns a new array', () => {
    const out = visibleFacetOptions('make', certified, { certified_only: false });
    expect(out).not.toBe(certified);
  });

  it('limits make_model 30, city 20, dealership 40', () => {
    expect(FACET_LIMITS).toEqual({ make_model: 30, city: 20, dealership_name: 40 });
    expect(facetLimit('make_model')).toBe(30);
    expect(facetLimit('city')).toBe(20);
    expect(facetLimit('dealership_name')).toBe(40);
    expect(facetLimit('make')).toBeUndefined();
  });
});

describe('count override', () => {
  const s = { stock_count_override: 2500 };

  it('replaces counts over 1999, not 1999 itself', () => {
    expect(displayedCount(1999, s)).toBe(1999);
    expect(displayedCount(2000, s)).toBe(2500);
    expect(displayedCount(12000, s)).toBe(2500);
    expect(displayedCount(0, s)).toBe(0);
  });

  it('keeps the count when no override is configured', () => {
    expect(displayedCount(5000, {})).toBe(5000);
    expect(displayedCount(5000, { stock_count_override: null })).toBe(5000);
  });

  it('an override of 0 is still an override', () => {
    expect(displayedCount(2000, { stock_count_override: 0 })).toBe(0);
  });
});

describe('make lists', () => {
  const opt = (value: string, count = 1): FacetOption => ({ label: value, value, count });

  it('collapses to 7 makes', () => {
    const makes = 'abcdefghij'.split('');
    expect(COLLAPSED_MAKE_COUNT).toBe(7);
    expect(visibleMakes(makes, false)).toEqual(makes.slice(0, 7));
    expect(visibleMakes(makes, true)).toEqual(makes);
    expect(visibleMakes(['a', 'b'], false)).toEqual(['a', 'b']);
  });

  it('puts popular makes first in configured order, then every other make alphabetically', () => {
    const options = [opt('Toyota', 50), opt('audi', 2), opt('Mazda', 30), opt('Ford', 20), opt('BMW', 4), opt('Kia', 9)];
    const out = orderMakeOptions(options, ['Mazda', 'Toyota', 'Holden']);
    expect(out.map((o) => [o.value, o.group])).toEqual([
      ['Mazda', 'popular'],
      ['Toyota', 'popular'],
      ['audi', 'all'],
      ['BMW', 'all'],
      ['Ford', 'all'],
      ['Kia', 'all'],
    ]);
    expect(out[0]).toMatchObject({ value: 'Mazda', count: 30, label: 'Mazda' });
  });

  it('matches popular makes case-insensitively and lists each make once', () => {
    const out = orderMakeOptions([opt('MG'), opt('Kia'), opt('Kia')], ['mg', 'MG', 'KIA']);
    expect(out.map((o) => [o.value, o.group])).toEqual([
      ['MG', 'popular'],
      ['Kia', 'popular'],
    ]);
  });

  it('without popular makes it is one alphabetical group', () => {
    const out = orderMakeOptions([opt('Toyota'), opt('Audi')], []);
    expect(out.map((o) => [o.value, o.group])).toEqual([
      ['Audi', 'all'],
      ['Toyota', 'all'],
    ]);
  });

  it("'All Makes' starts at item 20 at the latest", () => {
    expect(ALL_MAKES_FROM).toBe(20);
    const names = Array.from({ length: 30 }, (_, i) => `Make${String(i).padStart(2, '0')}`);
    const out = orderMakeOptions(names.map((n) => opt(n)), [...names].reverse());
    expect(out).toHaveLength(30);
    expect(out.findIndex((o) => o.group === 'all')).toBe(20);
    expect(out.slice(0, 20).every((o) => o.group === 'popular')).toBe(true);
    expect(out[0]!.value).toBe('Make29');
    expect(out[20]!.value).toBe('Make00');
  });
});

describe('search history', () => {
  const e = (n: number, label = `Search ${n}`): SearchHistoryEntry => ({ label, path: `/search/p${n}` });

  it('keeps the last 5, newest first', () => {
    let h: SearchHistoryEntry[] = [];
    for (let i = 1; i <= 7; i += 1) h = addToSearchHistory(h, e(i));
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    expect(h.map((x) => x.path)).toEqual(['/search/p7', '/search/p6', '/search/p5', '/search/p4', '/search/p3']);
  });

  it('de-duplicates by path, moving a repeated search to the front with its new label', () => {
    const h = addToSearchHistory([e(3), e(2), e(1)], e(1, 'Used Toyota'));
    expect(h).toEqual([{ label: 'Used Toyota', path: '/search/p1' }, e(3), e(2)]);
  });

  it('does not mutate its input and ignores entries without a path', () => {
    const before = [e(1)];
    const after = addToSearchHistory(before, e(2));
    expect(before).toEqual([e(1)]);
    expect(after).not.toBe(before);
    expect(addToSearchHistory(before, { label: 'x', path: '  ' })).toEqual([e(1)]);
  });

  it('trims the path it stores', () => {
    expect(addToSearchHistory([e(1)], { label: 'a', path: ' /search/p1 ' })).toEqual([{ label: 'a', path: '/search/p1' }]);
  });
});
