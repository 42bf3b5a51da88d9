/**
 * The car of a form page (/book-test-drive?car_id=, /enquiries/make-an-offer?car_id=): the query's
 * car_id (a slug) looked up among THIS site's cars only, so another dealer's car is as unknown as a
 * made-up one. Returns what the page shows: the car's summary row and the forms' lead data.
 */
import 'server-only';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { CarSummary } from '@/components/vehicle/TestDriveDialog';
import { content, type Site } from '@/lib/content';
import { findVehicle, searchEngine } from '@/lib/search';
import { vehiclePageModel, type VehiclePageModel } from '@/lib/vehicle/page-model';
import { carLocation, vehicleLeadData } from './build-lead-data';
import type { VehicleLeadData } from './vehicle-lead-data';

/** Slugs as the stock import makes them; anything else cannot be a car and is not looked up. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** The query's car_id: one plain slug, or undefined (absent, repeated or malformed). */
export function carIdParam(raw: string | string[] | undefined): string | undefined {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
  return value && SLUG.test(value) ? value : undefined;
}

/** The summary row of a dialog or form page, as the vehicle page builds it. */
export function carSummary(vehicle: Pick<Vehicle, 'stocknum'>, model: VehiclePageModel): CarSummary {
  return {
    title: model.title,
    image: model.images[0]?.url,
    price: model.price.kind === 'none' ? undefined : model.price.text,
    stocknum: vehicle.stocknum,
    location: model.location?.label,
    specs: model.specs.map((s) => s.value),
  };
}

export interface FormPageCar {
  vehicle: Vehicle;
  model: VehiclePageModel;
  summary: CarSummary;
  data: VehicleLeadData;
}

/** The car for a form page, or undefined when this site has no car with that slug. */
export async function formPageCar(site: Site, carId: string, now = new Date()): Promise<FormPageCar | undefined> {
  const vehicle = await findVehicle(await searchEngine(), site, carId);
  if (!vehicle) return undefined;
  const locations = await content.locations(site);
  const model = vehiclePageModel(vehicle, site, carLocation(vehicle, locations), now);
  return { vehicle, model, summary: carSummary(vehicle, model), data: vehicleLeadData(site, locations, vehicle, model.title) };
}
