/**
 * The lead outbox as a work queue (schema.ts `lead_outbox`). Workers — in one process or many —
 * claim due rows with a lease, deliver them, then mark each delivered or failed. A worker that dies
 * mid-delivery simply lets its lease run out; the next claim after that retries the row. Delivery is
 * therefore at least once: a row can be sent twice (crash after the receiver accepted, before the
 * mark), never zero times while it is pending.
 */
import { and, asc, eq, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { leadOutbox, leads, type LeadOutboxRow, type LeadRow } from './schema';

/** A claimed outbox row with its lead. `attempts` already counts this attempt. */
export interface ClaimedDelivery extends LeadOutboxRow {
  lead: LeadRow;
}

export interface ClaimOptions {
  now: Date;
  /** At most this many rows per claim. */
  limit: number;
  /** How long the claim is exclusive; past it another worker may take the row again. */
  leaseMs: number;
}

/**
 * Atomically claims up to `limit` pending rows that are due (`next_attempt_at <= now`) and not under
 * someone else's lease, setting a new lease and counting the attempt. One statement:
 * `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED LIMIT n) RETURNING`, so on PostgreSQL two
 * concurrent claims skip each other's rows instead of waiting or taking them twice (a row whose lock
 * is released mid-claim is re-checked against the new lease and skipped); PGlite runs one statement
 * at a time.
 */
export async function claimDueDeliveries(db: Database, { now, limit, leaseMs }: ClaimOptions): Promise<ClaimedDelivery[]> {
  if (limit < 1) return [];
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return dbCall('claiming lead deliveries', async () => {
    const due = db
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(
        and(
          eq(leadOutbox.status, 'pending'),
          lte(leadOutbox.nextAttemptAt, now),
          or(isNull(leadOutbox.lockedUntil), lt(leadOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(leadOutbox.nextAttemptAt), asc(leadOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(leadOutbox)
      .set({ lockedUntil, attempts: sql`${leadOutbox.attempts} + 1` })
      .where(inArray(leadOutbox.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const leadRows = await db
      .select()
      .from(leads)
      .where(inArray(leads.id, [...new Set(claimed.map((row) => row.leadId))]));
    const byId = new Map(leadRows.map((lead) => [lead.id, lead]));
    return claimed
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
      .flatMap((row) => {
        // The foreign key cascades deletes, so a claimed row always has its lead; be safe anyway.
        const lead = byId.get(row.leadId);
        return lead ? [{ ...row, lead }] : [];
      });
  });
}

/**
 * Records a delivery as done (true when this call changed it). When every outbox row of the lead is
 * delivered, the lead becomes `delivered` too. A stale worker whose lease had expired may still mark
 * its row: the receiver did accept it, which is the truth worth recording.
 */
export async function markDelivered(db: Database, id: number, now: Date): Promise<boolean> {
  return dbCall('marking a lead delivery done', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(leadOutbox)
        .set({ status: 'delivered', deliveredAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(leadOutbox.id, id), ne(leadOutbox.status, 'delivered')))
        .returning({ leadId: leadOutbox.leadId });
      if (!row) return false;
      // Lock the lead first: two rows of one lead finishing at once on PostgreSQL would otherwise
      // each see the other still pending and neither would mark the lead. After the lock, the next
      // statement's snapshot includes the other transaction's commit.
      await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, row.leadId)).for('update');
      await tx
        .update(leads)
        .set({ deliveryStatus: 'delivered', deliveredAt: now })
        .where(
          and(
            eq(leads.id, row.leadId),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(leadOutbox)
                .where(and(eq(leadOutbox.leadId, row.leadId), ne(leadOutbox.status, 'delivered'))),
            ),
          ),
        );
      return true;
    }),
  );
}

export interface MarkFailedOptions {
  /**
   * Only record the failure if the row is still at this attempt count (the one the claim returned).
   * A worker whose lease ran out while a newer worker retried the row must not overwrite the newer
   * attempt's schedule or release its lease.
   */
  attempts?: number;
}

/**
 * Records a failed attempt (true when this call changed the row): the row waits until `next`, or
 * with 'dead' stops being retried and its lead becomes `failed`. Never touches a delivered row.
 */
export async function markFailed(
  db: Database,
  id: number,
  error: string,
  now: Date,
  next: Date | 'dead',
  options: MarkFailedOptions = {},
): Promise<boolean> {
  // The row has no "failed at" column: the error carries its time, so an operator reading
  // last_error knows when the dealer's server last refused.
  const lastError = `${now.toISOString()} ${error}`.slice(0, 1000);
  return dbCall('marking a lead delivery failed', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(leadOutbox)
        .set(
          next === 'dead'
            ? { status: 'dead', lockedUntil: null, lastError }
            : { status: 'pending', nextAttemptAt: next, lockedUntil: null, lastError },
        )
        .where(
          and(
            eq(leadOutbox.id, id),
            eq(leadOutbox.status, 'pending'),
            options.attempts === undefined ? undefined : eq(leadOutbox.attempts, options.attempts),
          ),
        )
        .returning({ leadId: leadOutbox.leadId });
      if (!row) return false;
      if (next === 'dead') {
        await tx
          .update(leads)
          .set({ deliveryStatus: 'failed' })
          .where(and(eq(leads.id, row.leadId), ne(leads.deliveryStatus, 'delivered')));
      }
      return true;
    }),
  );
}
