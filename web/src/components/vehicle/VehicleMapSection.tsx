/**
 * The vehicle page's map section (`#vehicle-map`, spec §2 anchors), shown where the site turns on
 * `vehicle_map_section`: where the car is, with the location's address, phone, map and directions.
 * The map is the location pages' own (drawn offline, or the Google embed on request), so it costs
 * the page no JavaScript until the shopper asks for the interactive map. Without a Google key
 * nothing in it changes in the browser, so it is kept markup (part of the main column's
 * KeptVehicleContent): its data, not its markup, goes in the RSC payload.
 */
import type { Location } from '@/lib/content';
import { telHref } from '@/domain/phone';
import { mapFigure, mapKey } from '@/components/locations/LocationMap';
import { MapEmbed } from '@/components/locations/MapEmbed';
import { embedUrl } from '@/lib/geo/offline-map';
import { KeptVehicleContent } from './content/KeptVehicleContent';
import { VehicleMapView, type VehicleMapModel } from './VehicleMapView';

export { VEHICLE_MAP_ID } from './VehicleMapView';

export function vehicleMapModel(location: Location, href: string | undefined): VehicleMapModel {
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  const tel = phone ? telHref(phone) : null;
  const { street, city, state, postcode } = location.address;
  const map = mapFigure(location);
  return {
    name: location.name,
    ...(href ? { href } : {}),
    address: { street, city, state, postcode },
    ...(phone && tel ? { phone: { text: phone, tel } } : {}),
    ...(map ? { map } : {}),
  };
}

export function VehicleMapSection({ location, href }: { location: Location; href: string | undefined }) {
  const model = vehicleMapModel(location, href);
  const key = mapKey(location);
  if (key && model.map) {
    const { lat, long, alt } = model.map;
    return (
      <VehicleMapView
        model={model}
        frame={(drawn) => (
          <MapEmbed src={embedUrl(key, lat, long)} title={alt}>
            {drawn}
          </MapEmbed>
        )}
      />
    );
  }
  return <KeptVehicleContent part="map" map={model} />;
}
