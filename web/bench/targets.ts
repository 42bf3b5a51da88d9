/**
 * Issue 18's performance targets, in one place: `npm run bench:pages` prints each figure beside its
 * target, and the CI budget test (test/browser/budgets.test.ts) asserts the ones that do not depend on
 * timing (bytes). Each is relative to a baseline measured in the same run where the issue says so.
 */
import { routeFor, type RouteKind } from '@forecourt/schemas/routes';

/** The page types the bench measures with Lighthouse, one sample page each, in the order it prints them. */
export const PAGE_TYPES = [
  'home',
  'search',
  'vehicle',
  'location',
  'offers',
  'model',
  'content',
  'sign-in',
  'garage',
  'trade-in',
  'finance',
  'checkout',
  'form',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * First-load JavaScript, gzip, in KB, by the kind of page in the site's route table
 * (@forecourt/schemas/routes SITE_ROUTES, which the link checker, robots.txt and the sitemap read
 * too). Issue 18: vehicle, home, location, offers, model and content pages ≤ 150; search ≤ 170;
 * checkout and finance steps ≤ 190 before the payment or chart code the shopper asks for. Sign-in,
 * the garage (account), the shopper's saved cars (favourites), lead forms (a test drive, an offer,
 * the trade-in wizard, finance) and lead flows (checkout, confirmations) are steps of shopper
 * journeys and take that budget. API, development and meta routes load no page.
 */
export const FIRST_LOAD_JS_KB: Readonly<Record<RouteKind, number | undefined>> = {
  home: 150,
  content: 150,
  models: 150,
  offers: 150,
  location: 150,
  vehicle: 150,
  compare: 150,
  print: 150,
  search: 170,
  favourites: 190,
  account: 190,
  'lead-form': 190,
  'lead-flow': 190,
  api: undefined,
  dev: undefined,
  meta: undefined,
};

/**
 * A site path's (or a route pattern's) row in the route table, as the build names its route
 * (`/[site]/cars/[slug]`), and its budget: undefined for a path no page answers.
 */
export function budgetFor(sitePath: string): { route: string; kind: RouteKind; kb: number | undefined } | undefined {
  const row = routeFor(sitePath);
  if (!row) return undefined;
  return { route: `/[site]${row.pattern === '/' ? '' : row.pattern}`, kind: row.kind, kb: FIRST_LOAD_JS_KB[row.kind] };
}

/** Lighthouse mobile, against the hello-world page of the same run. */
export const LIGHTHOUSE = {
  /** Score ≥ baseline − this (search pages: − searchScoreDrop). */
  scoreDrop: 5,
  searchScoreDrop: 8,
  /** Total Blocking Time ≤ this × the baseline's. */
  tbtFactor: 2,
  /** Largest Contentful Paint ≤ the baseline's + this. */
  lcpExtraMs: 1000,
  /** Cumulative Layout Shift ≤ this (absolute). */
  cls: 0.02,
} as const;

/** A cached vehicle page: throughput ≥ this × a static file of the same bytes, and its HTML ≤ htmlKb. */
export const VEHICLE_PAGE = { throughputRatio: 0.8, htmlKb: 80 } as const;
