/**
 * For the account API route tests (not app code): requests as a browser on a site's host sends them,
 * the cookies a response sets, and a signed-in session made directly in the database.
 */
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/open';
import { upsertUser } from '@/lib/db/users';
import { createSession } from './sessions';

export const TEST_AUTH_SECRET = 'route-test-auth-secret-0123456789abcdefghij';

export const hostOf = (site: string) => `${site}.localhost:3000`;

export interface TestRequest {
  method?: string;
  /** A string is sent as is; anything else as JSON. Omit for no body. */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Defaults to http (a local development host). */
  scheme?: 'http' | 'https';
  /** The peer address the server appended to X-Forwarded-For (client-ip.ts); default a fresh one. */
  ip?: string;
}

let peer = 0;

export function siteRequest(site: string, path: string, options: TestRequest = {}): NextRequest {
  const host = hostOf(site);
  const scheme = options.scheme ?? 'http';
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    host,
    origin: `${scheme}://${host}`,
    'x-forwarded-for': options.ip ?? `198.51.100.${(++peer % 250) + 1}`,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const cookie = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  Object.assign(headers, options.headers);
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return new NextRequest(`${scheme}://${host}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
}

export const routeContext = (site: string) => ({ params: Promise.resolve({ site }) });

export interface SetCookie {
  value: string;
  attributes: string[];
}

/** The cookies a response sets, by name (attributes lower-cased, e.g. 'httponly', 'max-age=0'). */
export function setCookies(response: Response): Record<string, SetCookie> {
  const out: Record<string, SetCookie> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    out[pair.slice(0, eq)] = {
      value: pair.slice(eq + 1),
      attributes: attributes.map((a) => a.toLowerCase()),
    };
  }
  return out;
}

/** A signed-in shopper on `site`: the account and the session token a browser would hold. */
export async function signedIn(
  db: Database,
  site: string,
  phone = '+61412345678',
): Promise<{ userId: string; token: string }> {
  const user = await upsertUser(db, site, phone);
  const { token } = await createSession(db, site, user.id);
  return { userId: user.id, token };
}

/** Reads a JSON answer as a plain record. */
export async function answer(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
