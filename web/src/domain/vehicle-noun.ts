/**
 * What a site calls its stock in running text: 'Show Me 12 cars', '139 caravans found', 'No vehicles
 * match your search'. A caravan dealer's shoppers should not be counted 'cars'.
 *
 * Decided from the site, never from a dealer's slug: the item types its stock filter allows
 * (search_settings.search_filters.item_types), else its template's stock (the caravan template sells
 * RVs, every other template cars).
 * - Only cars → car / cars.
 * - Only RVs (caravans, pop-tops, campers, motorhomes), or the caravan template → caravan / caravans:
 *   the trade word caravan dealers use for their whole yard, as the sample dealer's menus do.
 * - Anything else (cars mixed with RVs, motorcycles, item types we do not know) → vehicle / vehicles.
 */
import { wholeNumber } from './whole-number';
export interface VehicleNoun {
  one: string;
  many: string;
}

export const CAR_NOUN: VehicleNoun = Object.freeze({ one: 'car', many: 'cars' });
export const CARAVAN_NOUN: VehicleNoun = Object.freeze({ one: 'caravan', many: 'caravans' });
export const VEHICLE_NOUN: VehicleNoun = Object.freeze({ one: 'vehicle', many: 'vehicles' });

/** Item types that are recreational vehicles (compared trimmed, lower-case). */
export const RV_ITEM_TYPES: readonly string[] = ['caravan', 'pop-top', 'camper', 'camper trailer', 'campervan', 'motorhome', 'fifth wheeler'];

export interface NounSite {
  template: string;
  search_settings?: { search_filters?: { item_types?: readonly string[] | null } | null } | null;
}

export function siteVehicleNoun(site: NounSite): VehicleNoun {
  const types = (site.search_settings?.search_filters?.item_types ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (types.length === 0) return site.template === 'caravan' ? CARAVAN_NOUN : CAR_NOUN;
  if (types.every((t) => t === 'car')) return CAR_NOUN;
  if (types.every((t) => RV_ITEM_TYPES.includes(t))) return CARAVAN_NOUN;
  return VEHICLE_NOUN;
}

/** '1 car', '1,234 caravans'; a count that is not a whole number >= 0 reads 0. */
export function countText(count: number, noun: VehicleNoun): string {
  const n = Math.max(0, Math.trunc(count) || 0);
  return `${wholeNumber(n)} ${n === 1 ? noun.one : noun.many}`;
}

/** 'Caravans' (for a sentence's start or a heading). */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
