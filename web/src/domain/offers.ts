/**
 * Offers (spec §9 "Offer text truncates at 200 (160 when collapsed in description view)", §4
 * "Offer text collapses with View more/less (threshold 200 characters)", §2 routes /offers/{offer-id}
 * and /offers/{manufacturer-slug}/{offer-id}, the manufacturer segment "used only when the site has
 * no single manufacturer").
 */
import type { Offer, Site } from '@/lib/content/models';
import { offerPath } from '@forecourt/schemas/routes';

export const OFFER_TEXT_LIMIT = 200;
export const OFFER_TEXT_COLLAPSED_LIMIT = 160;
export const ELLIPSIS = '…';
export const VIEW_MORE = 'View more';
export const VIEW_LESS = 'View less';

/**
 * Text cut to at most `limit` characters including the ellipsis, at a word boundary: the cut goes
 * back to the last whitespace, trailing punctuation/spaces are dropped, then '…' is added. A first
 * word longer than the limit is cut mid-word. Text within the limit is returned unchanged
 * (surrounding whitespace trimmed). Runs of whitespace count as written.
 */
export function truncateAtWord(text: string, limit: number): { text: string; truncated: boolean } {
  const trimmed = text.trim();
  const chars = [...trimmed];
  if (chars.length <= limit) return { text: trimmed, truncated: false };
  const room = Math.max(0, limit - ELLIPSIS.length);
  const head = chars.slice(0, room + 1).join('');
  // Cut at the last whitespace within the room (the character just past the room may be a space).
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, room).join('');
  const clean = cut.replace(/[\s,;:.\-–—]+$/u, '');
  return { text: `${clean || cut}${ELLIPSIS}`, truncated: true };
}

/** An offer card's text: at most 200 characters. */
export function offerCardText(text: string): string {
  return truncateAtWord(text, OFFER_TEXT_LIMIT).text;
}

export interface OfferDescriptionView {
  text: string;
  /** The toggle's label, or null when the text is short enough to need none. */
  toggle: typeof VIEW_MORE | typeof VIEW_LESS | null;
}

/**
 * The single-offer description view: text over 200 characters collapses to 160 with 'View more';
 * expanded it shows in full with 'View less'. Text of 200 or fewer shows in full with no toggle.
 */
export function offerDescriptionView(text: string, expanded: boolean): OfferDescriptionView {
  const trimmed = text.trim();
  if ([...trimmed].length <= OFFER_TEXT_LIMIT) return { text: trimmed, toggle: null };
  if (expanded) return { text: trimmed, toggle: VIEW_LESS };
  return { text: truncateAtWord(trimmed, OFFER_TEXT_COLLAPSED_LIMIT).text, toggle: VIEW_MORE };
}

export { manufacturerSlug } from '@forecourt/schemas/routes';

/** An offer's page (the rule lives in @forecourt/schemas/routes offerPath, shared with the Studio). */
export function offerUrl(offer: Pick<Offer, 'slug' | 'manufacturer'>, site: Pick<Site, 'manufacturer'>): string {
  return offerPath(offer.slug, offer.manufacturer, Boolean(site.manufacturer));
}

/**
 * An offer is shown from its start day to its end day inclusive, as calendar days where the dealer
 * is (`today` is 'YYYY-MM-DD' in the site's time zone); an open end runs until it is taken down.
 */
export function isOfferActive(offer: Pick<Offer, 'starts_at' | 'ends_at'>, today: string): boolean {
  if (offer.starts_at && offer.starts_at > today) return false;
  if (offer.ends_at && offer.ends_at < today) return false;
  return true;
}

/**
 * Offers by manufacturer for a multi-franchise site's offers page: groups in the order their first
 * offer comes, offers without a manufacturer last under `otherHeading`.
 */
export function groupOffersByManufacturer<T extends Pick<Offer, 'manufacturer'>>(offers: readonly T[], otherHeading: string): { heading: string; offers: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const offer of offers) {
    const key = offer.manufacturer ?? '';
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  const named = [...groups].filter(([k]) => k !== '').map(([heading, list]) => ({ heading, offers: list }));
  const other = groups.get('');
  return other ? [...named, { heading: otherHeading, offers: other }] : named;
}
