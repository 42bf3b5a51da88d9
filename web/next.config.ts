import type { NextConfig } from 'next';

const config: NextConfig = {
  // The workspaces ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@forecourt/schemas', '@forecourt/tenants'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Unknown hosts and unmatched URLs get one neutral 404 that shows no dealer's content.
    globalNotFound: true,
  },
};

export default config;
