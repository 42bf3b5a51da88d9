/**
 * Finance applications and insertLead's `withLead` hook against real databases: PGlite always,
 * PostgreSQL when DATABASE_URL is set. The application row commits with its lead or not at all.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { financeApplicationById, financeApplicationOfLead, insertLeadWithApplication } from './finance-applications';
import { insertLead, type LeadDelivery } from './leads';
import { financeApplications, leadOutbox, leads, type NewLeadRow } from './schema';
import { describeEachDatabase, unique } from './test-databases';

function lead(site: string, overrides: Partial<NewLeadRow> = {}): NewLeadRow {
  return {
    id: randomUUID(),
    site,
    form: 'finance_application',
    category: 'Finance',
    subcategory: 'Pre-Approval',
    firstName: 'Zoë',
    email: 'zoe@example.com',
    phone: '0412345678',
    payload: { name: 'Zoë' },
    requestHash: 'hash-1',
    ...overrides,
  };
}

const deliveries: LeadDelivery[] = [{ channel: 'email', destination: 'finance@example.com' }];
const application = () => ({ id: randomUUID(), sealed: 'c2VhbGVk', creditEnquiryConsentAt: new Date('2025-07-01T02:00:00Z') });

describeEachDatabase('finance applications', (handle) => {
  const counts = async (site: string) => {
    const n = async (table: typeof leads | typeof leadOutbox | typeof financeApplications) =>
      (await handle.db.select({ n: count() }).from(table).where(eq(table.site, site)))[0]?.n ?? 0;
    return { leads: await n(leads), outbox: await n(leadOutbox), applications: await n(financeApplications) };
  };

  it('stores the lead, its outbox row and the application together, readable on its own site only', async () => {
    const site = unique('fa-store');
    const row = lead(site);
    const app = application();
    const result = await insertLeadWithApplication(handle.db, row, deliveries, app);
    expect(result).toEqual({ leadId: row.id, created: true, sameRequest: true, applicationId: app.id });
    expect(await counts(site)).toEqual({ leads: 1, outbox: 1, applications: 1 });
    expect(await financeApplicationById(handle.db, site, app.id)).toMatchObject({ site, leadId: row.id, sealed: 'c2VhbGVk' });
    expect(await financeApplicationOfLead(handle.db, site, row.id)).toMatchObject({ id: app.id });
    expect(await financeApplicationById(handle.db, unique('fa-other'), app.id)).toBeUndefined();
    expect(await financeApplicationOfLead(handle.db, unique('fa-other'), row.id)).toBeUndefined();
  });

  it('answers a retry of the same key with the first application, and stores nothing more', async () => {
    const site = unique('fa-retry');
    const first = application();
    const stored = await insertLeadWithApplication(handle.db, lead(site, { idempotencyKey: 'k1' }), deliveries, first);
    const again = await insertLeadWithApplication(handle.db, lead(site, { idempotencyKey: 'k1' }), deliveries, application());
    expect(again).toEqual({ leadId: stored.leadId, created: false, sameRequest: true, applicationId: first.id });
    const different = await insertLeadWithApplication(
      handle.db,
      lead(site, { idempotencyKey: 'k1', requestHash: 'hash-2' }),
      deliveries,
      application(),
    );
    expect(different).toEqual({ leadId: stored.leadId, created: false, sameRequest: false });
    expect(await counts(site)).toEqual({ leads: 1, outbox: 1, applications: 1 });
  });

  it('stores no application for a rate-limited lead', async () => {
    const site = unique('fa-limit');
    const limits = [{ key: unique('fa-limit-key'), windowMs: 60_000, max: 1 }];
    expect((await insertLeadWithApplication(handle.db, lead(site), deliveries, application(), { limits })).created).toBe(true);
    const refused = await insertLeadWithApplication(handle.db, lead(site), deliveries, application(), { limits });
    expect(refused.rateLimited).toBeDefined();
    expect(refused.applicationId).toBeUndefined();
    expect(await counts(site)).toEqual({ leads: 1, outbox: 1, applications: 1 });
  });

  it("insertLead's withLead hook: runs in the transaction of a created lead only, and a throw rolls the lead back", async () => {
    const site = unique('fa-hook');
    const seen: string[] = [];
    const row = lead(site, { idempotencyKey: 'k2' });
    await insertLead(handle.db, row, deliveries, { withLead: (_tx, id) => Promise.resolve(void seen.push(id)) });
    // A retry finds the lead: the hook does not run again.
    await insertLead(handle.db, lead(site, { idempotencyKey: 'k2' }), deliveries, { withLead: (_tx, id) => Promise.resolve(void seen.push(id)) });
    expect(seen).toEqual([row.id]);

    const failing = lead(site);
    await expect(
      insertLead(handle.db, failing, deliveries, {
        withLead: async (tx, id) => {
          // Sees the lead it belongs to (same transaction), then fails.
          expect(await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id))).toEqual([{ id }]);
          throw new Error('the extra row failed');
        },
      }),
    ).rejects.toThrow();
    expect(await counts(site)).toEqual({ leads: 1, outbox: 1, applications: 0 });
  });
});
