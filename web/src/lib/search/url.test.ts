import { describe, expect, it } from 'vitest';
import { decodeQuery } from '@/lib/search/query';
import { searchUrl } from './url';

const q = (qs: string) => decodeQuery(new URLSearchParams(qs));

describe('searchUrl', () => {
  it('keeps the path and writes only the extra refinements', () => {
    expect(searchUrl('/search/used-cars', q('car_type=used&make=Toyota'), { car_type: ['used'] })).toBe('/search/used-cars?make=Toyota');
  });
  it('leaves the path when its own refinement is removed', () => {
    expect(searchUrl('/search/used-cars', q('make=Toyota'), { car_type: ['used'] })).toBe('/search/new-used-and-demo-cars?make=Toyota');
  });
  it('writes pages and sorts canonically', () => {
    expect(searchUrl('/pre-owned', q('car_type=used&page=2&sortBy=price:asc'), { car_type: ['used'] })).toBe('/pre-owned?sortBy=price%3Aasc&page=2');
  });
  it('gives a bare path without refinements', () => {
    expect(searchUrl('/search/toyota', q('make=Toyota'), { make: ['Toyota'] })).toBe('/search/toyota');
  });
});
