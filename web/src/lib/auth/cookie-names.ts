/**
 * The session cookie's names, apart from cookies.ts so the proxy can test for the cookie without
 * loading anything server-only: `__Host-` (Secure, no Domain, Path=/) wherever the site is served over
 * https, and a plain name on local http development hosts, where the prefix is not allowed.
 */
export const SESSION_COOKIE_SECURE = '__Host-forecourt_session';
export const SESSION_COOKIE_LOCAL = 'forecourt_session';

export function hasSessionCookie(cookies: { has(name: string): boolean }): boolean {
  return cookies.has(SESSION_COOKIE_SECURE) || cookies.has(SESSION_COOKIE_LOCAL);
}
