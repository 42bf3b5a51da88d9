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
import { MapEmbed } from './MapEmbed';

export function LocationMap({ location, id, loading }: { location: Location; id?: string; loading?: 'lazy' }) {
  const { lat, long } = location.address;
  if (typeof lat !== 'number' || typeof long !== 'number') return null;
  const key = location.address.map_key ?? env.GOOGLE_MAPS_KEY;
  const label = `Map of ${location.name}, ${[location.address.street, location.address.city, location.address.state].filter(Boolean).join(', ')}`;
  const drawn = (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG the app draws; nothing to optimise
    <img
      src={mapImagePath(lat, long)}
      alt={label}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      {...(loading ? { loading } : {})}
      className="block h-full w-full bg-sky-100"
      data-offline-map=""
      data-lat={lat}
      data-long={long}
    />
  );
  return (
    <div id={id} className="scroll-mt-24">
      <div className="relative aspect-[8/5] w-full overflow-hidden rounded-lg border border-gray-200">
        {key ? <MapEmbed src={embedUrl(key, lat, long)} title={label}>{drawn}</MapEmbed> : drawn}
      </div>
      <p className="mt-2">
        <a href={directionsUrl(lat, long)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-text underline">
          Get directions<span className="sr-only"> to {location.name} (opens Google Maps in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
