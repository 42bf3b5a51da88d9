import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdf } from '../adf';
import { composeLeadEmail } from '../email';
import { deliveryLead } from '../lead';
import { leadRow, VENDOR } from '../test-fixtures';
import { mailboxFileName, mailboxTransport, readMailbox } from './mailbox';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-mailbox-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function email(overrides: Parameters<typeof leadRow>[0] = {}, outboxId = 1) {
  return composeLeadEmail({ lead: deliveryLead(leadRow(overrides)), vendor: VENDOR, outboxId, to: 'sales@harbourtoyota.com.au' });
}

describe('mailbox transport', () => {
  it('writes the raw message to <dir>/<site>/<lead time>-<lead>-<outbox>.eml', async () => {
    const message = email();
    await mailboxTransport(dir).send(message);
    const files = readdirSync(path.join(dir, 'harbour-toyota'));
    expect(files).toEqual([`20250701T093000000Z-${message.leadId}-1.eml`]);
    expect(files[0]).toBe(mailboxFileName(message));
    const parsed = await simpleParser(readFileSync(path.join(dir, 'harbour-toyota', files[0]!)));
    expect(parsed.messageId).toBe(message.messageId);
    expect(parsed.text?.trim()).toBe(buildAdf(deliveryLead(leadRow({ id: message.leadId })), VENDOR).trim());
  });

  it('replaces the message on a re-send instead of adding a second one', async () => {
    const message = email();
    const transport = mailboxTransport(dir);
    await transport.send(message);
    await transport.send(message);
    await Promise.all([transport.send(message), transport.send(message), transport.send(message)]);
    const files = readdirSync(path.join(dir, 'harbour-toyota'));
    expect(files).toHaveLength(1); // no duplicates, no temporary files left behind
    expect((await readMailbox(dir, 'harbour-toyota')).map((m) => m.messageId)).toEqual([message.messageId]);
  });

  it('refuses a site that is not a slug (it becomes a directory name)', async () => {
    const message = { ...email(), site: '../../etc' };
    await expect(mailboxTransport(dir).send(message)).rejects.toThrow('Not a site slug');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('readMailbox', () => {
  it('lists a site’s messages newest first, or every site’s, with their headers and ADF', async () => {
    const transport = mailboxTransport(dir);
    const older = email({ createdAt: new Date('2025-07-01T09:00:00Z') }, 1);
    const newer = email({ createdAt: new Date('2025-07-02T09:00:00Z'), category: 'Test Drive' }, 2);
    const elsewhere = email({ site: 'coorong-caravans', createdAt: new Date('2025-07-03T09:00:00Z') }, 3);
    // Sent in another order than their leads came in: the list is by lead time, newest first.
    await transport.send(elsewhere);
    await transport.send(older);
    await transport.send(newer);

    const site = await readMailbox(dir, 'harbour-toyota');
    expect(site.map((m) => m.outboxId)).toEqual([2, 1]);
    const [, first] = site;
    expect(first).toMatchObject({
      site: 'harbour-toyota',
      leadId: older.leadId,
      outboxId: 1,
      leadCreatedAt: new Date('2025-07-01T09:00:00Z'),
      messageId: older.messageId,
      to: 'sales@harbourtoyota.com.au',
      subject: 'Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota',
    });
    expect(first?.date).toBeInstanceOf(Date);
    expect(first?.replyTo).toContain('zoe@example.com');
    expect(first?.text).toContain(`<id sequence="1" source="Forecourt">${older.leadId}</id>`);
    expect(first?.html).toContain('Used Vehicle Enquiry');
    expect(site[0]?.subject).toBe('Test Drive: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');

    const all = await readMailbox(dir);
    expect(all.map((m) => m.site)).toEqual(['coorong-caravans', 'harbour-toyota', 'harbour-toyota']);
    expect(await readMailbox(dir, 'gateway-car-superstore')).toEqual([]);
    expect(await readMailbox(path.join(dir, 'missing'))).toEqual([]);
  });

  it('ignores temporary and foreign files, and keeps only the newest `limit`', async () => {
    const transport = mailboxTransport(dir);
    for (let i = 0; i < 3; i++) await transport.send(email({ createdAt: new Date(Date.UTC(2025, 6, 1 + i)) }, i + 1));
    writeFileSync(path.join(dir, 'harbour-toyota', 'x.eml.123.tmp'), 'half a message');
    writeFileSync(path.join(dir, 'harbour-toyota', 'notes.txt'), 'hello');
    expect(await readMailbox(dir, 'harbour-toyota')).toHaveLength(3);
    const limited = await readMailbox(dir, 'harbour-toyota', 2);
    expect(limited.map((m) => m.outboxId).sort()).toEqual([2, 3]);
  });
});
