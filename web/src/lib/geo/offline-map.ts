/**
 * The embedded map (no key, no network): the coastline around a location drawn from Natural Earth's
 * 1:50m land polygons (world-atlas, public domain), projected with d3-geo on the server into an SVG
 * path, with the pin at the location's projected coordinates. Served as an image
 * (`/media/map/<lat>,<long>.svg`, offlineMapSvg): the land's path is 0.7–12 KB, which inline SVG
 * would put in the page's HTML and again in its RSC payload, on every page that shows the location.
 * No client JavaScript, fixed size, so it costs no layout shift.
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

// Tailwind's sky-100, stone-100, stone-400 and red-700: an image's SVG cannot use the page's classes.
const WATER = '#dff2fe';
const LAND = '#f5f5f4';
const COAST = '#a6a09b';
const PIN = '#c10007';

/** The map as an SVG document (the /media/map route's answer). */
export function offlineMapSvg(lat: number, long: number): string {
  const map = offlineMap(lat, long);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}" width="${map.width}" height="${map.height}">`,
    `<rect width="${map.width}" height="${map.height}" fill="${WATER}"/>`,
    map.land ? `<path d="${map.land}" fill="${LAND}" stroke="${COAST}" stroke-width="1"/>` : '',
    `<g data-pin="" transform="translate(${map.pin.x} ${map.pin.y})">`,
    `<path d="M0 0 C -4 -10 -12 -14 -12 -22 A 12 12 0 1 1 12 -22 C 12 -14 4 -10 0 0 Z" fill="${PIN}" stroke="#fff" stroke-width="2"/>`,
    `<circle cx="0" cy="-22" r="4.5" fill="#fff"/></g></svg>`,
  ].join('');
}

/** Directions to the location in Google Maps (works on every phone and desktop, no key). */
export function directionsUrl(lat: number, long: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}

/** The Maps Embed API frame's address for a key. */
export function embedUrl(key: string, lat: number, long: number): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${lat},${long}&zoom=15`;
}
