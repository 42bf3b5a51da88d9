/**
 * A location's map (ARCHITECTURE.md: maps through lib/geo). With a Google Maps key (GOOGLE_MAPS_KEY,
 * or the location's own map_key) the interactive embed loads when the shopper asks for it; until
 * then, and always without a key, the map drawn offline (an image the server draws: /media/map)
 * shows in the same box, so the page neither waits for nor shifts around a map. `loading="lazy"`
 * where the map is well below the fold (the vehicle page).
 */
import { env } from '@/env';
import type { Location } from '@/lib/content';
import { mapImagePath } from '@/lib/geo/map-image';
import { directionsUrl, embedUrl, MAP_HEIGHT, MAP_WIDTH } from '@/lib/geo/offline-map';
import { LocationMapFigure, type MapFigureModel } from './LocationMapFigure';
import { MapEmbed } from './MapEmbed';

/** The Google Maps key for a location's embed, if any. */
export function mapKey(location: Location): string | undefined {
  return location.address.map_key ?? env.GOOGLE_MAPS_KEY;
}

/** What the map figure draws for a location with coordinates. */
export function mapFigure(location: Location): MapFigureModel | undefined {
  const { lat, long } = location.address;
  if (typeof lat !== 'number' || typeof long !== 'number') return undefined;
  const alt = `Map of ${location.name}, ${[location.address.street, location.address.city, location.address.state].filter(Boolean).join(', ')}`;
  return {
    src: mapImagePath(lat, long),
    alt,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    lat,
    long,
    directions: directionsUrl(lat, long),
    name: location.name,
  };
}

export function LocationMap({
  location,
  id,
  loading,
}: {
  location: Location;
  id?: string;
  loading?: 'lazy';
}) {
  const map = mapFigure(location);
  if (!map) return null;
  const key = mapKey(location);
  return (
    <LocationMapFigure
      map={map}
      {...(id ? { id } : {})}
      {...(loading ? { loading } : {})}
      {...(key
        ? {
            frame: (drawn) => (
              <MapEmbed src={embedUrl(key, map.lat, map.long)} title={map.alt}>
                {drawn}
              </MapEmbed>
            ),
          }
        : {})}
    />
  );
}
