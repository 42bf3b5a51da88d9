/**
 * The sign-in secret (HMACs of codes and phone numbers, the signed sign-in cookie): AUTH_SECRET, else
 * one generated on first use and kept in the data directory (lib/secrets), like the unsubscribe
 * secret. Every server behind a load balancer must share one: set AUTH_SECRET there.
 */
import 'server-only';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';
import { secretFromDataDir } from '@/lib/secrets/data-dir-secret';

let cached: string | undefined;

export function authSecret(): string {
  cached ??= env.AUTH_SECRET ?? secretFromDataDir(defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'auth-secret');
  return cached;
}
