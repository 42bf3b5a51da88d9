import { CARAVAN_NOUN, VEHICLE_NOUN } from '@/domain/vehicle-noun';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, type StockQuery } from '@/lib/search/query';
import {
  activeRefinementCount,
  buildChips,
  carsFoundText,
  clearAll,
  collapseEntries,
  facetEntries,
  showMeLabel,
  toggleFacetValue,
  withFacetValues,
  withRange,
} from './refinements';

const q = (over: Partial<StockQuery> = {}): StockQuery => ({ ...EMPTY_QUERY, ...over });

describe('toggleFacetValue', () => {
  it('adds values (OR within a facet), sorted, and resets the page', () => {
    const one = toggleFacetValue(q({ page: 4 }), 'body', 'suv', true);
    expect(one.refinements.body).toEqual(['suv']);
    expect(one.page).toBe(1);
    expect(toggleFacetValue(one, 'body', 'hatch', true).refinements.body).toEqual(['hatch', 'suv']);
  });
  it('removes a value and drops the facet when it empties', () => {
    const query = q({ refinements: { body: ['suv'], make: ['Toyota'] } });
    expect(toggleFacetValue(query, 'body', 'suv', false).refinements).toEqual({ make: ['Toyota'] });
  });
  it('does not duplicate a value', () => {
    expect(
      toggleFacetValue(q({ refinements: { make: ['Kia'] } }), 'make', 'Kia', true).refinements.make,
    ).toEqual(['Kia']);
  });
  it('never mutates the query', () => {
    const query = q({ refinements: { make: ['Kia'] } });
    withFacetValues(query, 'make', []);
    expect(query.refinements.make).toEqual(['Kia']);
  });
});

describe('withRange / clearAll', () => {
  it('sets, replaces and removes a range', () => {
    const set = withRange(q(), 'price', { min: 10000 });
    expect(set.ranges).toEqual({ price: { min: 10000 } });
    expect(withRange(set, 'price', {}).ranges).toEqual({});
    expect(withRange(set, 'price', undefined).ranges).toEqual({});
  });
  it('clears text, facets and ranges but keeps the sort', () => {
    const query = q({
      query: 'hilux',
      sortBy: 'price:asc',
      page: 3,
      refinements: { make: ['Toyota'] },
      ranges: { km: { max: 5000 } },
    });
    expect(clearAll(query)).toEqual({ ...EMPTY_QUERY, sortBy: 'price:asc' });
  });
});

describe('facetEntries', () => {
  const options = [
    { value: 'suv', label: 'SUV', count: 42 },
    { value: 'ute', label: 'Ute', count: 3 },
  ];
  it('keeps a selected value the engine no longer returns, with count 0 and its label', () => {
    expect(facetEntries('body', options, ['peopleMover'])).toEqual([
      ...options,
      { value: 'peopleMover', label: 'People Mover', count: 0 },
    ]);
  });
  it('does not repeat a selected value that is returned', () => {
    expect(facetEntries('body', options, ['suv'])).toEqual(options);
  });
  it('handles a missing facet', () => {
    expect(facetEntries('seats', undefined, [])).toEqual([]);
    expect(facetEntries('seats', undefined, ['7'])).toEqual([{ value: '7', label: '7 seats', count: 0 }]);
  });
});

describe('collapseEntries', () => {
  const entries = 'abcdefghij'.split('').map((value) => ({ value }));
  it('shows the first entries while collapsed and counts the rest', () => {
    expect(collapseEntries(entries, [], false, 6)).toEqual({ shown: entries.slice(0, 6), hidden: 4 });
  });
  it('keeps selected entries beyond the limit visible', () => {
    const { shown, hidden } = collapseEntries(entries, ['i'], false, 6);
    expect(shown.map((e) => e.value)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'i']);
    expect(hidden).toBe(3);
  });
  it('shows everything when expanded', () => {
    expect(collapseEntries(entries, [], true, 6)).toEqual({ shown: entries, hidden: 0 });
  });
});

describe('buildChips', () => {
  const query = q({
    query: 'hilux',
    refinements: { make: ['Toyota'], body: ['suv'], certified: ['true'], seats: ['7'] },
    ranges: { price: { min: 10000, max: 40000 }, km: { max: 50000 }, year: { min: 2018 } },
  });
  const chips = buildChips(query, { body: [{ value: 'suv', label: 'SUV', count: 4 }] }, { make: ['Toyota'] });

  it('labels text, facet values (by facet label) and ranges', () => {
    expect(chips.map((c) => c.label)).toEqual([
      'Search: “hilux”',
      'Toyota',
      'SUV',
      '7 seats',
      'Toyota Certified',
      'Price: $10,000 – $40,000',
      'Kilometres: up to 50,000 km',
      'Year: from 2018',
    ]);
  });
  it('marks base refinements', () => {
    expect(chips.filter((c) => c.base).map((c) => c.key)).toEqual(['make:Toyota']);
  });
  it('each chip removes exactly its refinement', () => {
    const byKey = Object.fromEntries(chips.map((c) => [c.key, c.next]));
    expect(byKey.query?.query).toBe('');
    expect(byKey['make:Toyota']?.refinements.make).toBeUndefined();
    expect(byKey['make:Toyota']?.refinements.body).toEqual(['suv']);
    expect(byKey['range:km']?.ranges).toEqual({ price: { min: 10000, max: 40000 }, year: { min: 2018 } });
  });
  it('counts active refinements', () => {
    expect(activeRefinementCount(query)).toBe(8);
    expect(activeRefinementCount(EMPTY_QUERY)).toBe(0);
  });
});

describe('count texts', () => {
  it('is singular for one car', () => {
    expect(showMeLabel(1)).toBe('Show Me 1 car');
    expect(showMeLabel(0)).toBe('Show Me 0 cars');
    expect(showMeLabel(1234)).toBe('Show Me 1,234 cars');
    expect(showMeLabel(1, CARAVAN_NOUN)).toBe('Show Me 1 caravan');
    expect(showMeLabel(139, CARAVAN_NOUN)).toBe('Show Me 139 caravans');
    expect(carsFoundText(2, VEHICLE_NOUN)).toBe('2 vehicles found');
    expect(showMeLabel(Number.NaN)).toBe('Show Me 0 cars');
    expect(carsFoundText(1)).toBe('1 car found');
    expect(carsFoundText(21)).toBe('21 cars found');
  });
});
