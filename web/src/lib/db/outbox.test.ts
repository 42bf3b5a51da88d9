/**
 * The outbox queue on real databases: PGlite always, PostgreSQL when DATABASE_URL is set (run
 * web/scripts/test-postgres.sh), as db.test.ts does. PostgreSQL runs use site slugs and lead ids
 * unique to the run and only look at their own rows, so a shared database needs no clean-up.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { type Database } from './open';
import { claimDueDeliveries, markDelivered, markFailed, type ClaimedDelivery } from './outbox';
import { leadOutbox, leads } from './schema';
import { describeEachDatabase, RUN } from './test-databases';

/**
 * The tests' clock runs in 2001: rows other test files insert at the same time (default
 * next_attempt_at = now()) are never due at these times, so global claims here only see this file's
 * rows, and parking touches only rows due before 2010 (this file's window).
 */
const T0 = new Date('2001-01-01T00:00:00Z');
const WINDOW_END = new Date('2010-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A lead and its outbox rows, inserted as the intake does (one transaction). */
async function insertLead(
  db: Database,
  site: string,
  deliveries: { channel: 'email' | 'webhook'; destination: string; nextAttemptAt?: Date }[],
): Promise<{ leadId: string; outboxIds: number[] }> {
  const leadId = randomUUID();
  const outboxIds = await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      id: leadId,
      site,
      form: 'enquiry',
      category: 'Used Vehicle Enquiry',
      firstName: 'Test',
      payload: {},
      requestHash: 'h',
      createdAt: T0,
    });
    const rows = await tx
      .insert(leadOutbox)
      .values(
        deliveries.map((d) => ({ leadId, site, ...d, nextAttemptAt: d.nextAttemptAt ?? T0, createdAt: T0 })),
      )
      .returning({ id: leadOutbox.id });
    return rows.map((r) => r.id);
  });
  return { leadId, outboxIds };
}

/**
 * Claiming is global by design (a worker serves every site): each test parks its leftovers when it
 * ends (see afterEach), and filters claims to its own rows as a second guard.
 */
async function claimOwn(
  db: Database,
  ids: number[],
  now: Date,
  limit = 100,
  leaseMs = 60_000,
): Promise<ClaimedDelivery[]> {
  const claimed = await claimDueDeliveries(db, { now, limit, leaseMs });
  return claimed.filter((c) => ids.includes(c.id));
}

/** Moves this file's pending rows far into the future, out of the way of the next test's claims. */
async function parkPending(db: Database): Promise<void> {
  await db
    .update(leadOutbox)
    .set({ nextAttemptAt: new Date('2100-01-01T00:00:00Z'), lockedUntil: null })
    .where(and(eq(leadOutbox.status, 'pending'), lt(leadOutbox.nextAttemptAt, WINDOW_END)));
}

