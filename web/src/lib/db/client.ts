/**
 * The app's database, one per server process: PostgreSQL when DATABASE_URL is set, otherwise PGlite
 * on disk at `<data dir>/pglite` (default `<repo>/.data/pglite`), created and migrated on first use.
 * Nothing opens it at import or build time: the first `db()` call (from a request) does.
 */
import 'server-only';
import path from 'node:path';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';
import { DatabaseError } from './errors';
import { openDatabase, type Database, type DatabaseHandle } from './open';

const globalForDb = globalThis as unknown as { forecourtDb?: Promise<DatabaseHandle> };

export function pgliteDir(): string {
  return path.join(
    /*turbopackIgnore: true*/ defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }),
    'pglite',
  );
}

function open(): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ pgliteDir: pgliteDir() });
}

/** The process's database (a failed open is retried on the next call). Errors are DatabaseError. */
export async function db(): Promise<Database> {
  globalForDb.forecourtDb ??= open().catch((error: unknown) => {
    globalForDb.forecourtDb = undefined;
    throw error instanceof DatabaseError
      ? error
      : new DatabaseError('The database could not be opened', { cause: error });
  });
  return (await globalForDb.forecourtDb).db;
}

export type { Database } from './open';
