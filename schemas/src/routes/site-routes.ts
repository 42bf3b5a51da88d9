/**
 * The route table: every path a dealer site answers (spec §2), as data. ARCHITECTURE.md asks for one
 * such list that the proxy, the sitemap, the link checker and the Studio's link validation read
 * instead of four copies: it lives in the shared schemas package so the Studio's navigation links are
 * checked against the very table the site answers by (link-target.ts); the sitemap and robots.txt
 * read it (web/src/lib/seo), a test holds it to web's app/[site] folders, and the content-page slug
 * rule of the catch-all route lives here too. Patterns use Next's folder syntax and are the
 * paths under app/[site]; the first matching row wins, so fixed routes come before the catch-all.
 *
 * - `indexable`: the page may appear in search results (no `noindex` in its head or headers).
 * - `disallow`: the robots.txt prefix that keeps crawlers away.
 * - `contentSlug`: the route renders the site's content page of that slug (so a content page with
 *   that slug is reached here, not through the catch-all).
 * - `searchSegments`: the route is a search page standing for /search/{segments} (same results).
 * - `sitemap`: the sitemap lists instances of this route (which ones: lib/seo/sitemap-entries.ts).
 */
import { BRAND_GARAGE_ALIASES } from '../sanity/constants';

export type RouteKind =
  | 'home'
  | 'content'
  | 'search'
  | 'vehicle'
  | 'favourites'
  | 'compare'
  | 'account'
  | 'models'
  | 'offers'
  | 'location'
  | 'lead-form'
  | 'lead-flow'
  | 'print'
  | 'api'
  | 'dev'
  | 'meta';

export interface SiteRoute {
  pattern: string;
  kind: RouteKind;
  indexable: boolean;
  disallow?: string;
  contentSlug?: string;
  searchSegments?: readonly string[];
  sitemap?: boolean;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { pattern: '/', kind: 'home', indexable: true, contentSlug: 'home', sitemap: true },
  { pattern: '/api/[...path]', kind: 'api', indexable: false, disallow: '/api/' },
  { pattern: '/dev/[...path]', kind: 'dev', indexable: false, disallow: '/dev/' },
  { pattern: '/success', kind: 'lead-flow', indexable: false, disallow: '/success', contentSlug: 'success' },
  { pattern: '/print', kind: 'print', indexable: false, disallow: '/print' },
  { pattern: '/sitemap.xml', kind: 'meta', indexable: false },
  { pattern: '/robots.txt', kind: 'meta', indexable: false },
  { pattern: '/icon.svg', kind: 'meta', indexable: false },
  { pattern: '/search/[[...segments]]', kind: 'search', indexable: true, sitemap: true },
  { pattern: '/new-used-and-demo-cars', kind: 'search', indexable: true, searchSegments: [], sitemap: true },
  { pattern: '/pre-owned', kind: 'search', indexable: true, searchSegments: ['used-cars'], sitemap: true },
  { pattern: '/models', kind: 'models', indexable: true, sitemap: true },
  { pattern: '/special-offers', kind: 'offers', indexable: true, sitemap: true },
  { pattern: '/offers/[...segments]', kind: 'offers', indexable: true, sitemap: true },
  { pattern: '/our-location', kind: 'location', indexable: true, sitemap: true },
  { pattern: '/our-location/[slug]', kind: 'location', indexable: true, sitemap: true },
  // The same location pages under other addresses: their canonical is /our-location/{slug}.
  { pattern: '/locations/[slug]', kind: 'location', indexable: true },
  { pattern: '/contact-us/[slug]', kind: 'location', indexable: true },
  { pattern: '/service', kind: 'content', indexable: true, contentSlug: 'service', sitemap: true },
  { pattern: '/genuine-service', kind: 'content', indexable: true, contentSlug: 'genuine-service', sitemap: true },
  { pattern: '/blog', kind: 'content', indexable: true, sitemap: true },
  { pattern: '/blog/[slug]', kind: 'content', indexable: true, sitemap: true },
  { pattern: '/pages/unsubscribe', kind: 'lead-flow', indexable: false },
  { pattern: '/pages/complaint-handling-process', kind: 'content', indexable: true, sitemap: true },
  { pattern: '/contact-us', kind: 'content', indexable: true, contentSlug: 'contact-us', sitemap: true },
  // The PDF answers with `x-robots-tag: noindex`; view.json is the view counter's API.
  // A fixed segment beside /cars/[slug] (car slugs end in a stock number, so no car is shadowed).
  { pattern: '/cars/trade-in', kind: 'lead-form', indexable: false },
  { pattern: '/cars/[slug]/pdf', kind: 'print', indexable: false },
  { pattern: '/cars/[slug]/view.json', kind: 'api', indexable: false },
  // Reserve (issue 16): one of the two per site (features.checkout_path), per shopper, noindex.
  { pattern: '/cars/[slug]/checkout', kind: 'lead-flow', indexable: false },
  { pattern: '/cars/[slug]/buy-online', kind: 'lead-flow', indexable: false },
  // Online purchase (issue 16): the guided deal for one car, per shopper, gated like checkout, noindex.
  { pattern: '/checkout-journey', kind: 'lead-flow', indexable: false },
  // A sample car's history report (noindex PDF).
  { pattern: '/history-reports/[file]', kind: 'print', indexable: false },
  { pattern: '/cars/[slug]', kind: 'vehicle', indexable: true, sitemap: true },
  // A shopper's own shortlist (this browser's favourites; a comparison named by its query): noindex,
  // and not disallowed, so crawlers that follow a shared link see the noindex.
  { pattern: '/favourites', kind: 'favourites', indexable: false },
  { pattern: '/compare', kind: 'compare', indexable: false },
  // Sign-in and the garage (lib/routes/gates.ts gates the garage): per shopper, noindex (and crawlable,
  // like every noindex page). The brand garage aliases show the garage where a site names them.
  { pattern: '/sign-in', kind: 'account', indexable: false },
  { pattern: '/my-garage', kind: 'account', indexable: false },
  { pattern: '/online-payment', kind: 'account', indexable: false },
  // A reservation's signed links (the receipt's manage link, the dealer's sold/release links): 404 without a valid token.
  { pattern: '/reservations/[id]', kind: 'lead-flow', indexable: false },
  { pattern: '/reservations/[id]/dealer', kind: 'lead-flow', indexable: false },
  // The stop link of watch alert texts (lib/watch-alerts); its POST is under /api/ (the api row).
  { pattern: '/alerts/stop', kind: 'account', indexable: false },
  ...BRAND_GARAGE_ALIASES.map((alias) => ({ pattern: `/${alias}`, kind: 'account' as const, indexable: false })),
  { pattern: '/finance-enquiry', kind: 'lead-form', indexable: true, contentSlug: 'finance-enquiry', sitemap: true },
  { pattern: '/finance', kind: 'lead-form', indexable: true, contentSlug: 'finance' },
  { pattern: '/car-finance', kind: 'content', indexable: true, contentSlug: 'car-finance' },
  { pattern: '/personalised/finance', kind: 'lead-form', indexable: false },
  { pattern: '/apply-for-finance', kind: 'lead-form', indexable: true, contentSlug: 'apply-for-finance' },
  // The dealer's signed link to a pre-approval application: noindex (not disallowed, so a crawler that
  // somehow has a link sees the noindex), never listed; without a valid signature it is a 404.
  { pattern: '/finance-applications/[id]', kind: 'lead-flow', indexable: false },
  { pattern: '/trade-in', kind: 'lead-form', indexable: true, contentSlug: 'trade-in' },
  { pattern: '/sell-your-car', kind: 'lead-form', indexable: true, contentSlug: 'sell-your-car' },
  { pattern: '/sell-my-car', kind: 'lead-form', indexable: true, contentSlug: 'sell-my-car' },
  // A car's own lead forms: 404 without a car, noindex with one.
  { pattern: '/book-test-drive', kind: 'lead-form', indexable: false },
  { pattern: '/enquiries/make-an-offer', kind: 'lead-form', indexable: false },
  // Review feedback (spec §2): the survey is a public form; the landing page's address carries a
  // customer's name, so it is noindex and never in the sitemap (not disallowed: crawlers must see the noindex).
  { pattern: '/customer-feedback-survey', kind: 'lead-form', indexable: true, contentSlug: 'customer-feedback-survey', sitemap: true },
  { pattern: '/review-feedback', kind: 'lead-flow', indexable: false },
  // The parts request (spec §2 Parts); a dealer's content page `parts/search` gives its copy.
  { pattern: '/parts/search', kind: 'lead-form', indexable: true, contentSlug: 'parts/search', sitemap: true },
  { pattern: '/[...slug]', kind: 'content', indexable: true, sitemap: true },
];

