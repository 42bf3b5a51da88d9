/**
 * Replacing one site's stock in the embedded engine, which can only insert or update by id. A
 * vehicle the new stock no longer has (a site's first import replacing its sample stock, whose ids
 * differ; or a car dropped from the store) is written back hidden, as a tombstone: status 'deleted'
 * and not shown on the dealer website, so neither search nor the vehicle page can find it. Without
 * this the old copy stayed searchable beside the new one, under the same slug.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { oneOf } from '@/domain/filter';
import type { SearchEngine } from './engine';

export type SiteStock = ReadonlyMap<string, Vehicle>;

export function siteStockMap(vehicles: readonly Vehicle[]): Map<string, Vehicle> {
  return new Map(vehicles.map((v) => [v.id, v]));
}

/** What to upsert so the engine holds `next` for this site and nothing else of it is visible. */
export function replacementFor(previous: SiteStock, next: readonly Vehicle[]): Vehicle[] {
  const kept = new Set(next.map((v) => v.id));
  const tombstones: Vehicle[] = [];
  for (const [id, vehicle] of previous) {
    if (!kept.has(id) && !(vehicle.status === 'deleted' && !vehicle.show_on_dealer_website)) {
      tombstones.push({ ...vehicle, status: 'deleted', show_on_dealer_website: false });
    }
  }
  return [...next, ...tombstones];
}

/**
 * `replacementFor` when only the site's previous ids are at hand (the server keeps ids, not a second
 * copy of the vehicles): the cars the new stock drops are read back from the engine.
 */
export async function replacementFromEngine(engine: Pick<SearchEngine, 'list'>, previousIds: Iterable<string>, next: readonly Vehicle[]): Promise<Vehicle[]> {
  const kept = new Set(next.map((v) => v.id));
  const dropped = [...previousIds].filter((id) => !kept.has(id));
  const previous = dropped.length > 0 ? await engine.list(oneOf('id', dropped)) : [];
  return replacementFor(siteStockMap(previous), next);
}
