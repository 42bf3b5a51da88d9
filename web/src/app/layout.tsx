import type { ReactNode } from 'react';
import './globals.css';

/** The document shell shared by every site and the platform pages; branding lives in [site]/layout. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="font-sans">{children}</body>
    </html>
  );
}
