/**
 * A local stand-in for the finance partner's quote API as provider.ts models it, for tests (node:http
 * on a loopback port; not used by the app). It checks the Bearer key first (401), then
 * `POST /quote` (404 otherwise), then the JSON body against the request schema (400 with a message),
 * records every request, and answers the embedded engine's figures for the request. `answer` makes
 * it answer one of the failures the adapter must handle.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QuoteRequestSchema, quoteRequestProblem } from '@forecourt/schemas/finance/quote';
import { embeddedQuote } from './embedded';
import { FINANCE_QUOTE_PATH } from './provider';

export type FinanceServerAnswer =
  /** Check the request and answer the embedded engine's quote for it. */
  | 'normal'
  /** 400 {message}, as for a request the partner will not quote. */
  | 'bad-request'
  /** 401 even with the right key (a revoked key). */
  | 'unauthorized'
  /** 429 with Retry-After. */
  | 'rate-limited'
  /** 500 with an HTML page, as a proxy in front of an API answers. */
  | 'server-error'
  /** 200 whose body is not JSON. */
  | 'not-json'
  /** 200 JSON without the quote's figures. */
  | 'wrong-shape'
  /** Reads the request and never answers (the client's timeout must fire). */
  | 'hang'
  /** Sends the status and half a body, then stalls (the timeout must cover the body too). */
  | 'stall-body'
  /** Any answer a test wants to write itself. */
  | { status: number; body: string; headers?: Record<string, string> };

export interface FinanceRequestRecord {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's parse, when it parses. */
  json: unknown;
}

export interface TestFinanceServer {
  /** The base URL to give the adapter (FINANCE_API_URL). */
  url: string;
  apiKey: string;
  received: FinanceRequestRecord[];
  answer: FinanceServerAnswer;
  reset(): void;
  close(): Promise<void>;
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export async function startFinanceServer({ apiKey = 'TEST-FINANCE-KEY-0123456789abcdef', now = () => new Date() } = {}): Promise<TestFinanceServer> {
  const state: TestFinanceServer = {
    url: '',
    apiKey,
    received: [],
    answer: 'normal',
    reset() {
      state.received = [];
      state.answer = 'normal';
    },
    close: () => Promise.resolve(),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const json = parseJson(body);
      state.received.push({ method: req.method, path: req.url, headers: req.headers, body, json });

      const answer = state.answer;
      if (answer === 'hang') return;
      if (typeof answer === 'object') {
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      if (req.headers.authorization !== `Bearer ${apiKey}` || answer === 'unauthorized') {
        return reply(res, 401, { message: 'Invalid API key.' });
      }
      if (req.method !== 'POST' || req.url !== FINANCE_QUOTE_PATH) return reply(res, 404, { message: 'Not found.' });
      if (answer === 'rate-limited') return reply(res, 429, { message: 'Too many requests.' }, { 'retry-after': '30' });
      if (answer === 'server-error') {
        res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      }
      if (answer === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
        return;
      }
      if (answer === 'wrong-shape') return reply(res, 200, { quote: { weekly: '123' } });
      if (answer === 'stall-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"weeklyRepaymentAmount":');
        return;
      }
      const request = QuoteRequestSchema.safeParse(json);
      if (answer === 'bad-request' || !(req.headers['content-type'] ?? '').startsWith('application/json') || !request.success) {
        return reply(res, 400, { message: request.success ? 'We cannot quote for this vehicle.' : quoteRequestProblem(request.error) });
      }
      reply(res, 200, { ...embeddedQuote(request.data, undefined, now()), quoteId: `q-${state.received.length}` });
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
