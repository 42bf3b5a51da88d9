/**
 * The vehicle page's view counter (spec §7 view.json, §4 viewed cars, event 4 for a used car).
 * Runs on the server: it passes the browser only what the count, the viewed-cars record and the
 * event need (ViewCounter does the rest once the page is up).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { trackingParameters } from '@/domain/tracking';
import type { Site } from '@/lib/content/models';
import { ViewCounter } from './ViewCounter';

export type VehicleViewsVehicle = Pick<
  Vehicle,
  'id' | 'slug' | 'stocknum' | 'make' | 'model' | 'simple_body' | 'photos_count' | 'updated_at' | 'car_type' | 'year' | 'km'
> &
  Partial<Pick<Vehicle, 'body' | 'badge'>>;

interface Props {
  vehicle: VehicleViewsVehicle;
  site: Pick<Site, '_id'>;
  className?: string;
}

export function VehicleViews({ vehicle, site, className = '' }: Props) {
  const { slug, photos_count, updated_at, id, stocknum, make, model, body, simple_body, year } = vehicle;
  const record = {
    vehicle: { slug, photos_count, updated_at, id, stocknum, make, model, simple_body, year, ...(body ? { body } : {}) },
    siteId: site._id,
    ...(vehicle.car_type === 'used' ? { usedTracking: { ...trackingParameters(vehicle) } } : {}),
  };
  return <ViewCounter record={record} className={className} />;
}
