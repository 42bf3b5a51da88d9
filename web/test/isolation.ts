/**
 * Which unit test files run isolated (vitest.config.ts's `isolated` project) and which share their
 * worker's modules (`shared`).
 *
 * What makes a test file need modules of its own: it replaces a module or a global (vi.mock,
 * stubEnv, stubGlobal, spyOn, fake timers, an assignment to process.env or globalThis), or runs in
 * jsdom (one document, and the lazy modules a component test expects not to be loaded yet). Such a
 * file runs isolated, as Vitest runs every file by default; the rest share their worker's modules.
 * The database contracts (test-databases.ts) too: their names' per-run suffix is made once per module,
 * so files sharing it would write the same names into test-postgres.sh's one PostgreSQL database.
 * A file that leaves other state behind (a module-level cache it expects empty) says `vitest-isolate`
 * in a comment with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const NEEDS_OWN_MODULES =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|useFakeTimers|spyOn)\b|process\.env(\.[A-Z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env|@vitest-environment|globalThis\.[A-Za-z]+\s*(\?\?)?=|vitest-isolate|from '[^']*test-databases'/;

/** The unit test files under `webDir`/src that need their own modules, relative to webDir. */
export function isolatedTestFiles(webDir: string): string[] {
  return readdirSync(path.join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(path.join(webDir, file), 'utf8')));
}

/** A path as a glob that matches only itself: a route folder's [site] or (group) is meant literally. */
export const literalGlob = (file: string) => file.replace(/[[\](){}*?!+@]/g, '\\$&');
