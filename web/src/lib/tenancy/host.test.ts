import { describe, expect, it } from 'vitest';
import { buildHostMap, normaliseHost, resolveHost, isLocalHost } from './host';

const sites = [
  { slug: 'harbour-toyota', domains: ['www.harbourtoyota.com.au', 'harbourtoyota.com.au'] },
  { slug: 'coorong-caravans', domains: ['www.coorongcaravans.com.au'] },
  // A content mistake: a second site claiming the first one's domain must not take it over.
  { slug: 'copycat', domains: ['www.harbourtoyota.com.au'] },
];
const hostMap = buildHostMap(sites);
const platform = ['localhost', '127.0.0.1', '[::1]'];

describe('resolveHost', () => {
  it.each([
    // [host header, expected kind, expected slug]
    ['harbour-toyota.localhost', 'site', 'harbour-toyota'],
    ['harbour-toyota.localhost:3000', 'site', 'harbour-toyota'],
    ['HARBOUR-TOYOTA.LOCALHOST:3000', 'site', 'harbour-toyota'],
    ['Harbour-Toyota.Localhost.', 'site', 'harbour-toyota'],
    ['www.harbourtoyota.com.au', 'site', 'harbour-toyota'],
    ['harbourtoyota.com.au:443', 'site', 'harbour-toyota'],
    ['www.coorongcaravans.com.au', 'site', 'coorong-caravans'],
    ['copycat.localhost', 'site', 'copycat'],
    ['localhost:3000', 'platform', undefined],
    ['127.0.0.1:3000', 'platform', undefined],
    ['[::1]:3000', 'platform', undefined],
    // hostile or unknown
    ['harbour-toyota.localhost.evil.com', 'unknown', undefined],
    ['evil.com', 'unknown', undefined],
    ['www.harbourtoyota.com.au.evil.com', 'unknown', undefined],
    ['evilharbourtoyota.com.au', 'unknown', undefined],
    ['harbour-toyota', 'unknown', undefined],
    ['unknown-dealer.localhost', 'unknown', undefined],
    ['.localhost', 'unknown', undefined],
    ['', 'unknown', undefined],
    ['   ', 'unknown', undefined],
    ['10.0.0.8', 'unknown', undefined],
    ['192.168.1.20:3000', 'unknown', undefined],
    ['[2001:db8::1]', 'unknown', undefined],
    ['harbour-toyota.localhost:99999999', 'unknown', undefined],
    ['harbour-toyota.localhost:abc', 'unknown', undefined],
    ['user@harbour-toyota.localhost', 'unknown', undefined],
    ['harbour-toyota.localhost/evil', 'unknown', undefined],
    ['harbour toyota.localhost', 'unknown', undefined],
    ['harbour_toyota.localhost', 'unknown', undefined],
    ['-harbour-toyota.localhost', 'unknown', undefined],
    ['harbour-toyota..localhost', 'unknown', undefined],
    ['harbour-toyota.localhost\r\nX-Injected: 1', 'unknown', undefined],
    ['a'.repeat(300), 'unknown', undefined],
  ])('%j -> %s %s', (header, kind, slug) => {
    const match = resolveHost(header, hostMap, platform);
    expect(match.kind).toBe(kind);
    expect(match.kind === 'site' ? match.slug : undefined).toBe(slug);
  });

  it('answers unknown for a missing header', () => {
    expect(resolveHost(undefined, hostMap, platform)).toEqual({ kind: 'unknown', host: null });
    expect(resolveHost(null, hostMap, platform)).toEqual({ kind: 'unknown', host: null });
  });

  it('keeps the first owner of a contested domain', () => {
    expect(hostMap.get('www.harbourtoyota.com.au')).toBe('harbour-toyota');
  });
});

describe('normaliseHost', () => {
  it('lower-cases and strips the port and trailing dot', () => {
    expect(normaliseHost('WWW.Example.COM.:8080')).toBe('www.example.com');
  });
  it('keeps bracketed IPv6 literals', () => {
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('isLocalHost', () => {
  it.each(['localhost', 'localhost:3000', 'harbour-toyota.localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });
  it.each(['www.harbourtoyota.com.au', 'localhost.evil.com', 'harbour-toyota.localhost.evil.com', '10.0.0.1', '', null, 'local host'])('%s is not', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});
