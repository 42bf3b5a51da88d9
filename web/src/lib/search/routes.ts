/**
 * Search paths (spec §2) -> the refinements they stand for. The path and the query string make one
 * search state: /search/used-cars?make=Toyota is car_type=used AND make=Toyota.
 *
 * - /search/used-cars, /search/new-cars, /search/demo-cars ({type}-cars), /search/new-and-demo-cars,
 *   /search/new-used-and-demo-cars (everything)
 * - /search/{make}, /search/{make}/{model}, /search/{body} (make and body tiles)
 * - /search/{dealership_slug} ('See more from this dealer'), /search/{location-slug} ('View Our Stock')
 * An unknown segment resolves to `unknown` — an empty page with a way back, never an error.
 */
import { CAR_NOUN, type VehicleNoun } from '@/domain/vehicle-noun';
import { bodyLabel } from '@/domain/facet-labels';
import { locationGroupSlug } from '@/domain/locations';
import { slugify } from '@/domain/names';
import type { FacetParam } from './query';
import { own } from '@forecourt/schemas/own';

export type BaseRefinements = Partial<Record<FacetParam, string[]>>;

export interface SearchRouteContext {
  /** What the site calls its stock, for the labels (domain/vehicle-noun.ts); cars when absent. */
  noun?: VehicleNoun;
  /** Makes in the site's stock (facet values). */
  makes: readonly string[];
  /** 'Make Model' values of the site's stock for the make in the path (make_model facet). */
  makeModels: readonly string[];
  /** Body values in the site's stock (simple_body facet values, e.g. 'suv'). */
  bodies: readonly string[];
  dealerships: readonly { slug: string; name: string }[];
  /** Location names (as on vehicles' location_name) of the site. */
  locations: readonly string[];
}

export type SearchRoute =
  | { kind: 'search'; base: BaseRefinements; label: string }
  | { kind: 'unknown'; segment: string };

/** The paths keep 'cars' (they are addresses); the labels say the site's noun ('Used caravans'). */
const TYPE_PATHS: Readonly<Record<string, { carTypes: string[]; label: string }>> = {
  'used-cars': { carTypes: ['used'], label: 'Used' },
  'new-cars': { carTypes: ['new'], label: 'New' },
  'demo-cars': { carTypes: ['demo'], label: 'Demo' },
  'new-and-demo-cars': { carTypes: ['demo', 'new'], label: 'New and demo' },
  'new-used-and-demo-cars': { carTypes: [], label: 'New, used and demo' },
};

/** '/search/used-cars' and the like: paths that stand for car types alone, needing no catalogue lookup. */
export function isTypePath(segment: string | undefined): boolean {
  return segment !== undefined && Object.hasOwn(TYPE_PATHS, segment.toLowerCase());
}

/** The path of a make or body tile (spec §2 Facet tiles). */
export function searchPathFor(param: 'make' | 'body', value: string): string {
  return `/search/${param === 'body' ? slugify(bodyLabel(value)) : slugify(value)}`;
}

export function resolveSearchPath(segments: readonly string[], ctx: SearchRouteContext): SearchRoute {
  const [first = 'new-used-and-demo-cars', second, ...rest] = segments.map((s) => s.toLowerCase());
  const noun = ctx.noun ?? CAR_NOUN;
  if (rest.length > 0) return { kind: 'unknown', segment: segments.join('/') };

  const type = own(TYPE_PATHS, first);
  if (type && !second) {
    return { kind: 'search', base: type.carTypes.length ? { car_type: type.carTypes } : {}, label: `${type.label} ${noun.many}` };
  }

  const make = ctx.makes.find((m) => slugify(m) === first);
  if (make) {
    if (!second) return { kind: 'search', base: { make: [make] }, label: `${make} ${noun.many}` };
    const makeModel = ctx.makeModels.find((mm) => mm.startsWith(`${make} `) && slugify(mm.slice(make.length + 1)) === second);
    return makeModel
      ? { kind: 'search', base: { make: [make], make_model: [makeModel] }, label: makeModel }
      : { kind: 'unknown', segment: `${first}/${second}` };
  }
  if (second) return { kind: 'unknown', segment: `${first}/${second}` };

  const body = ctx.bodies.find((b) => slugify(bodyLabel(b)) === first || b.toLowerCase() === first);
  if (body) return { kind: 'search', base: { body: [body] }, label: bodyLabel(body) };

  const dealership = ctx.dealerships.find((d) => d.slug === first);
  if (dealership) return { kind: 'search', base: { dealership_name: [dealership.name] }, label: dealership.name };

  const locations = ctx.locations.filter((name) => locationGroupSlug(name) === first || slugify(name) === first);
  if (locations.length > 0) {
    return { kind: 'search', base: { location_name: [...locations].sort() }, label: locationGroupLabel(locations[0]!) };
  }
  return { kind: 'unknown', segment: first };
}

function locationGroupLabel(name: string): string {
  return name.replace(/ (Sales|Service|Parts)$/i, '');
}
