/**
 * A signed-in shopper's favourites: the browser keeps its own list (components/search/results/
 * favourites.ts); signing in merges it into the account. The entry is stored as the browser sent it
 * (after the route validated its shape) and keyed by its car id.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { favourites } from './schema';

/** The stored shape: the browser's FavouriteEntry (spec §3 "Favourite entry"). */
export interface StoredFavourite {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url?: string;
}

/** As many as the browser keeps (FAVOURITES_LIMIT). */
export const ACCOUNT_FAVOURITES_LIMIT = 50;

/** The account's favourites, newest first. */
export async function favouritesOf(db: Database, site: string, userId: string): Promise<StoredFavourite[]> {
  const rows = await dbCall('reading favourites', () =>
    db
      .select({ entry: favourites.entry })
      .from(favourites)
      .where(and(eq(favourites.site, site), eq(favourites.userId, userId)))
      .orderBy(desc(favourites.savedAt), favourites.carId),
  );
  return rows.map((r) => r.entry as StoredFavourite);
}

/**
 * Merges the browser's list (newest first) into the account, in one transaction: entries the account
 * lacks are added as saved now, in the browser's order; entries it has take the browser's details
 * and keep their time. Beyond `limit` the oldest drop off, as in the browser. Returns the merged
 * list, newest first.
 */
export async function mergeFavourites(
  db: Database,
  site: string,
  userId: string,
  entries: readonly StoredFavourite[],
  now = new Date(),
  limit = ACCOUNT_FAVOURITES_LIMIT,
): Promise<StoredFavourite[]> {
  const seen = new Set<string>();
  const distinct = entries.filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
  return dbCall('merging favourites', () =>
    db.transaction(async (tx) => {
      if (distinct.length > 0) {
        await tx
          .insert(favourites)
          .values(
            // One millisecond apart keeps the browser's order among the new ones.
            distinct.map((entry, i) => ({
              site,
              userId,
              carId: entry.id,
              entry,
              savedAt: new Date(now.getTime() - i),
            })),
          )
          .onConflictDoUpdate({
            target: [favourites.site, favourites.userId, favourites.carId],
            set: { entry: sql`excluded.entry` },
          });
      }
      const all = await tx
        .select({ carId: favourites.carId, entry: favourites.entry })
        .from(favourites)
        .where(and(eq(favourites.site, site), eq(favourites.userId, userId)))
        .orderBy(desc(favourites.savedAt), favourites.carId);
      const dropped = all.slice(limit).map((r) => r.carId);
      if (dropped.length > 0) {
        await tx
          .delete(favourites)
          .where(
            and(eq(favourites.site, site), eq(favourites.userId, userId), inArray(favourites.carId, dropped)),
          );
      }
      return all.slice(0, limit).map((r) => r.entry as StoredFavourite);
    }),
  );
}

/** Removes one favourite; true when it was there. */
export async function removeFavourite(
  db: Database,
  site: string,
  userId: string,
  carId: string,
): Promise<boolean> {
  const rows = await dbCall('removing a favourite', () =>
    db
      .delete(favourites)
      .where(and(eq(favourites.site, site), eq(favourites.userId, userId), eq(favourites.carId, carId)))
      .returning({ carId: favourites.carId }),
  );
  return rows.length > 0;
}
