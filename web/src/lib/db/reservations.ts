/**
 * Reservations (issue 16; spec §9 Reserve): the rows and their changes, each in one transaction.
 * At most one pending-or-held reservation per car is the partial unique index's job
 * (reservations_one_active_per_car_uq): two buyers' inserts at the same moment cannot both commit.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { dbCall } from './errors';
import { insertLead, type LeadDelivery } from './leads';
import type { Database } from './open';
import { reservations, type NewLeadRow, type NewReservationRow, type ReservationRow } from './schema';

export type StartResult = { ok: true; row: ReservationRow; created: boolean } | { ok: false; reason: 'taken' };

function uniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The car's active reservation (pending or held), if any. */
export async function activeReservation(db: Database, site: string, carId: string): Promise<ReservationRow | undefined> {
  const [row] = await dbCall('reading a reservation', () =>
    db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.carId, carId), inArray(reservations.status, ['pending', 'held']))),
  );
  return row;
}

/**
 * A new pending reservation. A pending one whose payment lock has run out is abandoned first (its
 * buyer may still pay: the payment then finds its reservation failed and is refunded at once).
 * `abandoned` is that row, so the caller can cancel its payment.
 */
export async function startReservation(db: Database, row: NewReservationRow, now: Date): Promise<StartResult & { abandoned?: ReservationRow }> {
  return dbCall('starting a reservation', async () => {
    const [same] = await db.select().from(reservations).where(eq(reservations.id, row.id));
    if (same) return { ok: true, row: same, created: false };
    try {
      return await db.transaction(async (tx) => {
        const [abandoned] = await tx
          .update(reservations)
          .set({ status: 'failed', endReason: 'abandoned', endedAt: now, updatedAt: now })
          .where(and(eq(reservations.site, row.site), eq(reservations.carId, row.carId), eq(reservations.status, 'pending'), lt(reservations.lockExpiresAt, now)))
          .returning();
        const [inserted] = await tx.insert(reservations).values(row).returning();
        return { ok: true as const, row: inserted!, created: true, ...(abandoned ? { abandoned } : {}) };
      });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      // The same checkout retried at the same moment (the primary key), or another buyer (the car's index).
      const [mine] = await db.select().from(reservations).where(eq(reservations.id, row.id));
      return mine ? { ok: true, row: mine, created: false } : { ok: false, reason: 'taken' };
    }
  });
}

export async function reservationById(db: Database, site: string, id: string): Promise<ReservationRow | undefined> {
  const [row] = await dbCall('reading a reservation', () => db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.id, id))));
  return row;
}

export async function reservationByPaymentIntent(db: Database, paymentIntentId: string): Promise<ReservationRow | undefined> {
  const [row] = await dbCall('reading a reservation', () => db.select().from(reservations).where(eq(reservations.paymentIntentId, paymentIntentId)));
  return row;
}

export type PaidOutcome =
  | { kind: 'held'; row: ReservationRow }
  /** Recorded already (a replayed or late event): nothing changes. */
  | { kind: 'already'; row: ReservationRow }
  /** Paid after the reservation ended (lost its lock, cancelled): the caller refunds at once. */
  | { kind: 'refund'; row: ReservationRow }
  | { kind: 'unknown' };

/**
 * The payment succeeded: pending → held, with the dealer's lead and its deliveries (lead() builds it
 * from the locked row), all in one transaction.
 */
export async function recordPayment(
  db: Database,
  paymentIntentId: string,
  now: Date,
  holdMs: number,
  lead: (row: ReservationRow, expiresAt: Date) => { lead: NewLeadRow; deliveries: readonly LeadDelivery[] },
): Promise<PaidOutcome> {
  return dbCall('recording a reservation payment', () =>
    db.transaction(async (tx): Promise<PaidOutcome> => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.paymentIntentId, paymentIntentId)).for('update');
      if (!row) return { kind: 'unknown' };
      if (row.paidAt) return { kind: 'already', row };
      if (row.status !== 'pending') {
        const [ended] = await tx.update(reservations).set({ paidAt: now, updatedAt: now, endReason: row.endReason ?? 'payment_after_end' }).where(eq(reservations.id, row.id)).returning();
        return { kind: 'refund', row: ended! };
      }
      const expiresAt = new Date(now.getTime() + holdMs);
      const made = lead(row, expiresAt);
      const inserted = await insertLead(tx, made.lead, made.deliveries);
      const [held] = await tx
        .update(reservations)
        .set({ status: 'held', paidAt: now, expiresAt, leadId: inserted.leadId, updatedAt: now })
        .where(eq(reservations.id, row.id))
        .returning();
      return { kind: 'held', row: held! };
    }),
  );
}

