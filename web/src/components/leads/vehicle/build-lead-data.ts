/**
 * The vehicle page's lead data, on the server. The FormOptions come from leadFormOptions with the
 * car — the very function POST /api/leads/{kind} validates with — so the browser never offers a
 * choice (a test-drive location, a dealership) that the server would refuse.
 */
import 'server-only';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { carDisplayState } from '@/domain/display-state';
import { displayedAmount } from '@/domain/price';
import type { Location, Site } from '@/lib/content/models';
import { leadCarFrom } from '@/lib/leads/client/car';
import { leadFormOptions } from '@/lib/leads/intake/form-options';
import { formatThousands } from '../money';
import type { VehicleLeadData } from './vehicle-lead-data';

/** The content location the car is at (the feed's location_id is a location_id, or a document id). */
export function carLocation(vehicle: Pick<Vehicle, 'location_id'>, locations: readonly Location[]): Location | undefined {
  return locations.find((l) => l.location_id === vehicle.location_id) ?? locations.find((l) => l._id === vehicle.location_id);
}

/** Everything the vehicle page's forms need, from the car, its site and the site's locations. */
export function vehicleLeadData(site: Site, locations: readonly Location[], vehicle: Vehicle, title: string): VehicleLeadData {
  const options = leadFormOptions(site, locations, { car: vehicle });
  const home = carLocation(vehicle, locations);
  const display = carDisplayState(vehicle);
  const price = displayedAmount(vehicle);
  return {
    siteName: site.name,
    car: leadCarFrom(vehicle, title),
    options,
    ...(home && options.locations.some((l) => l.id === home.location_id) ? { locationId: home.location_id } : {}),
    ...(price ? { offerPlaceholder: formatThousands(String(Math.round(price.amount))) } : {}),
    ...(display.kind === 'sold' ? { findSimilarMessage: display.enquiryMessage } : {}),
  };
}
