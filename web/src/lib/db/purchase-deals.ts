/**
 * Online purchase deals (issue 16; spec §2 /checkout-journey): a shopper's answers, step by step, on
 * their account so another device resumes them. One draft per (site, user, car) is the partial unique
 * index's job (purchase_deals_one_draft_uq): two first saves at the same moment make one draft.
 * Submitting marks the deal and stores its one lead in ONE transaction, so a double submit finds the
 * first lead.
 */
import { and, desc, eq } from 'drizzle-orm';
import { dbCall } from './errors';
import { insertLead, type LeadDelivery } from './leads';
import type { Database } from './open';
import { purchaseDeals, reservations, type NewLeadRow, type PurchaseDealRow, type ReservationRow } from './schema';

export interface DraftKey {
  site: string;
  userId: string;
  carId: string;
}

/** The shopper's draft for the car, if any. */
export async function draftDeal(db: Database, key: DraftKey): Promise<PurchaseDealRow | undefined> {
  const [row] = await dbCall('reading a purchase deal', () =>
    db
      .select()
      .from(purchaseDeals)
      .where(and(eq(purchaseDeals.site, key.site), eq(purchaseDeals.userId, key.userId), eq(purchaseDeals.carId, key.carId), eq(purchaseDeals.status, 'draft'))),
  );
  return row;
}

/** The shopper's latest deal for the car in any status (the page shows a submitted one's confirmation). */
export async function latestDeal(db: Database, key: DraftKey): Promise<PurchaseDealRow | undefined> {
  const [row] = await dbCall('reading a purchase deal', () =>
    db
      .select()
      .from(purchaseDeals)
      .where(and(eq(purchaseDeals.site, key.site), eq(purchaseDeals.userId, key.userId), eq(purchaseDeals.carId, key.carId)))
      .orderBy(desc(purchaseDeals.updatedAt))
      .limit(1),
  );
  return row;
}

/** One deal of the site and user: another shopper's deal is not found, like one that does not exist. */
export async function dealOfUser(db: Database, site: string, userId: string, id: string): Promise<PurchaseDealRow | undefined> {
  const [row] = await dbCall('reading a purchase deal', () =>
    db.select().from(purchaseDeals).where(and(eq(purchaseDeals.site, site), eq(purchaseDeals.userId, userId), eq(purchaseDeals.id, id))),
  );
  return row;
}

/** The shopper's drafts on the site, latest first (resumed from My garage). */
export async function draftsOfUser(db: Database, site: string, userId: string, limit = 20): Promise<PurchaseDealRow[]> {
  return dbCall('reading purchase deals', () =>
    db
      .select()
      .from(purchaseDeals)
      .where(and(eq(purchaseDeals.site, site), eq(purchaseDeals.userId, userId), eq(purchaseDeals.status, 'draft')))
      .orderBy(desc(purchaseDeals.updatedAt))
      .limit(limit),
  );
}

export interface DraftChange {
  step: string;
  data: Record<string, unknown>;
  carSlug: string;
  car: unknown;
}

/**
 * Creates or updates the shopper's draft for the car in one transaction: `change` gets the locked
 * draft (or undefined for a first save) and answers its new step and data. A first save racing
 * another finds the other's draft (the insert does nothing on the unique index) and updates that.
 */
export async function saveDraft(
  db: Database,
  key: DraftKey,
  newId: string,
  now: Date,
  change: (current: PurchaseDealRow | undefined) => DraftChange,
): Promise<PurchaseDealRow> {
  return dbCall('saving a purchase deal', () =>
    db.transaction(async (tx) => {
      const locked = () =>
        tx
          .select()
          .from(purchaseDeals)
          .where(and(eq(purchaseDeals.site, key.site), eq(purchaseDeals.userId, key.userId), eq(purchaseDeals.carId, key.carId), eq(purchaseDeals.status, 'draft')))
          .for('update');
      let [current] = await locked();
      if (!current) {
        const first = change(undefined);
        const [inserted] = await tx
          .insert(purchaseDeals)
          .values({ id: newId, ...key, carSlug: first.carSlug, car: first.car, status: 'draft', step: first.step, data: first.data, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (inserted) return inserted;
        [current] = await locked();
        if (!current) throw new Error('saveDraft: the conflicting draft was not found');
      }
      const next = change(current);
      const [updated] = await tx
        .update(purchaseDeals)
        .set({ step: next.step, data: next.data, carSlug: next.carSlug, car: next.car, updatedAt: now })
        .where(eq(purchaseDeals.id, current.id))
        .returning();
      return updated!;
    }),
  );
}

/** The deal's held deposit (a reservation made with its id), if any. */
export async function heldReservationOfDeal(db: Database, site: string, dealId: string): Promise<ReservationRow | undefined> {
  const [row] = await dbCall('reading a deal’s reservation', () =>
    db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.dealId, dealId), eq(reservations.status, 'held'))),
  );
  return row;
}

export type SubmitDealResult =
  | { kind: 'submitted'; row: PurchaseDealRow }
  /** Submitted before (a double click, a retry): the first lead. */
  | { kind: 'already'; row: PurchaseDealRow }
  | { kind: 'missing' }
  | { kind: 'closed' };

/**
 * Submits a draft once: its lead (with the outbox rows) and the deal's status, lead and reservation
 * in ONE transaction. The deal row is locked first, so a second submit waits and then finds it done.
 */
export async function submitDeal(
  db: Database,
  site: string,
  userId: string,
  id: string,
  now: Date,
  build: (row: PurchaseDealRow) => { lead: NewLeadRow; deliveries: readonly LeadDelivery[]; reservationId: string },
): Promise<SubmitDealResult> {
  return dbCall('submitting a purchase deal', () =>
    db.transaction(async (tx): Promise<SubmitDealResult> => {
      const [row] = await tx
        .select()
        .from(purchaseDeals)
        .where(and(eq(purchaseDeals.site, site), eq(purchaseDeals.userId, userId), eq(purchaseDeals.id, id)))
        .for('update');
      if (!row) return { kind: 'missing' };
      if (row.status === 'submitted' && row.leadId) return { kind: 'already', row };
      if (row.status !== 'draft') return { kind: 'closed' };
      const made = build(row);
      const inserted = await insertLead(tx, made.lead, made.deliveries);
      const [done] = await tx
        .update(purchaseDeals)
        .set({ status: 'submitted', leadId: inserted.leadId, reservationId: made.reservationId, submittedAt: now, updatedAt: now })
        .where(eq(purchaseDeals.id, row.id))
        .returning();
      return { kind: 'submitted', row: done! };
    }),
  );
}
