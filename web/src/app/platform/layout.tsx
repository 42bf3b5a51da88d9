import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '../fonts';
import '../globals.css';

export const metadata: Metadata = {
  title: 'Forecourt',
  description: 'One platform serving many Australian vehicle dealers’ websites.',
  robots: { index: false },
};

/** The platform's own pages (localhost): no dealer's branding or content. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU" className={inter.variable}>
      <body className="min-h-screen bg-gray-50 font-sans">
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
