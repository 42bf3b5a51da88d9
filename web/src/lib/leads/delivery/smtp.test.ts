/**
 * Lead delivery against a REAL SMTP server (smtp-server on a loopback port, messages parsed with
 * mailparser) and a real database (in-memory PGlite, fresh per test): delivered with the ADF to the
 * right recipient; a stopped server leaves the lead pending with its next attempt scheduled; a
 * restored server gets it exactly once; a worker that dies mid-delivery is covered by the lease.
 */
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDueDeliveries } from '@/lib/db/outbox';
import { type Database, type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { composeLeadEmail } from './email';
import { deliveryLead } from './lead';
import { fixedVendor, insertLead, leadStatus, outboxRow, VENDOR } from './test-fixtures';
import { startSmtpServer, type TestSmtpServer } from './test-smtp';
import { smtpTransport } from './transports/smtp';
import type { Transports } from './transports/types';
import { webhookTransport } from './transports/webhook';
import { deliverDue, type Logger } from './worker';

const CREATED = new Date('2025-07-01T09:30:00Z');
const at = (ms: number) => new Date(CREATED.getTime() + ms);
const DEALER = 'sales@harbourtoyota.com.au';

let handle: DatabaseHandle;
let db: Database;
let smtp: TestSmtpServer;
let logs: string[];
const log: Logger = { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) };

beforeEach(async () => {
  handle = await openMemoryDatabase();
  db = handle.db;
  smtp = await startSmtpServer();
  logs = [];
}, 60_000);
afterEach(async () => {
  await smtp.close();
  await handle.close();
});

function transports(port = smtp.port): Transports {
  return { email: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 3_000 }), webhook: webhookTransport({ secret: 'unused' }) };
}

const pass = (now: Date, port?: number) => deliverDue({ db, transports: transports(port), lookupVendor: fixedVendor, now, log });

