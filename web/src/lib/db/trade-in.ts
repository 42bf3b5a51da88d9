/**
 * The valuation wizard's rows (issue 15; spec §3 Trade-in/valuation, §7 /api/miscellaneous): the
 * started lead, its valuations (at most `maxPerLead`), the lead that accepts one, and the extra data
 * the one site with features.save_valuation keeps. Every read is of one site: another site's id is
 * simply not found.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import { insertLead, type LeadDelivery } from './leads';
import type { Database } from './open';
import {
  leads,
  miscellaneousData,
  tradeInValuations,
  type LeadRow,
  type MiscellaneousDataRow,
  type NewLeadRow,
  type TradeInValuationRow,
} from './schema';

export const TRADE_IN_FORM = 'trade_in';

/**
 * The lead that started a valuation on this site: form 'trade_in' and continuing no other lead (the
 * leads an accepted offer makes name their parent, and are never the start of another valuation).
 */
export async function startedTradeInLead(db: Database, site: string, leadId: string): Promise<LeadRow | undefined> {
  const [row] = await dbCall('reading a trade-in lead', () =>
    db
      .select()
      .from(leads)
      .where(and(eq(leads.site, site), eq(leads.id, leadId), eq(leads.form, TRADE_IN_FORM), isNull(leads.parentLeadId))),
  );
  return row;
}

/** How many valuations the lead has had. */
export async function valuationCount(db: Database, site: string, leadId: string): Promise<number> {
  const [row] = await dbCall('counting trade-in valuations', () =>
    db
      .select({ n: count() })
      .from(tradeInValuations)
      .where(and(eq(tradeInValuations.site, site), eq(tradeInValuations.leadId, leadId))),
  );
  return row?.n ?? 0;
}

export interface NewValuation {
  id: string;
  site: string;
  leadId: string;
  vehicle: unknown;
  kms: number;
  answers: unknown;
  result: unknown;
  createdAt: Date;
}

export type StoreValuationResult = { stored: true } | { stored: false; reason: 'no_lead' | 'limit' };

/**
 * Stores a valuation and records it on its lead (`trade_in`), in one transaction. The lead row is
 * locked first, so concurrent valuations of one lead are counted one after the other and the limit
 * holds on PostgreSQL too.
 */
export async function storeValuation(
  db: Database,
  valuation: NewValuation,
  leadTradeIn: unknown,
  { maxPerLead }: { maxPerLead: number },
): Promise<StoreValuationResult> {
  return dbCall('storing a trade-in valuation', () =>
    db.transaction(async (tx): Promise<StoreValuationResult> => {
      const [lead] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.site, valuation.site), eq(leads.id, valuation.leadId), eq(leads.form, TRADE_IN_FORM)))
        .for('update');
      if (!lead) return { stored: false, reason: 'no_lead' };
      const [counted] = await tx
        .select({ n: count() })
        .from(tradeInValuations)
        .where(and(eq(tradeInValuations.site, valuation.site), eq(tradeInValuations.leadId, valuation.leadId)));
      if ((counted?.n ?? 0) >= maxPerLead) return { stored: false, reason: 'limit' };
      await tx.insert(tradeInValuations).values(valuation);
      await tx.update(leads).set({ tradeIn: leadTradeIn }).where(eq(leads.id, valuation.leadId));
      return { stored: true };
    }),
  );
}

/** One valuation of the site, or undefined. */
export async function valuationById(db: Database, site: string, id: string): Promise<TradeInValuationRow | undefined> {
  const [row] = await dbCall('reading a trade-in valuation', () =>
    db
      .select()
      .from(tradeInValuations)
      .where(and(eq(tradeInValuations.site, site), eq(tradeInValuations.id, id))),
  );
  return row;
}

/** The valuations of a lead, oldest first. */
export async function valuationsOfLead(db: Database, site: string, leadId: string): Promise<TradeInValuationRow[]> {
  return dbCall('listing trade-in valuations', () =>
    db
      .select()
      .from(tradeInValuations)
      .where(and(eq(tradeInValuations.site, site), eq(tradeInValuations.leadId, leadId)))
      .orderBy(asc(tradeInValuations.createdAt), asc(tradeInValuations.id)),
  );
}

