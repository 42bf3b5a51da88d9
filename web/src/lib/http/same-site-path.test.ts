import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_PATH_LENGTH, sameSitePath, sameSiteReferer } from './same-site-path';

const FALLBACK = '/?fallback=1';

describe('sameSitePath', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/cars/x', '/cars/x'],
    ['/cars/x?tab=2&form_error=Please%20fix', '/cars/x?tab=2&form_error=Please%20fix'],
    ['/search/used-cars?make=Toyota#results', '/search/used-cars?make=Toyota#results'],
    ['/cars/x?next=//evil.com', '/cars/x?next=//evil.com'], // in the query it is only text
    ['/cars/./x', '/cars/x'],
    ['/a/../b', '/b'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('keeps the site path %j', (candidate, expected) => {
    expect(sameSitePath(candidate, FALLBACK)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['scheme-relative', '//evil.com'],
    ['scheme-relative with a path', '//evil.com/x?y=1'],
    ['three slashes', '///evil.com'],
    ['a backslash after the slash', '/\\evil.com'],
    ['a backslash first', '\\\\evil.com'],
    ['a backslash later', '/cars\\..\\..\\evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['an encoded slash after one', '/%2Fevil.com'],
    ['lower-case encoded slashes', '/%2f%2fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['malformed encoding', '/%E0%A4%A'],
    ['an encoded control character', '/cars%0d%0aSet-Cookie:%20x=1'],
    ['an absolute URL', 'http://evil.com'],
    ['an absolute https URL', 'https://evil.com/cars/x'],
    ['an absolute URL of the site itself', 'http://harbour-toyota.localhost/cars/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'cars/x'],
    ['a dot path', '../evil'],
    ['a tab inside', '/\t/evil.com'],
    ['a newline inside', '/\n/evil.com'],
    ['CR LF (header injection)', '/cars\r\nSet-Cookie: x=1'],
    ['a NUL', '/cars\u0000x'],
    ['DEL', '/cars\u007fx'],
    ['a leading space', ' //evil.com'],
    ['a space inside', '/cars /x'],
    ['non-ASCII', '/café'],
    ['a Unicode slash lookalike', '/\u2215\u2215evil.com'],
    ['dot segments that climb to //', '/..//evil.com'],
    ['dot segments that climb to // (encoded dot)', '/%2e%2e//evil.com'],
    ['very long', `/${'a'.repeat(MAX_REDIRECT_PATH_LENGTH)}`],
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
    ['undefined', undefined],
  ])('answers the fallback for %s', (_name, candidate) => {
    expect(sameSitePath(candidate, FALLBACK)).toBe(FALLBACK);
  });
});

describe('sameSitePath for the sign-in page’s redirect and back', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/my-garage', '/my-garage'],
    ['/cars/2021-toyota-corolla-abc123/checkout', '/cars/2021-toyota-corolla-abc123/checkout'],
    ['/search/used-cars?make=Toyota&page=2', '/search/used-cars?make=Toyota&page=2'],
    ['/sign-in?type=watchlist&redirect=%2Fmy-garage', '/sign-in?type=watchlist&redirect=%2Fmy-garage'],
  ])('keeps %j', (value, expected) => {
    expect(sameSitePath(value, '/')).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['scheme-relative', '//evil.com'],
    ['scheme-relative with a path', '//evil.com/my-garage'],
    ['an https URL', 'https://evil.com'],
    ['an http URL', 'http://evil.com/my-garage'],
    ['a backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)//'],
    ['javascript: with leading spaces', '  javascript:alert(1)'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5C%5Cevil.com'],
    ['double-encoded slashes', '/%252f%252fevil.com'],
    ['a tab', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['CR LF', '/x\r\nLocation: https://evil.com'],
    ['an encoded CR LF', '/x%0d%0aLocation:%20https://evil.com'],
    ['NUL', '/x\u0000'],
    ['dot segments to //', '/..//evil.com'],
    ['a relative path', 'my-garage'],
    ['empty', ''],
    ['an array (the parameter given twice)', ['/my-garage', '//evil.com']],
    ['undefined', undefined],
  ])('answers the fallback for %s', (_name, value) => {
    expect(sameSitePath(value, '/account')).toBe('/account');
  });
});

describe('sameSiteReferer', () => {
  const headers = (referer?: string) => new Headers(referer ? { referer } : {});
  it('gives the Referer of a page of this host, whatever the case of its name', () => {
    expect(sameSiteReferer(headers('http://Shop.Example:3000/cars/x?y=1'), 'shop.example:3000')?.pathname).toBe('/cars/x');
  });
  it('refuses another host, another port, another scheme, junk and no Referer', () => {
    for (const [referer, host] of [
      ['https://evil.com/x', 'shop.example'],
      ['http://shop.example:3001/x', 'shop.example:3000'],
      ['javascript://shop.example/x', 'shop.example'],
      ['not a url', 'shop.example'],
      [undefined, 'shop.example'],
      ['http://shop.example/x', null],
    ] as const) {
      expect(sameSiteReferer(headers(referer), host), String(referer)).toBeUndefined();
    }
  });
});
