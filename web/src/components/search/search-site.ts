/** The part of the site the search page's browser code is given (see SearchSite in types.ts). */
import { pick } from '@/lib/pick';
import type { SearchSite, Site } from './types';

export function searchSite(site: Site): SearchSite {
  const settings = site.search_settings;
  return {
    ...pick(site, ['name', 'slug', 'template', 'phones', 'features', 'specifications', 'no_price_text', 'dealership_group', 'finance_provider', 'valuation_provider']),
    search_settings: {
      ...pick(settings, ['popular_makes', 'range_max_from_facets', 'shuffle_promos', 'promo_positions']),
      search_filters: pick(settings.search_filters, ['car_types', 'used_only', 'item_types']),
    },
  };
}
