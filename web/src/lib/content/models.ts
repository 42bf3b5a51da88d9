/**
 * zod models of the query projections in queries.ts: content is a boundary, so every result is
 * parsed, and the spec's defaults (page size 21, 'Enquire for price.', just-arrived 8 days...) are
 * applied here once instead of at every use.
 */
import { BRAND_GARAGE_ALIASES, TEMPLATES } from '@forecourt/schemas/sanity';
import { z } from 'zod';
// Defaults are the rules' own constants, so a setting left empty behaves exactly as the spec says.
import type { CalculatorSettingsOverride } from '@/domain/finance-calculator';
import { DEFAULT_NO_PRICE_TEXT } from '@/domain/price';
import { DEFAULT_PAGE_SIZE } from '@/domain/search-rules';
import { DEFAULT_STOCK_FILTER_DAYS } from '@/domain/stock-filter';
import { DEFAULT_JUST_ARRIVED_DAYS, DEFAULT_JUST_ARRIVED_TAG_NAME, DEFAULT_SOLD_TAG_NAME } from '@/domain/tags';

const str = z.string().nullish().transform((v) => v ?? undefined);
/** A missing or null object is read as {} so its fields' defaults apply. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);
const bool = (fallback: boolean) => z.boolean().nullish().transform((v) => v ?? fallback);
const strings = z.array(z.string()).nullish().transform((v) => v ?? []);

export const ImageRef = z
  .object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish(), alt: str })
  .nullish()
  .transform((v) => (v?.url ? { url: v.url, width: v.width ?? undefined, height: v.height ?? undefined, alt: v.alt } : undefined));
export type ImageRef = NonNullable<z.infer<typeof ImageRef>>;

export const SiteHosts = z.array(
  z.object({
    slug: z.string(),
    domains: z.array(z.string()),
    /** The site's gated routes (features.gated_routes): the proxy's sign-in gate reads them with the hosts. */
    gated_routes: z.array(z.string()).nullish().transform((v) => v ?? []),
    /** The features that decide whether the site has the garage page (domain/garage.ts): without it the garage paths are 404s, not gated. */
    features: z.object({ garage: z.boolean(), watchlist: z.boolean() }),
  }),
);

export const SiteSummary = z.object({
  name: z.string(),
  slug: z.string(),
  template: z.enum(TEMPLATES),
  domains: z.array(z.string()),
  tagline: str,
  city: str,
  state: str,
});
export type SiteSummary = z.infer<typeof SiteSummary>;

const Dealership = z.object({
  dealership_id: z.string(),
  name: z.string(),
  slug: z.string(),
  makes: strings,
  dealer_license_number: str,
  motor_vehicle_repairer: str,
  average_rating: z.number().nullish(),
  review_count: z.number().nullish(),
  review_url: str,
});

const Phones = orEmpty(
  z.object({ main: str, override: str, new: str, used: str, demo: str, service: str, parts: str, whatsapp: str }),
);

const Social = orEmpty(z.object({ facebook: str, instagram: str, youtube: str, linkedin: str, tiktok: str }));

const SearchFilters = z.object({
    dealership_ids: strings,
    car_types: strings,
    item_types: strings,
    makes: strings,
    excluded_makes: strings,
    excluded_new_makes: strings,
    excluded_stocknums: strings,
    used_only: bool(false),
    in_stock_only: bool(false),
  });

const SearchSettings = z.object({
    search_filters: orEmpty(SearchFilters),
    page_size: z.number().int().nullish().transform((v) => v ?? DEFAULT_PAGE_SIZE),
    stock_filter_days: z.number().int().nullish().transform((v) => v ?? DEFAULT_STOCK_FILTER_DAYS),
    promo_positions: z.array(z.number().int()).nullish().transform((v) => v ?? []),
    shuffle_promos: bool(false),
    certified_only: bool(false),
    stock_count_override: z.number().int().nullish().transform((v) => v ?? undefined),
    price_asc_excludes_zero: bool(false),
    range_max_from_facets: bool(false),
    popular_makes: strings,
  });

const Specifications = z.object({
    just_arrived_days: z.number().int().nullish().transform((v) => v ?? DEFAULT_JUST_ARRIVED_DAYS),
    just_arrived_tag_name: str.transform((v) => v ?? DEFAULT_JUST_ARRIVED_TAG_NAME),
    sold_tag_name: str.transform((v) => v ?? DEFAULT_SOLD_TAG_NAME),
    tag_colours: z.array(z.object({ tag: z.string(), colour: z.string() })).nullish().transform((v) => v ?? []),
  });

