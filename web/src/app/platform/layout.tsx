import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Forecourt',
  description: 'One platform serving many Australian vehicle dealers’ websites.',
  robots: { index: false },
};

/** The platform's own pages (localhost): no dealer's branding or content. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <main id="main">{children}</main>
    </div>
  );
}
