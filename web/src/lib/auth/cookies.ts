/**
 * The sign-in cookies: their names, flags and Set-Cookie values, and the signed browser nonce.
 *
 * - Session: `__Host-forecourt_session` (Secure; HttpOnly; SameSite=Lax; Path=/; no Domain), holding
 *   the raw session token, 30 days. The `__Host-` prefix makes browsers refuse the cookie unless it is
 *   Secure, host-only and Path=/, so a sibling subdomain cannot plant or overwrite it.
 * - Sign-in binding: `__Host-forecourt_signin`, 15 minutes, holding a random nonce signed with the
 *   auth secret; the code is stored against the nonce's hash, so a code only works in the browser
 *   that asked for it.
 *
 * The prefix needs Secure, and Secure cookies are not sent over plain http, so on a plain-http local
 * host (`*.localhost`, loopback: local development and browser tests) the names drop the prefix and
 * the flag (`forecourt_session`, `forecourt_signin`). Everywhere else — any https request, and any
 * non-local host in production — the secure names are the only ones read or written.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isLocalHost } from '@/lib/tenancy/host';
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from './cookie-names';
import { authSecret } from './secret';

export const SESSION_COOKIE = { secure: SESSION_COOKIE_SECURE, local: SESSION_COOKIE_LOCAL } as const;
export const SIGN_IN_COOKIE = { secure: '__Host-forecourt_signin', local: 'forecourt_signin' } as const;

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const SIGN_IN_MAX_AGE_SECONDS = 15 * 60;

/** What decides the cookie names and flags for one request. */
export interface CookieRequest {
  /** The Host header. */
  host: string | null;
  /** The request reached us over https (its URL, or X-Forwarded-Proto from the TLS-terminating proxy). */
  https: boolean;
  /** NODE_ENV is production. */
  production: boolean;
}

/** Secure cookies (and the `__Host-` names): https, or production on a host that is not local. */
export function secureCookies(request: CookieRequest): boolean {
  return request.https || (request.production && !isLocalHost(request.host));
}

/** The request's https-ness: its URL's scheme, or the first X-Forwarded-Proto entry. */
export function isHttps(headers: Pick<Headers, 'get'>, url?: string | URL): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded === 'https') return true;
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** CookieRequest from a request's headers (and URL, when there is one). */
export function cookieRequest(
  headers: Pick<Headers, 'get'>,
  url?: string | URL,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): CookieRequest {
  return { host: headers.get('host'), https: isHttps(headers, url), production: nodeEnv === 'production' };
}

export const sessionCookieName = (secure: boolean): string =>
  secure ? SESSION_COOKIE.secure : SESSION_COOKIE.local;
export const signInCookieName = (secure: boolean): string =>
  secure ? SIGN_IN_COOKIE.secure : SIGN_IN_COOKIE.local;

/** Cookie values we write are base64url (and '.'): nothing else is read back. */
const COOKIE_VALUE = /^[A-Za-z0-9_.-]{1,200}$/;

/** One Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, never a Domain; Secure when `secure`. */
export function setCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  if (!COOKIE_VALUE.test(value) && value !== '') throw new Error('setCookie: not a cookie-safe value');
  const parts = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export const sessionSetCookie = (
  token: string,
  secure: boolean,
  maxAgeSeconds = SESSION_MAX_AGE_SECONDS,
): string => setCookie(sessionCookieName(secure), token, maxAgeSeconds, secure);
export const clearSessionCookie = (secure: boolean): string =>
  setCookie(sessionCookieName(secure), '', 0, secure);
export const signInSetCookie = (value: string, secure: boolean): string =>
  setCookie(signInCookieName(secure), value, SIGN_IN_MAX_AGE_SECONDS, secure);
export const clearSignInCookie = (secure: boolean): string =>
  setCookie(signInCookieName(secure), '', 0, secure);

/** A cookie's value from a Cookie header (the first of that name), or undefined. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return COOKIE_VALUE.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Reads a cookie by name: `request.cookies` in a route handler, `await cookies()` in a server component. */
export interface CookieSource {
  get(name: string): { value: string } | undefined;
}

function valueOf(source: CookieSource, name: string): string | undefined {
  const value = source.get(name)?.value;
  return value !== undefined && COOKIE_VALUE.test(value) ? value : undefined;
}

/** The session token this request carries under the name its kind of request uses. */
export function sessionTokenFrom(source: CookieSource, secure: boolean): string | undefined {
  return valueOf(source, sessionCookieName(secure));
}

/** The signed sign-in binding value this request carries. */
export function signInCookieFrom(source: CookieSource, secure: boolean): string | undefined {
  return valueOf(source, signInCookieName(secure));
}

// ---- the browser nonce ------------------------------------------------------------------------

const NONCE = /^[A-Za-z0-9_-]{43}$/;

function signature(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`forecourt-signin:${nonce}`).digest('base64url');
}

/** A fresh nonce for this browser and the cookie value carrying it (`nonce.signature`). */
export function issueBrowserNonce(secret: string = authSecret()): { nonce: string; cookieValue: string } {
  const nonce = randomBytes(32).toString('base64url');
  return { nonce, cookieValue: `${nonce}.${signature(nonce, secret)}` };
}

/** The nonce in a binding cookie, or undefined when it is missing, malformed or not signed by us. */
export function readBrowserNonce(
  cookieValue: string | null | undefined,
  secret: string = authSecret(),
): string | undefined {
  if (typeof cookieValue !== 'string') return undefined;
  const dot = cookieValue.indexOf('.');
  if (dot < 0) return undefined;
  const nonce = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1), 'utf8');
  if (!NONCE.test(nonce)) return undefined;
  const expected = Buffer.from(signature(nonce, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
