/**
 * A request from this machine, for development-only pages that show shoppers' details (the lead
 * mailbox): a local Host (`localhost`, `<slug>.localhost`, a loopback literal) AND a loopback client
 * address. The Host header alone is the client's to write (`curl -H 'Host: x.localhost'` from
 * anywhere); the address is the one client-ip.ts trusts — the peer the server saw, or the entry
 * the trusted proxies appended — so a forged X-Forwarded-For cannot claim 127.0.0.1. Pure: the trusted
 * proxy count is an argument (settings pass TRUSTED_PROXY_COUNT).
 */
import { isLocalHost } from '@/lib/tenancy/host';
import { clientIp, isLoopbackAddress } from './client-ip';

export function isLocalRequest(headers: Pick<Headers, 'get'>, trustedProxyCount: number): boolean {
  return isLocalHost(headers.get('host')) && isLoopbackAddress(clientIp(headers, trustedProxyCount));
}
