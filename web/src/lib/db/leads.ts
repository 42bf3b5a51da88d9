/**
 * Leads and their outbox rows (spec §4 "Forms"; ARCHITECTURE "Leads": the lead and its outbox rows
 * are written in one transaction, and delivery happens later from the outbox).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { countRateLimitHit, rateLimitWindow } from './rate-limits';
import { leadOutbox, leads, type LeadOutboxRow, type LeadRow, type NewLeadRow } from './schema';

/**
 * One delivery a lead needs: an ADF e-mail to an address, JSON to a CRM webhook URL, the shopper's
 * confirmation, or a reservation's receipt to the shopper.
 */
export interface LeadDelivery {
  channel: 'email' | 'webhook' | 'confirmation' | 'receipt';
  destination: string;
}

/** A fixed-window limit on stored leads: at most `max` per `windowMs` for `key` (a hashed address or IP). */
export interface LeadRateLimit {
  key: string;
  windowMs: number;
  max: number;
}

export interface InsertLeadOptions {
  /**
   * Counted only when this call creates the lead, inside its transaction: a retry that finds the
   * lead of its idempotency key is never limited (ten concurrent double-clicks all get the one
   * lead), and a refused lead's hits roll back with it.
   */
  limits?: readonly LeadRateLimit[];
  /**
   * Rows that belong to the lead (a finance application's sealed details), written by this hook
   * inside the lead's transaction after its outbox rows, only when this call creates the lead: they
   * commit with it or not at all (a throw rolls the lead back too).
   */
  withLead?: (tx: Database, leadId: string) => Promise<void>;
}

export interface InsertLeadResult {
  leadId: string;
  /** False when a lead with the same (site, idempotency key) already existed, or a limit refused it: nothing was written. */
  created: boolean;
  /** When not created: whether the existing lead came from the same request body (a genuine retry). */
  sameRequest: boolean;
  /** Set when a limit refused the lead: the limit's key and when its window ends. */
  rateLimited?: { key: string; retryAt: Date };
}

/** Thrown inside the transaction to roll it back; never leaves this module. */
class RateLimited extends Error {
  constructor(
    readonly key: string,
    readonly retryAt: Date,
  ) {
    super('rate limited');
  }
}

/** The same delivery listed twice would break the outbox's unique (lead, channel, destination). */
function distinct(deliveries: readonly LeadDelivery[]): LeadDelivery[] {
  const seen = new Set<string>();
  return deliveries.filter((d) => {
    const key = `${d.channel}\u0000${d.destination}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Stores the lead and its outbox rows in ONE transaction, or finds the lead an earlier request with
 * the same idempotency key stored.
 *
 * `ON CONFLICT (site, idempotency_key) DO NOTHING` makes concurrent submissions with one key safe on
 * PostgreSQL: the second insert waits for the first transaction, then sees its row as a conflict and
 * inserts nothing; the SELECT that follows (a new snapshot under READ COMMITTED) finds the winner.
 * A lead without a key (NULL) never conflicts: a new lead every time.
 */
export async function insertLead(
  db: Database,
  lead: NewLeadRow,
  deliveries: readonly LeadDelivery[],
  { limits = [], withLead }: InsertLeadOptions = {},
): Promise<InsertLeadResult> {
  const now = lead.createdAt ?? new Date();
  // One lock order for every transaction (sorted keys), so two leads sharing an IP and an e-mail
  // cannot deadlock on each other's counters.
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return dbCall('storing a lead', async () => {
    try {
      return await storeLead(db, lead, deliveries, ordered, now, withLead);
    } catch (error) {
      if (error instanceof RateLimited) {
        return {
          leadId: lead.id,
          created: false,
          sameRequest: false,
          rateLimited: { key: error.key, retryAt: error.retryAt },
        };
      }
      throw error;
    }
  });
}

function storeLead(
  db: Database,
  lead: NewLeadRow,
  deliveries: readonly LeadDelivery[],
  limits: readonly LeadRateLimit[],
  now: Date,
  withLead: InsertLeadOptions['withLead'],
): Promise<InsertLeadResult> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: [leads.site, leads.idempotencyKey] })
      .returning({ id: leads.id });
    if (inserted) {
      for (const limit of limits) {
        const hits = await countRateLimitHit(tx, limit.key, limit.windowMs, now);
        if (hits > limit.max) throw new RateLimited(limit.key, rateLimitWindow(limit.windowMs, now).end);
      }
      const rows = distinct(deliveries).map((d) => ({
        leadId: inserted.id,
        site: lead.site,
        channel: d.channel,
        destination: d.destination,
        ...(lead.createdAt ? { createdAt: lead.createdAt, nextAttemptAt: lead.createdAt } : {}),
      }));
      if (rows.length > 0) await tx.insert(leadOutbox).values(rows);
      if (withLead) await withLead(tx, inserted.id);
      return { leadId: inserted.id, created: true, sameRequest: true };
    }
    if (!lead.idempotencyKey) throw new Error('insertLead: the insert returned no row and there is no key');
    const [existing] = await tx
      .select({ id: leads.id, requestHash: leads.requestHash })
      .from(leads)
      .where(and(eq(leads.site, lead.site), eq(leads.idempotencyKey, lead.idempotencyKey)));
    if (!existing) throw new Error('insertLead: a conflicting lead was not found');
    return { leadId: existing.id, created: false, sameRequest: existing.requestHash === lead.requestHash };
  });
}

/** One lead of the site, or undefined (another site's lead id is undefined too). */
export async function leadById(db: Database, site: string, id: string): Promise<LeadRow | undefined> {
  const [row] = await dbCall('reading a lead', () =>
    db
      .select()
      .from(leads)
      .where(and(eq(leads.site, site), eq(leads.id, id))),
  );
  return row;
}

/** The site's latest leads, newest first. */
export async function leadsForSite(
  db: Database,
  site: string,
  { limit = 50 }: { limit?: number } = {},
): Promise<LeadRow[]> {
  return dbCall('listing leads', () =>
    db
      .select()
      .from(leads)
      .where(eq(leads.site, site))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(Math.max(0, Math.min(limit, 500))),
  );
}

/**
 * The site's leads given with this phone number (any of the forms it may be stored in), newest
 * first: a signed-in shopper's own enquiries in their garage. The number is proven by the sign-in
 * code, and the list is this site's only.
 */
export async function leadsByPhone(
  db: Database,
  site: string,
  phones: readonly string[],
  { limit = 20 }: { limit?: number } = {},
): Promise<LeadRow[]> {
  if (phones.length === 0) return [];
  return dbCall('listing a shopper\'s leads', () =>
    db
      .select()
      .from(leads)
      .where(and(eq(leads.site, site), inArray(leads.phone, [...phones])))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(Math.max(0, Math.min(limit, 100))),
  );
}

/** The outbox rows of one lead of the site, in insertion order. */
export async function leadDeliveries(db: Database, site: string, leadId: string): Promise<LeadOutboxRow[]> {
  return dbCall('listing lead deliveries', () =>
    db
      .select()
      .from(leadOutbox)
      .where(and(eq(leadOutbox.site, site), eq(leadOutbox.leadId, leadId)))
      .orderBy(asc(leadOutbox.id)),
  );
}
