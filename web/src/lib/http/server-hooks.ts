/**
 * What the Node server does to every request before Next sees it, and to every response before it
 * leaves — the parts no proxy (middleware) or next.config setting can reach:
 *
 * - The TCP peer's address is appended to X-Forwarded-For, as a reverse proxy does. Next only sets
 *   the header when it is absent, so without this a client's own X-Forwarded-For was all the app
 *   ever saw. lib/http/client-ip.ts then counts TRUSTED_PROXY_COUNT entries from the right.
 * - An absolute-form request line (`GET http://other.example/ HTTP/1.1`) is read the way HTTP/1.1
 *   says an origin server must (RFC 9112 §3.2.2): the target's authority replaces the Host header and
 *   only the path goes on. Next echoed the whole URL into a 308 Location before.
 * - A path that cannot be percent-decoded, holds control characters or is absurdly long is refused
 *   here with a 400/414 (Next answered an unlogged 500 from its router).
 * - A router-state header the renderer would fail on is refused with a 400 (framework-headers.ts).
 * - Headers that reveal the app's insides (the internal rewrite target, the page cache's state) are
 *   removed from every response, and the security headers are added to any response that lacks
 *   them: Next answers some requests (its trailing-slash redirects) before its header rules apply.
 * - A cached page's HTML, which Next ends the response with as a string, goes out as bytes encoded
 *   once and kept (encoded-bodies.ts), not encoded again on every request.
 *
 * Installed once from instrumentation.ts in the Node.js runtime. It patches the prototypes of Node's
 * http server and response because `next start` owns the server: there is no other place to stand.
 */
import http from 'node:http';
import { createEncodedBodies, endChunk } from './encoded-bodies';
import { hostileFrameworkHeader } from './framework-headers';
import { INTERNAL_RESPONSE_HEADERS, PRODUCTION_EXTENSIONS, securityHeaders } from './security-headers';

/** Longer request targets are refused (414). Real links are far shorter; browsers stop near 2 MB. */
export const MAX_TARGET_LENGTH = 8_192;

const INSTALLED = Symbol.for('forecourt.server-hooks');
const SECURITY_HEADERS = securityHeaders(PRODUCTION_EXTENSIONS);
/** 32 MB of kept page bytes: a few hundred pages of 100–150 KB, the busiest of them. */
const ENCODED_BODIES_BYTES = 32 * 1024 * 1024;

export type RequestVerdict =
  | { ok: true; url: string; host: string | undefined }
  | { ok: false; status: 400 | 414; message: string };

/**
 * The request target, checked and reduced to origin-form (path and query). `host` is the Host header
 * to use: the absolute-form target's authority when there is one (RFC 9112 §3.2.2), else the header.
 */
export function checkRequestTarget(target: string | undefined, hostHeader: string | undefined): RequestVerdict {
  if (!target) return { ok: false, status: 400, message: 'Bad request: no request target.' };
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, message: 'The address is too long.' };
  let url = target;
  let host = hostHeader;
  if (!target.startsWith('/')) {
    // `OPTIONS *` has nothing to serve here; any other non-absolute form is not HTTP.
    if (!/^https?:\/\//i.test(target)) return { ok: false, status: 400, message: 'Bad request: malformed request target.' };
    let parsed: URL;
    try {
      parsed = new URL(target);
    } catch {
      return { ok: false, status: 400, message: 'Bad request: malformed request target.' };
    }
    if (parsed.username || parsed.password) return { ok: false, status: 400, message: 'Bad request: malformed request target.' };
    host = parsed.host;
    url = `${parsed.pathname}${parsed.search}`;
  }
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Control characters and backslashes never appear in a real path; some parsers read '\' as '/'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return { ok: false, status: 400, message: 'Bad request: malformed path.' };
  try {
    decodeURIComponent(path);
  } catch {
    return { ok: false, status: 400, message: 'Bad request: the address is not valid percent-encoded text.' };
  }
  return { ok: true, url, host };
}

/** X-Forwarded-For with the peer appended: what the next hop is told, as proxies do. */
export function appendForwardedFor(existing: string | string[] | undefined, peer: string | undefined): string | undefined {
  const previous = Array.isArray(existing) ? existing.join(', ') : existing;
  if (!peer) return previous;
  return previous && previous.trim() !== '' ? `${previous}, ${peer}` : peer;
}

function headerText(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

function refuse(res: http.ServerResponse, status: number, message: string): void {
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  };
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  res.writeHead(status, headers);
  res.end(`${message}\n`);
}

function hardenHeaders(res: http.ServerResponse, headers: unknown): void {
  for (const name of INTERNAL_RESPONSE_HEADERS) res.removeHeader(name);
  const given = headers && typeof headers === 'object' && !Array.isArray(headers) ? Object.keys(headers).map((k) => k.toLowerCase()) : [];
  for (const { key, value } of SECURITY_HEADERS) {
    if (!res.hasHeader(key) && !given.includes(key.toLowerCase())) res.setHeader(key, value);
  }
  if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
    for (const name of Object.keys(headers)) {
      if (INTERNAL_RESPONSE_HEADERS.includes(name.toLowerCase())) delete (headers as Record<string, unknown>)[name];
    }
  }
}

export function installServerHooks(): void {
  const registry = globalThis as { [INSTALLED]?: boolean };
  if (registry[INSTALLED]) return;
  registry[INSTALLED] = true;

  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the server as `this`
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithChecks(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const verdict = checkRequestTarget(req.url, req.headers.host);
      if (!verdict.ok) {
        refuse(res, verdict.status, verdict.message);
        return true;
      }
      // eslint-disable-next-line forecourt/no-string-key-lookup -- Node's header map has a null prototype
      const hostile = hostileFrameworkHeader({ get: (name) => headerText(req.headers[name.toLowerCase()]) });
      if (hostile) {
        refuse(res, 400, hostile);
        return true;
      }
      req.url = verdict.url;
      if (verdict.host !== undefined) req.headers.host = verdict.host;
      req.headers['x-forwarded-for'] = appendForwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress);
    }
    return (emit as (this: http.Server, e: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;

  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the response as `this`
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function writeHeadWithoutInternals(this: http.ServerResponse, ...args: unknown[]) {
    // writeHead(status, headers) or writeHead(status, message, headers); implicit heads (a write()
    // without writeHead) come through here too.
    hardenHeaders(this, args[args.length - 1]);
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof writeHead;

  const bodies = createEncodedBodies(ENCODED_BODIES_BYTES);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the response as `this`
  const end = http.ServerResponse.prototype.end;
  http.ServerResponse.prototype.end = function endWithKeptBytes(this: http.ServerResponse, ...args: unknown[]) {
    if (args.length > 0) args[0] = endChunk(this, args[0], args[1], bodies);
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof end;
}
