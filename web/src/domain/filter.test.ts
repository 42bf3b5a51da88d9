import { describe, expect, it } from 'vitest';
import {
  MATCH_ALL,
  MATCH_NONE,
  and,
  eq,
  filterFields,
  gt,
  gte,
  isCondition,
  lt,
  lte,
  matchesFilter,
  neq,
  noneOf,
  not,
  oneOf,
  or,
  type Filter,
  type FilterableVehicle,
} from './filter';

const car: FilterableVehicle = {
  make: 'Toyota',
  model: 'HiLux',
  car_type: 'used',
  status: 'in_stock',
  year: 2021,
  price: 45990,
  km: 30000,
  certified: true,
  show_on_dealer_website: true,
  categories: ['4x4', 'Work'],
  stocknum: 'HT1',
};

const m = (filter: Filter, vehicle: FilterableVehicle = car) => matchesFilter(vehicle, filter);

describe('conditions on scalar fields', () => {
  it('eq / neq on strings, numbers and booleans', () => {
    expect(m(eq('make', 'Toyota'))).toBe(true);
    expect(m(eq('make', 'toyota'))).toBe(false); // exact, case-sensitive
    expect(m(eq('year', 2021))).toBe(true);
    expect(m(eq('certified', true))).toBe(true);
    expect(m(eq('certified', false))).toBe(false);
    expect(m(neq('make', 'Toyota'))).toBe(false);
    expect(m(neq('make', 'Mazda'))).toBe(true);
  });

  it('in / not_in', () => {
    expect(m(oneOf('make', ['Mazda', 'Toyota']))).toBe(true);
    expect(m(oneOf('make', ['Mazda', 'Kia']))).toBe(false);
    expect(m(noneOf('make', ['Mazda', 'Toyota']))).toBe(false);
    expect(m(noneOf('make', ['Mazda', 'Kia']))).toBe(true);
  });

  it('an empty set matches nothing with in and everything with not_in', () => {
    expect(m(oneOf('make', []))).toBe(false);
    expect(m(noneOf('make', []))).toBe(true);
  });

  it.each([
    [gt('price', 45989), true],
    [gt('price', 45990), false],
    [gte('price', 45990), true],
    [gte('price', 45991), false],
    [lt('price', 45991), true],
    [lt('price', 45990), false],
    [lte('price', 45990), true],
    [lte('price', 45989), false],
  ])('range %j -> %s', (filter, expected) => {
    expect(m(filter)).toBe(expected);
  });

  it('price 0 is a value, not a missing field', () => {
    expect(m(gt('price', 0), { price: 0 })).toBe(false);
    expect(m(gte('price', 0), { price: 0 })).toBe(true);
    expect(m(eq('price', 0), { price: 0 })).toBe(true);
  });
});

describe('array fields match by membership', () => {
  it('eq matches when some element equals', () => {
    expect(m(eq('categories', '4x4'))).toBe(true);
    expect(m(eq('categories', 'Work'))).toBe(true);
    expect(m(eq('categories', 'Family'))).toBe(false);
  });

  it('in matches when some element is in the set', () => {
    expect(m(oneOf('categories', ['Family', 'Work']))).toBe(true);
    expect(m(oneOf('categories', ['Family', 'City']))).toBe(false);
  });

  it('neq / not_in match only when no element does', () => {
    expect(m(neq('categories', 'Work'))).toBe(false);
    expect(m(neq('categories', 'Family'))).toBe(true);
    expect(m(noneOf('categories', ['Family', 'Work']))).toBe(false);
    expect(m(noneOf('categories', ['Family', 'City']))).toBe(true);
  });

  it('an empty array matches no eq / in and every neq / not_in', () => {
    const bare = { categories: [] };
    expect(m(eq('categories', 'Work'), bare)).toBe(false);
    expect(m(oneOf('categories', ['Work']), bare)).toBe(false);
    expect(m(neq('categories', 'Work'), bare)).toBe(true);
    expect(m(noneOf('categories', ['Work']), bare)).toBe(true);
  });
});

describe('missing optional fields', () => {
  const noOptionals: FilterableVehicle = { make: 'Toyota' };

  it.each([
    eq('sold_date_timestamp', 1),
    oneOf('sold_date_timestamp', [1, 2]),
    gt('sold_date_timestamp', 0),
    gte('sold_date_timestamp', Number.MIN_SAFE_INTEGER),
    lt('sold_date_timestamp', Number.MAX_SAFE_INTEGER),
    lte('sold_date_timestamp', Number.MAX_SAFE_INTEGER),
    eq('colour', 'White'),
    eq('filtered_features', 'Sunroof'),
  ])('never match %j', (filter) => {
    expect(m(filter, noOptionals)).toBe(false);
  });

  it('match neq and not_in (they are the negations of eq and in)', () => {
    expect(m(neq('colour', 'White'), noOptionals)).toBe(true);
    expect(m(noneOf('colour', ['White']), noOptionals)).toBe(true);
    expect(m(not(gt('sold_date_timestamp', 0)), noOptionals)).toBe(true);
  });

  it('null counts as missing', () => {
    const withNull = { colour: null } as unknown as FilterableVehicle;
    expect(m(eq('colour', 'White'), withNull)).toBe(false);
    expect(m(neq('colour', 'White'), withNull)).toBe(true);
  });
});

