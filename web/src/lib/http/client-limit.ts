/**
 * A per-client limit for route handlers anyone can call (phone reveals, tracking events): one hit on
 * the client's bucket (its address as request-client-ip.ts reads it, an IPv6 client's /64) in the
 * shared database counter, and the 429 answer with Retry-After once the window is full.
 */
import 'server-only';
import { hitRateLimit, rateLimitWindow, type Database } from '@/lib/db';
import { sha256 } from '@/lib/leads/intake/hashing';
import { clientBucket } from './client-ip';
import { requestClientIp } from './request-client-ip';
import { jsonError } from './site-route';

export interface ClientLimit {
  /** Names the counter ('reveal', 'event'): each limit counts on its own. */
  name: string;
  max: number;
  windowMs: number;
}

/** Counts this request; the 429 to answer when it is over the limit, else undefined. */
export async function overClientLimit(
  database: Database,
  headers: Headers,
  limit: ClientLimit,
  now = new Date(),
): Promise<Response | undefined> {
  // Hashed: the rate_limits table never holds an address.
  const key = `${limit.name}:ip:${sha256(clientBucket(requestClientIp(headers)))}`;
  const hits = await hitRateLimit(database, key, limit.windowMs, now);
  if (hits <= limit.max) return undefined;
  const retry = Math.max(1, Math.ceil((rateLimitWindow(limit.windowMs, now).end.getTime() - now.getTime()) / 1000));
  return jsonError(429, 'Too many requests. Please try again later.', { 'retry-after': String(retry) });
}
