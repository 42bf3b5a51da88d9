/**
 * The promise both engines keep (ARCHITECTURE.md: one interface, the same contract tests): what they
 * accept is delivered once, what they refuse is refused the same way and sends nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickSendTransport } from './clicksend';
import { readSmsOutbox, smsOutbox } from './outbox';
import { startClickSendServer, type TestClickSend } from './test-clicksend';
import { SHOPPER_MESSAGES, SmsSendError, type SmsMessage, type SmsTransport } from './types';

interface Engine {
  transport: SmsTransport;
  /** What reached the far end (the outbox folder, ClickSend's queue): [to, text, id]. */
  delivered(): Promise<Array<[string, string, string]>>;
}

let dir: string;
let server: TestClickSend;
beforeAll(async () => {
  server = await startClickSendServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-sms-contract-'));
  server.reset();
  return () => rmSync(dir, { recursive: true, force: true });
});

const engines: Record<string, () => Engine> = {
  outbox: () => ({
    transport: smsOutbox(dir),
    delivered: async () => (await readSmsOutbox(dir)).map((m) => [m.to, m.text, m.id]),
  }),
  clicksend: () => ({
    transport: clickSendTransport({ username: server.username, apiKey: server.apiKey, baseUrl: server.url }),
    delivered: () => Promise.resolve(server.queued.map((m) => [m.to, m.body, m.custom_string])),
  }),
};

const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  site: 'harbour-toyota',
  to: '+61412345678',
  text: 'Your sign-in code is 246810 — Harbour Toyota',
  kind: 'sign-in-code',
  id: 'contract-1',
  ...overrides,
});

describe.each(Object.keys(engines))('%s engine', (name) => {
  const engine = () => engines[name]!();

  it('delivers an accepted text once, exactly as given (Unicode included)', async () => {
    const e = engine();
    await e.transport.send(message());
    expect(await e.delivered()).toEqual([['+61412345678', 'Your sign-in code is 246810 — Harbour Toyota', 'contract-1']]);
  });

  it('delivers each of several concurrent texts', async () => {
    const e = engine();
    await Promise.all([1, 2, 3, 4, 5].map((i) => e.transport.send(message({ id: `c-${i}`, text: `code ${i}` }))));
    expect((await e.delivered()).map(([, , id]) => id).sort()).toEqual(['c-1', 'c-2', 'c-3', 'c-4', 'c-5']);
  });

  it('refuses a number that is not E.164 with the shopper message, sending nothing', async () => {
    const e = engine();
    const error = await e.transport.send(message({ to: '0412345678' })).catch((x: unknown) => x);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({ reason: 'invalid-recipient', retryable: false, shopperMessage: SHOPPER_MESSAGES.recipient });
    expect(await e.delivered()).toEqual([]);
  });

  it('refuses a malformed message as a programming error, sending nothing', async () => {
    const e = engine();
    await expect(e.transport.send(message({ site: '../etc' }))).rejects.toThrow('Not a site slug');
    await expect(e.transport.send(message({ text: '' }))).rejects.toThrow('Invalid SMS text');
    const error = await e.transport.send(message({ site: 'Bad Site' })).catch((x: unknown) => x);
    expect(error).not.toBeInstanceOf(SmsSendError);
    expect(await e.delivered()).toEqual([]);
  });
});
