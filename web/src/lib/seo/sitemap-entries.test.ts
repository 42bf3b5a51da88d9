import { describe, expect, it } from 'vitest';
import { searchLandingPaths, sitemapEntries, type SitemapStock } from './sitemap-entries';

const stock: SitemapStock = {
  carTypes: { used: 12, new: 3 },
  makes: ['Toyota', 'Land Rover'],
  makeModels: ['Toyota HiLux', 'Toyota RAV4', 'Land Rover Defender 110', 'Kia Sportage'],
  bodies: ['suv', 'ute', 'peopleMover'],
};

describe('searchLandingPaths', () => {
  it('lists car types the stock has, its makes, models and bodies, each resolvable by the search pages', () => {
    expect(searchLandingPaths(stock)).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
      '/search/new-cars',
      '/search/toyota',
      '/search/land-rover',
      '/search/toyota/hilux',
      '/search/toyota/rav4',
      '/search/land-rover/defender-110',
      '/search/suv',
      '/search/ute',
      '/search/people-mover',
    ]);
  });

  it('lists no landing for stock it does not have', () => {
    expect(searchLandingPaths({ carTypes: {}, makes: [], makeModels: [], bodies: [] })).toEqual([]);
    expect(searchLandingPaths({ ...stock, carTypes: { new: 1, demo: 2 } }).filter((p) => p.endsWith('-cars'))).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/new-cars',
      '/search/demo-cars',
      '/search/new-and-demo-cars',
    ]);
  });

  it('leaves out a path that would show something else (a body named like a make)', () => {
    const paths = searchLandingPaths({ carTypes: {}, makes: ['Ute'], makeModels: ['Ute Ute'], bodies: ['ute'] });
    expect(paths).toEqual(['/search/ute', '/search/ute/ute']);
  });
});

describe('sitemapEntries', () => {
  it('lists home once, content pages where they are shown, never /home or /success, cars last', () => {
    const entries = sitemapEntries({
      pageSlugs: ['home', 'about-us', 'success', 'pages/toyota-hybrids', 'finance-enquiry', 'cars/not-a-page', 'Bad Slug', 'about-us'],
      hasModelsPage: true,
      stock,
      vehicles: [{ path: '/cars/2022-toyota-hilux-sr5', lastmod: '2026-11-20' }],
    });
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, 5)).toEqual(['/', '/about-us', '/pages/toyota-hybrids', '/finance-enquiry', '/models']);
    expect(paths).toContain('/new-used-and-demo-cars');
    expect(paths).toContain('/pre-owned');
    expect(paths).not.toContain('/home');
    expect(paths).not.toContain('/success');
    expect(paths).not.toContain('/cars/not-a-page');
    expect(entries.at(-1)).toEqual({ path: '/cars/2022-toyota-hilux-sr5', lastmod: '2026-11-20' });
  });

  it('has no stock landings and no /pre-owned without stock, and no /models without a manufacturer', () => {
    const paths = sitemapEntries({ pageSlugs: [], hasModelsPage: false, stock: { carTypes: {}, makes: [], makeModels: [], bodies: [] }, vehicles: [] }).map((e) => e.path);
    expect(paths).toEqual(['/']);
    const newOnly = sitemapEntries({ pageSlugs: [], hasModelsPage: false, stock: { ...stock, carTypes: { new: 2 } }, vehicles: [] }).map((e) => e.path);
    expect(newOnly).toContain('/new-used-and-demo-cars');
    expect(newOnly).not.toContain('/pre-owned');
  });
});