/** Prefixes robots.txt disallows, in table order. */
export const ROBOTS_DISALLOW: readonly string[] = SITE_ROUTES.flatMap((r) => (r.disallow ? [r.disallow] : []));

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    if (w.startsWith('[[...')) return true;
    if (w.startsWith('[...')) return got.length > i;
    if (i >= got.length) return false;
    if (!w.startsWith('[') && w !== got[i]) return false;
  }
  return got.length === want.length;
}

/** The route that answers `path` (no query string), or undefined (never for a site path: the catch-all takes the rest). */
export function routeFor(path: string): SiteRoute | undefined {
  const bare = path.split(/[?#]/, 1)[0]!;
  return SITE_ROUTES.find((r) => matches(r.pattern, bare));
}

/** robots.txt lets crawlers fetch `path`. */
export function isCrawlable(path: string): boolean {
  // A Disallow line is a plain prefix: '/success' also keeps crawlers off '/success?x' and '/successful'.
  return !ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix));
}

/** The page at `path` may be in a sitemap: crawlable and not noindex. */
export function isIndexablePath(path: string): boolean {
  return isCrawlable(path) && (routeFor(path)?.indexable ?? false);
}

/** A content-page slug segment: lower-case words joined by hyphens. The catch-all looks up at most four. */
export const CONTENT_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CONTENT_MAX_SEGMENTS = 4;

/**
 * The path where the site shows its content page `slug` ('about-us', 'pages/toyota-hybrids'), or
 * undefined when no route shows it: 'home' is the home page at '/', 'success' the /success route; any
 * other slug is shown by the catch-all only when it is a valid slug that no fixed route claims
 * ('cars/x' would be a vehicle page).
 */
export function contentPagePath(slug: string): string | undefined {
  const owner = SITE_ROUTES.find((r) => r.contentSlug === slug);
  if (owner) return owner.pattern;
  const segments = slug.split('/');
  if (segments.length > CONTENT_MAX_SEGMENTS || !segments.every((s) => CONTENT_SEGMENT.test(s))) return undefined;
  const path = `/${slug}`;
  return routeFor(path)?.kind === 'content' ? path : undefined;
}
