/**
 * A worker process killed with SIGKILL in the middle of sending (the SMTP server is holding its reply
 * to the message data), then a second process finishing the job: the lead is delivered, and the
 * dealer's server accepted exactly one message with its Message-ID (the first one it never
 * acknowledged, so it dropped it, as an MTA does before queueing). Real processes, a real PGlite
 * directory shared one after the other, a real SMTP server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { insertLead, leadStatus, outboxRow } from './test-fixtures';
import { startSmtpServer, type TestSmtpServer } from './test-smtp';
import { DEFAULT_LEASE_MS } from './worker';

const WEB = path.resolve(import.meta.dirname, '../../../..');
const WORKER = path.join(import.meta.dirname, 'crash-worker.fixture.ts');
// tsx from the workspace (a root devDependency), loaded into a plain `node` child.
const TSX = createRequire(import.meta.url).resolve('tsx');
const CREATED = new Date('2025-07-01T09:30:00Z');
const at = (ms: number) => new Date(CREATED.getTime() + ms);
const DEALER = 'sales@harbourtoyota.com.au';

function runWorker(dir: string, port: number, now: Date, onSpawn?: (kill: () => void) => void) {
  const child = spawn(process.execPath, ['--import', TSX, WORKER, dir, String(port), now.toISOString()], {
    cwd: WEB,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  onSpawn?.(() => child.kill('SIGKILL'));
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

let dir: string;
let smtp: TestSmtpServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-crash-'));
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a worker process killed mid-send', () => {
  it('is finished by the next process: delivered once, one accepted message per Message-ID', async () => {
    const pglite = path.join(dir, 'pglite');
    const setup = await openDatabase({ pgliteDir: pglite });
    const { leadId, outboxIds } = await insertLead(setup.db, [{ channel: 'email', destination: DEALER }], { createdAt: CREATED });
    await setup.close();
    const id = outboxIds[0]!;
    const messageId = `<lead-${leadId}.${id}@forecourt>`;

    // Process 1: the server receives the whole message, holds its answer, and the worker is
    // killed while waiting for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    smtp.hold = () => held;
    let kill!: () => void;
    smtp.onReceived = () => kill();
    const first = await runWorker(pglite, smtp.port, at(1_000), (k) => (kill = k));
    expect(first.signal).toBe('SIGKILL');
    expect(first.stdout).toBe(''); // it never finished its pass
    // The connection is gone; the server now gives up on the message it never acknowledged.
    await new Promise((r) => setTimeout(r, 200));
    release();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.accepted).toHaveLength(0);
    expect(smtp.abandoned.map((m) => m.messageId)).toEqual([messageId]);

    // What the dead process left: its claim, under lease.
    const between = await openDatabase({ pgliteDir: pglite });
    try {
      const row = await outboxRow(between.db, id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lockedUntil).toEqual(at(1_000 + DEFAULT_LEASE_MS));
      expect((await leadStatus(between.db, leadId)).deliveryStatus).toBe('pending');
    } finally {
      await between.close();
    }

    // Process 2, after the lease: the server answers at once this time.
    smtp.hold = undefined;
    smtp.onReceived = undefined;
    const second = await runWorker(pglite, smtp.port, at(1_001 + DEFAULT_LEASE_MS));
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout.trim().split('\n').at(-1)!)).toEqual({ claimed: 1, delivered: 1, failed: 0 });

    expect(smtp.accepted.map((m) => m.messageId)).toEqual([messageId]);
    expect(smtp.accepted[0]?.to).toEqual([DEALER]);
    const after = await openDatabase({ pgliteDir: pglite });
    try {
      expect(await leadStatus(after.db, leadId)).toEqual({ deliveryStatus: 'delivered', deliveredAt: at(1_001 + DEFAULT_LEASE_MS) });
      expect(await outboxRow(after.db, id)).toMatchObject({ status: 'delivered', attempts: 2 });
    } finally {
      await after.close();
    }
  }, 120_000);
});
