/**
 * A signed-in shopper's watchlist (spec §4 "Watchlist", §7 POST /api/watchlist/save-car and
 * remove-car). Rows are per (site, user, car); the route checks the car is this site's.
 */
import { and, desc, eq } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { watchlistEntries as watchlist, type WatchlistEntryRow } from './schema';

export interface SaveToWatchlist {
  site: string;
  userId: string;
  carId: string;
  /** The car's price now (whole dollars), or null when it has none. */
  priceAtSave: number | null;
}

/** The saved car ids, newest first. */
export async function watchlistCarIds(db: Database, site: string, userId: string): Promise<string[]> {
  const rows = await dbCall('reading a watchlist', () =>
    db
      .select({ carId: watchlist.carId })
      .from(watchlist)
      .where(and(eq(watchlist.site, site), eq(watchlist.userId, userId)))
      .orderBy(desc(watchlist.savedAt), watchlist.carId),
  );
  return rows.map((r) => r.carId);
}

/** The saved cars with when and at what price, newest first (the garage's watchlist). */
export async function watchlistEntries(
  db: Database,
  site: string,
  userId: string,
): Promise<WatchlistEntryRow[]> {
  return dbCall('reading a watchlist', () =>
    db
      .select()
      .from(watchlist)
      .where(and(eq(watchlist.site, site), eq(watchlist.userId, userId)))
      .orderBy(desc(watchlist.savedAt), watchlist.carId),
  );
}

export async function watchlistEntry(
  db: Database,
  site: string,
  userId: string,
  carId: string,
): Promise<WatchlistEntryRow | undefined> {
  const [row] = await dbCall('reading a watchlist entry', () =>
    db
      .select()
      .from(watchlist)
      .where(and(eq(watchlist.site, site), eq(watchlist.userId, userId), eq(watchlist.carId, carId)))
      .limit(1),
  );
  return row;
}

/**
 * Saves a car; saving it again changes nothing (the first save's time and price stay). True when
 * this call added it.
 */
export async function saveToWatchlist(
  db: Database,
  entry: SaveToWatchlist,
  now = new Date(),
): Promise<boolean> {
  const rows = await dbCall('saving a car to a watchlist', () =>
    db
      .insert(watchlist)
      .values({ ...entry, savedAt: now })
      .onConflictDoNothing()
      .returning({ carId: watchlist.carId }),
  );
  return rows.length > 0;
}

/** Removes a car; true when it was saved. */
export async function removeFromWatchlist(
  db: Database,
  site: string,
  userId: string,
  carId: string,
): Promise<boolean> {
  const rows = await dbCall('removing a car from a watchlist', () =>
    db
      .delete(watchlist)
      .where(and(eq(watchlist.site, site), eq(watchlist.userId, userId), eq(watchlist.carId, carId)))
      .returning({ carId: watchlist.carId }),
  );
  return rows.length > 0;
}
