/**
 * Location cards (spec §5): hidden unless visible; names lose ' Sales', ' Service', ' Parts' to group
 * them; a card uses the first location in the order sales, service, parts. An empty type counts as sales.
 */

export interface LocationLike {
  name: string;
  location_type?: string;
  visible: boolean;
}

const SUFFIX = / (Sales|Service|Parts)$/i;
const ORDER = ['sales', 'service', 'parts'];

export function locationGroupName(name: string): string {
  return name.trim().replace(SUFFIX, '');
}

export function effectiveLocationType(location: Pick<LocationLike, 'location_type'>): string {
  return location.location_type && location.location_type.length > 0 ? location.location_type : 'sales';
}

/** The contact-us slug: the grouped name, lower-cased and hyphenated. */
export function locationGroupSlug(name: string): string {
  return locationGroupName(name)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
