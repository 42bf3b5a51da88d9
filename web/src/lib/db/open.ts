/**
 * Opening the database: PostgreSQL through a node-postgres Pool when a URL is given, otherwise
 * PGlite (PostgreSQL in WASM) in a data directory, or in memory. Both come back as the same drizzle
 * API (`Database`) with every migration applied. Plain Node, so tests and scripts can open their
 * own; the app goes through client.ts (one per process).
 *
 * PGlite is one connection in one process: never open the same directory from two processes at once
 * (a CLI that needs the data while the server runs should go through the server, or use PostgreSQL).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { Pool } from 'pg';
import { dbCall } from './errors';
import { migratePglite, migratePostgres, migrationsFolder } from './migrate';
import * as schema from './schema';

/** What repositories take: the drizzle API common to both drivers (transactions included). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Ends the pool or shuts PGlite down; a script or test that forgets this never exits. */
  close: () => Promise<void>;
}

export type OpenOptions =
  | { url: string; poolSize?: number; migrations?: string }
  /**
   * A directory (created if missing), or the word 'memory' for a throwaway database; `from`, a dump
   * of a data directory (PGlite's dumpDataDir) for a new database to start from instead of an empty
   * one (tests start each in-memory database from one migrated copy: test/pglite-template.ts).
   */
  | { pgliteDir: string; migrations?: string; from?: Blob };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const folder = options.migrations ?? migrationsFolder();
  if ('url' in options) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed', error));
    try {
      await dbCall('migrating PostgreSQL', () => migratePostgres(pool, folder));
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return {
      db: drizzleNodePg({ client: pool, schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const client = await dbCall('opening PGlite', async () => {
    const start = options.from && { loadDataDir: options.from };
    if (options.pgliteDir === 'memory') return PGlite.create(start);
    mkdirSync(/*turbopackIgnore: true*/ options.pgliteDir, { recursive: true });
    return PGlite.create(options.pgliteDir, start);
  });
  try {
    await dbCall('migrating PGlite', () => migratePglite(client, folder));
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}
