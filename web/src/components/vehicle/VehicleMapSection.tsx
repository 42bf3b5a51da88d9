/**
 * The vehicle page's map section (`#vehicle-map`, spec §2 anchors), shown where the site turns on
 * `vehicle_map_section`: where the car is, with the location's address, phone, map and directions.
 * The map is the location pages' own (drawn offline, or the Google embed on request), so it costs
 * the page no JavaScript until the shopper asks for the interactive map.
 */
import Link from 'next/link';
import { LocationAddress } from '@/components/locations/LocationAddress';
import { LocationMap } from '@/components/locations/LocationMap';
import type { Location } from '@/lib/content';
import { telHref } from '@/domain/phone';

export const VEHICLE_MAP_ID = 'vehicle-map';

export function VehicleMapSection({ location, href }: { location: Location; href: string | undefined }) {
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  const tel = phone ? telHref(phone) : null;
  return (
    <section id={VEHICLE_MAP_ID} aria-labelledby="vehicle-map-heading" className="scroll-mt-24 rounded-lg border border-gray-200 p-5">
      <h2 id="vehicle-map-heading" className="text-xl font-semibold">
        Where to see this car
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-2">
          <p className="font-semibold">
            {href ? (
              <Link href={href} prefetch={false} className="underline">
                {location.name}
              </Link>
            ) : (
              location.name
            )}
          </p>
          <LocationAddress address={location.address} className="text-gray-700" />
          {phone && tel ? (
            <a href={tel} className="block font-semibold underline">
              {phone}
            </a>
          ) : null}
        </div>
        <LocationMap location={location} loading="lazy" />
      </div>
    </section>
  );
}
