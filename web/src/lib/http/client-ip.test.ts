import { describe, expect, it } from 'vitest';
import { clientBucket, clientIp, isLoopbackAddress, normaliseAddress } from './client-ip';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

// The peer the server's request hook appended (always the right-most entry), and a trusted proxy's.
const PEER = '198.51.100.10';
const PROXY = '10.0.0.2';

describe('clientIp: the entry N from the right of X-Forwarded-For', () => {
  it.each<[string, string | null, number, string]>([
    // N = 0: nobody is trusted, the client is the peer the server saw.
    ['only the peer', PEER, 0, PEER],
    ['a forged left-most entry is ignored', `203.0.113.7, ${PEER}`, 0, PEER],
    ['several forged entries are ignored', `1.1.1.1, 2.2.2.2, 3.3.3.3, ${PEER}`, 0, PEER],
    ['a forged loopback is ignored', `127.0.0.1, ${PEER}`, 0, PEER],
    // N = 1: one proxy that appends; the client is the entry it appended (second from the right).
    ['one proxy: the address it appended', `192.0.2.44, ${PROXY}`, 1, '192.0.2.44'],
    ['one proxy: what the client forged is left of it', `6.6.6.6, 192.0.2.44, ${PROXY}`, 1, '192.0.2.44'],
    ['two proxies', `6.6.6.6, 192.0.2.45, 10.0.0.9, ${PROXY}`, 2, '192.0.2.45'],
    // Too few entries: only the right-most is known not to be the client's (the safe failure).
    ['too few entries for one proxy (a request that bypassed it)', PEER, 1, PEER],
    ['too few entries for three proxies', `6.6.6.6, ${PEER}`, 3, PEER],
    // The count is clamped: nonsense never indexes outside the list.
    ['a negative count is 0', `6.6.6.6, ${PEER}`, -1, PEER],
    ['a fractional count is truncated', `6.6.6.6, 192.0.2.44, ${PROXY}`, 1.9, '192.0.2.44'],
    ['NaN is 0', `6.6.6.6, ${PEER}`, Number.NaN, PEER],
    // Junk: the chosen entry must be an address; junk elsewhere is harmless.
    ['junk left of the peer', `<script>, not-an-ip, , ${PEER}`, 0, PEER],
    ['junk at the chosen position', '1.2.3.4, <script>', 0, 'unknown'],
    ['an empty chosen entry', '1.2.3.4, ', 0, 'unknown'],
    ['an empty header', '', 0, 'unknown'],
    ['no header', null, 0, 'unknown'],
    ['a host name', `1.2.3.4, example.com`, 0, 'unknown'],
    ['an address with a path', `1.2.3.4, 5.6.7.8/24`, 0, 'unknown'],
    ['leading zeros (ambiguous octal)', `1.2.3.4, 010.0.0.1`, 0, 'unknown'],
    ['an over-long entry', `1.2.3.4, ${'1'.repeat(100)}`, 0, 'unknown'],
    ['thousands of entries', `${'9.9.9.9, '.repeat(5000)}${PEER}`, 0, PEER],
    ['thousands of entries behind one proxy', `${'9.9.9.9, '.repeat(5000)}192.0.2.44, ${PROXY}`, 1, '192.0.2.44'],
    // Forms of one address.
    ['an IPv4 address with a port', '203.0.113.8:5555', 0, '203.0.113.8'],
    ['spaces around entries', `  6.6.6.6 ,  ${PEER}  `, 0, PEER],
    ['IPv6, lower-cased', '2001:DB8::1', 0, '2001:db8::1'],
    ['IPv6 in its long form, canonical', '2001:0db8:0000:0000:0000:0000:0000:0001', 0, '2001:db8::1'],
    ['a bracketed IPv6 address with a port', '[2001:db8::2]:443', 0, '2001:db8::2'],
    ['IPv6 behind one proxy', `6.6.6.6, 2001:db8::3, ${PROXY}`, 1, '2001:db8::3'],
    ['IPv6 loopback', '::1', 0, '::1'],
    ['an IPv4-mapped IPv6 peer', '::ffff:203.0.113.9', 0, '203.0.113.9'],
    ['an IPv4-mapped IPv6 peer in hex', '::ffff:cb00:7109', 0, '203.0.113.9'],
    ['an IPv4-mapped IPv6 peer in brackets with a port', '[::FFFF:127.0.0.1]:3000', 0, '127.0.0.1'],
  ])('%s', (_name, header, trusted, expected) => {
    const headers = header === null ? new Headers() : xff(header);
    expect(clientIp(headers, trusted)).toBe(expected);
  });

  it('ignores X-Real-IP', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '5.6.7.8' }), 0)).toBe('unknown');
    expect(clientIp(new Headers({ 'x-real-ip': '5.6.7.8', 'x-forwarded-for': PEER }), 0)).toBe(PEER);
  });

  it('reads several X-Forwarded-For lines as one list', () => {
    const headers = new Headers();
    headers.append('x-forwarded-for', '6.6.6.6');
    headers.append('x-forwarded-for', `192.0.2.44, ${PROXY}`);
    expect(clientIp(headers, 1)).toBe('192.0.2.44');
  });

  it('gives one key however the client rotates what it writes', () => {
    for (const trusted of [0, 1, 2]) {
      const appended = ['192.0.2.50', '10.0.0.3', '10.0.0.4'].slice(0, trusted + 1).join(', ');
      const keys = new Set(
        Array.from({ length: 50 }, (_, i) => clientIp(xff(`${i}.${i}.${i}.${i}, 2001:db8::${i}, junk${i}, ${appended}`), trusted)),
      );
      expect([...keys]).toEqual(['192.0.2.50']);
    }
  });
});

describe('normaliseAddress', () => {
  it('keeps a zone id (link-local peers) lower-cased', () => {
    expect(normaliseAddress('FE80::1%eth0')).toBe('fe80::1%eth0');
  });
});

describe('clientBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });

  it('gives every address of one /64 the same bucket', () => {
    const buckets = new Set(Array.from({ length: 20 }, (_, i) => clientBucket(`2001:db8:aa:bb:${i.toString(16)}::${i}`)));
    expect(buckets.size).toBe(1);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['198.51.100.10', false],
    ['::ffff:127.0.0.1', false], // clientIp never answers this form: it answers 127.0.0.1
    ['1270.0.0.1', false],
    ['unknown', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
