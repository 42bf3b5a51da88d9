/** Tracking events against PGlite, and PostgreSQL when DATABASE_URL is set. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { trackingEvents } from './schema';
import { recordTrackingEvent, trackingEventCount, trackingEventCounts } from './tracking-events';
import { describeEachDatabase, unique } from './test-databases';

const slug = unique;

describeEachDatabase('tracking events', (handle) => {
  it('stores events with their car, path and params, and counts them per site', async () => {
    const site = slug('events');
    const at = new Date('2025-07-01T00:00:00Z');
    const id = await recordTrackingEvent(
      handle.db,
      site,
      {
        eventId: 15,
        carId: 'car-1',
        path: '/cars/x',
        params: { vehicleMake: 'Toyota', vehicleYear: 2021 },
      },
      at,
    );
    await recordTrackingEvent(handle.db, site, { eventId: 15 });
    await recordTrackingEvent(handle.db, site, { eventId: 49, path: '/search' });
    await recordTrackingEvent(handle.db, slug('events-other'), { eventId: 15 });

    const [row] = await handle.db.select().from(trackingEvents).where(eq(trackingEvents.id, id));
    expect(row).toMatchObject({
      site,
      eventId: 15,
      carId: 'car-1',
      path: '/cars/x',
      params: { vehicleMake: 'Toyota', vehicleYear: 2021 },
    });
    expect(row?.createdAt.toISOString()).toBe(at.toISOString());
    expect(Object.fromEntries(await trackingEventCounts(handle.db, site))).toEqual({ 15: 2, 49: 1 });
    expect(await trackingEventCount(handle.db, site, 15)).toBe(2);
    expect(await trackingEventCount(handle.db, site, 15, 'car-1')).toBe(1);
    expect(await trackingEventCount(handle.db, site, 25)).toBe(0);
  });
});
