import type { NextConfig } from 'next';

const config: NextConfig = {
  // The workspaces ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@forecourt/schemas', '@forecourt/tenants'],
  // PGlite loads its WASM and data files from its own package directory at run time: keep it a
  // plain Node require instead of bundling it (pg is already on Next's built-in list).
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
