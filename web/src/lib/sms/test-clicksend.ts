/**
 * A local stand-in for ClickSend's REST API v3 SMS send endpoint, for tests (node:http on a loopback
 * port; not used by the app). It checks what the real one checks — Basic credentials first (401
 * UNAUTHORIZED), then `POST /v3/sms/send` (404 NOT_FOUND otherwise), then a JSON body with messages
 * (400 BAD_REQUEST) — records every request, and answers in ClickSend's envelope. `answer` makes it
 * answer one of the failures the adapter must handle; `queued` holds the texts it accepted, i.e.
 * what would have reached phones.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClickSendSendRequest } from './clicksend';

export type ClickSendAnswer =
  /** Queue each message; a `to` that is not E.164 gets INVALID_RECIPIENT, as ClickSend does. */
  | 'normal'
  /** HTTP 200, with this status on every message instead of SUCCESS. */
  | 'INVALID_RECIPIENT'
  | 'INSUFFICIENT_CREDIT'
  | 'COUNTRY_NOT_ENABLED'
  /** 401 even with the right credentials (a key revoked or an account deactivated). */
  | 'unauthorized'
  | 'bad-request'
  /** 429 with Retry-After: 20. */
  | 'rate-limited'
  /** 500 with an HTML page, as a proxy in front of the API answers. */
  | 'server-error'
  | 'unavailable'
  /** HTTP 200 whose body is not JSON. */
  | 'not-json'
  /** Reads the request and never answers (the client's timeout must fire). */
  | 'hang'
  /** Any answer a test wants to write itself. */
  | { status: number; body: string; headers?: Record<string, string> };

export interface ClickSendRequestRecord {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  /** The Basic credentials sent, decoded; undefined without a Basic Authorization header. */
  auth: { username: string; apiKey: string } | undefined;
  /** The body as sent; `json` is its parse, when it parses. */
  body: string;
  json: unknown;
}

export type QueuedSms = ClickSendSendRequest['messages'][number] & { message_id: string };

export interface TestClickSend {
  /** The base URL to give the adapter (what https://rest.clicksend.com is in production). */
  url: string;
  username: string;
  apiKey: string;
  /** Every request, in order, whatever was answered. */
  received: ClickSendRequestRecord[];
  /** Messages answered SUCCESS. */
  queued: QueuedSms[];
  answer: ClickSendAnswer;
  /** Forget what was received and answer normally again. */
  reset(): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const CURRENCY = { currency_name_short: 'AUD', currency_prefix_d: '$', currency_prefix_c: 'c', currency_name_long: 'Australian Dollars' };

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function envelope(httpCode: number, responseCode: string, responseMsg: string, data: unknown = null) {
  return { http_code: httpCode, response_code: responseCode, response_msg: responseMsg, data };
}

function basicAuth(header: string | undefined): ClickSendRequestRecord['auth'] {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { username: decoded.slice(0, colon), apiKey: decoded.slice(colon + 1) };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

type Outgoing = ClickSendSendRequest['messages'][number];

function isOutgoing(value: unknown): value is Outgoing {
  const m = value as Partial<Record<keyof Outgoing, unknown>> | null;
  return typeof m === 'object' && m !== null && typeof m.body === 'string' && m.body !== '' && typeof m.to === 'string';
}

/** The per-message record ClickSend returns: full when queued, minimal when refused. */
function messageRecord(m: Outgoing, status: string): Record<string, unknown> {
  const base = {
    to: m.to,
    body: m.body,
    from: m.from ?? 'ClickSend',
    schedule: '',
    message_id: randomUUID().toUpperCase(),
    custom_string: m.custom_string ?? null,
    is_shared_system_number: m.from === undefined,
    status,
  };
  if (status !== 'SUCCESS' && status !== 'COUNTRY_NOT_ENABLED') return base;
  return {
    ...base,
    direction: 'out',
    date: Math.floor(Date.now() / 1000),
    message_parts: status === 'SUCCESS' ? 1 : 0,
    message_price: status === 'SUCCESS' ? '0.0990' : '0.0000',
    from_email: null,
    list_id: null,
    contact_id: null,
    user_id: 1,
    subaccount_id: 1,
    country: 'AU',
    carrier: 'Telstra',
  };
}

export async function startClickSendServer({ username = 'forecourt-test', apiKey = 'TEST-API-KEY-0123456789ABCDEF' } = {}): Promise<TestClickSend> {
  const state: TestClickSend = {
    url: '',
    username,
    apiKey,
    received: [],
    queued: [],
    answer: 'normal',
    reset() {
      state.received = [];
      state.queued = [];
      state.answer = 'normal';
    },
    close: () => Promise.resolve(),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const auth = basicAuth(req.headers.authorization);
      const json = parseJson(body);
      state.received.push({ method: req.method, path: req.url, headers: req.headers, auth, body, json });

      const answer = state.answer;
      if (answer === 'hang') return;
      if (typeof answer === 'object') {
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      // ClickSend checks credentials before anything else, on every path.
      if (!auth || auth.username !== username || auth.apiKey !== apiKey || answer === 'unauthorized') {
        return reply(res, 401, envelope(401, 'UNAUTHORIZED', 'Authorization failed.'));
      }
      if (req.method !== 'POST' || req.url !== '/v3/sms/send') {
        return reply(res, 404, envelope(404, 'NOT_FOUND', 'Invalid endpoint. Please try again.'));
      }
      if (answer === 'rate-limited') {
        return reply(res, 429, envelope(429, 'HTTP_TOO_MANY_REQUESTS', 'Too many attempts.'), { 'retry-after': '20', 'x-ratelimit-remaining': '0' });
      }
      if (answer === 'server-error') {
        res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      }
      if (answer === 'unavailable') {
        return reply(res, 503, envelope(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable.'));
      }
      if (answer === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
        return;
      }
      const messages = (json as { messages?: unknown } | undefined)?.messages;
      const contentType = req.headers['content-type'] ?? '';
      if (answer === 'bad-request' || !contentType.startsWith('application/json') || !Array.isArray(messages) || messages.length === 0 || !messages.every(isOutgoing)) {
        return reply(res, 400, envelope(400, 'BAD_REQUEST', 'Your request was not formatted correctly.'));
      }

      const records = messages.map((m) => {
        const status = answer === 'normal' ? (E164.test(m.to) ? 'SUCCESS' : 'INVALID_RECIPIENT') : answer;
        const record = messageRecord(m, status);
        if (status === 'SUCCESS') state.queued.push({ ...m, message_id: record.message_id as string });
        return record;
      });
      const queued = records.filter((r) => r.status === 'SUCCESS');
      reply(
        res,
        200,
        envelope(200, 'SUCCESS', 'Messages queued for delivery.', {
          total_price: queued.length * 0.099,
          total_count: records.length,
          queued_count: queued.length,
          blocked_count: records.filter((r) => r.status === 'COUNTRY_NOT_ENABLED').length,
          messages: records,
          _currency: CURRENCY,
        }),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
