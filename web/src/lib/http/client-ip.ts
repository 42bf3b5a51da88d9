/**
 * The client's address, for per-client limits (leads, phone reveals, events, the view counter) and
 * the development mailbox's loopback gate. Pure: the trusted proxy count is an argument
 * (request-client-ip.ts passes TRUSTED_PROXY_COUNT from the environment).
 *
 * Contract with the server: a request hook appends the TCP peer address to X-Forwarded-For on every
 * request, exactly as a reverse proxy does, so the RIGHT-MOST entry is always the address this server
 * saw. Everything left of the entries appended by trusted hops was written by the client and proves
 * nothing (rotating it used to defeat every limit). Behind N trusted proxies that each append, the
 * client is therefore the entry N from the right: N = 0 trusts nobody and takes the peer.
 *
 * Fewer than N + 1 entries means fewer hops appended than configured (a request that bypassed the
 * proxies, or N set too high). Then the right-most entry is the only one we know was not written by
 * the client, so we take it — the safe failure: at worst every client shares the proxy's bucket and
 * limits bite early (visible), never a client choosing its own bucket (silent). X-Real-IP is ignored:
 * a proxy that sets it also appends to X-Forwarded-For, and a client can send it when none does.
 *
 * The chosen entry must be an IP address ("[v6]:port" and "v4:port" forms accepted; IPv6 canonical
 * and lower-case; IPv4-mapped IPv6 as plain IPv4, so one client is one key however its address is
 * written); anything else, or no header at all, is 'unknown' (one shared bucket).
 */
import { isIP } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';
export const MAX_TRUSTED_PROXIES = 10;
const MAX_ADDRESS_LENGTH = 64;
const MAX_ENTRIES = 64;

/** One X-Forwarded-For entry as a canonical address, or undefined when it is not an address. */
export function normaliseAddress(entry: string): string | undefined {
  const address = entry
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  if (address.length > MAX_ADDRESS_LENGTH) return undefined;
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  let canonical: string;
  try {
    // The URL parser writes IPv6 the one canonical way (RFC 5952: compressed, lower-case).
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address.toLowerCase(); // e.g. a zone id ("fe80::1%eth0"), which URLs do not take
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = Number.parseInt(mapped[1]!, 16);
  const low = Number.parseInt(mapped[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function clientIp(headers: Pick<Headers, 'get'>, trustedProxyCount: number): string {
  const header = headers.get('x-forwarded-for');
  if (header === null) return UNKNOWN_CLIENT;
  // Only the right end matters; a client cannot push the trusted entries out of this window.
  const entries = header.split(',').slice(-MAX_ENTRIES);
  const trusted = Math.min(Math.max(0, Math.trunc(trustedProxyCount) || 0), MAX_TRUSTED_PROXIES);
  const index = entries.length - 1 - trusted;
  const chosen = entries[index >= 0 ? index : entries.length - 1] ?? '';
  return normaliseAddress(chosen) ?? UNKNOWN_CLIENT;
}

/**
 * The rate-limit bucket of an address: an IPv4 address itself, an IPv6 address its /64 (one
 * customer's network; rotating within it must not buy a new bucket), 'unknown' as is.
 */
export function clientBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const url = (() => {
    try {
      return new URL(`http://[${address}]/`);
    } catch {
      return undefined;
    }
  })();
  if (!url) return address;
  const expanded = expandIpv6(url.hostname.slice(1, -1));
  return expanded ? `${expanded.slice(0, 4).join(':')}::/64` : address;
}

/** The eight hextets of a canonical IPv6 address (no embedded IPv4: the URL parser writes hex). */
function expandIpv6(canonical: string): string[] | undefined {
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/** A loopback address: 127.0.0.0/8 or ::1 (IPv4-mapped forms are already plain IPv4). */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}
