/**
 * For tests: a throwaway in-memory database that starts from the migrated copy the unit tests'
 * global setup made (test/pglite-template.ts), about three times quicker to open than an empty
 * PGlite. Without that setup (another Vitest config) it opens an empty one and migrates it, as
 * before: the same database either way.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data directory, as PGlite's dumpDataDir wrote it. */
    pgliteTemplate?: string;
  }
}

let template: Blob | undefined;

/** Read once per module: a file's databases, or a shared worker's, start from the same bytes. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

export const memoryDatabase = (): OpenOptions => ({ pgliteDir: 'memory', from: migratedTemplate() });

export const openMemoryDatabase = (): Promise<DatabaseHandle> => openDatabase(memoryDatabase());
