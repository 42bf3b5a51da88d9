import localFont from 'next/font/local';

// Bundled (OFL) so the build needs no network: next/font/google fails offline.
export const inter = localFont({
  src: './fonts/inter-latin-wght.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
