/** Closed lists the spec names, shared by the Sanity schemas and the web app. */
export const TEMPLATES = ['toyota', 'group', 'used', 'caravan'] as const;
export type Template = (typeof TEMPLATES)[number];

export const LOCATION_TYPES = ['sales', 'service', 'parts', 'car-buying', 'other'] as const;

/** Routes that can redirect to sign-in (spec §6). */
export const GATED_ROUTES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
] as const;
export type GatedRoute = (typeof GATED_ROUTES)[number];

/** A dealer group's own name for the garage (spec §2 gated pages): /{alias} shows /my-garage. */
export const BRAND_GARAGE_ALIASES = ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'] as const;
export type BrandGarageAlias = (typeof BRAND_GARAGE_ALIASES)[number];

export const MODEL_CATEGORIES = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;

export const AU_TIMEZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
] as const;

export const PROMO_POSITION_PRESETS = [[8, 17], [9], [6], [4]] as const;

export const OFFER_CATEGORIES = ['Finance offer', 'Drive away offer', 'Bonus offer', 'Service offer'] as const;

/** Blog categories (a post's category; /blog/{category} lists them, as the menus link), with their headings. */
export const BLOG_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['vehicle-reviews', 'Vehicle Reviews'],
  ['news', 'News'],
  ['tips', 'Tips & Advice'],
]);
