import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

/**
 * What makes a test file need modules of its own: it replaces a module or a global (vi.mock,
 * stubEnv, stubGlobal, spyOn, fake timers, an assignment to process.env or globalThis), or runs in
 * jsdom (one document, and the lazy modules a component test expects not to be loaded yet). Such a
 * file runs isolated, as Vitest runs every file by default; the rest share their worker's modules.
 * The database contracts (test-databases.ts) too: their names' per-run suffix is made once per module,
 * so files sharing it would write the same names into test-postgres.sh's one PostgreSQL database.
 * A file that leaves other state behind (a module-level cache it expects empty) says `vitest-isolate`
 * in a comment with its reason.
 */
const NEEDS_OWN_MODULES =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|useFakeTimers|spyOn)\b|process\.env(\.[A-Z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env|@vitest-environment|globalThis\.[A-Za-z]+\s*(\?\?)?=|vitest-isolate|from '[^']*test-databases'/;

const isolatedFiles = readdirSync(path.join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file))
  .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')))
  // include and exclude are globs: a route folder's [site] or (group) is meant literally.
  .map((file) => file.replace(/[[\](){}*?!+@]/g, '\\$&'));

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
    // Importing a file's module graph again for each of 313 files was about a third of the suite's
    // time (import 181 s against tests 267 s, summed over the workers): files that leave modules and
    // globals as they found them share their worker's, which cut its CPU time by about a quarter
    // (measured in the README's "Tests" section).
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
      { extends: true, test: { name: 'shared', include, exclude: isolatedFiles, isolate: false } },
    ],
  },
});
