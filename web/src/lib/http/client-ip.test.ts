import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const h = (init: Record<string, string>) => new Headers(init);

describe('clientIp', () => {
  it.each<[string, Record<string, string>, string]>([
    [
      'the first x-forwarded-for hop',
      { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.9' },
      '203.0.113.7',
    ],
    ['x-real-ip when there is no x-forwarded-for', { 'x-real-ip': '198.51.100.2' }, '198.51.100.2'],
    ['an IPv6 address, lower-cased', { 'x-forwarded-for': '2001:DB8::1' }, '2001:db8::1'],
    ['a bracketed IPv6 address with a port', { 'x-forwarded-for': '[2001:db8::2]:443' }, '2001:db8::2'],
    ['an IPv4 address with a port', { 'x-forwarded-for': '203.0.113.8:5555' }, '203.0.113.8'],
    ['no header', {}, 'unknown'],
    ['junk in the header', { 'x-forwarded-for': '<script>, 1.2.3.4' }, 'unknown'],
    [
      'an empty first hop falls back to x-real-ip',
      { 'x-forwarded-for': ' , 1.2.3.4', 'x-real-ip': '5.6.7.8' },
      '5.6.7.8',
    ],
  ])('%s', (_name, headers, expected) => {
    expect(clientIp(h(headers))).toBe(expected);
  });
});
