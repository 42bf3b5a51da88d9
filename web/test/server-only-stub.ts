// Unit tests run server code outside React's server environment; see vitest.config.ts.
export {};
