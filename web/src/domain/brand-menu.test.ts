import { describe, expect, it } from 'vitest';
import { brandTiles, siteMakes } from './brand-menu';

describe('siteMakes', () => {
  it('keeps the dealerships’ order and drops repeats', () => {
    expect(siteMakes([{ makes: ['Mazda'] }, { makes: ['Hyundai', 'mazda'] }, {}, { makes: [' Kia '] }])).toEqual(['Mazda', 'Hyundai', 'Kia']);
  });
});

describe('brandTiles', () => {
  it('leads each brand to its stock and carries its logo', () => {
    const tiles = brandTiles(['Mazda', 'MG'], [
      { name: 'MG', slug: 'mg', logo: '/media/content/brand-mg.svg' },
      { name: 'Mazda', slug: 'mazda', logo: '/media/content/brand-mazda.svg' },
    ]);
    expect(tiles).toEqual([
      { key: 'mazda', name: 'Mazda', href: '/search/mazda', logo: '/media/content/brand-mazda.svg' },
      { key: 'mg', name: 'MG', href: '/search/mg', logo: '/media/content/brand-mg.svg' },
    ]);
  });

  it('lists a brand with no manufacturer document by name, without a logo', () => {
    expect(brandTiles(['Great Wall'], [])).toEqual([{ key: 'great-wall', name: 'Great Wall', href: '/search/great-wall', logo: undefined }]);
  });
});
