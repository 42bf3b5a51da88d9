import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { rateLimits, signInCodes, users } from '@/lib/db/schema';
import { SmsSendError, type SmsMessage } from '@/lib/sms/types';
import {
  CODE_MESSAGES,
  codeHash,
  MAX_CODE_ATTEMPTS,
  newCode,
  requestSignInCode,
  verifySignInCode,
  waitText,
  type RequestSignInCode,
  type SendSms,
} from './codes';
import { PHONE_MESSAGES } from './phone';

const SECRET = 'codes-test-secret-0123456789-0123456789';
const SITE = 'harbour-toyota';
const T0 = new Date('2026-06-01T00:00:00Z'); // on a 10-minute and a (UTC) day boundary: windows start here
const MIN = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
}, 60_000);
afterAll(async () => handle.close());

let sent: SmsMessage[] = [];
const send: SendSms = (message) => {
  sent.push(message);
  return Promise.resolve();
};
const codeOf = (message: SmsMessage | undefined) => /^(\d{6}) /.exec(message?.text ?? '')?.[1] ?? '';

beforeEach(async () => {
  sent = [];
  await handle.db.delete(signInCodes);
  await handle.db.delete(rateLimits);
  await handle.db.delete(users);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

let bucket = 0;
function ask(overrides: Partial<RequestSignInCode> = {}) {
  return requestSignInCode({
    db: handle.db,
    site: SITE,
    siteName: 'Harbour Toyota',
    phone: '0412 345 678',
    clientBucketKey: `192.0.2.${++bucket}`,
    browserNonce: 'nonce-browser-one',
    send,
    now: T0,
    secret: SECRET,
    ...overrides,
  });
}

function check(code: string, overrides: Partial<Parameters<typeof verifySignInCode>[0]> = {}) {
  return verifySignInCode({
    db: handle.db,
    site: SITE,
    phone: '+61 412 345 678',
    code,
    browserNonce: 'nonce-browser-one',
    now: at(MIN),
    secret: SECRET,
    ...overrides,
  });
}

const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('newCode and waitText', () => {
  it('makes six digits', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });
  it('says how long to wait', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(600)).toBe('10 minutes');
    expect(waitText(7200)).toBe('120 minutes');
    expect(waitText(5 * 3600 - 10)).toBe('5 hours');
  });
});

