/**
 * One-time sign-in codes sent by SMS. The rules:
 *
 * - A code is 6 digits from the CSPRNG (`randomInt`), lives 10 minutes, works once, and only in the
 *   browser that asked for it (its row holds the hash of that browser's signed nonce; cookies.ts).
 * - Only HMAC-SHA256(auth secret, id:code) is stored; a guess is compared in constant time.
 * - Every try is counted BEFORE it is compared (one atomic UPDATE), so concurrent guesses share the
 *   5 tries rather than each getting their own; the 5th wrong one locks the code.
 * - Asking is limited per number (3 per 10 minutes, 10 per day) and per client (10 per 10 minutes),
 *   counted in the shared rate_limits table under hashed keys.
 * - The answer to "send me a code" never depends on whether the number has an account: accounts are
 *   only made (or found) when a code is verified.
 *
 * The SMS sender is an argument (`send`), so the app passes the SMS module's `sendSms` and tests a fake.
 */
import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { hitRateLimit, rateLimitWindow } from '@/lib/db/rate-limits';
import { dbCall } from '@/lib/db/errors';
import type { Database } from '@/lib/db/open';
import {
  consumeSignInCode,
  deleteSignInCode,
  insertSignInCode,
  invalidateOtherSignInCodes,
  latestSignInCode,
  lockSignInCode,
  pruneSignInCodes,
  signInCodeById,
  spendSignInAttempt,
} from '@/lib/db/sign-in-codes';
import type { SignInCodeRow } from '@/lib/db/schema';
import { upsertUser } from '@/lib/db/users';
import { SmsSendError, type SmsMessage } from '@/lib/sms/types';
import { normaliseMobile } from './phone';
import { authSecret } from './secret';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
const MINUTE = 60 * 1000;

/** Limits on asking for codes (fixed windows in rate_limits). */
export const SIGN_IN_LIMITS = {
  phone: [
    { key: 'signin:phone', max: 3, windowMs: 10 * MINUTE },
    { key: 'signin:phone-day', max: 10, windowMs: 24 * 60 * MINUTE },
  ],
  client: { key: 'signin:ip', max: 10, windowMs: 10 * MINUTE },
} as const;

export const CODE_MESSAGES = {
  notValid: 'This code is not valid. Please ask for a new one.',
  expired: 'This code has expired. Please ask for a new one.',
  locked: 'Too many wrong codes. Please ask for a new one.',
  malformed: 'Please enter the 6-digit code from the text message.',
  sendFailed: 'We could not send the text message. Please try again shortly.',
  wrong: (triesLeft: number) =>
    `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  tooMany: (retryAfterSeconds: number) =>
    `Too many codes requested. Please try again in ${waitText(retryAfterSeconds)}.`,
} as const;

/** '1 minute', '7 minutes'; whole hours past two hours ('5 hours'), for the daily limit. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

// ---- the SMS interface (web/src/lib/sms) --------------------------------------------------------

/** `sendSms` from '@/lib/sms' (the route passes it; tests pass a fake). Rejects with an SmsSendError. */
export type SendSms = (message: SmsMessage) => Promise<void>;

// ---- hashing --------------------------------------------------------------------------------

export function codeHash(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${id}:${code}`).digest('hex');
}

export function browserHash(nonce: string): string {
  return createHash('sha256').update(`browser:${nonce}`).digest('hex');
}

/** Keyed, because a plain hash of a mobile number is quickly reversed (there are only ~10^8). */
function phoneKey(secret: string, e164: string): string {
  return createHmac('sha256', secret).update(`phone:${e164}`).digest('hex');
}

function clientKey(bucket: string): string {
  return createHash('sha256').update(bucket, 'utf8').digest('hex');
}

/** Six digits, zero-padded, from the CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// ---- asking for a code --------------------------------------------------------------------------

export interface RequestSignInCode {
  db: Database;
  /** The site slug. */
  site: string;
  /** The site's name, as the text message says it. */
  siteName: string;
  /** What the shopper typed. */
  phone: string;
  /** The client's rate-limit bucket: `clientBucket(requestClientIp(headers))` (lib/http/client-ip.ts). */
  clientBucketKey: string;
  /** The browser's nonce (from its signed sign-in cookie, or a new one the route will set). */
  browserNonce: string;
  send: SendSms;
  now?: Date;
  /** Defaults to authSecret(); tests pass their own. */
  secret?: string;
}

