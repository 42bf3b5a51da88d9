'use client';
/**
 * The vehicle page's view counter: on mount it counts the view (GET /cars/{slug}/view.json, once per
 * page load) and shows 'Viewed N times' — or nothing at all when the call fails (spec §7) — records
 * the car in this browser's viewed cars (spec §4), and fires tracking event 4 for a used car.
 * Renders nothing on the server or before the answer, so it never shifts the server's HTML.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { useEffect, useState } from 'react';
import { TRACKING_EVENTS, trackingParameters } from '@/domain/tracking';
import type { Site } from '@/lib/content/models';
import { useTrackOnce } from '@/lib/tracking/client';
import { viewCountOnce, viewedLabel } from './view-count';
import { rememberViewedCar } from './viewed-cars';

export type VehicleViewsVehicle = Pick<
  Vehicle,
  | 'id'
  | 'slug'
  | 'stocknum'
  | 'make'
  | 'model'
  | 'simple_body'
  | 'photos_count'
  | 'updated_at'
  | 'car_type'
  | 'year'
  | 'km'
> &
  Partial<Pick<Vehicle, 'body' | 'badge'>>;

interface Props {
  vehicle: VehicleViewsVehicle;
  site: Pick<Site, '_id'>;
  className?: string;
}

function UsedVehicleView({ vehicle }: { vehicle: VehicleViewsVehicle }) {
  useTrackOnce(TRACKING_EVENTS.usedVehicleView, vehicle.id, { ...trackingParameters(vehicle) });
  return null;
}

export function VehicleViews({ vehicle, site, className = '' }: Props) {
  const [views, setViews] = useState<number>();
  const { slug, photos_count, updated_at, id, stocknum, make, model, body, simple_body, year } = vehicle;

  useEffect(() => {
    let live = true;
    void viewCountOnce({ slug, photos_count, updated_at }, site._id).then((n) => {
      if (live) setViews(n);
    });
    return () => {
      live = false;
    };
  }, [slug, photos_count, updated_at, site._id]);

  useEffect(() => {
    rememberViewedCar({ id, stocknum, make, model, body, simple_body, slug, year });
  }, [id, stocknum, make, model, body, simple_body, slug, year]);

  return (
    <>
      {vehicle.car_type === 'used' && <UsedVehicleView vehicle={vehicle} />}
      {views !== undefined && <p className={`text-sm text-gray-700 ${className}`}>{viewedLabel(views)}</p>}
    </>
  );
}
