import { describe, expect, it } from 'vitest';
import { isLocalRequest } from './local-request';

const request = (host: string | null, forwarded: string | null) =>
  new Headers({ ...(host === null ? {} : { host }), ...(forwarded === null ? {} : { 'x-forwarded-for': forwarded }) });

describe('isLocalRequest: a local Host and a loopback client address', () => {
  it.each<[string, string | null, string | null, number, boolean]>([
    ['localhost from 127.0.0.1', 'localhost:3000', '127.0.0.1', 0, true],
    ['a site on .localhost from ::1', 'harbour-toyota.localhost:3000', '::1', 0, true],
    ['a loopback Host literal', '127.0.0.1:3000', '127.0.0.1', 0, true],
    ['an IPv4-mapped loopback peer', 'localhost', '::ffff:127.0.0.1', 0, true],
    ['behind one proxy, a loopback client it appended', 'localhost', '127.0.0.1, 10.0.0.2', 1, true],
    ['behind one proxy, the developer straight at the server (only the peer)', 'localhost', '127.0.0.1', 1, true],
    // The Host header is the client's: a remote client naming localhost is still remote.
    ['a remote client with a local Host', 'localhost:3000', '203.0.113.5', 0, false],
    ['a forged loopback before a remote peer', 'localhost', '127.0.0.1, 203.0.113.5', 0, false],
    ['a forged loopback left of what the proxy appended', 'localhost', '127.0.0.1, 203.0.113.5, 10.0.0.2', 1, false],
    ['a loopback proxy does not make its clients local', 'localhost', '203.0.113.5, 127.0.0.1', 1, false],
    ['no client address', 'localhost', null, 0, false],
    ['junk as the client address', 'localhost', 'localhost', 0, false],
    ['a 127-lookalike', 'localhost', '127.0.0.1.evil.example', 0, false],
    // A loopback client on a public Host: a dealer's domain never shows development pages.
    ['a public Host from loopback', 'www.harbourtoyota.com.au', '127.0.0.1', 0, false],
    ['a .localhost suffix inside another domain', 'x.localhost.evil.example', '127.0.0.1', 0, false],
    ['no Host', null, '127.0.0.1', 0, false],
  ])('%s → %s', (_name, host, forwarded, trusted, expected) => {
    expect(isLocalRequest(request(host, forwarded), trusted)).toBe(expected);
  });
});