/** The lead that accepted the valuation (its payload names it), if any. */
async function acceptingLead(db: Database, site: string, parentLeadId: string, valuationId: string) {
  const [row] = await db
    .select({ id: leads.id, subcategory: leads.subcategory })
    .from(leads)
    .where(
      and(
        eq(leads.site, site),
        eq(leads.parentLeadId, parentLeadId),
        sql`${leads.payload} ->> 'valuation_id' = ${valuationId}`,
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  return row;
}

export type AcceptValuationResult =
  | { created: true; leadId: string; subcategory: string | null }
  | { created: false; leadId: string; subcategory: string | null }
  | { created: false; missing: true };

/**
 * Accepts a valuation once: the new lead (with its outbox rows, through insertLead) and the
 * valuation's `accepted_at` in ONE transaction. The valuation row is locked first, so a second
 * accept — a double click, a retry, or a race on PostgreSQL — waits, then finds it accepted and
 * answers the lead the first one made. `lead.payload.valuation_id` must name the valuation.
 */
export async function acceptValuation(
  db: Database,
  valuation: Pick<TradeInValuationRow, 'id' | 'site' | 'leadId'>,
  lead: NewLeadRow,
  deliveries: readonly LeadDelivery[],
  now: Date,
): Promise<AcceptValuationResult> {
  return dbCall('accepting a trade-in valuation', () =>
    db.transaction(async (tx): Promise<AcceptValuationResult> => {
      const [locked] = await tx
        .select({ acceptedAt: tradeInValuations.acceptedAt })
        .from(tradeInValuations)
        .where(
          and(
            eq(tradeInValuations.site, valuation.site),
            eq(tradeInValuations.id, valuation.id),
            eq(tradeInValuations.leadId, valuation.leadId),
          ),
        )
        .for('update');
      if (!locked) return { created: false, missing: true };
      if (locked.acceptedAt) {
        const first = await acceptingLead(tx, valuation.site, valuation.leadId, valuation.id);
        if (first) return { created: false, leadId: first.id, subcategory: first.subcategory };
        // Accepted but its lead is gone (deleted by hand): make it again rather than answer nothing.
      }
      // A savepoint inside this transaction: the lead, its outbox rows and accepted_at commit together.
      const inserted = await insertLead(tx, lead, deliveries);
      if (!inserted.created) throw new Error('acceptValuation: the accepting lead was not stored');
      await tx
        .update(tradeInValuations)
        .set({ acceptedAt: now })
        .where(and(eq(tradeInValuations.site, valuation.site), eq(tradeInValuations.id, valuation.id)));
      return { created: true, leadId: inserted.leadId, subcategory: lead.subcategory ?? null };
    }),
  );
}

/** Extra data kept beside a lead under a column name (spec §7 /api/miscellaneous). */
export async function saveMiscellaneous(
  db: Database,
  row: { site: string; leadId: string; columnName: string; value: unknown; createdAt: Date },
  { dedupeKey }: { dedupeKey?: { field: string; value: string } } = {},
): Promise<{ created: boolean; id: number }> {
  return dbCall('saving miscellaneous data', () =>
    db.transaction(async (tx) => {
      // The lead row is the lock: two saves of one valuation at once store it once.
      await tx.select({ id: leads.id }).from(leads).where(and(eq(leads.site, row.site), eq(leads.id, row.leadId))).for('update');
      if (dedupeKey) {
        const [existing] = await tx
          .select({ id: miscellaneousData.id })
          .from(miscellaneousData)
          .where(
            and(
              eq(miscellaneousData.site, row.site),
              eq(miscellaneousData.leadId, row.leadId),
              eq(miscellaneousData.columnName, row.columnName),
              sql`${miscellaneousData.value} ->> ${dedupeKey.field} = ${dedupeKey.value}`,
            ),
          )
          .limit(1);
        if (existing) return { created: false, id: existing.id };
      }
      const [inserted] = await tx.insert(miscellaneousData).values(row).returning({ id: miscellaneousData.id });
      if (!inserted) throw new Error('saveMiscellaneous: the insert returned no row');
      return { created: true, id: inserted.id };
    }),
  );
}

/** The site's miscellaneous rows of a lead, oldest first. */
export async function miscellaneousOfLead(db: Database, site: string, leadId: string): Promise<MiscellaneousDataRow[]> {
  return dbCall('listing miscellaneous data', () =>
    db
      .select()
      .from(miscellaneousData)
      .where(and(eq(miscellaneousData.site, site), eq(miscellaneousData.leadId, leadId)))
      .orderBy(asc(miscellaneousData.id)),
  );
}