const Features = z.object({
    favourites: bool(false),
    compare: bool(false),
    garage: bool(false),
    garage_alias: z.enum(BRAND_GARAGE_ALIASES).nullish().transform((v) => v ?? undefined),
    watchlist: bool(false),
    reserve: bool(false),
    checkout_path: z.enum(['checkout', 'buy-online']).nullish().transform((v) => v ?? 'checkout'),
    reserve_deposit: z.number().nullish().transform((v) => v ?? 200),
    reserve_terms: z.string().max(600).nullish().catch(undefined).transform((v) => v?.trim() || undefined),
    online_purchase: bool(false),
    trade_in: bool(false),
    save_valuation: bool(false),
    subscriptions: bool(false),
    fuel_tags: bool(false),
    phone_reveal: z.enum(['masked', 'direct']).nullish().transform((v) => v ?? 'direct'),
    hide_twitter_share: bool(false),
    vehicle_map_section: bool(false),
    chat: bool(false),
    whatsapp: bool(false),
    history_report: bool(false),
    make_an_offer: bool(false),
    print: bool(true),
    popup: bool(false),
    toyota_certified: bool(false),
    below_market_badge: bool(false),
    guarantees_banner: bool(false),
    we_accept_strip: bool(false),
    show_social_links: bool(false),
    terms_required: bool(false),
    contact_comments_optional: bool(false),
    compare_requires_used_priced_with_images: bool(false),
    show_unregistered: bool(false),
    gated_routes: strings,
  });

const HEX = /^#[0-9a-fA-F]{6}$/;

export const Site = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  template: z.enum(TEMPLATES),
  domains: z.array(z.string()),
  url: str,
  tagline: str,
  dealership_group: str,
  address: str,
  email: str,
  /** Where leads go when no location e-mail applies (before `email`); see lib/leads/intake/destinations.ts. */
  lead_email: str,
  finance_email: str,
  /** A custom disclaimer the test drive form must have agreed (spec §5 "optional custom disclaimer"). */
  test_drive_disclaimer: str,
  /** The dealer's CRM webhook: every lead is also posted there. */
  crm_webhook_url: str,
  dealer_network_email: str,
  base_domain: str,
  finance_provider: str,
  valuation_provider: str,
  dealerships: z.array(Dealership),
  phones: Phones,
  complaints_contact: z.object({ manager: str, email: str, phone: str }).nullish().transform((v) => v ?? undefined),
  social: Social,
  search_settings: orEmpty(SearchSettings),
  specifications: orEmpty(Specifications),
  no_price_text: str.transform((v) => v ?? DEFAULT_NO_PRICE_TEXT),
  reviews_minimum_rating: z.number().min(1).max(5).nullish().transform((v) => v ?? undefined),
  features: orEmpty(Features),
  theme: z
    .object({ primary: z.string().regex(HEX).nullish(), accent: z.string().regex(HEX).nullish(), logo: ImageRef })
    .nullish()
    .transform((v) => ({ primary: v?.primary ?? '#1f2937', accent: v?.accent ?? v?.primary ?? '#1f2937', logo: v?.logo })),
  manufacturer: z
    .object({ _id: z.string(), name: z.string(), slug: z.string(), logo: str })
    .nullish()
    .transform((v) => v ?? undefined),
});
export type Site = z.infer<typeof Site>;

const NavLinkBase = z.object({
  _key: z.string(),
  label: z.string(),
  path: str,
  url: str,
  mandatory: z.boolean(),
  hidden: z.boolean(),
  dynamic: str,
});
export const NavLink = NavLinkBase;
export type NavLink = z.infer<typeof NavLink>;
export const NavItem = NavLinkBase.extend({ right_aligned: z.boolean(), children: z.array(NavLinkBase) });
export type NavItem = z.infer<typeof NavItem>;
export const Navigation = z
  .object({ items: z.array(NavItem) })
  .nullish()
  .transform((v) => v?.items ?? []);

export const Model = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  status: str,
  body: str,
  override_url: str,
  image: str,
  /** The CDN copy of the model's image, preferred over `image` (spec §3). */
  cloudfront_new_image_url: str,
});
export type Model = z.infer<typeof Model>;

export const Manufacturer = z.object({ _id: z.string(), name: z.string(), slug: str, logo: str });
export type Manufacturer = z.infer<typeof Manufacturer>;

/** Page blocks stay loosely typed here; each block component parses its own shape (see components/blocks). */
export const Page = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: str,
    body: z.array(z.unknown()).nullish().transform((v) => v ?? []),
    blocks: z.array(z.object({ _type: z.string(), _key: z.string() }).passthrough()),
  })
  .nullish()
  .transform((v) => v ?? undefined);
export type Page = NonNullable<z.infer<typeof Page>>;
export type PageBlock = Page['blocks'][number];

const HoursEntry = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  open: str,
  close: str,
  formated_hours: str,
});
const SpecialHours = z.object({ date: z.string(), name: str, status: z.enum(['Open', 'Closed']), start_hour: str, end_hour: str });

export const Location = z.object({
  _id: z.string(),
  location_id: z.string(),
  name: z.string(),
  slug: z.string(),
  location_type: str,
  location_subtype: strings,
  primary: z.boolean(),
  visible: z.boolean(),
  dealership_id: z.string(),
  dealership_slug: z.string(),
  dealer_license_number: str,
  motor_vehicle_repairer: str,
  image: ImageRef,
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: z.number().nullish(),
    long: z.number().nullish(),
    place_url: str,
    map_key: str,
  }),
  contact_detail: orEmpty(z.object({ phone: str, landline_phone: str, email: str })),
  timezone: z.string(),
  opening_hours: z.array(HoursEntry),
  special_hours: z.array(SpecialHours),
  saturday_by_appointment_from: str,
  reviews: z.object({ average_rating: z.number().nullish(), count: z.number().nullish(), review_url: str }).nullish(),
  distribution_locations: strings,
});
export type Location = z.infer<typeof Location>;

