/**
 * The worker on a real database (in-memory PGlite, fresh per test) with the mailbox transport in a
 * temporary folder, or transports that count or fail: concurrency, crash recovery through the lease,
 * the backoff schedule to 'dead', and the background loop (start, nudge, stop).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDueDeliveries } from '@/lib/db/outbox';
import { type Database, type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { GIVE_UP_AFTER_MS } from './backoff';
import { composeLeadEmail } from './email';
import { deliveryLead } from './lead';
import { fixedVendor, insertLead, leadStatus, outboxRow, VENDOR } from './test-fixtures';
import { mailboxTransport, readMailbox } from './transports/mailbox';
import type { LeadEmail, LeadWebhook, Transport, Transports } from './transports/types';
import { webhookTransport } from './transports/webhook';
import { setPriceAlerts, upsertUser } from '@/lib/db/users';
import { recordSighting, watchAlertsOf } from '@/lib/db/watch-alerts';
import { saveToWatchlist } from '@/lib/db/watchlist';
import type { SmsMessage } from '@/lib/sms/types';
import { deliverDue, nudgeDelivery, startDeliveryWorker, type AlertsRuntime, type DeliveryRuntime, type Logger } from './worker';

const CREATED = new Date('2025-07-01T09:30:00Z');
const at = (ms: number) => new Date(CREATED.getTime() + ms);
const DEALER = 'sales@harbourtoyota.com.au';

let handle: DatabaseHandle;
let db: Database;
let dir: string;
let logs: string[];
const log: Logger = { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) };

beforeEach(async () => {
  handle = await openMemoryDatabase();
  db = handle.db;
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-worker-'));
  logs = [];
}, 60_000);
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Records every message it is given, taking a little time, like a network round trip. */
function countingTransport<M>(delayMs = 5): Transport<M> & { sent: M[] } {
  const sent: M[] = [];
  return {
    name: 'counting',
    sent,
    async send(message) {
      await new Promise((r) => setTimeout(r, delayMs));
      sent.push(message);
    },
  };
}

function failingTransport<M>(reason = 'connect ECONNREFUSED 10.0.0.1:25'): Transport<M> & { calls: number } {
  const transport = {
    name: 'failing',
    calls: 0,
    send() {
      transport.calls += 1;
      return Promise.reject(new Error(reason));
    },
  };
  return transport;
}

const webhook = webhookTransport({ secret: undefined });

