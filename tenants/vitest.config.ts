import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // sanity and its UI package import .css files, which Node cannot load: let Vite transform them.
    server: { deps: { inline: ['sanity', '@sanity-labs/ui-poc'] } },
  },
});
