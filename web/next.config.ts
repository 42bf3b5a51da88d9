import type { NextConfig } from 'next';

const config: NextConfig = {
  // The workspaces ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@forecourt/schemas', '@forecourt/tenants'],
  // PGlite loads its WASM and data files from its own package directory at run time: keep it a
  // plain Node require instead of bundling it (pg is already on Next's built-in list).
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // No ETags: Next computes them by hashing the whole HTML in JavaScript on every request (about a
  // tenth of a cached vehicle page's server time, measured with --cpu-prof), and cached pages are
  // revalidated by time and tag, not by conditional requests.
  generateEtags: false,
  reactStrictMode: true,
};

export default config;
