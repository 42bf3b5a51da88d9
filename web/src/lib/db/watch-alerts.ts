/**
 * SMS alerts about watched cars (schema.ts `watch_alerts`, lib/watch-alerts). The check records a
 * car's changed price or state and queues its alerts in one transaction (`recordSighting`); the
 * delivery worker claims due alerts with a lease, sends them and marks each sent or failed, like the
 * lead outbox (outbox.ts). Every query names the site or an alert's own id.
 */
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { users, watchAlerts, watchedCarPrices, watchlistEntries, type WatchAlertRow, type WatchedCarPriceRow } from './schema';
import { sightingChanged, type WatchedCarStatus } from './watched-car-prices';

export type WatchAlertKind = WatchAlertRow['kind'];

/** What the check saw of a car now. */
export interface CarSighting {
  site: string;
  carId: string;
  /** The shown amount in whole dollars, or null (none shown, or not in stock). */
  price: number | null;
  status: WatchedCarStatus;
}

/** An opted-in shopper watching the car. */
export interface Watcher {
  userId: string;
  priceAtSave: number | null;
}

/** An alert to queue; `priceKey` is the new price of a drop or 'sold' (one alert per change). */
export interface NewWatchAlert {
  userId: string;
  kind: WatchAlertKind;
  priceKey: string;
  text: string;
}

export interface SightingResult {
  /** A history row was written (first sighting or a change). */
  recorded: boolean;
  /** The row before this one, if any. */
  previous: WatchedCarPriceRow | undefined;
  /** Alerts newly queued (a change already alerted is not queued again). */
  queued: number;
}

/**
 * Records a sighting when it differs from the car's last row and, when there was a last row (a
 * first sighting alerts nobody), queues the alerts `decide` chooses for the car's opted-in watchers
 * — all in one transaction, under a per-car advisory lock so two checks at once (the import's call
 * and the worker's timer, on two instances) cannot both record the same change.
 */