export const Offer = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: str,
  description: z.string(),
  disclaimer: str,
  starts_at: str,
  ends_at: str,
  image: ImageRef,
  manufacturer: str,
  model: z.object({ name: z.string(), slug: z.string(), override_url: str }).nullish().transform((v) => v ?? undefined),
});
export type Offer = z.infer<typeof Offer>;

export const Review = z.object({
  _id: z.string(),
  customer_name: z.string(),
  rating: z.number(),
  text: z.string(),
  review_date: z.string(),
  reply_text: str,
  reply_date: str,
  dealership_slug: str,
});
export type Review = z.infer<typeof Review>;

export const Promo = z.object({
  _id: z.string(),
  title: z.string(),
  body: str,
  start: z.string(),
  expiry: z.string(),
  position: z.number().int().nullish().transform((v) => v ?? undefined),
  display: z.array(z.string()),
  strictDisplay: z.boolean(),
  image: ImageRef,
  link: z.object({ label: z.string(), path: str, url: str }).nullish().transform((v) => v ?? undefined),
});
export type Promo = z.infer<typeof Promo>;

export const PopupPromotion = z.object({
  _id: z.string(),
  title: z.string(),
  description: str,
  expiry: z.string(),
  image: ImageRef,
  button: z.object({ label: z.string(), path: str, url: str }).nullish().transform((v) => v ?? undefined),
});
export type PopupPromotion = z.infer<typeof PopupPromotion>;

export const BlogPostSummary = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  category: str,
  excerpt: str,
  author: str,
  published_at: z.string(),
  image: ImageRef,
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

export const BlogPost = BlogPostSummary.extend({ body: z.array(z.unknown()).nullish().transform((v) => v ?? []) });
export type BlogPost = z.infer<typeof BlogPost>;

// ---- finance settings (one document for the platform; see finance-settings.ts for a site's share)

/** What the pages and the rules take: the excluded dealer groups, calculator overrides per group, the calculator disclaimer. */
export interface FinanceSettings {
  /** Dealer groups whose sites never show a finance estimate (finance-eligibility `excludedDealerGroups`). */
  excludedDealerGroups: string[];
  /** Calculator overrides keyed by dealer group (finance-calculator `calculatorSettings(site, { groups })`). */
  groups: Record<string, CalculatorSettingsOverride>;
  /** The calculator's disclaimer; absent means the standard wording. */
  disclaimer?: string;
}

const settingNumber = z.number().finite().nonnegative().nullish().transform((v) => v ?? undefined);

const CalculatorGroupSettings = z.object({
  dealership_group: z.string(),
  purchase_price_min: settingNumber,
  interest_rate_min: settingNumber,
  interest_rate_max: settingNumber,
  default_interest_rate: settingNumber,
  establishment_fee: settingNumber,
});
type CalculatorGroupSettings = z.infer<typeof CalculatorGroupSettings>;

/**
 * A group's overrides with only what it sets: an empty field keeps the default (or the provider's
 * value), so no key is ever present with `undefined` (mergeCalculatorSettings spreads ranges). A rate
 * range written upside down (Studio refuses it, the API does not) is ignored rather than trusted.
 */
export function calculatorGroupOverride(group: Partial<Omit<CalculatorGroupSettings, 'dealership_group'>>): CalculatorSettingsOverride {
  const override: CalculatorSettingsOverride = {};
  if (group.purchase_price_min !== undefined) override.purchasePrice = { min: group.purchase_price_min };
  const { interest_rate_min: min, interest_rate_max: max } = group;
  if (!(min !== undefined && max !== undefined && min > max)) {
    const rate = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    if (Object.keys(rate).length > 0) override.interestRate = rate;
  }
  if (group.default_interest_rate !== undefined) override.defaultInterestRate = group.default_interest_rate;
  if (group.establishment_fee !== undefined) override.establishmentFee = group.establishment_fee;
  return override;
}

/** No document (or an empty one) is the spec's defaults: nothing excluded, no group overrides. */
export const FinanceSettings = z
  .object({
    excluded_dealer_groups: strings,
    calculator_groups: z.array(CalculatorGroupSettings).nullish().transform((v) => v ?? []),
    calculator_disclaimer: str,
  })
  .nullish()
  .transform((v): FinanceSettings => {
    const disclaimer = v?.calculator_disclaimer?.trim();
    return {
      excludedDealerGroups: (v?.excluded_dealer_groups ?? []).map((g) => g.trim()).filter(Boolean),
      groups: Object.fromEntries(
        (v?.calculator_groups ?? [])
          .filter((g) => g.dealership_group.trim())
          .map(({ dealership_group, ...settings }) => [dealership_group.trim(), calculatorGroupOverride(settings)]),
      ),
      ...(disclaimer ? { disclaimer } : {}),
    };
  });