describe('boolean combinators', () => {
  it('and / or / not', () => {
    expect(m(and(eq('make', 'Toyota'), gt('price', 1000)))).toBe(true);
    expect(m(and(eq('make', 'Toyota'), gt('price', 100000)))).toBe(false);
    expect(m(or(eq('make', 'Mazda'), gt('price', 1000)))).toBe(true);
    expect(m(or(eq('make', 'Mazda'), gt('price', 100000)))).toBe(false);
    expect(m(not(eq('make', 'Mazda')))).toBe(true);
    expect(m(not(not(eq('make', 'Mazda'))))).toBe(false);
  });

  it('empty and matches everything, empty or nothing', () => {
    expect(m(MATCH_ALL)).toBe(true);
    expect(m(MATCH_NONE)).toBe(false);
    expect(m({ and: [] }, {})).toBe(true);
    expect(m({ or: [] }, {})).toBe(false);
  });

  it('and / or flatten and unwrap without changing meaning', () => {
    const a = eq('make', 'Toyota');
    const b = gt('price', 0);
    const c = eq('status', 'sold');
    expect(and(a)).toBe(a);
    expect(or(a)).toBe(a);
    expect(and(and(a, b), c)).toEqual({ and: [a, b, c] });
    expect(or(a, or(b, c))).toEqual({ or: [a, b, c] });
    expect(and(MATCH_ALL, a)).toBe(a);
    expect(and()).toEqual(MATCH_ALL);
    expect(or()).toEqual(MATCH_NONE);
    // an `or` inside an `and` is kept as a child
    expect(and(a, or(b, c))).toEqual({ and: [a, { or: [b, c] }] });
  });

  it('neq is not(eq) and not_in is not(in) on every kind of record', () => {
    const records: FilterableVehicle[] = [car, {}, { make: 'Mazda' }, { categories: [] }, { categories: ['Work'] }];
    for (const r of records) {
      expect(m(neq('make', 'Toyota'), r)).toBe(m(not(eq('make', 'Toyota')), r));
      expect(m(noneOf('categories', ['Work']), r)).toBe(m(not(oneOf('categories', ['Work'])), r));
    }
  });
});

describe('helpers', () => {
  it('constructors build plain data', () => {
    expect(eq('make', 'Toyota')).toEqual({ field: 'make', op: 'eq', value: 'Toyota' });
    expect(oneOf('car_type', ['new', 'demo'])).toEqual({ field: 'car_type', op: 'in', value: ['new', 'demo'] });
    expect(noneOf('stocknum', ['A'])).toEqual({ field: 'stocknum', op: 'not_in', value: ['A'] });
    expect(lte('km', 5)).toEqual({ field: 'km', op: 'lte', value: 5 });
    expect(JSON.parse(JSON.stringify(and(eq('make', 'Kia'), not(gt('price', 0)))))).toEqual({
      and: [{ field: 'make', op: 'eq', value: 'Kia' }, { not: { field: 'price', op: 'gt', value: 0 } }],
    });
  });

  it('oneOf copies its values', () => {
    const values = ['a'];
    const f = oneOf('make', values);
    values.push('b');
    expect(f).toEqual({ field: 'make', op: 'in', value: ['a'] });
  });

  it('isCondition', () => {
    expect(isCondition(eq('make', 'Kia'))).toBe(true);
    expect(isCondition(MATCH_ALL)).toBe(false);
    expect(isCondition(not(eq('make', 'Kia')))).toBe(false);
  });

  it('filterFields lists each field once', () => {
    expect(filterFields(and(eq('make', 'Kia'), or(gt('price', 0), not(eq('make', 'MG'))), eq('km', 1)))).toEqual([
      'make',
      'price',
      'km',
    ]);
    expect(filterFields(MATCH_ALL)).toEqual([]);
  });

  it('types: values follow the field type and ranges need numeric fields', () => {
    // @ts-expect-error make is a string field
    eq('make', 3);
    // @ts-expect-error year is numeric
    oneOf('year', ['2020']);
    // @ts-expect-error no ordering on strings
    gt('make', 3);
    // @ts-expect-error images is a JSON field and is not indexed
    eq('images', 'x');
    // @ts-expect-error not a vehicle field
    eq('colour_name', 'White');
    // The assertions above are the @ts-expect-error lines: `npm run typecheck` fails if any compiles.
    expect(true).toBe(true);
  });
});
