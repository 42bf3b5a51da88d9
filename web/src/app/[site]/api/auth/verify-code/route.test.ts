/**
 * POST /api/auth/verify-code, driven through the real request-code route (sample content, in-memory
 * PGlite, a fake SMS sender): the happy path and the hostile-input table.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueBrowserNonce } from '@/lib/auth/cookies';
import {
  answer,
  routeContext,
  setCookies,
  siteRequest,
  TEST_AUTH_SECRET,
  type TestRequest,
} from '@/lib/auth/route-test-kit';
import { sessionUser, tokenHash } from '@/lib/auth/sessions';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits, sessions, signInCodes, users } from '@/lib/db/schema';
import { A, B, repo } from '@/lib/leads/intake/test-fixture';
import type { SmsMessage } from '@/lib/sms/types';
import type * as DbModule from '@/lib/db';

const sms = vi.hoisted(() => ({ sent: [] as SmsMessage[] }));

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));
vi.mock('@/lib/sms', () => ({
  sendSms: (message: SmsMessage) => {
    sms.sent.push(message);
    return Promise.resolve();
  },
}));

setupTestDb();
const { POST: requestCode } = await import('../request-code/route');
const { POST: verifyCode } = await import('./route');

beforeEach(async () => {
  sms.sent = [];
  await testDb.db.delete(sessions);
  await testDb.db.delete(signInCodes);
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(users);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

const PHONE = '0412 345 678';

/** Asks for a code as a browser would; the binding cookie and the code texted. */
async function askForCode(site = A, phone = PHONE, cookies: Record<string, string> = {}) {
  const response = await requestCode(
    siteRequest(site, '/api/auth/request-code', { body: { phone }, cookies }),
    routeContext(site),
  );
  expect(response.status).toBe(200);
  const binding = setCookies(response).forecourt_signin!.value;
  const code = /^(\d{6}) /.exec(sms.sent.at(-1)!.text)![1]!;
  return { binding, code };
}

const verify = (body: unknown, options: TestRequest = {}, site = A) =>
  verifyCode(siteRequest(site, '/api/auth/verify-code', { body, ...options }), routeContext(site));

const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function attempts() {
  return (await testDb.db.select().from(signInCodes)).map((r) => r.attempts);
}

async function notSignedIn() {
  expect(await testDb.db.$count(users)).toBe(0);
  expect(await testDb.db.$count(sessions)).toBe(0);
}

