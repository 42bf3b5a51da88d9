/**
 * Leads and their outbox rows against real databases: PGlite always, PostgreSQL when DATABASE_URL is
 * set (web/scripts/test-postgres.sh). Site slugs are unique to the run, so a shared database needs no
 * clean-up.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertLead, leadById, leadDeliveries, leadsByPhone, leadsForSite, type LeadDelivery } from './leads';
import { leadOutbox, leads, rateLimits, type NewLeadRow } from './schema';
import { describeEachDatabase, RUN, unique } from './test-databases';

const slug = unique;

function lead(site: string, overrides: Partial<NewLeadRow> = {}): NewLeadRow {
  return {
    id: randomUUID(),
    site,
    form: 'enquiry',
    category: 'Used Vehicle Enquiry',
    firstName: 'Zoë',
    lastName: "O'Brien",
    email: 'zoe@example.com',
    phone: '0412345678',
    postcode: '2000',
    payload: { name: 'Zoë' },
    requestHash: 'hash-1',
    ...overrides,
  };
}

const deliveries: LeadDelivery[] = [
  { channel: 'email', destination: 'sales@example.com' },
  { channel: 'webhook', destination: 'https://crm.example.com/hook' },
];

describeEachDatabase('leads', (handle) => {
  const leadCount = async (site: string) =>
    (await handle.db.select({ n: count() }).from(leads).where(eq(leads.site, site)))[0]?.n ?? 0;
  const outboxCount = async (site: string) =>
    (await handle.db.select({ n: count() }).from(leadOutbox).where(eq(leadOutbox.site, site)))[0]?.n ?? 0;

  it('stores a lead with one outbox row per distinct delivery', async () => {
    const site = slug('store');
    const row = lead(site);
    const result = await insertLead(handle.db, row, [...deliveries, deliveries[0]!]);
    expect(result).toEqual({ leadId: row.id, created: true, sameRequest: true });
    const stored = await leadById(handle.db, site, row.id);
    expect(stored?.firstName).toBe('Zoë');
    expect(stored?.deliveryStatus).toBe('pending');
    const rows = await leadDeliveries(handle.db, site, row.id);
    expect(rows.map((r) => [r.channel, r.destination, r.status, r.attempts])).toEqual([
      ['email', 'sales@example.com', 'pending', 0],
      ['webhook', 'https://crm.example.com/hook', 'pending', 0],
    ]);
  });

  it('stores a lead with no deliveries (a site with no address still keeps the lead)', async () => {
    const site = slug('nodest');
    const row = lead(site);
    expect((await insertLead(handle.db, row, [])).created).toBe(true);
    expect(await leadCount(site)).toBe(1);
    expect(await outboxCount(site)).toBe(0);
  });

  it('without a key, every submission is a new lead', async () => {
    const site = slug('nokey');
    await insertLead(handle.db, lead(site), deliveries);
    await insertLead(handle.db, lead(site), deliveries);
    expect(await leadCount(site)).toBe(2);
    expect(await outboxCount(site)).toBe(4);
  });

  it('a reused key finds the first lead and tells a retry from a different body', async () => {
    const site = slug('key');
    const first = lead(site, { idempotencyKey: 'k-1', requestHash: 'h-a' });
    await insertLead(handle.db, first, deliveries);
    const retry = await insertLead(
      handle.db,
      lead(site, { idempotencyKey: 'k-1', requestHash: 'h-a' }),
      deliveries,
    );
    expect(retry).toEqual({ leadId: first.id, created: false, sameRequest: true });
    const other = await insertLead(
      handle.db,
      lead(site, { idempotencyKey: 'k-1', requestHash: 'h-b' }),
      deliveries,
    );
    expect(other).toEqual({ leadId: first.id, created: false, sameRequest: false });
    expect(await leadCount(site)).toBe(1);
    expect(await outboxCount(site)).toBe(2);
    // The same key on another site is another lead.
    const elsewhere = await insertLead(
      handle.db,
      lead(slug('key-other'), { idempotencyKey: 'k-1' }),
      deliveries,
    );
    expect(elsewhere.created).toBe(true);
  });

  it('10 concurrent submissions with one key store exactly one lead and one set of outbox rows', async () => {
    const site = slug('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        insertLead(
          handle.db,
          lead(site, { idempotencyKey: 'double-click', requestHash: 'same' }),
          deliveries,
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1);
    expect(results.every((r) => r.sameRequest)).toBe(true);
    expect(await leadCount(site)).toBe(1);
    expect(await outboxCount(site)).toBe(2);
  }, 60_000);

  it('counts limits only for leads it creates, and refuses past the limit with nothing stored', async () => {
    const site = slug('limits');
    const limitKey = `lead:test:${RUN}:email`;
    const limits = [{ key: limitKey, windowMs: 60 * 60 * 1000, max: 2 }];
    const at = new Date('2025-07-01T10:15:00Z');
    const first = lead(site, { idempotencyKey: 'a', createdAt: at });
    expect((await insertLead(handle.db, first, deliveries, { limits })).created).toBe(true);
    // A retry of the same key finds the lead and is not counted.
    const retry = await insertLead(
      handle.db,
      lead(site, { idempotencyKey: 'a', createdAt: at }),
      deliveries,
      { limits },
    );
    expect(retry).toEqual({ leadId: first.id, created: false, sameRequest: true });
    expect(
      (
        await insertLead(handle.db, lead(site, { idempotencyKey: 'b', createdAt: at }), deliveries, {
          limits,
        })
      ).created,
    ).toBe(true);
    const third = lead(site, { idempotencyKey: 'c', createdAt: at });
    const refused = await insertLead(handle.db, third, deliveries, { limits });
    expect(refused).toEqual({
      leadId: third.id,
      created: false,
      sameRequest: false,
      rateLimited: { key: limitKey, retryAt: new Date('2025-07-01T11:00:00Z') },
    });
    expect(await leadById(handle.db, site, third.id)).toBeUndefined();
    expect(await leadCount(site)).toBe(2);
    expect(await outboxCount(site)).toBe(4);
    // The refused lead's hit rolled back with it: the counter shows the two stored leads.
    const [counter] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, limitKey));
    expect(counter?.hits).toBe(2);
    // The key of the refused lead was not taken: once the window has passed it can be used.
    const later = lead(site, { idempotencyKey: 'c', createdAt: new Date('2025-07-01T11:00:00Z') });
    expect((await insertLead(handle.db, later, deliveries, { limits })).created).toBe(true);
  });

  it('10 concurrent double-clicks under a limit of 1 all get the one lead', async () => {
    const site = slug('race-limited');
    const limits = [{ key: `lead:test:${RUN}:race`, windowMs: 60_000, max: 1 }];
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        insertLead(handle.db, lead(site, { idempotencyKey: 'k', requestHash: 'same' }), deliveries, {
          limits,
        }),
      ),
    );
    expect(results.filter((r) => r.rateLimited)).toEqual([]);
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1);
    expect(await leadCount(site)).toBe(1);
  }, 60_000);

  it('rolls the lead back when an outbox row cannot be written', async () => {
    const site = slug('rollback');
    // A NULL destination violates the outbox's NOT NULL after the lead row was inserted.
    const broken = [{ channel: 'email', destination: null }] as unknown as LeadDelivery[];
    await expect(insertLead(handle.db, lead(site), broken)).rejects.toThrow();
    expect(await leadCount(site)).toBe(0);
  });

  it('reads leads per site only, newest first', async () => {
    const site = slug('list');
    const older = lead(site, { createdAt: new Date('2025-07-01T00:00:00Z') });
    const newer = lead(site, { createdAt: new Date('2025-07-02T00:00:00Z') });
    await insertLead(handle.db, older, []);
    await insertLead(handle.db, newer, []);
    expect((await leadsForSite(handle.db, site)).map((l) => l.id)).toEqual([newer.id, older.id]);
    expect((await leadsForSite(handle.db, site, { limit: 1 })).map((l) => l.id)).toEqual([newer.id]);
    expect(await leadById(handle.db, slug('list-other'), older.id)).toBeUndefined();
    expect(await leadsForSite(handle.db, slug('list-other'))).toEqual([]);
  });

  it("finds a shopper's leads by phone on this site only", async () => {
    const site = slug('phone');
    const mine = lead(site, { phone: '0412345678' });
    const theirs = lead(site, { phone: '0498765432' });
    await insertLead(handle.db, mine, []);
    await insertLead(handle.db, theirs, []);
    await insertLead(handle.db, lead(slug('phone-other'), { phone: '0412345678' }), []);
    expect((await leadsByPhone(handle.db, site, ['0412345678', '+61412345678'])).map((l) => l.id)).toEqual([mine.id]);
    expect(await leadsByPhone(handle.db, site, [])).toEqual([]);
  });
});
