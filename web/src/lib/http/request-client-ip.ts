/**
 * The client's address as this deployment must read it: clientIp with TRUSTED_PROXY_COUNT from the
 * environment (see client-ip.ts for the rule and README "Environment" for the setting).
 */
import 'server-only';
import { env } from '@/env';
import { clientIp } from './client-ip';

export function requestClientIp(headers: Pick<Headers, 'get'>): string {
  return clientIp(headers, env.TRUSTED_PROXY_COUNT);
}