describe('requestSignInCode', () => {
  it('stores only an HMAC, texts the code to the E.164 number, and answers the same for a new or known number', async () => {
    const first = await ask();
    expect(first).toMatchObject({ ok: true, phone: '+61412345678' });
    expect(sent).toHaveLength(1);
    const [message] = sent;
    const code = codeOf(message);
    expect(message).toMatchObject({ site: SITE, to: '+61412345678', kind: 'sign-in-code' });
    expect(message!.text).toBe(
      `${code} is your Harbour Toyota sign-in code. It expires in 10 minutes. Never share it.`,
    );
    const [row] = await handle.db.select().from(signInCodes);
    expect(row).toMatchObject({
      site: SITE,
      phone: '+61412345678',
      attempts: 0,
      usedAt: null,
      lockedAt: null,
    });
    expect(row!.id).toBe(message!.id);
    expect(row!.codeHash).toBe(codeHash(SECRET, row!.id, code));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.browserHash).not.toContain('nonce-browser-one');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MIN);
    expect(await handle.db.$count(users)).toBe(0); // asking makes no account

    // Known number: the very same answer shape.
    expect((await check(code)).ok).toBe(true);
    const again = await ask({ now: at(2 * MIN) });
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
  });

  it('refuses a landline or a malformed number before counting or sending anything', async () => {
    expect(await ask({ phone: '02 9876 5432' })).toEqual({
      ok: false,
      reason: 'invalid-phone',
      error: PHONE_MESSAGES.landline,
    });
    expect(await ask({ phone: '12345' })).toEqual({
      ok: false,
      reason: 'invalid-phone',
      error: PHONE_MESSAGES.invalid,
    });
    expect(sent).toHaveLength(0);
    expect(await handle.db.$count(rateLimits)).toBe(0);
    expect(await handle.db.$count(signInCodes)).toBe(0);
  });

  it('retires the earlier code of the same browser when a new one is sent, not other browsers’ codes', async () => {
    await ask();
    await ask({ browserNonce: 'nonce-browser-two' });
    await ask({ now: at(MIN) });
    const [first, , third] = sent.map(codeOf);
    expect(await check(first!, { now: at(2 * MIN) })).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await check(third!, { now: at(2 * MIN) })).toMatchObject({ ok: true });
    expect(
      await check(codeOf(sent[1]), { browserNonce: 'nonce-browser-two', now: at(2 * MIN) }),
    ).toMatchObject({ ok: true });
  });

  it('limits a number to 3 per 10 minutes and 10 per day, whatever client asks', async () => {
    for (let i = 0; i < 3; i++) expect((await ask()).ok).toBe(true);
    const refused = await ask({ now: at(4 * MIN) });
    expect(refused).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: 360,
      error: 'Too many codes requested. Please try again in 6 minutes.',
    });
    expect(sent).toHaveLength(3);
    // Next windows: 3 more each until 10 today.
    for (const window of [1, 2])
      for (let i = 0; i < 3; i++) expect((await ask({ now: at(window * 10 * MIN + i) })).ok).toBe(true);
    expect((await ask({ now: at(30 * MIN) })).ok).toBe(true);
    const daily = await ask({ now: at(40 * MIN) });
    expect(daily).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(daily).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: 24 * 3600 - 40 * 60,
      error: 'Too many codes requested. Please try again in 24 hours.',
    });
    expect(sent).toHaveLength(10);
    expect(await handle.db.$count(signInCodes)).toBe(10);
    // Another number is not affected.
    expect((await ask({ phone: '0498 765 432', now: at(40 * MIN) })).ok).toBe(true);
  });

  it('limits a client to 10 per 10 minutes across numbers, and keeps keys hashed', async () => {
    const client = '203.0.113.9';
    for (let i = 0; i < 10; i++) {
      expect(
        (await ask({ clientBucketKey: client, phone: `04123456${String(i).padStart(2, '0')}` })).ok,
      ).toBe(true);
    }
    const refused = await ask({ clientBucketKey: client, phone: '0412345699' });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      error: 'Too many codes requested. Please try again in 10 minutes.',
    });
    const keys = (await handle.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('signin:ip:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('signin:phone:'))).toBe(true);
    expect(keys.join()).not.toMatch(/203\.0\.113|0412345|\+614/);
  });

  it('deletes the row and answers the SMS module’s sentence when the text cannot be sent', async () => {
    const failing: SendSms = () =>
      Promise.reject(new SmsSendError('gateway 503', { reason: 'unavailable', retryAfterSeconds: 30 }));
    const result = await ask({ send: failing });
    expect(result).toEqual({
      ok: false,
      reason: 'send-failed',
      error: 'We could not send your code just now. Please try again in a few minutes.',
      retryable: true,
      badNumber: false,
      retryAfterSeconds: 30,
    });
    expect(await handle.db.$count(signInCodes)).toBe(0);
    const refusedNumber: SendSms = () =>
      Promise.reject(new SmsSendError('refused', { reason: 'invalid-recipient' }));
    expect(await ask({ send: refusedNumber })).toMatchObject({
      ok: false,
      badNumber: true,
      retryable: false,
    });
    const bug: SendSms = () => Promise.reject(new Error('boom'));
    expect(await ask({ send: bug })).toMatchObject({
      ok: false,
      reason: 'send-failed',
      error: CODE_MESSAGES.sendFailed,
    });
    expect(await handle.db.$count(signInCodes)).toBe(0);
  });

  it('keeps an earlier code working when the new one could not be sent', async () => {
    await ask();
    const failing: SendSms = () => Promise.reject(new SmsSendError('down', { reason: 'network' }));
    await ask({ send: failing, now: at(MIN) });
    expect(await check(codeOf(sent[0]), { now: at(2 * MIN) })).toMatchObject({ ok: true });
  });
});

