import { describe, expect, it } from 'vitest';
import { matchesFilter } from '@/domain/filter';
import { decodeQuery, encodeQuery, parseRange, shopperFilter, type StockQuery } from './query';

const decode = (qs: string) => decodeQuery(new URLSearchParams(qs));
const roundTrip = (qs: string) => encodeQuery(decode(qs)).toString();

describe('decodeQuery', () => {
  it('reads every parameter kind', () => {
    const q = decode('query=rav4+hybrid&make=Toyota&make=Mazda&body=suv&seats=7&certified=true&price=10000-30000&km=-50000&year=2018-&sortBy=price:asc&page=2');
    expect(q).toEqual<StockQuery>({
      query: 'rav4 hybrid',
      page: 2,
      sortBy: 'price:asc',
      refinements: { make: ['Mazda', 'Toyota'], body: ['suv'], seats: ['7'], certified: ['true'] },
      ranges: { price: { min: 10000, max: 30000 }, km: { max: 50000 }, year: { min: 2018 } },
    });
  });

  it.each([
    ['unknown parameters', 'utm_source=fb&foo=bar', {}],
    ['a bad page', 'page=abc', { page: 1 }],
    ['page 0', 'page=0', { page: 1 }],
    ['a huge page', 'page=999999', { page: 500 }],
    ['a negative page', 'page=-3', { page: 1 }],
    ['an unknown sort', 'sortBy=password:asc', { sortBy: 'custom_rank:desc' }],
    ['a malformed range', 'price=abc-def', { ranges: {} }],
    ['an empty range', 'price=-', { ranges: {} }],
    ['a reversed range (swapped)', 'price=30000-10000', { ranges: { price: { min: 10000, max: 30000 } } }],
    ['a range with decimals', 'price=1.5-2', { ranges: {} }],
    ['a non-numeric seat count', 'seats=lots', { refinements: {} }],
    ['a non-boolean certified', 'certified=yes', { refinements: {} }],
    ['empty values', 'make=&make=%20', { refinements: {} }],
    ['control characters in text', 'query=rav4%00%0a', { query: 'rav4' }],
  ])('drops %s', (_name, qs, expected) => {
    expect(decode(qs)).toMatchObject(expected);
  });

  it('caps text length and the number of values', () => {
    expect(decode(`query=${'x'.repeat(500)}`).query).toHaveLength(100);
    const many = Array.from({ length: 80 }, (_, i) => `make=M${String(i).padStart(2, '0')}`).join('&');
    expect(decode(many).refinements.make).toHaveLength(50);
  });

  it('accepts Next.js searchParams objects', () => {
    expect(decodeQuery({ make: ['Kia', 'MG'], page: '3', query: undefined })).toMatchObject({ page: 3, refinements: { make: ['Kia', 'MG'] } });
  });

  it('keeps values with commas, ampersands and unicode intact', () => {
    expect(decode('location_name=Eagle%20Farm%2C%20QLD&colour=Black%20%26%20Gold&city=M%C3%BCnster').refinements).toEqual({
      location_name: ['Eagle Farm, QLD'],
      colour: ['Black & Gold'],
      city: ['Münster'],
    });
  });
});

describe('encodeQuery', () => {
  it.each([
    ['', ''],
    ['page=1&sortBy=custom_rank:desc', ''],
    ['make=Toyota&make=Mazda&make=Toyota', 'make=Mazda&make=Toyota'],
    ['page=2&make=Kia&query=x', 'query=x&make=Kia&page=2'],
    ['price=30000-10000', 'price=10000-30000'],
    ['km=-5000&junk=1', 'km=-5000'],
  ])('%j -> %j', (input, canonical) => {
    expect(roundTrip(input)).toBe(canonical);
  });

  it('is stable: encode(decode(encode(decode(x)))) === encode(decode(x))', () => {
    for (const qs of ['make=B&make=A&price=5-1&page=7&sortBy=km:asc&query=%20a%20%20b', 'seats=07&certified=true&year=2020-']) {
      const once = roundTrip(qs);
      expect(roundTrip(once)).toBe(once);
    }
  });
});

describe('parseRange', () => {
  it.each([
    ['100-200', { min: 100, max: 200 }],
    ['100-', { min: 100 }],
    ['-200', { max: 200 }],
    ['', undefined],
    ['1e5-2', undefined],
    ['100--200', undefined],
  ])('%j', (raw, expected) => {
    expect(parseRange(raw)).toEqual(expected);
  });
});

describe('shopperFilter', () => {
  const car = { make: 'Toyota', simple_body: 'suv', seats: 7, certified: true, price: 20000, km: 30000, year: 2020 };

  it('narrows by facets (OR within a facet, AND across) and ranges', () => {
    const q = decode('make=Toyota&make=Mazda&body=suv&seats=7&certified=true&price=10000-30000');
    expect(matchesFilter(car, shopperFilter(q))).toBe(true);
    expect(matchesFilter({ ...car, make: 'Kia' }, shopperFilter(q))).toBe(false);
    expect(matchesFilter({ ...car, price: 30001 }, shopperFilter(q))).toBe(false);
    expect(matchesFilter({ ...car, seats: 5 }, shopperFilter(q))).toBe(false);
    expect(matchesFilter({ ...car, certified: false }, shopperFilter(q))).toBe(false);
  });

  it('leaves one facet out for disjunctive counts', () => {
    const q = decode('make=Mazda&body=suv');
    expect(matchesFilter(car, shopperFilter(q))).toBe(false);
    expect(matchesFilter(car, shopperFilter(q, 'make'))).toBe(true);
  });

  it('matches everything with no refinements', () => {
    expect(matchesFilter(car, shopperFilter(decode('')))).toBe(true);
  });
});