describeEachDatabase('lead outbox', (handle) => {
  let db: Database;
  beforeAll(async () => {
    db = handle.db;
    // A shared PostgreSQL may hold rows of an earlier run that stopped half-way: park them.
    await parkPending(db);
  });
  afterEach(async () => {
    await parkPending(db);
  });

  it('claims due, unleased, pending rows only, with their lead, counting the attempt', async () => {
    const site = `claim-${RUN}`;
    const due = await insertLead(db, site, [
      { channel: 'email', destination: 'sales@example.com' },
      { channel: 'webhook', destination: 'https://crm.example.com/hook' },
    ]);
    const later = await insertLead(db, site, [
      { channel: 'email', destination: 'sales@example.com', nextAttemptAt: at(3_600_000) },
    ]);
    const ids = [...due.outboxIds, ...later.outboxIds];

    const now = at(1_000);
    const claimed = await claimOwn(db, ids, now, 100, 30_000);
    expect(claimed.map((c) => c.id).sort()).toEqual([...due.outboxIds].sort());
    for (const c of claimed) {
      expect(c.attempts).toBe(1);
      expect(c.lockedUntil?.toISOString()).toBe(at(31_000).toISOString());
      expect(c.lead.id).toBe(due.leadId);
      expect(c.lead.site).toBe(site);
    }

    // Under lease: not claimed again, even a moment before it ends.
    expect(await claimOwn(db, ids, at(30_999))).toEqual([]);
    // Lease over: claimable again (a worker died), and the attempt is counted again.
    const again = await claimOwn(db, ids, at(31_001));
    expect(again.map((c) => c.id).sort()).toEqual([...due.outboxIds].sort());
    expect(again.every((c) => c.attempts === 2)).toBe(true);
    // The future row becomes due at its time (and the others' second lease is long over).
    const afterHour = await claimOwn(db, ids, at(3_600_000));
    expect(afterHour.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(afterHour.find((c) => c.id === later.outboxIds[0])?.attempts).toBe(1);
  });

  it('respects the limit, oldest due first', async () => {
    const site = `limit-${RUN}`;
    const offset = 10 * 3_600_000;
    const rows = [];
    for (let i = 0; i < 5; i++) {
      rows.push(
        await insertLead(db, site, [
          { channel: 'email', destination: `l${i}@example.com`, nextAttemptAt: at(offset + i) },
        ]),
      );
    }
    const ids = rows.flatMap((r) => r.outboxIds);
    const first = await claimDueDeliveries(db, { now: at(offset + 10), limit: 2, leaseMs: 60_000 });
    expect(first.map((c) => c.id)).toEqual(ids.slice(0, 2));
    const second = await claimDueDeliveries(db, { now: at(offset + 10), limit: 2, leaseMs: 60_000 });
    expect(second.map((c) => c.id)).toEqual(ids.slice(2, 4));
    expect(await claimDueDeliveries(db, { now: at(offset + 10), limit: 0, leaseMs: 60_000 })).toEqual([]);
  });

  it('never gives one row to two concurrent claims', async () => {
    const site = `race-${RUN}`;
    const offset = 20 * 3_600_000;
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { outboxIds } = await insertLead(db, site, [
        { channel: 'email', destination: `r${i}@example.com`, nextAttemptAt: at(offset) },
      ]);
      ids.push(...outboxIds);
    }
    // Four workers at once, each wanting more than its share.
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        claimDueDeliveries(db, { now: at(offset + 1), limit: 12, leaseMs: 60_000 }),
      ),
    );
    const all = claims.flat().map((c) => c.id);
    expect(new Set(all).size).toBe(all.length); // no row twice
    expect([...all].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b)); // every row once
    const rows = await db.select().from(leadOutbox).where(inArray(leadOutbox.id, ids));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it('marks the lead delivered only when all its rows are', async () => {
    const site = `done-${RUN}`;
    const { leadId, outboxIds } = await insertLead(db, site, [
      { channel: 'email', destination: 'sales@example.com' },
      { channel: 'webhook', destination: 'https://crm.example.com/hook' },
    ]);
    const [emailId, webhookId] = outboxIds as [number, number];
    expect(await markDelivered(db, emailId, at(5_000))).toBe(true);
    let [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.deliveryStatus).toBe('pending');
    expect(await markDelivered(db, webhookId, at(6_000))).toBe(true);
    [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.deliveryStatus).toBe('delivered');
    expect(lead?.deliveredAt?.toISOString()).toBe(at(6_000).toISOString());
    const [row] = await db.select().from(leadOutbox).where(eq(leadOutbox.id, emailId));
    expect(row).toMatchObject({ status: 'delivered', lockedUntil: null, lastError: null });
    expect(row?.deliveredAt?.toISOString()).toBe(at(5_000).toISOString());
    // Marking again changes nothing.
    expect(await markDelivered(db, emailId, at(9_000))).toBe(false);
  });

  it('marks the lead delivered when its rows finish at the same moment', async () => {
    const site = `together-${RUN}`;
    for (let i = 0; i < 10; i++) {
      const { leadId, outboxIds } = await insertLead(db, site, [
        { channel: 'email', destination: `t${i}@example.com` },
        { channel: 'webhook', destination: `https://crm.example.com/${i}` },
      ]);
      await Promise.all(outboxIds.map((id) => markDelivered(db, id, at(1_000))));
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead?.deliveryStatus).toBe('delivered');
    }
  });

  it('schedules a retry, and a dead row fails the lead', async () => {
    const site = `fail-${RUN}`;
    const offset = 30 * 3_600_000;
    const { leadId, outboxIds } = await insertLead(db, site, [
      { channel: 'email', destination: 'sales@example.com', nextAttemptAt: at(offset) },
    ]);
    const [id] = outboxIds as [number];
    const [claimed] = await claimOwn(db, outboxIds, at(offset + 1));
    expect(claimed?.attempts).toBe(1);

    expect(
      await markFailed(db, id, 'connect ECONNREFUSED', at(offset + 2), at(offset + 30_000), { attempts: 1 }),
    ).toBe(true);
    let [row] = await db.select().from(leadOutbox).where(eq(leadOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', lockedUntil: null });
    expect(row?.nextAttemptAt.toISOString()).toBe(at(offset + 30_000).toISOString());
    expect(row?.lastError).toBe(`${at(offset + 2).toISOString()} connect ECONNREFUSED`);
    expect(await claimOwn(db, outboxIds, at(offset + 29_999))).toEqual([]);

    const [retry] = await claimOwn(db, outboxIds, at(offset + 30_000));
    expect(retry?.attempts).toBe(2);
    // A stale worker still holding attempt 1 must not disturb attempt 2.
    expect(await markFailed(db, id, 'late', at(offset + 30_001), at(offset + 40_000), { attempts: 1 })).toBe(
      false,
    );
    [row] = await db.select().from(leadOutbox).where(eq(leadOutbox.id, id));
    expect(row?.lockedUntil).not.toBeNull();

    expect(await markFailed(db, id, 'gave up', at(offset + 30_002), 'dead', { attempts: 2 })).toBe(true);
    [row] = await db.select().from(leadOutbox).where(eq(leadOutbox.id, id));
    expect(row?.status).toBe('dead');
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.deliveryStatus).toBe('failed');
    // Dead rows are never claimed again.
    expect(await claimOwn(db, outboxIds, at(offset + 10 * 3_600_000))).toEqual([]);
  });

  it('never turns a delivered row back into a failure', async () => {
    const site = `late-${RUN}`;
    const { leadId, outboxIds } = await insertLead(db, site, [
      { channel: 'email', destination: 'sales@example.com' },
    ]);
    const [id] = outboxIds as [number];
    await markDelivered(db, id, at(1));
    expect(await markFailed(db, id, 'timeout', at(2), 'dead')).toBe(false);
    const [row] = await db
      .select()
      .from(leadOutbox)
      .where(and(eq(leadOutbox.id, id), eq(leadOutbox.leadId, leadId)));
    expect(row?.status).toBe('delivered');
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.deliveryStatus).toBe('delivered');
  });
});