describe('deliverDue', () => {
  it('never delivers one row twice when passes run at the same time', async () => {
    const email = countingTransport<LeadEmail>();
    const hook = countingTransport<LeadWebhook>();
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const { outboxIds } = await insertLead(
        db,
        [
          { channel: 'email', destination: DEALER },
          { channel: 'webhook', destination: 'https://crm.example.com/leads' },
        ],
        { createdAt: CREATED },
      );
      ids.push(...outboxIds);
    }
    const transports: Transports = { email, webhook: hook };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => deliverDue({ db, transports, lookupVendor: fixedVendor, now: at(1_000), limit: 20, log })),
    );
    // Then passes until nothing is left (4 × 20 claims cover 50 rows, but be sure).
    while ((await deliverDue({ db, transports, lookupVendor: fixedVendor, now: at(2_000), log })).claimed > 0);

    const delivered = [...email.sent.map((m) => m.outboxId), ...hook.sent.map((m) => m.outboxId)];
    expect(delivered).toHaveLength(50);
    expect(new Set(delivered).size).toBe(50);
    expect([...delivered].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(results.reduce((n, r) => n + r.delivered, 0)).toBeGreaterThan(0);
    for (const id of ids) expect((await outboxRow(db, id)).status).toBe('delivered');
  });

  it('retries a claim whose worker died once its lease is over; the mailbox holds one message per Message-ID', async () => {
    const transports: Transports = { email: mailboxTransport(dir), webhook };
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    // Worker A claims, even writes the message, then dies before marking it.
    const [claimed] = await claimDueDeliveries(db, { now: at(1_000), limit: 10, leaseMs: 60_000 });
    await transports.email.send(composeLeadEmail({ lead: deliveryLead(claimed!.lead), vendor: VENDOR, outboxId: claimed!.id, to: DEALER }));

    expect(await deliverDue({ db, transports, lookupVendor: fixedVendor, now: at(30_000), log })).toMatchObject({ claimed: 0 });
    expect(await deliverDue({ db, transports, lookupVendor: fixedVendor, now: at(61_001), log })).toEqual({ claimed: 1, delivered: 1, failed: 0 });

    const messages = await readMailbox(dir, 'harbour-toyota');
    expect(messages.map((m) => m.messageId)).toEqual([`<lead-${leadId}.${outboxIds[0]}@forecourt>`]);
    expect(readdirSync(path.join(dir, 'harbour-toyota'))).toHaveLength(1);
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('delivered');
  });

  it('backs off 30 s, 2 min, 10 min, 30 min, 1 h, then 2 h, and gives up after 24 h of failures', async () => {
    const email = failingTransport<LeadEmail>('550 <zoe@example.com>: mailbox unavailable');
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    const id = outboxIds[0]!;
    const waits: number[] = [];
    let now = at(0);
    for (let attempt = 1; attempt < 100; attempt++) {
      expect(await deliverDue({ db, transports: { email, webhook }, lookupVendor: fixedVendor, now, log })).toMatchObject({ claimed: 1, failed: 1 });
      const row = await outboxRow(db, id);
      if (row.status === 'dead') break;
      waits.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    const minute = 60_000;
    expect(waits.slice(0, 7)).toEqual([0.5 * minute, 2 * minute, 10 * minute, 30 * minute, 60 * minute, 120 * minute, 120 * minute]);
    expect(waits.slice(5).every((w) => w === 120 * minute)).toBe(true);
    const failingFor = waits.reduce((a, b) => a + b, 0);
    expect(failingFor).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(failingFor - waits.at(-1)!).toBeLessThan(GIVE_UP_AFTER_MS);
    expect(email.calls).toBe(waits.length + 1);

    const row = await outboxRow(db, id);
    expect(row.status).toBe('dead');
    expect(row.lastError).toContain('550 <[address]>: mailbox unavailable');
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('failed');
    expect(logs.at(-1)).toContain('giving up');
    expect(logs.join('\n')).not.toContain('zoe@example.com');
    // Dead rows are not tried again.
    expect(await deliverDue({ db, transports: { email, webhook }, lookupVendor: fixedVendor, now: at(10 * GIVE_UP_AFTER_MS), log })).toMatchObject({ claimed: 0 });
  });

  it('holds webhook deliveries until a secret is set, without holding the e-mail', async () => {
    const email = countingTransport<LeadEmail>();
    const { leadId, outboxIds } = await insertLead(
      db,
      [
        { channel: 'email', destination: DEALER },
        { channel: 'webhook', destination: 'https://crm.example.com/leads' },
      ],
      { createdAt: CREATED },
    );
    expect(await deliverDue({ db, transports: { email, webhook }, lookupVendor: fixedVendor, now: at(1_000), log })).toEqual({
      claimed: 2,
      delivered: 1,
      failed: 1,
    });
    const hookRow = await outboxRow(db, outboxIds[1]!);
    expect(hookRow).toMatchObject({ status: 'pending', attempts: 1 });
    expect(hookRow.lastError).toContain('LEAD_WEBHOOK_SECRET is not set');
    // The lead is delivered only when every one of its rows is.
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('pending');

    const hook = countingTransport<LeadWebhook>();
    expect(await deliverDue({ db, transports: { email, webhook: hook }, lookupVendor: fixedVendor, now: at(31_000), log })).toEqual({
      claimed: 1,
      delivered: 1,
      failed: 0,
    });
    expect(JSON.parse(hook.sent[0]!.body)).toMatchObject({ lead_id: leadId });
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('delivered');
  });

  it('still delivers when the vendor lookup fails, naming the site only', async () => {
    const email = countingTransport<LeadEmail>();
    await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    const broken = () => Promise.reject(new Error('Sanity is down'));
    expect(await deliverDue({ db, transports: { email, webhook }, lookupVendor: broken, now: at(1_000), log })).toMatchObject({ delivered: 1 });
    expect(email.sent[0]?.mail.subject).toBe('Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — harbour-toyota');
  });
});

