/**
 * Promo cards in search results (spec §2, §5; promo documents in schemas/src/sanity/marketing.ts).
 *
 * - Schedule: a promo shows only while start <= now <= expiry (both ends inclusive, to the
 *   millisecond; ISO datetimes with offsets, e.g. '2025-07-01T00:00:00+10:00' to
 *   '2025-07-24T23:59:59+10:00'). A missing bound is open; an unparseable one hides the promo.
 * - Car types: `display` lists the car types a promo goes with (none = every search). The search's
 *   car types are the ones it can return: all of new/used/demo unless the site or the shopper limits
 *   them (see searchCarTypes).
 *   - not strict: shown when the search can return at least one of the display types;
 *   - strictDisplay: shown only when the search is limited to those car types, i.e. every car type
 *     the search can return is a display type (a 'new'+'demo' promo shows on new, demo and
 *     new-and-demo searches; not on an unrestricted search nor on new-and-used). A strict promo with
 *     no display types is shown everywhere like any promo without display types.
 * - Order: promos with a `position` first, ascending (ties keep their input order); then the rest,
 *   in input order or, when the site shuffles promos, in a seeded (deterministic) shuffle. A promo's
 *   `position` is a priority, not a result slot: the slots are the site's `promo_positions`.
 * - Insertion (insertPromos): each page fills the site's slots (1-based positions on the page, e.g.
 *   [8, 17]) in ascending order with the next promos, rotating through the list across pages and
 *   wrapping (so a single promo shows on every page). A promo at position p sits after p − 1 items
 *   of the mixed list. A slot is only filled when at least p − 1 items come before it; a short page
 *   drops the later slots' promos (a page of 3 hits still gets a promo at position 4, after the third
 *   hit, but none at 8). A page without hits shows no promos.
 */
import { CAR_TYPES, type CarType } from '@forecourt/schemas/vehicle/fields';

/** The fields of the Sanity `promo` document these rules read (GROQ may return null for unset). */
export interface PromoRules {
  start?: string | null;
  expiry?: string | null;
  position?: number | null;
  display?: readonly string[] | null;
  strictDisplay?: boolean | null;
}

// ---- schedule -----------------------------------------------------------------------------------

function instant(value: string | null | undefined): number | undefined | null {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** Inside start..expiry (inclusive). */
export function isPromoLive(promo: Pick<PromoRules, 'start' | 'expiry'>, now: Date): boolean {
  const start = instant(promo.start);
  const expiry = instant(promo.expiry);
  if (start === null || expiry === null) return false;
  const t = now.getTime();
  return (start === undefined || t >= start) && (expiry === undefined || t <= expiry);
}

// ---- car types ----------------------------------------------------------------------------------

/**
 * The car types a search can return: the site's `car_types` (or only 'used' on a used-only site)
 * narrowed by the shopper's car_type refinement. Unrestricted means all of new, used and demo.
 */
export function searchCarTypes(
  siteFilters: { car_types?: readonly string[] | null; used_only?: boolean | null },
  refinement?: readonly string[] | null,
): CarType[] {
  const limit = (list: readonly string[] | null | undefined) => (list && list.length > 0 ? list : undefined);
  const site = siteFilters.used_only ? ['used'] : limit(siteFilters.car_types);
  const shopper = limit(refinement);
  return CAR_TYPES.filter((t) => (!site || site.includes(t)) && (!shopper || shopper.includes(t)));
}

export function promoMatchesCarTypes(
  promo: Pick<PromoRules, 'display' | 'strictDisplay'>,
  carTypes: readonly string[],
): boolean {
  const display = promo.display ?? [];
  if (display.length === 0) return true;
  if (promo.strictDisplay) return carTypes.length > 0 && carTypes.every((t) => display.includes(t));
  return carTypes.some((t) => display.includes(t));
}

// ---- seeded shuffle -----------------------------------------------------------------------------

/** mulberry32: a tiny, well-known 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a string (FNV-1a), e.g. from a session id or the date. */
export function seedFromString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Fisher–Yates with mulberry32: the same seed always gives the same order. Returns a new array. */
export function seededShuffle<T>(items: readonly T[], seed: number | string): T[] {
  const random = mulberry32(typeof seed === 'string' ? seedFromString(seed) : seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---- selection and order ------------------------------------------------------------------------

export interface PromoSelection {
  now: Date;
  /** The car types the search can return (searchCarTypes); defaults to all of them. */
  carTypes?: readonly string[];
  /** The site's shuffle_promos. */
  shuffle?: boolean;
  /** Seed for the shuffle; required for a stable order (default 0). */
  seed?: number | string;
}

const hasPosition = (p: PromoRules): boolean => typeof p.position === 'number' && Number.isFinite(p.position);

/** Positioned promos first by position, then the rest (optionally shuffled, seeded). */
export function orderPromos<P extends PromoRules>(promos: readonly P[], options: { shuffle?: boolean; seed?: number | string } = {}): P[] {
  const positioned = promos
    .map((promo, index) => ({ promo, index }))
    .filter(({ promo }) => hasPosition(promo))
    .sort((a, b) => a.promo.position! - b.promo.position! || a.index - b.index)
    .map(({ promo }) => promo);
  const rest = promos.filter((p) => !hasPosition(p));
  return [...positioned, ...(options.shuffle ? seededShuffle(rest, options.seed ?? 0) : rest)];
}

/** The promos a search shows, in order: live, matching the search's car types, ordered. */
export function selectPromos<P extends PromoRules>(promos: readonly P[], selection: PromoSelection): P[] {
  const carTypes = selection.carTypes ?? CAR_TYPES;
  const eligible = promos.filter((p) => isPromoLive(p, selection.now) && promoMatchesCarTypes(p, carTypes));
  return orderPromos(eligible, selection);
}

// ---- insertion ----------------------------------------------------------------------------------

export type ResultItem<H, P> = { kind: 'hit'; hit: H } | { kind: 'promo'; promo: P };

/** Valid slots: positive integers, each once, ascending. */
export function promoSlots(positions: readonly number[]): number[] {
  return [...new Set(positions.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
}

/**
 * One results page with promos at the site's positions (1-based on the page). `page` is the 1-based
 * page number; it picks which promos fill the slots (rotating through `promos` across pages).
 */
export function insertPromos<H, P>(
  hits: readonly H[],
  promos: readonly P[],
  positions: readonly number[],
  page: number,
): ResultItem<H, P>[] {
  const items: ResultItem<H, P>[] = hits.map((hit) => ({ kind: 'hit', hit }));
  const slots = promoSlots(positions);
  if (hits.length === 0 || promos.length === 0 || slots.length === 0) return items;
  const pageIndex = Number.isInteger(page) && page >= 1 ? page - 1 : 0;
  slots.forEach((slot, i) => {
    if (items.length < slot - 1) return;
    const promo = promos[(pageIndex * slots.length + i) % promos.length]!;
    items.splice(slot - 1, 0, { kind: 'promo', promo });
  });
  return items;
}
