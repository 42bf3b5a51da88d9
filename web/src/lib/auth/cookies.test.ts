import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from './cookie-names';
import {
  clearSessionCookie,
  clearSignInCookie,
  cookieRequest,
  issueBrowserNonce,
  readBrowserNonce,
  readCookie,
  secureCookies,
  sessionCookieName,
  sessionSetCookie,
  sessionTokenFrom,
  signInCookieFrom,
  signInCookieName,
  signInSetCookie,
} from './cookies';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('cookie names and flags', () => {
  it.each<[string, { host: string; https: boolean; production: boolean }, boolean]>([
    ['https anywhere', { host: 'harbour-toyota.localhost', https: true, production: false }, true],
    [
      'production on a dealer domain over http (behind a proxy that did not say https)',
      { host: 'www.harbourtoyota.com.au', https: false, production: true },
      true,
    ],
    [
      'production on a dealer domain over https',
      { host: 'www.harbourtoyota.com.au', https: true, production: true },
      true,
    ],
    [
      'development on *.localhost',
      { host: 'harbour-toyota.localhost:3000', https: false, production: false },
      false,
    ],
    [
      'production build on *.localhost (browser tests)',
      { host: 'harbour-toyota.localhost:3000', https: false, production: true },
      false,
    ],
    ['production on loopback', { host: '127.0.0.1:3000', https: false, production: true }, false],
    ['production on [::1]', { host: '[::1]:3000', https: false, production: true }, false],
    [
      'production on a look-alike of localhost',
      { host: 'harbour-toyota.localhost.evil.com', https: false, production: true },
      true,
    ],
    [
      'development on a real domain',
      { host: 'www.harbourtoyota.com.au', https: false, production: false },
      false,
    ],
  ])('%s', (_name, request, secure) => {
    expect(secureCookies(request)).toBe(secure);
    expect(sessionCookieName(secure)).toBe(secure ? '__Host-forecourt_session' : 'forecourt_session');
    expect(signInCookieName(secure)).toBe(secure ? '__Host-forecourt_signin' : 'forecourt_signin');
  });

  it('reads https from the URL or the first X-Forwarded-Proto', () => {
    expect(
      cookieRequest(headers({ host: 'a.localhost' }), 'https://a.localhost/x', 'development').https,
    ).toBe(true);
    expect(
      cookieRequest(
        headers({ host: 'a.localhost', 'x-forwarded-proto': 'https, http' }),
        undefined,
        'development',
      ).https,
    ).toBe(true);
    expect(cookieRequest(headers({ host: 'a.localhost' }), 'http://a.localhost/x', 'development')).toEqual({
      host: 'a.localhost',
      https: false,
      production: false,
    });
  });

  it('shares its session names with the proxy (cookie-names.ts)', () => {
    expect(sessionCookieName(true)).toBe(SESSION_COOKIE_SECURE);
    expect(sessionCookieName(false)).toBe(SESSION_COOKIE_LOCAL);
  });

  it('builds Set-Cookie values: HttpOnly, SameSite=Lax, Path=/, no Domain, Secure only when secure', () => {
    const secure = sessionSetCookie('tok_en-123', true);
    expect(secure).toBe(
      '__Host-forecourt_session=tok_en-123; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sessionSetCookie('tok', false)).toBe(
      'forecourt_session=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    );
    expect(signInSetCookie('n.s', true)).toBe(
      '__Host-forecourt_signin=n.s; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure',
    );
    expect(clearSessionCookie(true)).toBe(
      '__Host-forecourt_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure',
    );
    expect(clearSignInCookie(false)).toContain('forecourt_signin=; Path=/; Max-Age=0');
    for (const value of [secure, clearSessionCookie(false)])
      expect(value.toLowerCase()).not.toContain('domain=');
    expect(() => sessionSetCookie('a;b', true)).toThrow();
  });

  it('reads only the name this kind of request uses, and only values we could have written', () => {
    const jar = (values: Record<string, string>) => ({
      get: (name: string) => (name in values ? { value: values[name]! } : undefined),
    });
    const both = jar({
      __Host_ignored: 'x',
      '__Host-forecourt_session': 'secure-token',
      forecourt_session: 'plain-token',
    });
    expect(sessionTokenFrom(both, true)).toBe('secure-token');
    expect(sessionTokenFrom(both, false)).toBe('plain-token');
    expect(sessionTokenFrom(jar({ forecourt_session: 'plain-token' }), true)).toBeUndefined();
    expect(sessionTokenFrom(jar({ forecourt_session: 'a b' }), false)).toBeUndefined();
    expect(signInCookieFrom(jar({ forecourt_signin: 'n.s' }), false)).toBe('n.s');
    expect(readCookie('a=1; forecourt_session=tok; b=2', 'forecourt_session')).toBe('tok');
    expect(readCookie('forecourt_session=<script>', 'forecourt_session')).toBeUndefined();
    expect(readCookie(null, 'x')).toBeUndefined();
  });
});

describe('the signed browser nonce', () => {
  it('reads back a nonce it issued, with the same secret only', () => {
    const { nonce, cookieValue } = issueBrowserNonce(SECRET);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readBrowserNonce(cookieValue, SECRET)).toBe(nonce);
    expect(readBrowserNonce(cookieValue, `${SECRET}-other`)).toBeUndefined();
    expect(issueBrowserNonce(SECRET).nonce).not.toBe(nonce);
  });

  it.each<[string, (value: string, nonce: string) => unknown]>([
    ['a missing cookie', () => undefined],
    ['an empty cookie', () => ''],
    ['the nonce alone', (_v, nonce) => nonce],
    ['another nonce with this signature', (value) => `${'A'.repeat(43)}${value.slice(value.indexOf('.'))}`],
    ['a changed signature', (value) => `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`],
    ['a truncated signature', (value) => value.slice(0, -5)],
    ['an extra dot', (value) => `${value}.x`],
    ['a short nonce', (value) => value.slice(1)],
    ['not a string', () => 42],
  ])('refuses %s', (_name, tamper) => {
    const { nonce, cookieValue } = issueBrowserNonce(SECRET);
    expect(readBrowserNonce(tamper(cookieValue, nonce) as string, SECRET)).toBeUndefined();
  });
});
