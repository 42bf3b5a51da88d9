/**
 * Sign-in gating (spec §6, "Sign-in gating" in §4): which paths send a signed-out visitor to
 * /sign-in, as data beside the route table. The proxy applies it to every request, so a gated page
 * is never rendered for a signed-out visitor (no flash), including pages later issues build
 * (checkout, finance, spin-to-win); a gated page that exists also checks the session itself.
 *
 * - Always gated: online payment, my-garage and the brand garage pages.
 * - Never gated: trade-in and sell-my-car, whatever the content says.
 * - Gated where the site's content lists the kind (features.gated_routes): checkout, finance,
 *   spin-to-win, car-finance.
 */
import { BRAND_GARAGE_ALIASES, type GatedRoute } from '@forecourt/schemas/sanity';

/** What the sign-in page is asked for (its `type`): a gated route's kind, or the watchlist button. */
export type SignInKind = GatedRoute | 'watchlist';

interface Gate {
  kind: GatedRoute;
  always: boolean;
  matches: (path: string) => boolean;
}

const exactly =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

export const GARAGE_PATHS: readonly string[] = ['/my-garage', ...BRAND_GARAGE_ALIASES.map((alias) => `/${alias}`)];

const GATES: readonly Gate[] = [
  { kind: 'my-garage', always: true, matches: exactly(...GARAGE_PATHS) },
  { kind: 'online-payment', always: true, matches: exactly('/online-payment') },
  { kind: 'spin-to-win', always: false, matches: exactly('/spin-to-win') },
  { kind: 'finance', always: false, matches: exactly('/finance') },
  { kind: 'car-finance', always: false, matches: exactly('/car-finance') },
  // The checkout waits until the car slug is known: only /cars/{slug}/checkout (or buy-online) with a slug.
  { kind: 'checkout', always: false, matches: (path) => /^\/cars\/[^/]+\/(?:checkout|buy-online)$/.test(path) || path === '/checkout-journey' },
];

/** Kinds the content may list but that are never gated (spec §6). */
const NEVER_GATED: ReadonlySet<string> = new Set(['trade-in', 'sell-my-car']);

/** The sign-in kind that gates `path` on a site with these gated routes, or undefined when open. */
export function gateFor(path: string, gatedRoutes: readonly string[]): GatedRoute | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const gate = GATES.find((g) => g.matches(bare));
  if (!gate || NEVER_GATED.has(gate.kind)) return undefined;
  return gate.always || gatedRoutes.includes(gate.kind) ? gate.kind : undefined;
}

/** Every path pattern a gate covers, with an example path (the gating matrix test walks these). */
export const GATED_EXAMPLES: readonly { kind: GatedRoute; path: string; always: boolean }[] = [
  ...GARAGE_PATHS.map((path) => ({ kind: 'my-garage' as const, path, always: true })),
  { kind: 'online-payment', path: '/online-payment', always: true },
  { kind: 'spin-to-win', path: '/spin-to-win', always: false },
  { kind: 'finance', path: '/finance', always: false },
  { kind: 'car-finance', path: '/car-finance', always: false },
  { kind: 'checkout', path: '/checkout-journey', always: false },
];

/** `/sign-in?type=…&redirect=…&back=…`: the paths must already be same-site (the sign-in page checks again). */
export function signInPath(kind: SignInKind, redirect: string, back = '/'): string {
  return `/sign-in?${new URLSearchParams({ type: kind, redirect, back }).toString()}`;
}
