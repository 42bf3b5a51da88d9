import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { DEVELOPMENT, DRAFT_MODE_COOKIE, MEDIA_CSP, MEDIA_PATHS, PRODUCTION_EXTENSIONS, sanityPresentation, securityHeaders, studioOrigins } from './src/lib/http/security-headers';

/** CI=true (or 1, or any value but false/0), the convention CI services follow. */
const onCi = () => !['', 'false', '0'].includes((process.env.CI ?? '').trim().toLowerCase());

export default function config(phase: string): NextConfig {
  return {
    // The workspaces ship TypeScript source; Next compiles them with the app.
    transpilePackages: ['@forecourt/schemas', '@forecourt/tenants'],
    // PGlite loads its WASM and data files from its own package directory at run time: keep it a
    // plain Node require instead of bundling it (pg is already on Next's built-in list).
    serverExternalPackages: ['@electric-sql/pglite'],
    // Radix's dialogs would write their scroll lock into an inline <style>, which the CSP refuses: the
    // rule is in globals.css instead, and this stand-in writes nothing (src/lib/http/no-inline-styles.ts).
    turbopack: { resolveAlias: { 'react-style-singleton': './src/lib/http/no-inline-styles.ts' } },
    poweredByHeader: false,
    // `npm test` builds with SKIP_BUILD_TYPECHECK=1 (scripts/test.mjs): its own typecheck task runs the
    // same tsc over the same tsconfig beside the browser tests, so the build, which they wait for, need
    // not (50 s of a 113 s build here). Every other build checks the types itself.
    ...(process.env.SKIP_BUILD_TYPECHECK === '1' ? { typescript: { ignoreBuildErrors: true } } : {}),
    // Turbopack keeps a build cache in .next/cache for the next build in the same folder to start from
    // (on by default in Next 16.4.6). A CI build is in a fresh clone that no build follows, and keeping
    // the cache made the build 76-100 s against 58-59 s without it (two pairs, one sitting), with the
    // browser tests waiting for the build: off when CI is set (turbo.json's globalEnv passes it on).
    experimental: { turbopackFileSystemCacheForBuild: !onCi() },
    // No ETags: Next computes them by hashing the whole HTML in JavaScript on every request (about a
    // tenth of a cached vehicle page's server time, measured with --cpu-prof), and cached pages are
    // revalidated by time and tag, not by conditional requests.
    generateEtags: false,
    reactStrictMode: true,
    // Every response, whatever produced it (pages, route handlers, static files, 404s): see
    // src/lib/http/security-headers.ts for the policy and why.
    // In draft mode (its cookie present) the second rule's policy replaces the first, and on /media the
    // third's replaces both: for the same header, Next sends the last matching rule's value.
    headers() {
      const extensions = phase === PHASE_DEVELOPMENT_SERVER ? [...PRODUCTION_EXTENSIONS, DEVELOPMENT] : PRODUCTION_EXTENSIONS;
      const preview = sanityPresentation(studioOrigins(process.env.SANITY_STUDIO_URL));
      return Promise.resolve([
        { source: '/:path*', headers: securityHeaders(extensions) },
        { source: '/:path*', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: securityHeaders([...extensions, preview]) },
        // The site's own images (SVG among them) are not pages: a policy that lets them run nothing.
        { source: MEDIA_PATHS, headers: [{ key: 'Content-Security-Policy', value: MEDIA_CSP }] },
      ]);
    },
  };
}