describe('delivery by SMTP', () => {
  it('delivers a lead as ADF e-mail to the dealer’s address and marks it delivered', async () => {
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    expect(await pass(at(1_000))).toEqual({ claimed: 1, delivered: 1, failed: 0 });

    expect(smtp.accepted).toHaveLength(1);
    const [mail] = smtp.accepted;
    expect(mail?.to).toEqual([DEALER]);
    expect(mail?.from).toBe('leads@forecourt.localhost');
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.messageId).toBe(`<lead-${leadId}.${outboxIds[0]}@forecourt>`);
    expect(parsed.subject).toBe('Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(parsed.text).toContain('<?ADF VERSION="1.0"?>');
    expect(parsed.text).toContain(`<id sequence="1" source="Forecourt">${leadId}</id>`);
    expect(parsed.text).toContain('<vendorname>Harbour Toyota</vendorname>');

    expect(await leadStatus(db, leadId)).toEqual({ deliveryStatus: 'delivered', deliveredAt: at(1_000) });
    expect(await outboxRow(db, outboxIds[0]!)).toMatchObject({ status: 'delivered', attempts: 1, lockedUntil: null });
    // Nothing left to do.
    expect(await pass(at(60_000))).toEqual({ claimed: 0, delivered: 0, failed: 0 });
  });

  it('keeps the lead while the server is down, then delivers it exactly once when it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    const id = outboxIds[0]!;

    // Attempt 1: refused. Pending, retried in 30 s.
    expect(await pass(at(1_000), port)).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    let row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.nextAttemptAt).toEqual(at(31_000));
    expect(row.lastError).toContain('ECONNREFUSED');
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('pending');
    // Not before its time.
    expect(await pass(at(30_999), port)).toEqual({ claimed: 0, delivered: 0, failed: 0 });

    // Attempt 2: still down. Retried 2 minutes later.
    expect(await pass(at(31_000), port)).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    row = await outboxRow(db, id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt).toEqual(at(151_000));

    // The server comes back on the same port; the next due pass delivers.
    smtp = await startSmtpServer(port);
    expect(await pass(at(151_000), port)).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(await pass(at(10 * 60_000), port)).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(smtp.accepted.map((m) => m.messageId)).toEqual([`<lead-${leadId}.${id}@forecourt>`]);
    expect(await leadStatus(db, leadId)).toEqual({ deliveryStatus: 'delivered', deliveredAt: at(151_000) });
    expect(await outboxRow(db, id)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });

    // The failures were logged with ids and the reason, never the shopper's details.
    expect(logs.filter((l) => l.includes('failed'))).toHaveLength(2);
    for (const line of logs) {
      expect(line).toContain(leadId);
      expect(line).not.toMatch(/zoe@example\.com|0412345678|Zoë|Brien/);
    }
  });

  it('retries a delivery whose worker died after claiming it, once the lease is over, and sends it once', async () => {
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    // Worker A claims with a 2-minute lease, then dies: no send, no mark.
    const [claimed] = await claimDueDeliveries(db, { now: at(1_000), limit: 10, leaseMs: 120_000 });
    expect(claimed?.id).toBe(outboxIds[0]);

    // Worker B, started meanwhile, leaves A's claim alone while it may still be working...
    expect(await pass(at(60_000))).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(smtp.accepted).toHaveLength(0);
    // ...and takes it over once the lease is over.
    expect(await pass(at(121_001))).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(smtp.accepted.map((m) => m.messageId)).toEqual([`<lead-${leadId}.${outboxIds[0]}@forecourt>`]);
    expect(await leadStatus(db, leadId)).toEqual({ deliveryStatus: 'delivered', deliveredAt: at(121_001) });
    expect(await outboxRow(db, outboxIds[0]!)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('is at least once: a worker that dies after the server accepted causes a repeat with the same Message-ID', async () => {
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    // Worker A claims and sends; the server accepts; A dies before recording it.
    const [claimed] = await claimDueDeliveries(db, { now: at(1_000), limit: 10, leaseMs: 120_000 });
    const lead = deliveryLead(claimed!.lead);
    await transports().email.send(composeLeadEmail({ lead, vendor: VENDOR, outboxId: claimed!.id, to: claimed!.destination }));
    expect(smtp.accepted).toHaveLength(1);

    // Worker B retries after the lease: the dealer's server receives the same message again,
    // recognisable by its Message-ID; the lead is recorded delivered once.
    expect(await pass(at(121_001))).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    const ids = smtp.accepted.map((m) => m.messageId);
    expect(ids).toEqual([`<lead-${leadId}.${outboxIds[0]}@forecourt>`, `<lead-${leadId}.${outboxIds[0]}@forecourt>`]);
    expect(await leadStatus(db, leadId)).toEqual({ deliveryStatus: 'delivered', deliveredAt: at(121_001) });
  });

  it('gives up on a server that takes the message but never answers, within the total timeout', async () => {
    const { leadId, outboxIds } = await insertLead(db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    smtp.hold = () => new Promise(() => undefined); // never answers the data
    const slow: Transports = {
      email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, { timeoutMs: 3_000, totalTimeoutMs: 1_000 }),
      webhook: webhookTransport({ secret: 'unused' }),
    };
    const started = Date.now();
    expect(await deliverDue({ db, transports: slow, lookupVendor: fixedVendor, now: at(1_000), log })).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await outboxRow(db, outboxIds[0]!)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(31_000) });
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('pending');
    expect(smtp.accepted).toHaveLength(0);
  });

  it('sends each of a lead’s e-mail rows to its own address', async () => {
    const { leadId } = await insertLead(
      db,
      [
        { channel: 'email', destination: DEALER },
        { channel: 'email', destination: 'crm-inbox@dealer.example' },
      ],
      { createdAt: CREATED },
    );
    expect(await pass(at(1_000))).toEqual({ claimed: 2, delivered: 2, failed: 0 });
    expect(smtp.accepted.map((m) => m.to[0]).sort()).toEqual(['crm-inbox@dealer.example', DEALER]);
    expect(new Set(smtp.accepted.map((m) => m.messageId)).size).toBe(2);
    expect((await leadStatus(db, leadId)).deliveryStatus).toBe('delivered');
  });
});
