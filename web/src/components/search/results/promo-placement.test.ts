import type { Vehicle } from '@forecourt/schemas/vehicle';
import { describe, expect, it } from 'vitest';
import type { Site } from '@/lib/content/models';
import type { PromoCardData } from '../types';
import { itemKey, resultsWithPromos } from './promo-placement';

const NOW = new Date('2025-07-10T00:00:00+10:00');
const hits = Array.from({ length: 21 }, (_, i) => ({ id: `car${i}` }) as Vehicle);
const promo = (id: string, over: Partial<PromoCardData> = {}): PromoCardData => ({
  _id: id,
  title: id,
  start: '2025-07-01T00:00:00+10:00',
  expiry: '2025-07-24T23:59:59+10:00',
  display: [],
  strictDisplay: false,
  ...over,
});
const site = (settings: Partial<Site['search_settings']> = {}, filters: Partial<Site['search_settings']['search_filters']> = {}) =>
  ({
    slug: 'test-site',
    search_settings: {
      promo_positions: [8, 17],
      shuffle_promos: false,
      ...settings,
      search_filters: { car_types: [], used_only: false, ...filters },
    },
  }) as unknown as Pick<Site, 'slug' | 'search_settings'>;
const query = (page = 1, car_type?: string[]) => ({ page, refinements: car_type ? { car_type } : {} });
const promoIds = (items: ReturnType<typeof resultsWithPromos>) => items.flatMap((item, i) => (item.kind === 'promo' ? [`${i + 1}:${item.promo._id}`] : []));

describe('resultsWithPromos', () => {
  it('places live promos at the site positions, positioned promos first', () => {
    const items = resultsWithPromos(hits, [promo('a'), promo('b', { position: 1 })], site(), query(), NOW);
    expect(promoIds(items)).toEqual(['8:b', '17:a']);
    expect(items).toHaveLength(23);
  });

  it('drops expired promos and those for other car types', () => {
    const promos = [promo('old', { expiry: '2025-07-01T00:00:00+10:00' }), promo('new-only', { display: ['new'], strictDisplay: true }), promo('any')];
    expect(promoIds(resultsWithPromos(hits, promos, site(), query(1, ['used']), NOW))).toEqual(['8:any', '17:any']);
    expect(promoIds(resultsWithPromos(hits, promos, site(), query(1, ['new']), NOW))).toEqual(['8:new-only', '17:any']);
  });

  it('shuffles the same way for the same site and page (server and browser agree)', () => {
    const promos = ['a', 'b', 'c', 'd', 'e'].map((id) => promo(id));
    const s = site({ shuffle_promos: true, promo_positions: [4] });
    const first = promoIds(resultsWithPromos(hits, promos, s, query(2), NOW));
    expect(promoIds(resultsWithPromos(hits, promos, s, query(2), NOW))).toEqual(first);
    const pages = [1, 2, 3, 4, 5].map((p) => promoIds(resultsWithPromos(hits, promos, s, query(p), NOW))[0]);
    expect(pages.every(Boolean)).toBe(true);
  });

  it('shows no promos on an empty page and gives unique keys', () => {
    expect(resultsWithPromos([], [promo('a')], site(), query(), NOW)).toEqual([]);
    const items = resultsWithPromos(hits, [promo('a')], site(), query(), NOW);
    const keys = items.map(itemKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
