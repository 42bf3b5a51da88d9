/**
 * Finance pre-approval applications (issue 15): the lead (with only the non-sensitive fields) and the
 * application's sealed details, written in ONE transaction with the lead's outbox rows — insertLead's
 * `withLead` hook adds the application row, so a refused, rate-limited or replayed lead stores none.
 * Every read is of one site: another site's id is simply not found.
 */
import { and, eq } from 'drizzle-orm';
import { dbCall } from './errors';
import { insertLead, type InsertLeadOptions, type InsertLeadResult, type LeadDelivery } from './leads';
import type { Database } from './open';
import { financeApplications, type FinanceApplicationRow, type NewLeadRow } from './schema';

export interface NewFinanceApplication {
  id: string;
  /** base64url(iv | ciphertext | tag), sealed with the site and this id as additional data. */
  sealed: string;
  creditEnquiryConsentAt: Date;
}

export interface StoreApplicationResult extends InsertLeadResult {
  /** The application of the lead: this one when created, the first request's on a replay; none when refused. */
  applicationId?: string;
}

/**
 * Stores the lead, its outbox rows and the application in one transaction; or, for a retry of the
 * same Idempotency-Key, finds the lead and the application the first request stored.
 */
export async function insertLeadWithApplication(
  db: Database,
  lead: NewLeadRow,
  deliveries: readonly LeadDelivery[],
  application: NewFinanceApplication,
  { limits }: Pick<InsertLeadOptions, 'limits'> = {},
): Promise<StoreApplicationResult> {
  const result = await insertLead(db, lead, deliveries, {
    ...(limits ? { limits } : {}),
    withLead: async (tx, leadId) => {
      await tx.insert(financeApplications).values({
        id: application.id,
        site: lead.site,
        leadId,
        sealed: application.sealed,
        creditEnquiryConsentAt: application.creditEnquiryConsentAt,
        ...(lead.createdAt ? { createdAt: lead.createdAt } : {}),
      });
    },
  });
  if (result.created) return { ...result, applicationId: application.id };
  if (result.rateLimited || !result.sameRequest) return result;
  const existing = await financeApplicationOfLead(db, lead.site, result.leadId);
  return existing ? { ...result, applicationId: existing.id } : result;
}

/** One application of the site, or undefined. */
export async function financeApplicationById(
  db: Database,
  site: string,
  id: string,
): Promise<FinanceApplicationRow | undefined> {
  const [row] = await dbCall('reading a finance application', () =>
    db
      .select()
      .from(financeApplications)
      .where(and(eq(financeApplications.site, site), eq(financeApplications.id, id))),
  );
  return row;
}

/** The application a lead of the site carries, or undefined (a lead of another form has none). */
export async function financeApplicationOfLead(
  db: Database,
  site: string,
  leadId: string,
): Promise<FinanceApplicationRow | undefined> {
  const [row] = await dbCall('reading a finance application', () =>
    db
      .select()
      .from(financeApplications)
      .where(and(eq(financeApplications.site, site), eq(financeApplications.leadId, leadId))),
  );
  return row;
}
