import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, appendForwardedFor, checkRequestTarget } from './server-hooks';

describe('checkRequestTarget', () => {
  it.each([
    ['/', '/'],
    ['/search/used-cars?make=Toyota', '/search/used-cars?make=Toyota'],
    ['/cars/a%20b', '/cars/a%20b'],
    // A query string is the page's business (it parses leniently); only the path must decode.
    ['/search?q=%zz', '/search?q=%zz'],
  ])('passes %s on as %s', (target, url) => {
    expect(checkRequestTarget(target, 'harbour-toyota.localhost')).toEqual({ ok: true, url, host: 'harbour-toyota.localhost' });
  });

  it('reads an absolute-form target as RFC 9112 says: its authority is the host, its path goes on', () => {
    expect(checkRequestTarget('http://evil.com/', 'harbour-toyota.localhost')).toEqual({ ok: true, url: '/', host: 'evil.com' });
    expect(checkRequestTarget('HTTP://harbour-toyota.localhost/cars/x?y=1', 'evil.com')).toEqual({
      ok: true,
      url: '/cars/x?y=1',
      host: 'harbour-toyota.localhost',
    });
  });

  it.each([
    ['/%c0', 400],
    ['/cars/%c0%af', 400],
    ['/api/leads/%c0', 400],
    ['/media/content/%c0', 400],
    ['/%', 400],
    ['/a%2', 400],
    ['/\\evil.com', 400],
    ['/a\u0000b', 400],
    ['/a\tb', 400],
    ['*', 400],
    ['evil.com', 400],
    ['javascript:alert(1)', 400],
    ['http://user:pass@evil.com/', 400],
    ['http://[::1', 400],
    ['', 400],
    [`/${'a'.repeat(MAX_TARGET_LENGTH)}`, 414],
  ])('refuses %j with %i', (target, status) => {
    const verdict = checkRequestTarget(target, 'harbour-toyota.localhost');
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.status).toBe(status);
      expect(verdict.message).toMatch(/\w/);
    }
  });
});

describe('appendForwardedFor', () => {
  it('appends the peer to what the client sent, as a proxy does', () => {
    expect(appendForwardedFor('1.2.3.4', '10.0.0.9')).toBe('1.2.3.4, 10.0.0.9');
    expect(appendForwardedFor(['1.2.3.4', '5.6.7.8'], '::1')).toBe('1.2.3.4, 5.6.7.8, ::1');
  });
  it('is the peer alone when the client sent nothing', () => {
    expect(appendForwardedFor(undefined, '10.0.0.9')).toBe('10.0.0.9');
    expect(appendForwardedFor('  ', '10.0.0.9')).toBe('10.0.0.9');
  });
  it('leaves the header as it was when the socket has no address (closed)', () => {
    expect(appendForwardedFor('1.2.3.4', undefined)).toBe('1.2.3.4');
  });
});
