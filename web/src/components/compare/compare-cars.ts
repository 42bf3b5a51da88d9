/**
 * The cars of a comparison, read on the server from THIS site's stock: each id is looked up by id,
 * then by slug (a shared link may carry either), within the site's dealerships and shown on its
 * website (findVehicleBy). Another dealer's car is as unknown as a made-up id, and an unknown id is
 * simply left out. A car named twice (by id and by slug) is shown once.
 */
import 'server-only';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { findVehicleBy, type SearchEngine, type SearchSite } from '@/lib/search';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

async function lookUp(engine: SearchEngine, site: SearchSite, id: string): Promise<Vehicle | undefined> {
  const byId = await findVehicleBy(engine, site, 'id', id);
  if (byId) return byId;
  return SLUG.test(id) ? findVehicleBy(engine, site, 'slug', id) : undefined;
}

/** The site's cars for `ids` (already validated, at most four), in the order given. */
export async function compareVehicles(engine: SearchEngine, site: SearchSite, ids: readonly string[]): Promise<Vehicle[]> {
  const found = await Promise.all(ids.map((id) => lookUp(engine, site, id)));
  const seen = new Set<string>();
  return found.filter((v): v is Vehicle => {
    if (!v || seen.has(v.id)) return false;
    seen.add(v.id);
    return true;
  });
}
