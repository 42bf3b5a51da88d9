/**
 * What the vehicle page does for a view, loaded after the page is up (ViewCounter): counts the view
 * (GET /cars/{slug}/view.json, once per page load), records the car in this browser's viewed cars
 * (spec §4), fires tracking event 4 for a used car, and answers 'Viewed N times' — or nothing when
 * the count failed (spec §7).
 */
import { TRACKING_EVENTS } from '@/domain/tracking';
import { trackOnce } from '@/lib/tracking/client';
import { viewCountOnce, viewedLabel, type ViewCountVehicle } from './view-count';
import { rememberViewedCar, type ViewedCarVehicle } from './viewed-cars';

export interface ViewRecord {
  vehicle: ViewCountVehicle & ViewedCarVehicle;
  siteId: string;
  /** A used car's tracking parameters (event 4); absent for other cars. */
  usedTracking?: Record<string, string | number | undefined>;
}

export async function recordView({ vehicle, siteId, usedTracking }: ViewRecord): Promise<string | undefined> {
  const { slug, photos_count, updated_at, id, stocknum, make, model, body, simple_body, year } = vehicle;
  const count = viewCountOnce({ slug, photos_count, updated_at }, siteId);
  rememberViewedCar({ id, stocknum, make, model, simple_body, slug, ...(body ? { body } : {}), ...(year ? { year } : {}) });
  if (usedTracking) trackOnce(TRACKING_EVENTS.usedVehicleView, id, usedTracking);
  const views = await count;
  return views === undefined ? undefined : viewedLabel(views);
}
