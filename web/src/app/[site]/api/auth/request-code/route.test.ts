/** POST /api/auth/request-code over the sample content, an in-memory PGlite and a fake SMS sender. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readBrowserNonce } from '@/lib/auth/cookies';
import {
  answer,
  routeContext,
  setCookies,
  siteRequest,
  TEST_AUTH_SECRET,
  type TestRequest,
} from '@/lib/auth/route-test-kit';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits, signInCodes, users } from '@/lib/db/schema';
import { A, repo } from '@/lib/leads/intake/test-fixture';
import { SmsSendError, type SmsMessage } from '@/lib/sms/types';
import type * as DbModule from '@/lib/db';

const sms = vi.hoisted(() => ({ sent: [] as SmsMessage[], fail: undefined as Error | undefined }));

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));
vi.mock('@/lib/sms', () => ({
  sendSms: (message: SmsMessage) => {
    if (sms.fail) return Promise.reject(sms.fail);
    sms.sent.push(message);
    return Promise.resolve();
  },
}));

setupTestDb();
const { POST } = await import('./route');

beforeEach(async () => {
  sms.sent = [];
  sms.fail = undefined;
  await testDb.db.delete(signInCodes);
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(users);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const post = (body: unknown, options: TestRequest = {}, site = A) =>
  POST(siteRequest(site, '/api/auth/request-code', { body, ...options }), routeContext(site));

async function nothingStored() {
  expect(await testDb.db.$count(signInCodes)).toBe(0);
  expect(await testDb.db.$count(users)).toBe(0);
  expect(sms.sent).toHaveLength(0);
}

describe('POST /api/auth/request-code', () => {
  it('texts a code, answers the masked number and sets the signed binding cookie', async () => {
    const response = await post({ phone: '0412 345 678' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ sent: true, phone: '04•• ••• 678' });
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]).toMatchObject({ site: A, to: '+61412345678', kind: 'sign-in-code' });
    expect(sms.sent[0]!.text).toMatch(
      /^\d{6} is your .+ sign-in code\. It expires in 10 minutes\. Never share it\.$/,
    );
    const cookie = setCookies(response).forecourt_signin!;
    expect(readBrowserNonce(cookie.value, TEST_AUTH_SECRET)).toBeDefined();
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['path=/', 'max-age=900', 'httponly', 'samesite=lax']),
    );
    expect(cookie.attributes).not.toContain('secure');
    expect(await testDb.db.$count(signInCodes)).toBe(1);
    expect(await testDb.db.$count(users)).toBe(0);
  });

  it('keeps the browser’s nonce when it asks again, and issues a new one for a forged cookie', async () => {
    const first = setCookies(await post({ phone: '0412345678' })).forecourt_signin!.value;
    const again = setCookies(await post({ phone: '0412345678' }, { cookies: { forecourt_signin: first } }))
      .forecourt_signin!.value;
    expect(again).toBe(first);
    const forged = `${first.slice(0, first.indexOf('.'))}.AAAA`;
    const fresh = setCookies(await post({ phone: '0412345678' }, { cookies: { forecourt_signin: forged } }))
      .forecourt_signin!.value;
    expect(fresh).not.toBe(first);
    expect(readBrowserNonce(fresh, TEST_AUTH_SECRET)).toBeDefined();
  });

  it('uses the __Host- cookie with Secure over https', async () => {
    const response = await post({ phone: '0412345678' }, { scheme: 'https' });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(Object.keys(cookies)).toEqual(['__Host-forecourt_signin']);
    expect(cookies['__Host-forecourt_signin']!.attributes).toEqual(
      expect.arrayContaining(['secure', 'path=/']),
    );
    expect(cookies['__Host-forecourt_signin']!.attributes.some((a) => a.startsWith('domain'))).toBe(false);
  });

  it('answers the same for a number with an account and one without', async () => {
    const a = await answer(await post({ phone: '0412345678' }));
    await testDb.db.insert(users).values({ id: 'u-1', site: A, phone: '+61498765432' });
    const b = await answer(await post({ phone: '0498765432' }));
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(a.sent).toBe(b.sent);
  });

  it.each<[string, unknown, TestRequest, number, string | RegExp]>([
    [
      'a landline',
      { phone: '02 9876 5432' },
      {},
      400,
      'Please enter an Australian mobile number (04…); we cannot text a landline.',
    ],
    ['a malformed number', { phone: '04123' }, {}, 400, 'Please enter a valid Australian mobile number.'],
    [
      'a foreign mobile',
      { phone: '+64 21 123 4567' },
      {},
      400,
      'Please enter a valid Australian mobile number.',
    ],
    ['a number as a number', { phone: 412345678 }, {}, 400, 'Please enter a valid Australian mobile number.'],
    ['no phone', {}, {}, 400, 'Please enter a valid Australian mobile number.'],
    ['an extra field', { phone: '0412345678', site: 'another' }, {}, 400, 'The request is not valid.'],
    ['an array', [], {}, 400, 'The request is not valid.'],
    ['invalid JSON', '{"phone":', {}, 400, 'The request is not valid JSON.'],
    [
      'a form post',
      'phone=0412345678',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      /JSON/,
    ],
    ['text/plain', '{"phone":"0412345678"}', { headers: { 'content-type': 'text/plain' } }, 415, /JSON/],
    [
      'a body over 2 KB',
      { phone: '0412345678', pad: 'x'.repeat(3000) },
      {},
      413,
      'The request is too large.',
    ],
    [
      'a cross-site post',
      { phone: '0412345678' },
      { headers: { origin: 'https://evil.example' } },
      403,
      'Cross-site requests are not accepted.',
    ],
    [
      'Sec-Fetch-Site: cross-site',
      { phone: '0412345678' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
      403,
      'Cross-site requests are not accepted.',
    ],
    [
      'Origin: null',
      { phone: '0412345678' },
      { headers: { origin: 'null' } },
      403,
      'Cross-site requests are not accepted.',
    ],
    [
      'a JSON post with no Origin or Referer',
      { phone: '0412345678' },
      { headers: { origin: '' } },
      403,
      'Cross-site requests are not accepted.',
    ],
  ])('refuses %s', async (_name, body, options, status, message) => {
    const response = await post(body, options);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { error } = await answer(response);
    expect(error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(response.headers.getSetCookie()).toEqual([]);
    await nothingStored();
  });

  it('limits a number to 3 codes per 10 minutes, from any client', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post({ phone: '0412 345 678' }, { ip: `203.0.113.${i + 1}` })).status).toBe(200);
    const refused = await post({ phone: '+61412345678' }, { ip: '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await answer(refused)).error).toMatch(
      /^Too many codes requested\. Please try again in \d+ minutes?\.$/,
    );
    expect(sms.sent).toHaveLength(3);
    expect(await testDb.db.$count(signInCodes)).toBe(3);
  });

  it('limits a client to 10 codes per 10 minutes across numbers, however it rotates X-Forwarded-For', async () => {
    // The server appends the peer (198.51.100.7) last; everything before it is the client's own writing.
    const forged = (i: number) => ({
      headers: { 'x-forwarded-for': `10.0.${i}.1, 2001:db8::${i + 1}, 198.51.100.7` },
    });
    for (let i = 0; i < 10; i++) {
      expect((await post({ phone: `04123456${String(i).padStart(2, '0')}` }, forged(i))).status).toBe(200);
    }
    const refused = await post({ phone: '0412345699' }, forged(99));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(sms.sent).toHaveLength(10);
    // Another client is not affected.
    expect((await post({ phone: '0412345699' }, { ip: '198.51.100.8' })).status).toBe(200);
  });

  it('treats an IPv6 client’s /64 as one client', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await post({ phone: `04987654${String(i).padStart(2, '0')}` }, { ip: `2001:db8:1:2::${i + 1}` }))
          .status,
      ).toBe(200);
    }
    expect((await post({ phone: '0498765499' }, { ip: '2001:db8:1:2:ffff::1' })).status).toBe(429);
  });

  it('answers 503 with the SMS module’s sentence and keeps no code when the text cannot be sent', async () => {
    sms.fail = new SmsSendError('gateway down', { reason: 'unavailable' });
    const response = await post({ phone: '0412345678' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await answer(response)).toEqual({
      error: 'We could not send your code just now. Please try again in a few minutes.',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    await nothingStored();
  });

  it('answers 400 when the gateway refuses the number itself', async () => {
    sms.fail = new SmsSendError('refused', { reason: 'invalid-recipient' });
    const response = await post({ phone: '0412345678' });
    expect(response.status).toBe(400);
    expect((await answer(response)).error).toBe(
      'We could not send a text message to this number. Please check it and try again.',
    );
    await nothingStored();
  });

  it('answers 404 for an unknown site and 503 when the database is down', async () => {
    expect((await post({ phone: '0412345678' }, {}, 'no-such-site')).status).toBe(404);
    testDb.fails = true;
    expect((await post({ phone: '0412345678' })).status).toBe(503);
    expect(sms.sent).toHaveLength(0);
  });
});
