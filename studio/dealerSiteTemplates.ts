/**
 * "Dealer site — Toyota franchise" and the like: a new site starts with its template and the search
 * and feature settings that kind of dealer uses (after the sample dealer of each template). Never
 * its name, slug, domains, dealerships' identities or contacts: those are the dealer's own, and the
 * site cannot publish until they are filled in. Switches that need an account with someone else
 * (reserve and online purchase need payments, valuation a provider) stay off.
 */
import type { Template as SiteTemplate } from '@forecourt/schemas/sanity';
import type { InitialValueResolverContext, Template } from 'sanity';
import { API_VERSION } from './env';

interface SiteDefaults {
  title: string;
  value: Record<string, unknown>;
}

const ALL_CAR_TYPES = { search_filters: { car_types: ['new', 'used', 'demo'] } };

const DEFAULTS: ReadonlyMap<SiteTemplate, SiteDefaults> = new Map<SiteTemplate, SiteDefaults>([
  [
    'toyota',
    {
      title: 'Dealer site — Toyota franchise',
      value: {
        dealerships: [{ _type: 'dealership', makes: ['Toyota'] }],
        search_settings: { ...ALL_CAR_TYPES, page_size: 21, stock_filter_days: 3, promo_positions: [9], price_asc_excludes_zero: true, range_max_from_facets: true },
        specifications: { just_arrived_days: 8, just_arrived_tag_name: 'Just Arrived', sold_tag_name: 'JUST SOLD' },
        features: {
          favourites: true, garage: true, watchlist: true, trade_in: true, fuel_tags: true, history_report: true,
          toyota_certified: true, vehicle_map_section: true, popup: true, show_social_links: true,
        },
        // Toyota's own red: the franchise's sites share it.
        theme: { primary: '#EB0A1E', accent: '#1E1E1E' },
      },
    },
  ],
  [
    'group',
    {
      title: 'Dealer site — Dealer group (several franchises)',
      value: {
        search_settings: { ...ALL_CAR_TYPES, page_size: 24, stock_filter_days: 5, promo_positions: [6] },
        specifications: { just_arrived_days: 10, just_arrived_tag_name: 'New Arrival', sold_tag_name: 'SOLD' },
        features: {
          favourites: true, compare: true, trade_in: true, fuel_tags: true, history_report: true, below_market_badge: true,
          vehicle_map_section: true, popup: true, show_social_links: true,
        },
      },
    },
  ],
  [
    'used',
    {
      title: 'Dealer site — Used car dealer',
      value: {
        search_settings: {
          search_filters: { car_types: ['used'], used_only: true, in_stock_only: true },
          page_size: 21, stock_filter_days: 7, promo_positions: [8, 17], price_asc_excludes_zero: true, range_max_from_facets: true,
        },
        specifications: { just_arrived_days: 5, just_arrived_tag_name: 'Just Arrived', sold_tag_name: 'SOLD' },
        features: {
          favourites: true, compare: true, garage: true, watchlist: true, trade_in: true, history_report: true, make_an_offer: true,
          below_market_badge: true, guarantees_banner: true, popup: true,
        },
      },
    },
  ],
  [
    'caravan',
    {
      title: 'Dealer site — Caravan dealer',
      value: {
        // Slower-moving stock (as the sample caravan dealer): the sold and just-arrived tags last two weeks.
        search_settings: { ...ALL_CAR_TYPES, page_size: 12, stock_filter_days: 14, promo_positions: [4], range_max_from_facets: true },
        specifications: { just_arrived_days: 14, just_arrived_tag_name: 'Just Landed', sold_tag_name: 'SOLD' },
        features: { favourites: true, trade_in: true, make_an_offer: true, vehicle_map_section: true, popup: true, show_social_links: true },
      },
    },
  ],
]);

export const dealerSiteTemplateId = (template: SiteTemplate) => `site-${template}`;

/** A Toyota site's franchise manufacturer, when the dataset has Toyota (published) among its brands. */
const TOYOTA_QUERY = `*[_type == "manufacturer" && slug.current == "toyota" && !(_id in path("drafts.**"))][0]._id`;

export const dealerSiteTemplates: Template[] = [...DEFAULTS].map(([template, { title, value }]) => ({
  id: dealerSiteTemplateId(template),
  title,
  schemaType: 'site',
  value: async (_params: unknown, context: InitialValueResolverContext) => {
    const toyota = template === 'toyota' ? await context.getClient({ apiVersion: API_VERSION }).fetch<string | null>(TOYOTA_QUERY) : null;
    return { template, ...value, ...(toyota ? { manufacturer: { _type: 'reference', _ref: toyota } } : {}) };
  },
}));
