/**
 * Which promos a results page shows and where: the domain's selectPromos (live at `now`, matching
 * the search's car types, positioned first, the rest shuffled when the site shuffles) and
 * insertPromos (the site's promo_positions on this page). The shuffle seed is the site and page
 * number, so the server render and the browser's hydration put the same promo in the same slot,
 * and moving between pages rotates the promos.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { insertPromos, searchCarTypes, selectPromos, type ResultItem } from '@/domain/promos';
import type { Site } from '@/lib/content/models';
import type { SearchSite } from '../types';
import type { StockQuery } from '@/lib/search/query';
import type { PromoCardData } from '../types';

export type ResultsItem = ResultItem<Vehicle, PromoCardData>;

export function promoSeed(site: Pick<Site, 'slug'>, page: number): string {
  return `${site.slug}:${page}`;
}

export function resultsWithPromos(
  hits: readonly Vehicle[],
  promos: readonly PromoCardData[],
  site: Pick<SearchSite, 'slug' | 'search_settings'>,
  query: Pick<StockQuery, 'page' | 'refinements'>,
  now: Date,
): ResultsItem[] {
  const settings = site.search_settings;
  const selected = selectPromos(promos, {
    now,
    carTypes: searchCarTypes(settings.search_filters, query.refinements.car_type),
    shuffle: settings.shuffle_promos,
    seed: promoSeed(site, query.page),
  });
  return insertPromos(hits, selected, settings.promo_positions, query.page);
}

/** The React key of an item (a promo can repeat on a page only if it is the only promo). */
export function itemKey(item: ResultsItem, index: number): string {
  return item.kind === 'hit' ? `car-${item.hit.id}` : `promo-${item.promo._id}-${index}`;
}