export type RequestSignInCodeResult =
  | { ok: true; phone: string; codeId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid-phone'; error: string }
  | { ok: false; reason: 'rate-limited'; error: string; retryAfterSeconds: number }
  /** `badNumber`: the gateway refused the number itself (the shopper's to correct, not an outage). */
  | {
      ok: false;
      reason: 'send-failed';
      error: string;
      retryable: boolean;
      badNumber: boolean;
      retryAfterSeconds?: number;
    };

/** Prune expired codes on every Nth request of this process. */
const PRUNE_EVERY = 200;
const PRUNE_AFTER_MS = 24 * 60 * MINUTE;
let requestsSincePrune = 0;

async function overLimit(
  db: Database,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<number | undefined> {
  const hits = await hitRateLimit(db, key, limit.windowMs, now);
  if (hits <= limit.max) return undefined;
  return Math.max(1, Math.ceil((rateLimitWindow(limit.windowMs, now).end.getTime() - now.getTime()) / 1000));
}

/**
 * Sends a new code to the number, unless a limit says no. The code's row is written first, then the
 * text sent; if sending fails the row is deleted (nothing half-done remains) and the SMS module's
 * message for the shopper is returned. Earlier codes of this browser for this number stop working
 * once the new one is sent.
 */
export async function requestSignInCode(options: RequestSignInCode): Promise<RequestSignInCodeResult> {
  const { db, site, siteName, clientBucketKey, browserNonce, send } = options;
  const now = options.now ?? new Date();
  const mobile = normaliseMobile(options.phone);
  if (!mobile.ok) return { ok: false, reason: 'invalid-phone', error: mobile.error };
  const secret = options.secret ?? authSecret();

  // The client first: one client trying many numbers is stopped before it counts against them.
  const limits: { key: string; max: number; windowMs: number }[] = [
    { ...SIGN_IN_LIMITS.client, key: `${SIGN_IN_LIMITS.client.key}:${clientKey(clientBucketKey)}` },
    ...SIGN_IN_LIMITS.phone.map((l) => ({ ...l, key: `${l.key}:${phoneKey(secret, mobile.e164)}` })),
  ];
  for (const limit of limits) {
    const retryAfterSeconds = await overLimit(db, limit.key, limit, now);
    if (retryAfterSeconds !== undefined) {
      return {
        ok: false,
        reason: 'rate-limited',
        error: CODE_MESSAGES.tooMany(retryAfterSeconds),
        retryAfterSeconds,
      };
    }
  }

  const id = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const browser = browserHash(browserNonce);
  await insertSignInCode(db, {
    id,
    site,
    phone: mobile.e164,
    codeHash: codeHash(secret, id, code),
    browserHash: browser,
    createdAt: now,
    expiresAt,
  });
  try {
    await send({
      site,
      to: mobile.e164,
      text: `${code} is your ${siteName} sign-in code. It expires in 10 minutes. Never share it.`,
      kind: 'sign-in-code',
      id,
    });
  } catch (error) {
    await deleteSignInCode(db, site, id);
    if (error instanceof SmsSendError) {
      console.warn(`[auth] a sign-in code on ${site} was not sent: ${error.reason}`);
      const retry = error.retryAfterSeconds;
      return {
        ok: false,
        reason: 'send-failed',
        error: error.shopperMessage,
        retryable: error.retryable,
        badNumber: error.reason === 'invalid-recipient',
        ...(retry !== undefined && Number.isFinite(retry) && retry > 0
          ? { retryAfterSeconds: Math.ceil(retry) }
          : {}),
      };
    }
    console.error(`[auth] sending a sign-in code on ${site} failed`, error);
    return {
      ok: false,
      reason: 'send-failed',
      error: CODE_MESSAGES.sendFailed,
      retryable: true,
      badNumber: false,
    };
  }
  await invalidateOtherSignInCodes(db, { site, phone: mobile.e164, browserHash: browser, keepId: id }, now);
  if (++requestsSincePrune >= PRUNE_EVERY) {
    requestsSincePrune = 0;
    // Housekeeping must never fail the request it rides on.
    await pruneSignInCodes(db, new Date(now.getTime() - PRUNE_AFTER_MS)).catch((error: unknown) =>
      console.warn('[auth] pruning old sign-in codes failed', error),
    );
  }
  return { ok: true, phone: mobile.e164, codeId: id, expiresAt };
}

// ---- checking a code ------------------------------------------------------------------------------

export interface VerifySignInCode {
  db: Database;
  site: string;
  /** What the shopper typed (normalised here). */
  phone: string;
  code: string;
  /** The nonce from this browser's signed sign-in cookie; undefined when it has none (or a forged one). */
  browserNonce: string | undefined;
  now?: Date;
  secret?: string;
}

export type VerifyFailure = 'invalid-phone' | 'malformed-code' | 'not-valid' | 'expired' | 'wrong' | 'locked';

export type VerifySignInCodeResult =
  | { ok: true; user: { id: string; phone: string } }
  | { ok: false; reason: VerifyFailure; error: string; triesLeft?: number };

const fail = (reason: VerifyFailure, error: string, triesLeft?: number): VerifySignInCodeResult =>
  triesLeft === undefined ? { ok: false, reason, error } : { ok: false, reason, error, triesLeft };

/** Why a code cannot be tried any more, or undefined while it can. */
function spent(row: SignInCodeRow, now: Date): VerifySignInCodeResult | undefined {
  if (row.usedAt) return fail('not-valid', CODE_MESSAGES.notValid);
  if (row.lockedAt || row.attempts >= MAX_CODE_ATTEMPTS) return fail('locked', CODE_MESSAGES.locked);
  if (row.expiresAt.getTime() <= now.getTime()) return fail('expired', CODE_MESSAGES.expired);
  return undefined;
}

const CODE = /^\d{6}$/;

/**
 * Checks a code typed in this browser. On success the code is used up (exactly one of any concurrent
 * verifications succeeds) and the site's account for the number is found or made and returned.
 */
export async function verifySignInCode(options: VerifySignInCode): Promise<VerifySignInCodeResult> {
  const { db, site, browserNonce } = options;
  const now = options.now ?? new Date();
  const mobile = normaliseMobile(options.phone);
  if (!mobile.ok) return fail('invalid-phone', mobile.error);
  const code = typeof options.code === 'string' ? options.code.replace(/\s+/g, '') : '';
  if (!CODE.test(code)) return fail('malformed-code', CODE_MESSAGES.malformed);
  // No binding (or a forged one): this browser asked for no code.
  if (!browserNonce) return fail('not-valid', CODE_MESSAGES.notValid);
  const secret = options.secret ?? authSecret();

  const row = await latestSignInCode(db, site, mobile.e164, browserHash(browserNonce));
  if (!row) return fail('not-valid', CODE_MESSAGES.notValid);
  const before = spent(row, now);
  if (before) return before;

  const attempts = await spendSignInAttempt(db, site, row.id, MAX_CODE_ATTEMPTS, now);
  if (attempts === undefined) {
    // Another request used, locked or spent it between our read and our try.
    const current = await signInCodeById(db, site, row.id);
    return (current && spent(current, now)) ?? fail('not-valid', CODE_MESSAGES.notValid);
  }

  const given = Buffer.from(codeHash(secret, row.id, code), 'hex');
  const stored = Buffer.from(row.codeHash, 'hex');
  const right = given.length === stored.length && timingSafeEqual(given, stored);
  if (!right) {
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await lockSignInCode(db, site, row.id, now);
      return fail('locked', CODE_MESSAGES.locked);
    }
    const left = MAX_CODE_ATTEMPTS - attempts;
    return fail('wrong', CODE_MESSAGES.wrong(left), left);
  }

  const user = await dbCall('completing a sign-in', () =>
    db.transaction(async (tx) => {
      if (!(await consumeSignInCode(tx, site, row.id, now))) return undefined;
      return upsertUser(tx, site, mobile.e164, now);
    }),
  );
  if (!user) return fail('not-valid', CODE_MESSAGES.notValid);
  return { ok: true, user: { id: user.id, phone: user.phone } };
}
