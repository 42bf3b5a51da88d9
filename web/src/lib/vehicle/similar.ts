/**
 * 'Find Me Something Similar' (spec §4 not-in-stock view): up to 6 in-stock cars of the same site
 * sharing the car's make, then its body type, never the car itself.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { IN_STOCK_STATUSES } from '@/domain/display-state';
import { searchStock, type SearchEngine, type SearchSite, type StockQuery } from '@/lib/search';

export const SIMILAR_LIMIT = 6;

/** The stock queries, most similar first: same make, then same body. */
export function similarQueries(vehicle: Pick<Vehicle, 'make' | 'simple_body'>): StockQuery[] {
  const status = [...IN_STOCK_STATUSES];
  const base = { query: '', page: 1, sortBy: 'custom_rank:desc', ranges: {} } as const;
  const queries: StockQuery[] = [];
  if (vehicle.make?.trim()) queries.push({ ...base, refinements: { make: [vehicle.make], status } });
  if (vehicle.simple_body?.trim())
    queries.push({ ...base, refinements: { body: [vehicle.simple_body], status } });
  return queries;
}

export async function similarVehicles(
  engine: SearchEngine,
  site: SearchSite,
  vehicle: Vehicle,
  now: Date,
  limit = SIMILAR_LIMIT,
): Promise<Vehicle[]> {
  const results = await Promise.all(
    similarQueries(vehicle).map((q) => searchStock(engine, site, q, { now, facets: [] })),
  );
  const seen = new Set([vehicle.id]);
  const picked: Vehicle[] = [];
  for (const hit of results.flatMap((r) => r.hits)) {
    if (picked.length >= limit) break;
    if (seen.has(hit.id) || !IN_STOCK_STATUSES.includes(hit.status)) continue;
    seen.add(hit.id);
    picked.push(hit);
  }
  return picked;
}
