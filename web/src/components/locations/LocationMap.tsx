/**
 * A location's map (ARCHITECTURE.md: maps through lib/geo). With a Google Maps key (GOOGLE_MAPS_KEY,
 * or the location's own map_key) the interactive embed loads when the shopper asks for it; until
 * then, and always without a key, the map drawn offline on the server shows in the same box, so the
 * page neither waits for nor shifts around a map.
 */
import { env } from '@/env';
import type { Location } from '@/lib/content';
import { directionsUrl, embedUrl, offlineMap } from '@/lib/geo/offline-map';
import { MapEmbed } from './MapEmbed';

export function LocationMap({ location, id }: { location: Location; id?: string }) {
  const { lat, long } = location.address;
  if (typeof lat !== 'number' || typeof long !== 'number') return null;
  const map = offlineMap(lat, long);
  const key = location.address.map_key ?? env.GOOGLE_MAPS_KEY;
  const label = `Map of ${location.name}, ${[location.address.street, location.address.city, location.address.state].filter(Boolean).join(', ')}`;
  const drawn = (
    <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={label} className="block h-full w-full bg-sky-100" data-offline-map="">
      <path d={map.land} className="fill-stone-100 stroke-stone-400" strokeWidth={1} />
      <g data-pin="" data-lat={lat} data-long={long} transform={`translate(${map.pin.x} ${map.pin.y})`}>
        <path d="M0 0 C -4 -10 -12 -14 -12 -22 A 12 12 0 1 1 12 -22 C 12 -14 4 -10 0 0 Z" className="fill-red-700 stroke-white" strokeWidth={2} />
        <circle cx={0} cy={-22} r={4.5} className="fill-white" />
      </g>
    </svg>
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
