/**
 * The price history of watched cars (schema.ts `watched_car_prices`), written by the watch-alerts
 * check (lib/watch-alerts/check.ts, through recordSighting in watch-alerts.ts) and shown in the
 * garage. Every query names the site.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { watchedCarPrices, watchlistEntries, type WatchedCarPriceRow } from './schema';

/** The in-stock state a history row records: a car not in stock (or gone from it) is 'sold'. */
export type WatchedCarStatus = WatchedCarPriceRow['status'];

/** The distinct car ids on this site's watchlists (what the check looks up). */
export async function watchedCarIds(db: Database, site: string): Promise<string[]> {
  const rows = await dbCall('reading watched cars', () =>
    db
      .selectDistinct({ carId: watchlistEntries.carId })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.site, site))
      .orderBy(asc(watchlistEntries.carId)),
  );
  return rows.map((r) => r.carId);
}

/** The sites with at least one watched car (the worker's periodic check visits these). */
export async function watchedSites(db: Database): Promise<string[]> {
  const rows = await dbCall('reading watched sites', () =>
    db.selectDistinct({ site: watchlistEntries.site }).from(watchlistEntries).orderBy(asc(watchlistEntries.site)),
  );
  return rows.map((r) => r.site);
}

/** The newest history row of a car on this site, or undefined before its first check. */
export async function latestWatchedCarPrice(
  db: Database,
  site: string,
  carId: string,
): Promise<WatchedCarPriceRow | undefined> {
  const [row] = await dbCall('reading a watched car’s price', () =>
    db
      .select()
      .from(watchedCarPrices)
      .where(and(eq(watchedCarPrices.site, site), eq(watchedCarPrices.carId, carId)))
      .orderBy(desc(watchedCarPrices.recordedAt), desc(watchedCarPrices.id))
      .limit(1),
  );
  return row;
}

/** The history of each of `carIds` on this site, newest first (cars without rows are absent). */
export async function watchedCarPriceHistory(
  db: Database,
  site: string,
  carIds: readonly string[],
): Promise<Map<string, WatchedCarPriceRow[]>> {
  const history = new Map<string, WatchedCarPriceRow[]>();
  if (carIds.length === 0) return history;
  const rows = await dbCall('reading watched cars’ price history', () =>
    db
      .select()
      .from(watchedCarPrices)
      .where(and(eq(watchedCarPrices.site, site), inArray(watchedCarPrices.carId, [...new Set(carIds)])))
      .orderBy(desc(watchedCarPrices.recordedAt), desc(watchedCarPrices.id)),
  );
  for (const row of rows) {
    const list = history.get(row.carId);
    if (list) list.push(row);
    else history.set(row.carId, [row]);
  }
  return history;
}

/** Whether a sighting differs from the last recorded row (a first sighting always does). */
export function sightingChanged(
  previous: Pick<WatchedCarPriceRow, 'price' | 'status'> | undefined,
  next: { price: number | null; status: WatchedCarStatus },
): boolean {
  return !previous || previous.price !== next.price || previous.status !== next.status;
}

