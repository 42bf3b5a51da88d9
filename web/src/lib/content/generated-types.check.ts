/**
 * Compile-time check that the zod models accept what TypeGen says each query returns, so a schema or
 * query change that the models don't handle fails `npm run typecheck` (regenerate with
 * `npm run typegen -w studio`).
 */
import type { z } from 'zod';
import type { FinanceSettings, Location, Manufacturer, Model, Navigation, Offer, Page, PopupPromotion, Review, Site, SiteHosts, SiteSummary } from './models';
import type {
  BRANDS_QUERY_RESULT, FINANCE_SETTINGS_QUERY_RESULT, LOCATIONS_QUERY_RESULT, MODELS_QUERY_RESULT, NAVIGATION_QUERY_RESULT, OFFERS_QUERY_RESULT, PAGE_QUERY_RESULT, POPUP_PROMOTIONS_QUERY_RESULT,
  REVIEWS_QUERY_RESULT, SITE_HOSTS_QUERY_RESULT, SITE_QUERY_RESULT, SITES_INDEX_QUERY_RESULT,
} from './sanity.types';

type Accepts<Model extends z.ZodType, Result> = Result extends z.input<Model> ? true : false;
type Assert<T extends true> = T;

export type Checks = [
  Assert<Accepts<typeof SiteHosts, SITE_HOSTS_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof SiteSummary>, SITES_INDEX_QUERY_RESULT>>,
  Assert<Accepts<typeof Site, NonNullable<SITE_QUERY_RESULT>>>,
  Assert<Accepts<typeof Navigation, NAVIGATION_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof Model>, MODELS_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof Manufacturer>, BRANDS_QUERY_RESULT>>,
  Assert<Accepts<typeof Page, PAGE_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof Location>, LOCATIONS_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof Offer>, OFFERS_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof Review>, REVIEWS_QUERY_RESULT>>,
  Assert<Accepts<z.ZodArray<typeof PopupPromotion>, POPUP_PROMOTIONS_QUERY_RESULT>>,
  Assert<Accepts<typeof FinanceSettings, FINANCE_SETTINGS_QUERY_RESULT>>,
];
