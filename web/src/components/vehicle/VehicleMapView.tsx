/**
 * The vehicle page's map section (`#vehicle-map`) as markup from data (VehicleMapSection works it
 * out on the server): where the car is, with the location's address, phone, map and directions.
 * Client-safe and static, so the main column's kept markup draws it (KeptVehicleContent, part
 * 'map'); links are plain anchors.
 */
import type { ReactNode } from 'react';
import { LocationAddress } from '@/components/locations/LocationAddress';
import { LocationMapFigure, type MapFigureModel } from '@/components/locations/LocationMapFigure';

export const VEHICLE_MAP_ID = 'vehicle-map';

export interface VehicleMapModel {
  name: string;
  /** The location's page, when it has one. */
  href?: string;
  address: { street: string; city: string; state: string; postcode: string };
  phone?: { text: string; tel: string };
  map?: MapFigureModel;
}

export function VehicleMapView({
  model,
  frame,
}: {
  model: VehicleMapModel;
  frame?: (drawn: ReactNode) => ReactNode;
}) {
  const { name, href, address, phone, map } = model;
  return (
    <section
      id={VEHICLE_MAP_ID}
      aria-labelledby="vehicle-map-heading"
      className="scroll-mt-24 rounded-lg border border-gray-200 p-5"
    >
      <h2 id="vehicle-map-heading" className="text-xl font-semibold">
        Where to see this car
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-2">
          <p className="font-semibold">
            {href ? (
              <a href={href} className="underline">
                {name}
              </a>
            ) : (
              name
            )}
          </p>
          <LocationAddress address={address} className="text-gray-700" />
          {phone ? (
            <a href={phone.tel} className="block font-semibold underline">
              {phone.text}
            </a>
          ) : null}
        </div>
        {map ? <LocationMapFigure map={map} loading="lazy" {...(frame ? { frame } : {})} /> : null}
      </div>
    </section>
  );
}
