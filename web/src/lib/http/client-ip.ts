/**
 * The client's address, for rate limits and the view counter only (leads, phone reveals, views): the
 * first x-forwarded-for hop (what the nearest proxy saw), else x-real-ip. A client can forge these
 * headers when no proxy overwrites them; then it can only choose which bucket it fills (the lead
 * route's per-e-mail and per-phone limits still apply; a forged view only counts its own view
 * again). Without either header every such request shares the 'unknown' bucket.
 */
import { isIP } from 'node:net';

const MAX_ADDRESS_LENGTH = 64;

export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || headers.get('x-real-ip')?.trim() || '';
  // Keep only something that is an address ("[::1]:port" and "1.2.3.4:port" forms included), so a
  // junk header cannot mint endless buckets of arbitrary text.
  const address = candidate
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  return address.length <= MAX_ADDRESS_LENGTH && isIP(address) ? address.toLowerCase() : 'unknown';
}
