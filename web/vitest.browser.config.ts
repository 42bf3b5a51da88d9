import { defineConfig } from 'vitest/config';

/**
 * Browser tests: a production build served by `next start`, driven through Debian's Chromium with
 * playwright-core. Serial: one server, and two cores.
 */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
