/**
 * What the search page's browser code reads of the site, and nothing else. The page is a client
 * component, so the site it is given travels to every shopper in the RSC payload: the whole Site was
 * 11 KB of each search page's HTML and carried the lead addresses, the CRM webhook URL and the
 * excluded stock numbers. SearchRoutePage hands over searchSite(site); SearchSite is its type, so
 * these lists are the only place the fields are named, and the compiler says when browser code
 * reads one that is not here.
 */
import type { Site } from '@/lib/content/models';
import { pick } from '@/lib/pick';

const SITE_FIELDS = [
  'name',
  'slug',
  'template',
  'phones',
  'features',
  'specifications',
  'no_price_text',
  'dealership_group',
  'finance_provider',
  'valuation_provider',
] as const;
const SETTINGS_FIELDS = ['popular_makes', 'range_max_from_facets', 'shuffle_promos', 'promo_positions'] as const;
const FILTER_FIELDS = ['car_types', 'used_only', 'item_types'] as const;

export function searchSite(site: Site) {
  const settings = site.search_settings;
  return {
    ...pick(site, SITE_FIELDS),
    search_settings: { ...pick(settings, SETTINGS_FIELDS), search_filters: pick(settings.search_filters, FILTER_FIELDS) },
  };
}

export type SearchSite = ReturnType<typeof searchSite>;
