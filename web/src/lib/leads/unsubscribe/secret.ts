/**
 * The unsubscribe links' signing secret: UNSUBSCRIBE_SECRET, else one generated on first use and kept
 * in the data directory (lib/secrets), so links stay valid across restarts of one server.
 */
import 'server-only';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';
import { secretFromDataDir } from '@/lib/secrets/data-dir-secret';

let cached: string | undefined;

export function unsubscribeSecret(): string {
  cached ??= env.UNSUBSCRIBE_SECRET ?? secretFromDataDir(defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'unsubscribe-secret');
  return cached;
}