describe('POST /api/auth/verify-code', () => {
  it('signs the browser in: a session cookie, the binding cleared, the account made, the code used', async () => {
    const { binding, code } = await askForCode();
    const response = await verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ signedIn: true });
    const cookies = setCookies(response);
    const session = cookies.forecourt_session!;
    expect(session.attributes).toEqual(
      expect.arrayContaining(['path=/', 'max-age=2592000', 'httponly', 'samesite=lax']),
    );
    expect(session.attributes.some((a) => a.startsWith('domain'))).toBe(false);
    expect(cookies.forecourt_signin!.attributes).toContain('max-age=0');
    const [user] = await testDb.db.select().from(users);
    expect(user).toMatchObject({ site: A, phone: '+61412345678' });
    const [row] = await testDb.db.select().from(sessions);
    expect(row).toMatchObject({
      site: A,
      userId: user!.id,
      tokenHash: tokenHash(session.value),
      revokedAt: null,
    });
    expect(await sessionUser(testDb.db, A, session.value)).toEqual({
      userId: user!.id,
      phone: '+61412345678',
    });
    expect((await testDb.db.select().from(signInCodes))[0]!.usedAt).not.toBeNull();
  });

  it('sets the __Host- session cookie with Secure over https', async () => {
    const response = await requestCode(
      siteRequest(A, '/api/auth/request-code', { body: { phone: PHONE }, scheme: 'https' }),
      routeContext(A),
    );
    const binding = setCookies(response)['__Host-forecourt_signin']!.value;
    const code = /^(\d{6})/.exec(sms.sent[0]!.text)![1]!;
    // The plain name is not read on an https request.
    expect(
      (await verify({ phone: PHONE, code }, { scheme: 'https', cookies: { forecourt_signin: binding } }))
        .status,
    ).toBe(400);
    const ok = await verify(
      { phone: PHONE, code },
      { scheme: 'https', cookies: { '__Host-forecourt_signin': binding } },
    );
    expect(ok.status).toBe(200);
    const session = setCookies(ok)['__Host-forecourt_session']!;
    expect(session.attributes).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']),
    );
  });

  it('rotates: the browser’s previous session is revoked when it signs in again', async () => {
    const first = await askForCode();
    const old = setCookies(
      await verify({ phone: PHONE, code: first.code }, { cookies: { forecourt_signin: first.binding } }),
    ).forecourt_session!.value;
    const second = await askForCode(A, '0498 765 432');
    const fresh = setCookies(
      await verify(
        { phone: '0498 765 432', code: second.code },
        { cookies: { forecourt_signin: second.binding, forecourt_session: old } },
      ),
    ).forecourt_session!.value;
    expect(fresh).not.toBe(old);
    expect(await sessionUser(testDb.db, A, old)).toBeUndefined();
    expect(await sessionUser(testDb.db, A, fresh)).toMatchObject({ phone: '+61498765432' });
  });

  it('counts wrong codes down, locks the code on the fifth, and then refuses even the right one', async () => {
    const { binding, code } = await askForCode();
    const cookies = { forecourt_signin: binding };
    const errors: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await verify({ phone: PHONE, code: wrongFor(code) }, { cookies });
      expect(response.status).toBe(400);
      errors.push((await answer(response)).error);
    }
    expect(errors).toEqual([
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'Too many wrong codes. Please ask for a new one.',
    ]);
    const locked = await verify({ phone: PHONE, code }, { cookies });
    expect(locked.status).toBe(400);
    expect((await answer(locked)).error).toBe('Too many wrong codes. Please ask for a new one.');
    expect(await attempts()).toEqual([5]);
    await notSignedIn();
  });

  it('refuses an expired code (the clock moved 10 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T00:00:00Z') });
    const { binding, code } = await askForCode();
    vi.setSystemTime(new Date('2026-07-01T00:10:00Z'));
    const response = await verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } });
    expect(response.status).toBe(400);
    expect((await answer(response)).error).toBe('This code has expired. Please ask for a new one.');
    expect(await attempts()).toEqual([0]);
    await notSignedIn();
  });

  it('refuses a replayed code', async () => {
    const { binding, code } = await askForCode();
    expect((await verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } })).status).toBe(
      200,
    );
    const replay = await verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } });
    expect(replay.status).toBe(400);
    expect((await answer(replay)).error).toBe('This code is not valid. Please ask for a new one.');
    expect(replay.headers.getSetCookie()).toEqual([]);
    expect(await testDb.db.$count(sessions)).toBe(1);
  });

  it('lets only one of concurrent right answers sign in', async () => {
    const { binding, code } = await askForCode();
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
    expect(await testDb.db.$count(sessions)).toBe(1);
  });

  it.each<[string, (binding: string) => Record<string, string>]>([
    ['no binding cookie', () => ({})],
    [
      'another browser’s binding cookie',
      () => ({ forecourt_signin: issueBrowserNonce(TEST_AUTH_SECRET).cookieValue }),
    ],
    ['a tampered binding cookie', (binding) => ({ forecourt_signin: `${binding.slice(0, -2)}xx` })],
    [
      'a binding nonce with a forged signature',
      (binding) => ({ forecourt_signin: `${binding.split('.')[0]}.${'A'.repeat(43)}` }),
    ],
    [
      'a binding cookie signed with another secret',
      () => ({ forecourt_signin: issueBrowserNonce('another-secret-0123456789-0123456789').cookieValue }),
    ],
    ['the binding under the https-only name on http', (binding) => ({ '__Host-forecourt_signin': binding })],
  ])('refuses the right code with %s, and counts no try', async (_name, cookies) => {
    const { binding, code } = await askForCode();
    const response = await verify({ phone: PHONE, code }, { cookies: cookies(binding) });
    expect(response.status).toBe(400);
    expect((await answer(response)).error).toBe('This code is not valid. Please ask for a new one.');
    expect(await attempts()).toEqual([0]);
    await notSignedIn();
  });

  it('refuses a code asked for on another site', async () => {
    const { binding, code } = await askForCode(A);
    const response = await verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } }, B);
    expect(response.status).toBe(400);
    expect((await answer(response)).error).toBe('This code is not valid. Please ask for a new one.');
    await notSignedIn();
  });

  it('refuses a code sent to another number', async () => {
    const { binding, code } = await askForCode(A, '0498 765 432');
    const response = await verify({ phone: PHONE, code }, { cookies: { forecourt_signin: binding } });
    expect(response.status).toBe(400);
    expect((await answer(response)).error).toBe('This code is not valid. Please ask for a new one.');
    await notSignedIn();
  });

  it.each<[string, unknown, TestRequest, number, string]>([
    [
      'a five-digit code',
      { phone: PHONE, code: '12345' },
      {},
      400,
      'Please enter the 6-digit code from the text message.',
    ],
    [
      'letters',
      { phone: PHONE, code: 'abcdef' },
      {},
      400,
      'Please enter the 6-digit code from the text message.',
    ],
    [
      'a number',
      { phone: PHONE, code: 123456 },
      {},
      400,
      'Please enter the 6-digit code from the text message.',
    ],
    ['no code', { phone: PHONE }, {}, 400, 'Please enter the 6-digit code from the text message.'],
    [
      'a landline',
      { phone: '02 9876 5432', code: '123456' },
      {},
      400,
      'Please enter an Australian mobile number (04…); we cannot text a landline.',
    ],
    ['an extra field', { phone: PHONE, code: '123456', user_id: 'x' }, {}, 400, 'The request is not valid.'],
    ['invalid JSON', '{"phone":"0412345678","code":', {}, 400, 'The request is not valid JSON.'],
    [
      'a form post',
      'phone=0412345678&code=123456',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'Send the request as JSON (application/json).',
    ],
    [
      'a body over 2 KB',
      { phone: PHONE, code: '123456', pad: 'x'.repeat(3000) },
      {},
      413,
      'The request is too large.',
    ],
    [
      'a cross-site post',
      { phone: PHONE, code: '123456' },
      { headers: { origin: 'https://evil.example' } },
      403,
      'Cross-site requests are not accepted.',
    ],
    [
      'a cross-site Referer and no Origin',
      { phone: PHONE, code: '123456' },
      { headers: { origin: '', referer: 'https://evil.example/page' } },
      403,
      'Cross-site requests are not accepted.',
    ],
  ])('refuses %s without touching the code', async (_name, body, options, status, message) => {
    const { binding } = await askForCode();
    const response = await verify(body, { ...options, cookies: { forecourt_signin: binding } });
    expect(response.status).toBe(status);
    expect((await answer(response)).error).toBe(message);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await attempts()).toEqual([0]);
    await notSignedIn();
  });
});
