/** The environment switch: which engine sends, where the outbox is, and who may see /dev/sms. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDataDir } from '@/lib/search/store';
import { startClickSendServer, type TestClickSend } from './test-clicksend';
import type { SmsMessage } from './types';

const env: Record<string, string | number | undefined> = {};
vi.mock('@/env', () => ({ env }));

const { sendSms, smsOutboxActive, smsOutboxDir, smsPageAllowed, smsTransport } = await import('./index');

let clicksend: TestClickSend;
let dir: string;
beforeAll(async () => {
  clicksend = await startClickSendServer();
});
afterAll(() => clicksend.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-sms-env-'));
  for (const key of Object.keys(env)) delete env[key];
  Object.assign(env, { TRUSTED_PROXY_COUNT: 0, SMS_OUTBOX_DIR: dir });
  clicksend.reset();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const message: SmsMessage = { site: 'harbour-toyota', to: '+61412345678', text: 'Your code is 123456', kind: 'sign-in-code', id: 'abc-123' };
const useClickSend = () =>
  Object.assign(env, { SMS_CLICKSEND_USERNAME: clicksend.username, SMS_CLICKSEND_API_KEY: clicksend.apiKey, SMS_API_URL: clicksend.url });

describe('smsTransport', () => {
  it('writes to the outbox without ClickSend credentials', async () => {
    expect(smsOutboxActive()).toBe(true);
    expect(smsTransport().name).toBe('outbox');
    await sendSms(message);
    expect(readdirSync(path.join(dir, 'harbour-toyota'))).toHaveLength(1);
    expect(clicksend.received).toHaveLength(0);
  });

  it('needs both the username and the API key to use ClickSend (and warns about half a configuration)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    env.SMS_CLICKSEND_USERNAME = 'someone';
    expect(smsTransport().name).toBe('outbox');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('only one of SMS_CLICKSEND_USERNAME and SMS_CLICKSEND_API_KEY'));
    delete env.SMS_CLICKSEND_USERNAME;
    env.SMS_CLICKSEND_API_KEY = 'key';
    expect(smsTransport().name).toBe('outbox');
    warn.mockRestore();
  });

  it('sends through ClickSend at SMS_API_URL with SMS_FROM when both are set, and writes nothing locally', async () => {
    useClickSend();
    env.SMS_FROM = 'Forecourt';
    expect(smsOutboxActive()).toBe(false);
    expect(smsTransport().name).toBe('clicksend');
    await sendSms(message);
    expect(clicksend.queued).toEqual([expect.objectContaining({ to: '+61412345678', from: 'Forecourt', custom_string: 'abc-123' })]);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('smsOutboxDir', () => {
  it('is SMS_OUTBOX_DIR resolved, else <data dir>/sms', () => {
    env.SMS_OUTBOX_DIR = 'relative/outbox';
    expect(smsOutboxDir()).toBe(path.resolve('relative/outbox'));
    delete env.SMS_OUTBOX_DIR;
    env.DATA_DIR = '/srv/forecourt-data';
    expect(smsOutboxDir()).toBe(path.join('/srv/forecourt-data', 'sms'));
    delete env.DATA_DIR;
    expect(smsOutboxDir()).toBe(path.join(defaultDataDir(process.cwd(), {}), 'sms'));
  });
});

describe('smsPageAllowed', () => {
  const from = (forwarded: string, host = 'harbour-toyota.localhost:3000') => new Headers({ host, 'x-forwarded-for': forwarded });

  it('needs a loopback client as well as a local Host, while the outbox is active', () => {
    expect(smsPageAllowed(from('127.0.0.1'))).toBe(true);
    expect(smsPageAllowed(from('203.0.113.5, 127.0.0.1'))).toBe(true);
    expect(smsPageAllowed(from('203.0.113.5'))).toBe(false);
    expect(smsPageAllowed(from('127.0.0.1, 203.0.113.5'))).toBe(false);
    expect(smsPageAllowed(from('127.0.0.1', 'www.harbourtoyota.com.au'))).toBe(false);
    expect(smsPageAllowed(new Headers({ host: 'localhost' }))).toBe(false);
  });

  it('is never allowed when ClickSend sends the texts', () => {
    useClickSend();
    expect(smsPageAllowed(from('127.0.0.1'))).toBe(false);
  });
});
