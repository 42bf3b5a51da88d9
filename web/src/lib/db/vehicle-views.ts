/** Vehicle page view counts per site (spec §7 GET /cars/{slug}/view.json). */
import { and, eq, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { vehicleViews } from './schema';

/**
 * Counts one view of the vehicle on the site and returns the new count. One INSERT ... ON CONFLICT
 * DO UPDATE statement, so concurrent views never lose an increment (on PostgreSQL the row lock
 * serialises them; PGlite runs one statement at a time).
 */
export async function recordVehicleView(
  db: Database,
  site: string,
  vehicleId: string,
  now = new Date(),
): Promise<number> {
  const [row] = await dbCall('recording a vehicle view', () =>
    db
      .insert(vehicleViews)
      .values({ site, vehicleId, views: 1, firstViewedAt: now, lastViewedAt: now })
      .onConflictDoUpdate({
        target: [vehicleViews.site, vehicleViews.vehicleId],
        set: { views: sql`${vehicleViews.views} + 1`, lastViewedAt: now },
      })
      .returning({ views: vehicleViews.views }),
  );
  if (!row) throw new Error('recordVehicleView: the upsert returned no row');
  return row.views;
}

/** The vehicle's count on the site without counting a view (0 when never viewed). */
export async function vehicleViewCount(db: Database, site: string, vehicleId: string): Promise<number> {
  const [row] = await dbCall('reading a vehicle view count', () =>
    db
      .select({ views: vehicleViews.views })
      .from(vehicleViews)
      .where(and(eq(vehicleViews.site, site), eq(vehicleViews.vehicleId, vehicleId))),
  );
  return row?.views ?? 0;
}
