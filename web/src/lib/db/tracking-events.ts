/** Tracking events per site (spec §7 event ids and parameters). No personal data is stored. */
import { and, count, eq } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { trackingEvents } from './schema';

export interface TrackingEvent {
  eventId: number;
  carId?: string;
  path?: string;
  params?: Record<string, string | number>;
}

/** Stores one event and returns its id. */
export async function recordTrackingEvent(
  db: Database,
  site: string,
  event: TrackingEvent,
  now = new Date(),
): Promise<number> {
  const [row] = await dbCall('recording a tracking event', () =>
    db
      .insert(trackingEvents)
      .values({
        site,
        eventId: event.eventId,
        carId: event.carId ?? null,
        path: event.path ?? null,
        params: event.params ?? {},
        createdAt: now,
      })
      .returning({ id: trackingEvents.id }),
  );
  if (!row) throw new Error('recordTrackingEvent: the insert returned no row');
  return row.id;
}

/** How many times each event happened on the site (event id -> count). */
export async function trackingEventCounts(db: Database, site: string): Promise<Map<number, number>> {
  const rows = await dbCall('counting tracking events', () =>
    db
      .select({ eventId: trackingEvents.eventId, n: count() })
      .from(trackingEvents)
      .where(eq(trackingEvents.site, site))
      .groupBy(trackingEvents.eventId),
  );
  return new Map(rows.map((r) => [r.eventId, r.n]));
}

/** How many times one event happened on the site, optionally for one car. */
export async function trackingEventCount(
  db: Database,
  site: string,
  eventId: number,
  carId?: string,
): Promise<number> {
  const [row] = await dbCall('counting a tracking event', () =>
    db
      .select({ n: count() })
      .from(trackingEvents)
      .where(
        and(
          eq(trackingEvents.site, site),
          eq(trackingEvents.eventId, eventId),
          carId === undefined ? undefined : eq(trackingEvents.carId, carId),
        ),
      ),
  );
  return row?.n ?? 0;
}
