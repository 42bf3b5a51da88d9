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
    // expect.poll waits 1 s by default: enough on an idle machine, not on CI's two cores with the server,
    // Chromium and the test runner sharing them (a watchlist button still disabled after 1 s failed the
    // project's CI once). A poll that passes still returns at once; only a failing one waits longer.
    expect: { poll: { timeout: 15_000 } },
  },
});
