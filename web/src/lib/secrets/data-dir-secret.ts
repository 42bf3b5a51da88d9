/**
 * A signing secret kept in the data directory: the embedded default of every `*_SECRET` setting that
 * the app can make for itself (sign-in, unsubscribe links). Made once from the CSPRNG, owner-only,
 * and shared by processes on one machine; servers behind a load balancer must set the variable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secret kept in `dataDir/<name>`, made (mode 0600) if missing. */
export function secretFromDataDir(dataDir: string, name: string): string {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, name);
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
    const theirs = readFileSync(file, 'utf8').trim();
    if (theirs.length >= 32) return theirs;
    // A file too short to be a secret (cut off by a crash): replace it rather than sign with it.
    writeFileSync(file, `${made}\n`, { mode: 0o600 });
    return made;
  }
}
