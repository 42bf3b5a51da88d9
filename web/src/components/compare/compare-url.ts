/**
 * The compare view's address (spec §4 "Compare/favourite control"): /compare?ids=a,b,c,d. The whole
 * selection lives in the URL so a comparison can be shared and each "Remove" is a plain link that
 * works without JavaScript. No zod here: the favourites list (a client component) builds these links
 * and should not pull the query validator into the browser bundle.
 */
import { CAR_NOUN, countText, type VehicleNoun } from '@/domain/vehicle-noun';

export const COMPARE_PATH = '/compare';
/** Cars side by side at most: more columns do not fit a readable table. */
export const COMPARE_LIMIT = 4;

/**
 * '/compare?ids=a,b' (ids kept in order, at most COMPARE_LIMIT). The commas stay literal — ids are
 * plain slugs — so the shared link reads as it is typed; anything else in an id is escaped.
 */
export function compareHref(ids: readonly string[]): string {
  const list = ids.slice(0, COMPARE_LIMIT).map((id) => encodeURIComponent(id));
  return list.length ? `${COMPARE_PATH}?ids=${list.join(',')}` : COMPARE_PATH;
}

/** The same comparison without `id` (the bare view, showing its empty state, when none is left). */
export function compareRemoveHref(ids: readonly string[], id: string): string {
  return compareHref(ids.filter((other) => other !== id));
}

/** 'Compare 2 cars' ('Compare 2 caravans' on a caravan dealer's site): the favourites list's link. */
export function compareLinkText(count: number, noun: VehicleNoun = CAR_NOUN): string {
  return `Compare ${countText(count, noun)}`;
}