describe('verifySignInCode', () => {
  it('signs in once with the right code: the account is made, the code used', async () => {
    await ask();
    const code = codeOf(sent[0]);
    const result = await check(code);
    expect(result).toMatchObject({ ok: true, user: { phone: '+61412345678' } });
    const [user] = await handle.db.select().from(users);
    expect(result.ok && result.user.id).toBe(user!.id);
    expect((await handle.db.select().from(signInCodes))[0]!.usedAt).not.toBeNull();
    expect(await check(code, { now: at(2 * MIN) })).toEqual({
      ok: false,
      reason: 'not-valid',
      error: CODE_MESSAGES.notValid,
    });
    // A second sign-in finds the same account.
    await ask({ now: at(3 * MIN) });
    const again = await check(codeOf(sent[1]), { now: at(4 * MIN) });
    expect(again.ok && again.user.id).toBe(user!.id);
    expect(await handle.db.$count(users)).toBe(1);
  });

  it('counts wrong codes down and locks the code on the fifth', async () => {
    await ask();
    const code = codeOf(sent[0]);
    const wrong = wrongFor(code);
    const counted: number[] = [];
    const triesLeft: (number | undefined)[] = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const result = await check(wrong);
      triesLeft.push(result.ok ? -1 : result.triesLeft);
      counted.push((await handle.db.select().from(signInCodes))[0]!.attempts);
    }
    expect(counted).toEqual([1, 2, 3, 4, 5]);
    expect(triesLeft).toEqual([4, 3, 2, 1, undefined]);
    const row = (await handle.db.select().from(signInCodes))[0]!;
    expect(row.lockedAt).not.toBeNull();
    expect(await check(code)).toEqual({ ok: false, reason: 'locked', error: CODE_MESSAGES.locked });
    expect(await handle.db.$count(users)).toBe(0);
  });

  it('words each wrong try', async () => {
    await ask();
    const wrong = wrongFor(codeOf(sent[0]));
    const errors = [];
    for (let i = 0; i < 6; i++) {
      const r = await check(wrong);
      errors.push(r.ok ? '' : r.error);
    }
    expect(errors).toEqual([
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'Too many wrong codes. Please ask for a new one.',
      'Too many wrong codes. Please ask for a new one.',
    ]);
  });

  it('gives a burst of concurrent guesses five tries in all, not five each', async () => {
    await ask();
    const code = codeOf(sent[0]);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map((g) => check(g)));
    expect(results.filter((r) => !r.ok && r.reason === 'wrong')).toHaveLength(4);
    expect((await handle.db.select().from(signInCodes))[0]!.attempts).toBe(5);
    expect(await check(code)).toMatchObject({ ok: false, reason: 'locked' });
  });

  it('lets exactly one of two concurrent right answers sign in', async () => {
    await ask();
    const code = codeOf(sent[0]);
    const results = await Promise.all([check(code), check(code), check(code)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await handle.db.$count(users)).toBe(1);
  });

  it('refuses an expired code, and another browser’s, and one with no binding, without counting a try', async () => {
    await ask();
    const code = codeOf(sent[0]);
    expect(await check(code, { now: at(10 * MIN) })).toEqual({
      ok: false,
      reason: 'expired',
      error: CODE_MESSAGES.expired,
    });
    expect(await check(code, { browserNonce: 'nonce-browser-two' })).toEqual({
      ok: false,
      reason: 'not-valid',
      error: CODE_MESSAGES.notValid,
    });
    expect(await check(code, { browserNonce: undefined })).toEqual({
      ok: false,
      reason: 'not-valid',
      error: CODE_MESSAGES.notValid,
    });
    expect(await check(code, { site: 'coorong-caravans' })).toMatchObject({ ok: false, reason: 'not-valid' });
    expect(await check(code, { phone: '0498 765 432' })).toMatchObject({ ok: false, reason: 'not-valid' });
    expect(await check(code, { secret: `${SECRET}-other` })).toMatchObject({ ok: false, reason: 'wrong' });
    expect((await handle.db.select().from(signInCodes))[0]!.attempts).toBe(1);
    expect(await handle.db.$count(users)).toBe(0);
  });

  it('refuses malformed input without touching the code', async () => {
    await ask();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 34 5', '１２３４５６']) {
      expect(await check(code)).toEqual({
        ok: false,
        reason: 'malformed-code',
        error: CODE_MESSAGES.malformed,
      });
    }
    expect(await check('123456', { phone: '02 9876 5432' })).toEqual({
      ok: false,
      reason: 'invalid-phone',
      error: PHONE_MESSAGES.landline,
    });
    expect((await handle.db.select().from(signInCodes))[0]!.attempts).toBe(0);
    // Spaces inside a right code are fine.
    const code = codeOf(sent[0]);
    expect(await check(`${code.slice(0, 3)} ${code.slice(3)}`)).toMatchObject({ ok: true });
  });
});
