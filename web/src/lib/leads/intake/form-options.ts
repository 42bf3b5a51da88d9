/**
 * The FormOptions of a lead form (what the site and the car decide), built in ONE place: the page
 * that renders a form and the route that validates its submission must pass the same options to
 * leadFormSchema, or the browser would offer choices the server refuses. Pure: no I/O.
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { filterLocations } from '@/domain/locations';
import type { Location, Site } from '@/lib/content/models';

export type FormCar = Pick<Vehicle, 'location_id'> & {
  location?: Pick<Vehicle['location'], 'distribution_locations'>;
};

/**
 * Where a car can be test driven (spec §5 "extra location field for cars with distribution
 * locations"): its own location then its distribution locations, as the site's visible locations.
 * A car without distribution locations gets no choice (empty list). The car's own list wins; the
 * content location's list is the fallback for feeds that do not carry it.
 */
export function testDriveLocations(
  car: FormCar,
  locations: readonly Location[],
): { id: string; name: string }[] {
  const own = locations.find((l) => l.location_id === car.location_id);
  const distribution = car.location?.distribution_locations ?? own?.distribution_locations ?? [];
  if (distribution.length === 0) return [];
  const ids = [...new Set([car.location_id, ...distribution])];
  return ids.flatMap((id) => {
    const location = locations.find((l) => l.location_id === id && l.visible);
    return location ? [{ id: location.location_id, name: location.name }] : [];
  });
}

/** The dealer's time zone for test-drive times: the car's location's, else the site's first location's. */
function timeZoneFor(locations: readonly Location[], car?: FormCar): string | undefined {
  const own = car ? locations.find((l) => l.location_id === car.location_id) : undefined;
  return own?.timezone ?? locations.find((l) => l.primary)?.timezone ?? locations[0]?.timezone;
}

export function leadFormOptions(
  site: Pick<Site, 'features' | 'dealerships'> & Partial<Pick<Site, 'test_drive_disclaimer'>>,
  locations: readonly Location[],
  { car, now }: { car?: FormCar; now?: Date } = {},
): FormOptions {
  const timeZone = timeZoneFor(locations, car);
  const driveAt = car ? testDriveLocations(car, locations) : [];
  // Parts counters: a 'parts' location, or a service location with a parts subtype (domain/locations).
  const partsAt = filterLocations(locations, 'parts').map((l) => ({ id: l.location_id, name: l.name }));
  return {
    termsRequired: site.features.terms_required,
    commentsRequired: !site.features.contact_comments_optional,
    // Visible sales locations (an empty location type counts as sales: domain/locations).
    locations: filterLocations(locations, 'sales').map((l) => ({ id: l.location_id, name: l.name })),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
    ...(driveAt.length > 0 ? { testDriveLocations: driveAt } : {}),
    // Used by the parts request only; without parts counters it chooses among `locations`.
    ...(partsAt.length > 0 ? { partsLocations: partsAt } : {}),
    // Used by the test drive form only: its terms box carries this text and must be ticked.
    ...(site.test_drive_disclaimer ? { customDisclaimer: site.test_drive_disclaimer } : {}),
    ...(now ? { now } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}
