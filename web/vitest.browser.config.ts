import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: a production build served by `next start`, driven through Debian's Chromium with
 * playwright-core. Serial: one server, and two cores. Tests compute their expectations through
 * web/src/domain, hence the same aliases as the unit tests.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