describe('startDeliveryWorker', () => {
  async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('polls in the background, runs soon after a nudge, and stops cleanly', async () => {
    const email = countingTransport<LeadEmail>();
    const runtime: DeliveryRuntime = {
      db,
      transports: { email, webhook },
      lookupVendor: fixedVendor,
      mailFrom: 'Leads <leads@test.example>',
      pollMs: 60_000, // long: only the first pass and nudges can deliver within this test
    };
    const first = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
    const worker = startDeliveryWorker({ startDelayMs: 10, runtime: () => Promise.resolve(runtime), handleSignals: false, log });
    try {
      // One worker per process: starting again gives the same one.
      expect(startDeliveryWorker({ runtime: () => Promise.resolve(runtime), handleSignals: false, log })).toBe(worker);
      await until(async () => (await leadStatus(db, first.leadId)).deliveryStatus === 'delivered');
      expect(email.sent[0]?.mail.from).toBe('Leads <leads@test.example>');

      const second = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
      const nudged = Date.now();
      nudgeDelivery();
      await until(async () => (await leadStatus(db, second.leadId)).deliveryStatus === 'delivered');
      expect(Date.now() - nudged).toBeLessThan(5_000); // not the 60 s poll
    } finally {
      await worker.stop();
    }
    // Stopped: a new lead waits, and a nudge does nothing.
    const third = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
    nudgeDelivery();
    await new Promise((r) => setTimeout(r, 300));
    expect((await leadStatus(db, third.leadId)).deliveryStatus).toBe('pending');
    expect(email.sent).toHaveLength(2);
  });

  it('survives a runtime that cannot load, trying again on the next poll', async () => {
    const email = countingTransport<LeadEmail>();
    let loads = 0;
    const runtime = (): Promise<DeliveryRuntime> => {
      loads += 1;
      if (loads === 1) return Promise.reject(new Error('database not reachable'));
      return Promise.resolve({ db, transports: { email, webhook }, lookupVendor: fixedVendor, mailFrom: 'x <x@example.com>', pollMs: 50 });
    };
    const { leadId } = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
    const worker = startDeliveryWorker({ startDelayMs: 10, runtime, handleSignals: false, log });
    try {
      await until(async () => (await leadStatus(db, leadId)).deliveryStatus === 'delivered');
      expect(loads).toBe(2);
      expect(logs.some((l) => l.includes('database not reachable'))).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  /** A watcher with alerts on and one queued price-drop alert, as the watch-alerts check leaves it. */
  async function queuedAlert(): Promise<string> {
    const user = await upsertUser(db, 'harbour-toyota', '+61411111111');
    await setPriceAlerts(db, 'harbour-toyota', user.id, true);
    await saveToWatchlist(db, { site: 'harbour-toyota', userId: user.id, carId: 'car-1', priceAtSave: 30000 });
    await recordSighting(db, { site: 'harbour-toyota', carId: 'car-1', price: 30000, status: 'in_stock' }, new Date(), () => []);
    await recordSighting(db, { site: 'harbour-toyota', carId: 'car-1', price: 28000, status: 'in_stock' }, new Date(), (_p, watchers) =>
      watchers.map((w) => ({ userId: w.userId, kind: 'price-drop', priceKey: '28000', text: 'down $2,000' })),
    );
    return user.id;
  }

  it('runs the watch alerts beside the leads: due alerts sent, watched cars checked now and then', async () => {
    const email = countingTransport<LeadEmail>();
    const texts: SmsMessage[] = [];
    const checks: Date[] = [];
    const alerts: AlertsRuntime = {
      db,
      send: (m) => {
        texts.push(m);
        return Promise.resolve();
      },
      checkAllSites: (now) => {
        checks.push(now);
        return Promise.resolve();
      },
      firstCheckAfterMs: 0,
      checkEveryMs: 60_000,
    };
    const userId = await queuedAlert();
    const { leadId } = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
    const runtime = () => Promise.resolve<DeliveryRuntime>({ db, transports: { email, webhook }, lookupVendor: fixedVendor, mailFrom: 'x <x@example.com>', pollMs: 30 });
    const worker = startDeliveryWorker({ startDelayMs: 10, runtime, alerts: () => Promise.resolve(alerts), handleSignals: false, log });
    try {
      await until(async () => (await watchAlertsOf(db, 'harbour-toyota', userId))[0]?.status === 'sent');
      await until(async () => (await leadStatus(db, leadId)).deliveryStatus === 'delivered');
      expect(texts.map((t) => [t.to, t.text, t.kind])).toEqual([['+61411111111', 'down $2,000', 'alert']]);
      await new Promise((r) => setTimeout(r, 200)); // several polls: still one check (every 60 s)
      expect(checks).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it('delivers a nudged lead at once while the alerts check and the payments part are still busy', async () => {
    const email = countingTransport<LeadEmail>();
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    let paymentsStarted = false;
    const alerts: AlertsRuntime = { db, send: () => Promise.resolve(), checkAllSites: () => busy, firstCheckAfterMs: 0 };
    const runtime = () => Promise.resolve<DeliveryRuntime>({ db, transports: { email, webhook }, lookupVendor: fixedVendor, mailFrom: 'x <x@example.com>', pollMs: 60_000 });
    const worker = startDeliveryWorker({
      startDelayMs: 10,
      runtime,
      alerts: () => Promise.resolve(alerts),
      payments: () =>
        Promise.resolve(() => {
          paymentsStarted = true;
          return busy;
        }),
      handleSignals: false,
      log,
    });
    try {
      await until(() => Promise.resolve(paymentsStarted));
      const { leadId } = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
      nudgeDelivery();
      await until(async () => (await leadStatus(db, leadId)).deliveryStatus === 'delivered', 5_000);
    } finally {
      release();
      await worker.stop();
    }
  });

  it('keeps delivering leads when the watch alerts fail, and alerts when the leads fail', async () => {
    const email = countingTransport<LeadEmail>();
    const texts: SmsMessage[] = [];
    const userId = await queuedAlert();
    const { leadId } = await insertLead(db, [{ channel: 'email', destination: DEALER }]);
    // The alerts runtime never loads: leads still go.
    const broken = startDeliveryWorker({
      startDelayMs: 10,
      runtime: () => Promise.resolve({ db, transports: { email, webhook }, lookupVendor: fixedVendor, mailFrom: 'x <x@example.com>', pollMs: 30 }),
      alerts: () => Promise.reject(new Error('alerts runtime down')),
      handleSignals: false,
      log,
    });
    try {
      await until(async () => (await leadStatus(db, leadId)).deliveryStatus === 'delivered');
      await until(() => Promise.resolve(logs.some((l) => l.includes('alerts runtime down'))));
    } finally {
      await broken.stop();
    }
    // The lead runtime never loads, and the periodic check throws: alerts still go.
    const alerts: AlertsRuntime = {
      db,
      send: (m) => {
        texts.push(m);
        return Promise.resolve();
      },
      checkAllSites: () => Promise.reject(new Error('search engine down')),
      firstCheckAfterMs: 0,
    };
    const worker = startDeliveryWorker({
      startDelayMs: 10,
      runtime: () => Promise.reject(new Error('lead runtime down')),
      alerts: () => Promise.resolve(alerts),
      handleSignals: false,
      log,
    });
    try {
      await until(async () => (await watchAlertsOf(db, 'harbour-toyota', userId))[0]?.status === 'sent');
      expect(texts).toHaveLength(1);
      expect(logs.some((l) => l.includes('search engine down'))).toBe(true);
      expect(logs.some((l) => l.includes('lead runtime down'))).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});
