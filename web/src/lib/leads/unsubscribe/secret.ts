/**
 * The unsubscribe links' signing secret: UNSUBSCRIBE_SECRET, else one generated on first use and kept
 * in the data directory (the embedded default), so links stay valid across restarts of one server.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';

let cached: string | undefined;

function fromDataDir(): string {
  const file = path.join(/*turbopackIgnore: true*/ defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'unsubscribe-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not made yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const made = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process made it first, theirs wins and is read back below.
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

export function unsubscribeSecret(): string {
  cached ??= env.UNSUBSCRIBE_SECRET ?? fromDataDir();
  return cached;
}
