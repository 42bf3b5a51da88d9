/**
 * One text message and the one promise every SMS transport keeps: `send` resolves only once the
 * receiver accepted the message (the outbox file renamed into place, ClickSend's SUCCESS for it) and
 * rejects otherwise — with an SmsSendError when the failure is something a shopper must be told about.
 */
import { z } from 'zod';

export interface SmsMessage {
  /** The dealer site slug the message is sent for (the outbox files it under this name). */
  site: string;
  /** E.164, e.g. +61412345678. */
  to: string;
  text: string;
  kind: 'sign-in-code' | 'alert';
  /** Made by the caller, e.g. randomUUID(): ties the outbox file or ClickSend's custom_string to it. */
  id: string;
}

export interface SmsTransport {
  /** For logs: 'outbox', 'clicksend'. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * Why a send failed, for logs and for the caller's choices:
 * - invalid-recipient: the number is not one a text can go to (not E.164, or the gateway refused it)
 * - rejected: the gateway refused this message for an account reason (credit, country not enabled…)
 * - unauthorized: the gateway refused our credentials (401/403)
 * - bad-request: the gateway could not read our request (400 and other 4xx: our bug)
 * - rate-limited: 429
 * - unavailable: 5xx
 * - network, timeout: no answer
 * - bad-response: an answer we could not read (it may or may not have been sent)
 */
export type SmsFailureReason =
  | 'invalid-recipient'
  | 'rejected'
  | 'unauthorized'
  | 'bad-request'
  | 'rate-limited'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'bad-response';

/** Sentences safe to show a shopper: never the provider's own words, never a number or a key. */
export const SHOPPER_MESSAGES = {
  recipient: 'We could not send a text message to this number. Please check it and try again.',
  unavailable: 'We could not send your code just now. Please try again in a few minutes.',
} as const;

export interface SmsSendErrorOptions {
  reason: SmsFailureReason;
  /** The gateway's own code, e.g. INSUFFICIENT_CREDIT or UNAUTHORIZED (for logs only). */
  providerCode?: string;
  /** From a 429's Retry-After, in seconds. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class SmsSendError extends Error {
  readonly reason: SmsFailureReason;
  /**
   * False only when the number is at fault (the shopper must change it). Everything else — an outage,
   * a rate limit, no answer, or an account problem (credentials, credit, a country not enabled) — is
   * not the shopper's doing and may pass, so asking again later is worth it. Automatic retries
   * should look at `reason` too: only rate-limited, unavailable, network and timeout are transient,
   * and after a timeout or a 5xx the text may already have gone out.
   */
  readonly retryable: boolean;
  /** A plain sentence to show the shopper (the error's `message` is for logs). */
  readonly shopperMessage: string;
  readonly providerCode: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, { reason, providerCode, retryAfterSeconds, cause }: SmsSendErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SmsSendError';
    this.reason = reason;
    this.retryable = reason !== 'invalid-recipient';
    this.shopperMessage = reason === 'invalid-recipient' ? SHOPPER_MESSAGES.recipient : SHOPPER_MESSAGES.unavailable;
    this.providerCode = providerCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The site slug rule shared with the lead mailbox: it becomes a directory name in the outbox. */
export const SITE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const Message = z.object({
  site: z.string().regex(SITE_SLUG, 'Not a site slug'),
  to: z.e164(),
  text: z.string().trim().min(1, 'The text is empty'),
  kind: z.enum(['sign-in-code', 'alert']),
  id: z.string().min(1, 'The id is empty').max(200, 'The id is too long'),
});

/**
 * Both transports check a message the same way before doing anything with it: a number that is not
 * E.164 is the shopper's to correct (an SmsSendError), anything else wrong is the caller's bug.
 */
export function checkSmsMessage(message: SmsMessage): SmsMessage {
  const parsed = Message.safeParse(message);
  if (parsed.success) return message;
  const issue = parsed.error.issues[0];
  if (issue?.path[0] === 'to') {
    throw new SmsSendError('Not an E.164 phone number', { reason: 'invalid-recipient' });
  }
  const field = String(issue?.path[0] ?? 'message');
  const detail = field === 'site' ? `${issue?.message}: ${JSON.stringify(message.site)}` : issue?.message;
  throw new Error(`Invalid SMS ${field}: ${detail}`);
}

/** `+61412345678` → `+614*****678`: enough to tell numbers apart in a log, not enough to call. */
export function maskNumber(to: string): string {
  if (to.length <= 7) return '*'.repeat(to.length);
  return `${to.slice(0, 4)}${'*'.repeat(to.length - 7)}${to.slice(-3)}`;
}
