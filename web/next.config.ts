import type { NextConfig } from 'next';

const config: NextConfig = {
  // The workspaces ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@forecourt/schemas', '@forecourt/tenants'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