/** Ends a reservation that is in one of `from` (held for a cancel or lapse; pending for a failed payment). */
export async function endReservation(
  db: Database,
  id: string,
  from: readonly ReservationRow['status'][],
  to: ReservationRow['status'],
  reason: string,
  now: Date,
): Promise<ReservationRow | undefined> {
  const [row] = await dbCall('ending a reservation', () =>
    db
      .update(reservations)
      .set({ status: to, endReason: reason, endedAt: now, updatedAt: now })
      .where(and(eq(reservations.id, id), inArray(reservations.status, [...from])))
      .returning(),
  );
  return row;
}

export async function recordRefund(db: Database, id: string, refundId: string, now: Date): Promise<void> {
  await dbCall('recording a refund', () =>
    db.update(reservations).set({ refundId, refundedAt: now, updatedAt: now }).where(and(eq(reservations.id, id), isNull(reservations.refundId))),
  );
}

/** Paid reservations that ended without the car being sold and are not refunded yet (a refund call failed). */
export async function refundsDue(db: Database, limit = 20): Promise<ReservationRow[]> {
  return dbCall('reading refunds due', () =>
    db
      .select()
      .from(reservations)
      .where(and(isNotNull(reservations.paidAt), isNull(reservations.refundId), inArray(reservations.status, ['cancelled', 'lapsed', 'released', 'failed'])))
      .limit(limit),
  );
}

export async function heldPastExpiry(db: Database, now: Date, limit = 50): Promise<ReservationRow[]> {
  return dbCall('reading lapsed reservations', () =>
    db.select().from(reservations).where(and(eq(reservations.status, 'held'), lt(reservations.expiresAt, now))).orderBy(asc(reservations.expiresAt)).limit(limit),
  );
}

/** Pending reservations started before `before`: their payments are asked after (a lost webhook). */
export async function pendingBefore(db: Database, before: Date, limit = 50): Promise<ReservationRow[]> {
  return dbCall('reading pending reservations', () =>
    db.select().from(reservations).where(and(eq(reservations.status, 'pending'), lt(reservations.createdAt, before))).orderBy(asc(reservations.createdAt)).limit(limit),
  );
}

/**
 * Flags a held reservation whose car the stock feed reports sold, once: soldInFeedAt is set and the
 * dealer's notice (a lead continuing the reservation's) is queued in the same transaction.
 */
export async function flagSoldInFeed(
  db: Database,
  id: string,
  now: Date,
  notice: (row: ReservationRow) => { lead: NewLeadRow; deliveries: readonly LeadDelivery[] },
): Promise<boolean> {
  return dbCall('flagging a reserved car sold in the feed', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(reservations)
        .set({ soldInFeedAt: now, updatedAt: now })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'held'), isNull(reservations.soldInFeedAt)))
        .returning();
      if (!row) return false;
      const made = notice(row);
      await insertLead(tx, made.lead, made.deliveries);
      return true;
    }),
  );
}

export async function heldReservations(db: Database, site: string): Promise<ReservationRow[]> {
  return dbCall('reading held reservations', () => db.select().from(reservations).where(and(eq(reservations.status, 'held'), eq(reservations.site, site))));
}

/** A shopper's reservations on a site: held first, then the latest ended ones. */
export async function reservationsOfUser(db: Database, site: string, userId: string): Promise<ReservationRow[]> {
  const rows = await dbCall('reading reservations', () =>
    db
      .select()
      .from(reservations)
      .where(and(eq(reservations.site, site), eq(reservations.userId, userId), or(isNotNull(reservations.paidAt), eq(reservations.status, 'pending'))))
      .orderBy(desc(reservations.createdAt))
      .limit(50),
  );
  return rows.sort((a, b) => Number(b.status === 'held') - Number(a.status === 'held'));
}
