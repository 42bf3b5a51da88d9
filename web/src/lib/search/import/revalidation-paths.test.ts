import { describe, expect, it } from 'vitest';
import { MAX_EXACT_PATHS, stockRevalidationPaths } from './revalidation-paths';

describe('stockRevalidationPaths', () => {
  it('names each changed car’s page and the site’s home page exactly, content pages by pattern', () => {
    expect(stockRevalidationPaths('harbour-toyota', ['a-car', 'b-car', 'a-car'])).toEqual([
      ['/harbour-toyota/cars/a-car'],
      ['/harbour-toyota/cars/b-car'],
      ['/harbour-toyota'],
      ['/[site]/[...slug]', 'page'],
    ]);
  });

  it('marks every vehicle page by pattern when an import changes very many cars', () => {
    const slugs = Array.from({ length: MAX_EXACT_PATHS + 1 }, (_, i) => `car-${i}`);
    expect(stockRevalidationPaths('x', slugs)).toEqual([['/[site]/cars/[slug]', 'page'], ['/x'], ['/[site]/[...slug]', 'page']]);
  });
});
