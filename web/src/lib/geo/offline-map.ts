/**
 * The embedded map (no key, no network): the coastline around a location drawn from Natural Earth's
 * 1:50m land polygons (world-atlas, public domain), projected with d3-geo on the server into an SVG
 * path, with the pin at the location's projected coordinates. No client JavaScript, fixed size, so
 * it costs no layout shift.
 */
import 'server-only';
import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled with the server code (a file read at run time would depend on where node_modules ends up).
import land50m from 'world-atlas/land-50m.json';

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 400;
/** Degrees of longitude either side of the pin: a region, so the coast and the city's setting show. */
const HALF_SPAN_LONG = 1.6;

let land: Feature<Polygon | MultiPolygon> | undefined;

function landFeature(): Feature<Polygon | MultiPolygon> {
  if (!land) {
    const topology = land50m as unknown as Topology<{ land: GeometryCollection }>;
    const collection = feature(topology, topology.objects.land);
    land = { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: collection.features.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [])) } };
  }
  return land;
}

/**
 * The projection of a map centred on (lat, long): Mercator, scaled so HALF_SPAN_LONG degrees of
 * longitude reach from the pin to the map's side.
 */
export function mapProjection(lat: number, long: number): GeoProjection {
  const scale = MAP_WIDTH / 2 / ((HALF_SPAN_LONG * Math.PI) / 180);
  return geoMercator().center([long, lat]).scale(scale).translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
}

export interface OfflineMap {
  width: number;
  height: number;
  /** SVG path data of the land in view. */
  land: string;
  pin: { x: number; y: number };
}

export function offlineMap(lat: number, long: number): OfflineMap {
  const projection = mapProjection(lat, long).clipExtent([[-2, -2], [MAP_WIDTH + 2, MAP_HEIGHT + 2]]);
  const path = geoPath(projection).digits(1);
  const [x, y] = projection([long, lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
  return { width: MAP_WIDTH, height: MAP_HEIGHT, land: path(landFeature()) ?? '', pin: { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 } };
}

/** Directions to the location in Google Maps (works on every phone and desktop, no key). */
export function directionsUrl(lat: number, long: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}

/** The Maps Embed API frame's address for a key. */
export function embedUrl(key: string, lat: number, long: number): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${lat},${long}&zoom=15`;
}
