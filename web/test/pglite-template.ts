/**
 * Vitest global setup of the unit tests: one in-memory PGlite with every migration applied, dumped to
 * a temporary file that each test's in-memory database starts from (src/lib/db/memory-database.ts).
 *
 * Why: PGlite.create runs initdb (in WASM) for every new database, about 3.7–4.7 s and 5.5–6 CPU-seconds
 * each on a 2-core machine, and the unit tests open about 70 of them. Starting from the dump skips
 * initdb and the migrations: about 1.4 s and 1.7 CPU-seconds. The unit tests run beside the browser
 * suite in `npm test`, so their CPU is the browser suite's time too (README, "Tests").
 *
 * Made again on every run, so it always has the migrations of the checkout. Not made when only the
 * PostgreSQL half of the database tests runs (test-postgres.sh), which opens no PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePglite, migrationsFolder } from '../src/lib/db/migrate';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_TESTS_ONLY?.trim() === 'postgres') return undefined;
  const client = await PGlite.create();
  let dump: Blob;
  try {
    await migratePglite(client, migrationsFolder(project.config.root));
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
