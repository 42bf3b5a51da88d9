/**
 * For route-handler tests: an in-memory PGlite behind the app's `db()`, and a switch that makes
 * `db()` fail the way an unreachable database does. In a test file:
 *
 *   vi.mock('@/lib/db', async (original) => withTestDb(await original()));
 *   setupTestDb(); // opened before all tests, closed after; `fails` reset before each
 *
 * then `testDb.db` for the rows and `testDb.fails = true` for the failure path.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DatabaseError } from './errors';
import { openMemoryDatabase } from './memory-database';
import type { Database, DatabaseHandle } from './open';

let handle: DatabaseHandle | undefined;

export const testDb = {
  /** When set, `db()` rejects with the DatabaseError the app sees when the database is down. */
  fails: false,
  get db(): Database {
    if (!handle) throw new Error('testDb is not open: call setupTestDb() in the test file');
    return handle.db;
  },
};

/** The real `@/lib/db` module with `db()` answered by testDb. */
export function withTestDb<M extends { db: () => Promise<Database> }>(original: M): M {
  return {
    ...original,
    db: () =>
      testDb.fails
        ? Promise.reject(new DatabaseError('The database could not be opened'))
        : Promise.resolve(testDb.db),
  };
}

export function setupTestDb(): void {
  beforeAll(async () => {
    handle = await openMemoryDatabase();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    handle = undefined;
  });
  beforeEach(() => {
    testDb.fails = false;
  });
}
