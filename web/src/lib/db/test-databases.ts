/**
 * For the database tests: every contract runs on PGlite always and on PostgreSQL when DATABASE_URL is
 * set (web/scripts/test-postgres.sh starts a throwaway server and sets it). Names made with `unique`
 * carry a per-run suffix, so a shared PostgreSQL database needs no clean-up between runs.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { memoryDatabase } from './memory-database';
import { openDatabase, type Database, type DatabaseHandle, type OpenOptions } from './open';

export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;

/**
 * `postgres` when only the PostgreSQL half should run: test-postgres.sh sets it, because `npm test`
 * has already run the PGlite half of the same files in the unit task (running it twice cost CI time).
 */
const ONLY = process.env.DATABASE_TESTS_ONLY?.trim();

/** A suffix unique to this test run. */
export const RUN = Math.random().toString(36).slice(2, 8);

export const unique = (name: string) => `${name}-${RUN}`;

export interface DatabaseTarget {
  name: string;
  options: () => OpenOptions;
  enabled: boolean;
}

export const DATABASE_TARGETS: readonly DatabaseTarget[] = [
  { name: 'PGlite in memory', options: memoryDatabase, enabled: ONLY !== 'postgres' },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    options: () => ({ url: DATABASE_URL! }),
    enabled: Boolean(DATABASE_URL),
  },
];

/** Says once per file why its PostgreSQL half did not run. */
export function notePostgresSkipped(file: string): void {
  if (DATABASE_URL) return;
  console.info(
    `[${file}] PostgreSQL half skipped: DATABASE_URL is not set (run web/scripts/test-postgres.sh to start a local server).`,
  );
}

/**
 * The contract `suite` once per target that runs here (PGlite always, PostgreSQL with DATABASE_URL),
 * each on its own database, opened before the suite's hooks and closed after. Inside tests and
 * hooks `handle.db` is that open database.
 */
export function describeEachDatabase(
  title: string,
  suite: (handle: { readonly db: Database }) => void,
): void {
  notePostgresSkipped(title);
  for (const target of DATABASE_TARGETS) {
    describe.skipIf(!target.enabled)(`${title}: ${target.name}`, () => {
      let open: DatabaseHandle | undefined;
      beforeAll(async () => {
        open = await openDatabase(target.options());
      }, 60_000);
      afterAll(async () => {
        await open?.close();
      });
      suite({
        get db() {
          if (!open)
            throw new Error(`${title}: the database is not open yet (use it inside tests and hooks)`);
          return open.db;
        },
      });
    });
  }
}
