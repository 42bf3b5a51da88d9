/**
 * The production SMS engine: ClickSend's REST API v3 (an Australian SMS gateway).
 *
 *   POST {baseUrl}/v3/sms/send    HTTP Basic username:api_key, JSON
 *   {"messages":[{"source":"forecourt","from":SMS_FROM?,"body":text,"to":"+614…","custom_string":id}]}
 *
 * Every answer is the envelope `{ http_code, response_code, response_msg, data }`. A 200 only says
 * the request was read: whether THIS text was queued is the message's own `status` in
 * `data.messages[]` (SUCCESS, or INVALID_RECIPIENT, INSUFFICIENT_CREDIT, COUNTRY_NOT_ENABLED…). Errors
 * are HTTP 401 UNAUTHORIZED, 400 BAD_REQUEST, 404 NOT_FOUND (a wrong path or method), 429 with
 * Retry-After, 5xx. Each failure becomes an SmsSendError (types.ts) whose `message` is for logs — the
 * number masked, the API key never in it — and whose `shopperMessage` is one of our own sentences.
 *
 * ClickSend takes no idempotency key: after a timeout or a 5xx the text may still have gone out, so
 * this adapter never retries by itself; the caller decides (a sign-in code is simply asked for again).
 */
import { z } from 'zod';
import { checkSmsMessage, maskNumber, SmsSendError, type SmsFailureReason, type SmsMessage, type SmsTransport } from './types';

export const CLICKSEND_URL = 'https://rest.clicksend.com';
export const CLICKSEND_SEND_PATH = '/v3/sms/send';
/** ClickSend's `source`: how the message was sent, shown in their dashboard. */
export const CLICKSEND_SOURCE = 'forecourt';

export interface ClickSendOptions {
  username: string;
  apiKey: string;
  /** Default https://rest.clicksend.com; tests point it at test-clicksend.ts. */
  baseUrl?: string;
  /** The sender id; omitted, ClickSend uses the account's default sender for the country. */
  from?: string;
  timeoutMs?: number;
}

/** The body ClickSend's send endpoint takes (exported for the test server, which reads the same shape). */
export interface ClickSendSendRequest {
  messages: Array<{ source: string; from?: string; body: string; to: string; custom_string: string }>;
}

// Lenient on purpose: ClickSend adds fields freely, and a field of an unexpected type must not hide
// the one thing we need (the message's status).
const Envelope = z.looseObject({
  http_code: z.coerce.number().int().optional().catch(undefined),
  response_code: z.string().optional().catch(undefined),
  response_msg: z.string().optional().catch(undefined),
  data: z.unknown().optional(),
});
type Envelope = z.infer<typeof Envelope>;

const SendData = z.looseObject({
  messages: z
    .array(
      z.looseObject({
        status: z.string(),
        message_id: z.string().nullish(),
        custom_string: z.string().nullish(),
      }),
    )
    .min(1),
});

function parseEnvelope(text: string): Envelope | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = Envelope.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function reasonForStatus(status: number): SmsFailureReason {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  // Other 4xx (400, 404 for a wrong path or method, 405, 422) and redirects: our request or
  // configuration is wrong, and sending it again unchanged gets the same answer.
  if (status >= 300) return 'bad-request';
  return 'bad-response';
}

export function clickSendTransport({ username, apiKey, baseUrl = CLICKSEND_URL, from, timeoutMs = 10_000 }: ClickSendOptions): SmsTransport {
  const credentials = Buffer.from(`${username}:${apiKey}`).toString('base64');
  const url = `${baseUrl.replace(/\/+$/, '')}${CLICKSEND_SEND_PATH}`;

  /** Text for a log line: short, with the key, its encoded form and any phone number taken out. */
  const scrub = (text: string): string =>
    (apiKey ? text.split(apiKey).join('[key]') : text)
      .split(credentials)
      .join('[credentials]')
      .replace(/\+?\d[\d ]{7,16}\d/g, (n) => maskNumber(n.replace(/ /g, '')))
      .slice(0, 200);

  const fail = (message: string, reason: SmsFailureReason, extra: { providerCode?: string; retryAfterSeconds?: number; cause?: unknown } = {}) =>
    new SmsSendError(scrub(message), { reason, ...extra, providerCode: extra.providerCode && scrub(extra.providerCode) });

  /** fetch's own failure (no answer, or the answer cut off): a timeout, or the network. */
  const unreachable = (error: unknown): SmsSendError => {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return fail(`ClickSend did not answer within ${timeoutMs} ms`, 'timeout', { cause: error });
    }
    const cause = error instanceof Error ? error.cause : undefined;
    const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
    const detail = [error instanceof Error ? error.message : String(error), code, cause instanceof Error ? cause.message : undefined]
      .filter(Boolean)
      .join(' ');
    return fail(`ClickSend could not be reached: ${detail}`, 'network', { cause: error });
  };

  /** A 200 is only the request read: this message's own status says whether it was queued. */
  function checkQueued(envelope: Envelope | undefined, message: SmsMessage): void {
    const data = SendData.safeParse(envelope?.data);
    if (!data.success) {
      throw fail(`ClickSend answered HTTP 200 without a message status (${envelope ? envelope.response_code ?? 'no response_code' : 'not JSON'})`, 'bad-response');
    }
    const messages = data.data.messages;
    const mine = messages.find((m) => m.custom_string === message.id) ?? messages[0]!;
    if (mine.status === 'SUCCESS') return;
    const to = maskNumber(message.to);
    if (mine.status === 'INVALID_RECIPIENT') {
      throw fail(`ClickSend refused the recipient ${to}: INVALID_RECIPIENT`, 'invalid-recipient', { providerCode: mine.status });
    }
    throw fail(`ClickSend did not queue the text to ${to}: ${mine.status}`, 'rejected', { providerCode: mine.status });
  }

  return {
    name: 'clicksend',
    async send(input) {
      const message = checkSmsMessage(input);
      const body: ClickSendSendRequest = {
        messages: [{ source: CLICKSEND_SOURCE, from, body: message.text, to: message.to, custom_string: message.id }],
      };
      let status: number;
      let text: string;
      let retryAfter: string | null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${credentials}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': 'Forecourt-SMS/1',
          },
          body: JSON.stringify(body),
          // Credentials go to the configured host or nowhere.
          redirect: 'manual',
          // Covers the body too: a server that sends headers and then stalls still times out.
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        text = await response.text();
      } catch (error) {
        throw unreachable(error);
      }

      const envelope = parseEnvelope(text);
      // ClickSend's legacy host answers some errors as HTTP 200 with the error's http_code inside.
      const code = status >= 200 && status < 300 && envelope?.http_code !== undefined && envelope.http_code >= 400 ? envelope.http_code : status;
      if (code < 200 || code > 299) {
        const said = [envelope?.response_code, envelope?.response_msg].filter(Boolean).join(': ');
        throw fail(`ClickSend answered HTTP ${code}${said ? ` ${said}` : ''}`, reasonForStatus(code), {
          providerCode: envelope?.response_code,
          retryAfterSeconds: code === 429 ? retryAfterSeconds(retryAfter) : undefined,
        });
      }
      checkQueued(envelope, message);
    },
  };

}
