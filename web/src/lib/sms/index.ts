/**
 * Text messages to shoppers (sign-in codes, alerts), from the environment: through ClickSend when
 * SMS_CLICKSEND_USERNAME and SMS_CLICKSEND_API_KEY are both set, otherwise into the local SMS outbox
 * (a folder of JSON files read at /dev/sms). Callers use `sendSms` and show a failure's
 * `shopperMessage`; see README.md.
 */
import 'server-only';
import path from 'node:path';
import { env } from '@/env';
import { isLocalRequest } from '@/lib/http/local-request';
import { defaultDataDir } from '@/lib/search/store';
import { clickSendTransport, CLICKSEND_URL } from './clicksend';
import { smsOutbox } from './outbox';
import type { SmsMessage, SmsTransport } from './types';

export { SHOPPER_MESSAGES, SmsSendError, type SmsFailureReason, type SmsMessage, type SmsTransport } from './types';

let warnedHalfConfigured = false;

/** True when texts are written to the local outbox (ClickSend is not fully configured). */
export function smsOutboxActive(): boolean {
  const configured = Boolean(env.SMS_CLICKSEND_USERNAME) && Boolean(env.SMS_CLICKSEND_API_KEY);
  if (!configured && (env.SMS_CLICKSEND_USERNAME || env.SMS_CLICKSEND_API_KEY) && !warnedHalfConfigured) {
    // A deployment that set one of the two would otherwise send every code to a folder, silently.
    warnedHalfConfigured = true;
    console.warn('[sms] only one of SMS_CLICKSEND_USERNAME and SMS_CLICKSEND_API_KEY is set: texts go to the local outbox');
  }
  return !configured;
}

/** SMS_OUTBOX_DIR, else `<data dir>/sms` (the data dir as the database and the lead mailbox find it). */
export function smsOutboxDir(): string {
  if (env.SMS_OUTBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ env.SMS_OUTBOX_DIR);
  return path.join(/*turbopackIgnore: true*/ defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'sms');
}

/** The transport the environment chooses (cheap to build: neither engine holds a connection). */
export function smsTransport(): SmsTransport {
  if (smsOutboxActive()) return smsOutbox(smsOutboxDir());
  return clickSendTransport({
    username: env.SMS_CLICKSEND_USERNAME!,
    apiKey: env.SMS_CLICKSEND_API_KEY!,
    baseUrl: env.SMS_API_URL ?? CLICKSEND_URL,
    from: env.SMS_FROM,
  });
}

/**
 * Sends one text; resolves once the outbox file is in place or ClickSend queued it. Rejects with an
 * SmsSendError (show its `shopperMessage`) or, for a malformed message, a plain Error.
 */
export function sendSms(message: SmsMessage): Promise<void> {
  return smsTransport().send(message);
}

/**
 * The development SMS pages show shoppers' numbers and live sign-in codes, so — like the lead
 * mailbox pages — they answer only to a request from this machine (a local Host and a loopback
 * client address) and only while the outbox is the transport.
 */
export function smsPageAllowed(headers: Pick<Headers, 'get'>): boolean {
  return smsOutboxActive() && isLocalRequest(headers, env.TRUSTED_PROXY_COUNT);
}
