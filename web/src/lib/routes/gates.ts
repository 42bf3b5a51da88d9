/**
 * Sign-in gating (spec §6, "Sign-in gating" in §4): which paths send a signed-out visitor to
 * /sign-in, as data beside the route table. The proxy applies it to every request, so a gated page
 * is never rendered for a signed-out visitor (no flash), including pages later issues build
 * (checkout, finance, spin-to-win); a gated page that exists also checks the session itself.
 *
 * - Always gated: online payment, my-garage and the brand garage pages — the garage pages only where
 *   the site has them (its garage or watchlist feature): elsewhere they are 404s for everyone, and
 *   sending a signed-out visitor to sign in first would only show them the 404 afterwards.
 * - Never gated: trade-in and sell-my-car, whatever the content says.
 * - Gated where the site's content lists the kind (features.gated_routes): checkout, finance,
 *   spin-to-win, car-finance.
 */
import { BRAND_GARAGE_ALIASES, type GatedRoute } from '@forecourt/schemas/sanity/constants';

/** What the sign-in page is asked for (its `type`): a gated route's kind, or the watchlist button. */
export type SignInKind = GatedRoute | 'watchlist';

/** What the proxy knows of a site's gating: its content's gated routes and whether it has a garage. */
export interface SiteGating {
  routes: readonly string[];
  garage: boolean;
}

interface Gate {
  kind: GatedRoute;
  always: boolean;
  /** The exact paths gated. */
  paths: readonly string[];
  /** Paths with a variable part, and one example of them for the gating matrix test. */
  pattern?: { matches: RegExp; example: string };
}

export const GARAGE_PATHS: readonly string[] = ['/my-garage', ...BRAND_GARAGE_ALIASES.map((alias) => `/${alias}`)];

// Trade-in and sell-my-car have no row: whatever a site's gated_routes says, they are never gated.
const GATES: readonly Gate[] = [
  { kind: 'my-garage', always: true, paths: GARAGE_PATHS },
  { kind: 'online-payment', always: true, paths: ['/online-payment'] },
  { kind: 'spin-to-win', always: false, paths: ['/spin-to-win'] },
  { kind: 'finance', always: false, paths: ['/finance'] },
  { kind: 'car-finance', always: false, paths: ['/car-finance'] },
  // The checkout waits until the car slug is known: only /cars/{slug}/checkout (or buy-online) with a slug.
  {
    kind: 'checkout',
    always: false,
    paths: ['/checkout-journey'],
    pattern: { matches: /^\/cars\/[^/]+\/(?:checkout|buy-online)$/, example: '/cars/any-car/checkout' },
  },
];

/**
 * The sign-in kind that gates `path` on a site with these gated routes, or undefined when open.
 * `garage: false` (a site without the garage page) leaves the garage paths to answer their 404.
 */
export function gateFor(path: string, gatedRoutes: readonly string[], { garage = true }: { garage?: boolean } = {}): GatedRoute | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const gate = GATES.find((g) => g.paths.includes(bare) || g.pattern?.matches.test(bare));
  if (!gate || (gate.kind === 'my-garage' && !garage)) return undefined;
  return gate.always || gatedRoutes.includes(gate.kind) ? gate.kind : undefined;
}

/** Every gated path, and an example of each pattern, from the same table (the gating matrix test walks these). */
export const GATED_EXAMPLES: readonly { kind: GatedRoute; path: string; always: boolean }[] = GATES.flatMap((g) =>
  [...g.paths, ...(g.pattern ? [g.pattern.example] : [])].map((path) => ({ kind: g.kind, path, always: g.always })),
);

/** `/sign-in?type=…&redirect=…&back=…`: the paths must already be same-site (the sign-in page checks again). */
export function signInPath(kind: SignInKind, redirect: string, back = '/'): string {
  return `/sign-in?${new URLSearchParams({ type: kind, redirect, back }).toString()}`;
}
