/**
 * "Reserved at once everywhere": a held reservation sets the car's `reserved` in the search engine
 * (cards, search filters and the vehicle page all read it there), and an ended one clears it. The
 * database is the truth: after a stock import replaces a site's cars, `reapplyHeld` sets the flag
 * again on every held car, so an import never un-reserves one. Cached pages of the car and the site
 * are revalidated when this runs in a request (revalidatePath throws outside one: the maintenance
 * pass then relies on the pages' own revalidate time).
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Location, Site } from '@/lib/content/models';
import { heldReservations } from '@/lib/db/reservations';
import type { Database } from '@/lib/db/open';
import type { ReservationRow } from '@/lib/db/schema';
import type { SearchEngine } from '@/lib/search/engine';
import { stockRevalidationPaths } from '@/lib/search/import/revalidation-paths';
import { findVehicleBy } from '@/lib/search/service';
import { flagHeldCarsSoldInFeed } from './sold-in-feed';

export async function setReservedFlag(engine: SearchEngine, site: Site, carId: string, reserved: boolean): Promise<boolean> {
  const vehicle = await findVehicleBy(engine, site, 'id', carId);
  if (!vehicle || vehicle.reserved === reserved) return false;
  await engine.upsert([{ ...vehicle, reserved }]);
  return true;
}

export function revalidateCar(site: string, slug: string): void {
  try {
    for (const [path, type] of stockRevalidationPaths(site, [slug])) revalidatePath(path, type);
  } catch {
    // Outside a request (the background pass): the pages refresh on their own revalidate time.
  }
}

export function reservedFlagUpdater(engine: () => Promise<SearchEngine>, site: (slug: string) => Promise<Site | undefined>) {
  return async (row: ReservationRow): Promise<void> => {
    const doc = await site(row.site);
    if (!doc) return;
    await setReservedFlag(await engine(), doc, row.carId, row.status === 'held');
    revalidateCar(row.site, row.carSlug);
  };
}

/**
 * After an import (or a restart): every held car of the site is reserved again, whatever the feed
 * said, and a held car the feed now reports sold is flagged to the dealer once (sold-in-feed.ts).
 */
export async function reapplyHeld(db: Database, engine: SearchEngine, site: Site, locations: readonly Location[], now = new Date()): Promise<number> {
  let changed = 0;
  const held = await heldReservations(db, site.slug);
  const vehicles = new Map<string, Vehicle | undefined>();
  for (const row of held) {
    const vehicle = await findVehicleBy(engine, site, 'id', row.carId);
    vehicles.set(row.id, vehicle);
    if (vehicle && !vehicle.reserved) {
      await engine.upsert([{ ...vehicle, reserved: true }]);
      changed++;
    }
  }
  await flagHeldCarsSoldInFeed(db, site, locations, held, (row) => vehicles.get(row.id), now);
  return changed;
}
