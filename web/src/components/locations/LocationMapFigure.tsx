/**
 * A location's map as markup from data (LocationMap works the data out on the server): the map
 * drawn offline in its fixed-ratio box, and the directions link. Client-safe and static, so kept
 * markup can draw it too (the vehicle page's map section); `frame` wraps the drawn map where the
 * Google embed can replace it (MapEmbed, a client component: not in kept markup).
 */
import type { ReactNode } from 'react';

export interface MapFigureModel {
  /** The offline map image (/media/map/<lat>,<long>.svg). */
  src: string;
  alt: string;
  width: number;
  height: number;
  lat: number;
  long: number;
  /** Google Maps directions to the location. */
  directions: string;
  /** The location's name, for the directions link's accessible name. */
  name: string;
}

export function LocationMapFigure({
  map,
  id,
  loading,
  frame,
}: {
  map: MapFigureModel;
  id?: string;
  loading?: 'lazy';
  frame?: (drawn: ReactNode) => ReactNode;
}) {
  const drawn = (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG the app draws; nothing to optimise
    <img
      src={map.src}
      alt={map.alt}
      width={map.width}
      height={map.height}
      {...(loading ? { loading } : {})}
      className="block h-full w-full bg-sky-100"
      data-offline-map=""
      data-lat={map.lat}
      data-long={map.long}
    />
  );
  return (
    <div id={id} className="scroll-mt-24">
      <div className="relative aspect-[8/5] w-full overflow-hidden rounded-lg border border-gray-200">
        {frame ? frame(drawn) : drawn}
      </div>
      <p className="mt-2">
        <a
          href={map.directions}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-text underline"
        >
          Get directions<span className="sr-only"> to {map.name} (opens Google Maps in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
