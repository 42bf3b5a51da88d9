/**
 * Location cards (spec §5): hidden unless visible; names lose ' Sales', ' Service', ' Parts' to group
 * them; a card uses the first location in the order sales, service, parts. An empty type counts as sales.
 */
import { locationGroupName, locationGroupSlug } from '@forecourt/schemas/routes';
import type { Location } from '@/lib/content/models';

// The grouped name and the contact-us slug are shared with the Studio's link validation.
export { locationGroupName, locationGroupSlug };

export interface LocationLike {
  name: string;
  location_type?: string;
  visible: boolean;
}

const ORDER = ['sales', 'service', 'parts'];

/** '1714 Pittwater Road, Mona Vale NSW 2103': a location's address on one line (footer, contact us, vehicle page). */
export function addressLine(address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'>): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}


export function effectiveLocationType(location: Pick<LocationLike, 'location_type'>): string {
  return location.location_type && location.location_type.length > 0 ? location.location_type : 'sales';
}

export interface LocationGroup<T extends LocationLike> {
  name: string;
  slug: string;
  /** The location whose details the card shows. */
  lead: T;
  members: T[];
}

function rank(location: LocationLike): number {
  const index = ORDER.indexOf(effectiveLocationType(location));
  return index === -1 ? ORDER.length : index;
}

export function groupLocations<T extends LocationLike>(locations: readonly T[]): LocationGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const location of locations) {
    if (!location.visible) continue;
    const key = locationGroupName(location.name);
    groups.set(key, [...(groups.get(key) ?? []), location]);
  }
  return [...groups.entries()].map(([name, members]) => {
    const sorted = [...members].sort((a, b) => rank(a) - rank(b));
    return { name, slug: locationGroupSlug(name), lead: sorted[0]!, members: sorted };
  });
}

/* ---------------------------------------------------------------------------------------------
 * Location block (spec §2 Other blocks, §4 "A single location is auto-selected", §9 location grid).
 * ------------------------------------------------------------------------------------------- */

/** The location block's filter: one of these keywords, or any other string as a location id. */
export const LOCATION_FILTERS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const;
export type LocationFilterKeyword = (typeof LOCATION_FILTERS)[number];
export type LocationFilter = LocationFilterKeyword | (string & {});

export type FilterableLocation = LocationLike &
  Pick<Location, 'location_id' | 'primary'> &
  Partial<Pick<Location, '_id' | 'location_subtype'>>;

/** A location is of a type when its (effective) location_type or one of its subtypes is that type. */
export function isLocationOfType(location: Pick<FilterableLocation, 'location_type' | 'location_subtype'>, type: string): boolean {
  const wanted = type.toLowerCase();
  return (
    effectiveLocationType(location).toLowerCase() === wanted ||
    (location.location_subtype ?? []).some((subtype) => subtype.toLowerCase() === wanted)
  );
}

/**
 * Locations shown by a location block. Invisible locations are always left out (spec §5 "hidden
 * unless visible"), whatever the filter. 'primary' keeps primary locations; 'sales' / 'service' /
 * 'parts' keep that type (an empty type counts as sales; subtypes count too); 'service-and-parts'
 * keeps service or parts; 'all' keeps every visible one; anything else is a location id, matched
 * against location_id (or the content _id). Order is preserved.
 */
export function filterLocations<T extends FilterableLocation>(locations: readonly T[], filter: LocationFilter): T[] {
  const visible = locations.filter((location) => location.visible);
  switch (filter) {
    case 'all':
      return visible;
    case 'primary':
      return visible.filter((location) => location.primary);
    case 'sales':
    case 'service':
    case 'parts':
      return visible.filter((location) => isLocationOfType(location, filter));
    case 'service-and-parts':
      return visible.filter((location) => isLocationOfType(location, 'service') || isLocationOfType(location, 'parts'));
    default:
      return visible.filter((location) => location.location_id === filter || location._id === filter);
  }
}

export interface LocationGridColumns {
  /** Columns at the large breakpoint (min-width 992px). */
  lg: 2 | 3;
  /** Columns at the extra-large breakpoint (min-width 1200px); absent means "same as lg". */
  xl?: 4;
}

/** Spec §9: 3 or more locations use 3 columns at large widths, fewer use 2; more than 3 adds 4 at extra large. */
export function locationGridColumns(count: number): LocationGridColumns {
  return count > 3 ? { lg: 3, xl: 4 } : { lg: count >= 3 ? 3 : 2 };
}

/** Spec §2: one location is a large card with a map; several are a card grid (or carousel). None shows nothing. */
export function locationBlockLayout(count: number): 'none' | 'single' | 'grid' {
  return count <= 0 ? 'none' : count === 1 ? 'single' : 'grid';
}

/** Spec §2: the carousel variant shows a 'Swipe' hint when there are more than 3 locations. */
export const SWIPE_HINT = 'Swipe';
export function showSwipeHint(count: number): boolean {
  return count > 3;
}

/** Spec §4: a single location is auto-selected (e.g. a form's location select); otherwise nothing is. */
export function autoSelectedLocation<T>(locations: readonly T[]): T | undefined {
  return locations.length === 1 ? locations[0] : undefined;
}