export async function recordSighting(
  db: Database,
  sighting: CarSighting,
  now: Date,
  decide: (previous: WatchedCarPriceRow, watchers: Watcher[]) => NewWatchAlert[],
): Promise<SightingResult> {
  const { site, carId, price, status } = sighting;
  return dbCall('recording a watched car’s price', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${JSON.stringify(['watched-car', site, carId])}, 0))`);
      const [previous] = await tx
        .select()
        .from(watchedCarPrices)
        .where(and(eq(watchedCarPrices.site, site), eq(watchedCarPrices.carId, carId)))
        .orderBy(desc(watchedCarPrices.recordedAt), desc(watchedCarPrices.id))
        .limit(1);
      if (!sightingChanged(previous, sighting)) return { recorded: false, previous, queued: 0 };
      await tx.insert(watchedCarPrices).values({ site, carId, price, status, recordedAt: now });
      if (!previous) return { recorded: true, previous, queued: 0 };
      const watchers = await tx
        .select({ userId: watchlistEntries.userId, priceAtSave: watchlistEntries.priceAtSave })
        .from(watchlistEntries)
        .innerJoin(users, and(eq(users.id, watchlistEntries.userId), eq(users.site, site)))
        .where(and(eq(watchlistEntries.site, site), eq(watchlistEntries.carId, carId), eq(users.priceAlerts, true)))
        .orderBy(asc(watchlistEntries.userId));
      const alerts = watchers.length ? decide(previous, watchers) : [];
      if (alerts.length === 0) return { recorded: true, previous, queued: 0 };
      const queued = await tx
        .insert(watchAlerts)
        .values(alerts.map((a) => ({ ...a, site, carId, createdAt: now, nextAttemptAt: now })))
        .onConflictDoNothing()
        .returning({ id: watchAlerts.id });
      return { recorded: true, previous, queued: queued.length };
    }),
  );
}

/** A claimed alert with what sending needs: the number, and whether it may still go. */
export interface ClaimedAlert extends WatchAlertRow {
  phone: string;
  /** The shopper still has alerts on. */
  consent: boolean;
  /** The car is still on their watchlist. */
  watching: boolean;
}

export interface ClaimAlertsOptions {
  now: Date;
  limit: number;
  leaseMs: number;
}

/**
 * Atomically claims up to `limit` due pending alerts not under another worker's lease, counting the
 * attempt (one UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING, as outbox.ts).
 */
export async function claimDueAlerts(db: Database, { now, limit, leaseMs }: ClaimAlertsOptions): Promise<ClaimedAlert[]> {
  if (limit < 1) return [];
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return dbCall('claiming watch alerts', async () => {
    const due = db
      .select({ id: watchAlerts.id })
      .from(watchAlerts)
      .where(
        and(
          eq(watchAlerts.status, 'pending'),
          lte(watchAlerts.nextAttemptAt, now),
          or(isNull(watchAlerts.lockedUntil), lt(watchAlerts.lockedUntil, now)),
        ),
      )
      .orderBy(asc(watchAlerts.nextAttemptAt), asc(watchAlerts.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(watchAlerts)
      .set({ lockedUntil, attempts: sql`${watchAlerts.attempts} + 1` })
      .where(inArray(watchAlerts.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const people = await db
      .select({ id: users.id, site: users.site, phone: users.phone, consent: users.priceAlerts })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((a) => a.userId))]));
    const watched = await db
      .select({ site: watchlistEntries.site, userId: watchlistEntries.userId, carId: watchlistEntries.carId })
      .from(watchlistEntries)
      .where(inArray(watchlistEntries.userId, [...new Set(claimed.map((a) => a.userId))]));
    const key = (site: string, userId: string, carId = '') => `${site}\u0000${userId}\u0000${carId}`;
    const byUser = new Map(people.map((p) => [key(p.site, p.id), p]));
    const watching = new Set(watched.map((w) => key(w.site, w.userId, w.carId)));
    return claimed
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
      .flatMap((alert) => {
        // The foreign key cascades, so the user exists; the site must match too (never another site's account).
        const person = byUser.get(key(alert.site, alert.userId));
        if (!person) return [];
        return [{ ...alert, phone: person.phone, consent: person.consent, watching: watching.has(key(alert.site, alert.userId, alert.carId)) }];
      });
  });
}

/** Records an alert as sent (true when this call changed it). */
export async function markAlertSent(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await dbCall('marking a watch alert sent', () =>
    db
      .update(watchAlerts)
      .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
      .where(and(eq(watchAlerts.id, id), eq(watchAlerts.status, 'pending')))
      .returning({ id: watchAlerts.id }),
  );
  return rows.length > 0;
}

/**
 * Records a failed or refused attempt: the alert waits until `next`, or with 'dead' is never tried
 * again. With `attempts`, only while the row is still at that attempt (a stale worker whose lease
 * ran out must not overwrite a newer attempt's schedule).
 */
export async function markAlertFailed(
  db: Database,
  id: number,
  error: string,
  now: Date,
  next: Date | 'dead',
  attempts?: number,
): Promise<boolean> {
  const lastError = `${now.toISOString()} ${error}`.slice(0, 1000);
  const rows = await dbCall('marking a watch alert failed', () =>
    db
      .update(watchAlerts)
      .set(next === 'dead' ? { status: 'dead', lockedUntil: null, lastError } : { nextAttemptAt: next, lockedUntil: null, lastError })
      .where(
        and(
          eq(watchAlerts.id, id),
          eq(watchAlerts.status, 'pending'),
          attempts === undefined ? undefined : eq(watchAlerts.attempts, attempts),
        ),
      )
      .returning({ id: watchAlerts.id }),
  );
  return rows.length > 0;
}

/** The site's alerts for one shopper, newest first (tests, support). */
export async function watchAlertsOf(db: Database, site: string, userId: string): Promise<WatchAlertRow[]> {
  return dbCall('reading watch alerts', () =>
    db
      .select()
      .from(watchAlerts)
      .where(and(eq(watchAlerts.site, site), eq(watchAlerts.userId, userId)))
      .orderBy(desc(watchAlerts.createdAt), desc(watchAlerts.id)),
  );
}
