import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { isolatedTestFiles, literalGlob } from './test/isolation';

const include = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const isolatedFiles = isolatedTestFiles(import.meta.dirname).map(literalGlob);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // 'server-only' throws outside a React Server environment; unit tests are server code.
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  // tsconfig keeps JSX for Next; component tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    // Property-based contract tests do real work; on a busy 2-core machine 5 s is too tight.
    testTimeout: 60_000,
    // One migrated PGlite for every in-memory test database to start from (its file says why).
    globalSetup: ['test/pglite-template.ts'],
    // Importing a file's module graph again for each of 313 files was about a third of the suite's
    // time (import 181 s against tests 267 s, summed over the workers): files that leave modules and
    // globals as they found them share their worker's, which cut its CPU time by about a quarter
    // (measured in the README's "Tests" section). Which files are which: test/isolation.ts.
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
      { extends: true, test: { name: 'shared', include, exclude: isolatedFiles, isolate: false } },
    ],
  },
});
