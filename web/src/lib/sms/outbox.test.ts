import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestSmsTo, readSmsOutbox, smsOutbox, smsOutboxFileName } from './outbox';
import { SHOPPER_MESSAGES, SmsSendError, type SmsMessage } from './types';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-sms-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  site: 'harbour-toyota',
  to: '+61412345678',
  text: 'Your Harbour Toyota sign-in code is 482913.',
  kind: 'sign-in-code',
  id: '6f1d2c3b-aaaa-4bbb-8ccc-000000000001',
  ...overrides,
});

/** An outbox whose clock reads each of `times` in turn. */
function outboxAt(...times: string[]) {
  const queue = times.map((t) => new Date(t));
  return smsOutbox(dir, { now: () => queue.shift() ?? new Date('2099-01-01T00:00:00Z') });
}

describe('SMS outbox', () => {
  it('writes one JSON file per text at <dir>/<site>/<time>-<id>.json', async () => {
    const msg = message();
    await outboxAt('2025-07-01T09:30:00.123Z').send(msg);
    const files = readdirSync(path.join(dir, 'harbour-toyota'));
    expect(files).toEqual([`20250701T093000123Z-${msg.id}.json`]);
    expect(files[0]).toBe(smsOutboxFileName(msg, new Date('2025-07-01T09:30:00.123Z')));
    const json = JSON.parse(readFileSync(path.join(dir, 'harbour-toyota', files[0]!), 'utf8')) as unknown;
    expect(json).toEqual({ id: msg.id, site: 'harbour-toyota', to: '+61412345678', text: msg.text, kind: 'sign-in-code', createdAt: '2025-07-01T09:30:00.123Z' });
  });

  it('keeps only file-name characters of the id, and names an id with none by its hash', async () => {
    const outbox = outboxAt('2025-07-01T09:30:00.000Z', '2025-07-01T09:30:01.000Z');
    await outbox.send(message({ id: '../../etc/passwd' }));
    await outbox.send(message({ id: '../..' }));
    const files = readdirSync(path.join(dir, 'harbour-toyota')).sort();
    expect(files[0]).toBe('20250701T093000000Z-etcpasswd.json');
    expect(files[1]).toMatch(/^20250701T093001000Z-[0-9a-f]{32}\.json$/);
    expect(readdirSync(dir)).toEqual(['harbour-toyota']);
    // The id itself is kept as given inside the file.
    expect((await readSmsOutbox(dir, 'harbour-toyota')).map((m) => m.id)).toEqual(['../..', '../../etc/passwd']);
  });

  it('leaves no temporary files behind, even under concurrent sends', async () => {
    const outbox = smsOutbox(dir);
    await Promise.all(Array.from({ length: 20 }, (_, i) => outbox.send(message({ id: `id-${i}` }))));
    const files = readdirSync(path.join(dir, 'harbour-toyota'));
    expect(files).toHaveLength(20);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
  });

  it('refuses a site that is not a slug (it becomes a directory name)', async () => {
    for (const site of ['../../etc', 'Harbour', 'harbour/toyota', '', '-x']) {
      await expect(smsOutbox(dir).send(message({ site }))).rejects.toThrow('Not a site slug');
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a number that is not E.164 as the shopper’s to correct, writing nothing', async () => {
    for (const to of ['0412345678', '+61 412 345 678', '+0412345678', '']) {
      const error = await smsOutbox(dir)
        .send(message({ to }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ reason: 'invalid-recipient', retryable: false, shopperMessage: SHOPPER_MESSAGES.recipient });
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an empty text or an unknown kind as a programming error', async () => {
    await expect(smsOutbox(dir).send(message({ text: '  ' }))).rejects.toThrow('Invalid SMS text');
    await expect(smsOutbox(dir).send(message({ kind: 'promo' as SmsMessage['kind'] }))).rejects.toThrow('Invalid SMS kind');
    await expect(smsOutbox(dir).send(message({ id: '' }))).rejects.toThrow('Invalid SMS id');
  });
});

describe('readSmsOutbox', () => {
  it("lists a site's texts newest first, or every site's", async () => {
    const outbox = outboxAt('2025-07-02T00:00:00Z', '2025-07-01T00:00:00Z', '2025-07-03T00:00:00Z');
    await outbox.send(message({ id: 'newer', text: 'Price drop on the Corolla', kind: 'alert' }));
    await outbox.send(message({ id: 'older' }));
    await outbox.send(message({ id: 'elsewhere', site: 'coorong-caravans', to: '+61498765432' }));

    const site = await readSmsOutbox(dir, 'harbour-toyota');
    expect(site.map((m) => m.id)).toEqual(['newer', 'older']);
    expect(site[0]).toMatchObject({
      site: 'harbour-toyota',
      to: '+61412345678',
      text: 'Price drop on the Corolla',
      kind: 'alert',
      createdAt: new Date('2025-07-02T00:00:00Z'),
      file: path.join(dir, 'harbour-toyota', '20250702T000000000Z-newer.json'),
    });
    expect((await readSmsOutbox(dir)).map((m) => m.id)).toEqual(['elsewhere', 'newer', 'older']);
    expect((await readSmsOutbox(dir, undefined, 2)).map((m) => m.id)).toEqual(['elsewhere', 'newer']);
  });

  it('is empty for a missing folder, and refuses a site that is not a slug', async () => {
    expect(await readSmsOutbox(path.join(dir, 'nowhere'))).toEqual([]);
    expect(await readSmsOutbox(dir, 'harbour-toyota')).toEqual([]);
    await expect(readSmsOutbox(dir, '../x')).rejects.toThrow('Not a site slug');
  });

  it('skips files that are not messages: broken JSON, a wrong shape, another site’s, temporary files', async () => {
    await outboxAt('2025-07-01T00:00:00Z').send(message({ id: 'good' }));
    const folder = path.join(dir, 'harbour-toyota');
    writeFileSync(path.join(folder, '20250702T000000000Z-broken.json'), '{"id":');
    writeFileSync(path.join(folder, '20250703T000000000Z-shape.json'), JSON.stringify({ id: 'x', site: 'harbour-toyota' }));
    writeFileSync(
      path.join(folder, '20250704T000000000Z-stray.json'),
      JSON.stringify({ ...message({ id: 'stray', site: 'coorong-caravans' }), createdAt: '2025-07-04T00:00:00.000Z' }),
    );
    writeFileSync(path.join(folder, '20250705T000000000Z-tmp.json.123.abcd.tmp'), '{');
    writeFileSync(path.join(folder, 'notes.txt'), 'hello');
    mkdirSync(path.join(dir, 'Not A Site'));
    expect((await readSmsOutbox(dir)).map((m) => m.id)).toEqual(['good']);
    // The limit counts readable messages: broken newer files do not crowd the good one out.
    expect((await readSmsOutbox(dir, 'harbour-toyota', 1)).map((m) => m.id)).toEqual(['good']);
  });
});

describe('latestSmsTo', () => {
  it('finds the newest text to a number on a site', async () => {
    const outbox = outboxAt('2025-07-01T00:00:00Z', '2025-07-01T00:01:00Z', '2025-07-01T00:02:00Z', '2025-07-01T00:03:00Z');
    await outbox.send(message({ id: 'first', text: 'code 111111' }));
    await outbox.send(message({ id: 'second', text: 'code 222222' }));
    await outbox.send(message({ id: 'other-number', to: '+61498765432', text: 'code 333333' }));
    await outbox.send(message({ id: 'other-site', site: 'coorong-caravans', text: 'code 444444' }));
    expect((await latestSmsTo(dir, 'harbour-toyota', '+61412345678'))?.text).toBe('code 222222');
    expect((await latestSmsTo(dir, 'harbour-toyota', '+61498765432'))?.id).toBe('other-number');
    expect(await latestSmsTo(dir, 'harbour-toyota', '+61400000000')).toBeUndefined();
    expect(await latestSmsTo(dir, 'gateway-car-superstore', '+61412345678')).toBeUndefined();
  });
});
