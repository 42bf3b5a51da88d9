import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { DEVELOPMENT, PRODUCTION_EXTENSIONS, securityHeaders } from './src/lib/http/security-headers';

export default function config(phase: string): NextConfig {
  return {
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
    // Every response, whatever produced it (pages, route handlers, static files, 404s): see
    // src/lib/http/security-headers.ts for the policy and why.
    headers() {
      return Promise.resolve([{ source: '/:path*', headers: securityHeaders(phase === PHASE_DEVELOPMENT_SERVER ? [...PRODUCTION_EXTENSIONS, DEVELOPMENT] : PRODUCTION_EXTENSIONS) }]);
    },
  };
}
