import type { Metadata } from 'next';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = { title: 'Not found' };

/** Any URL no route matches: neutral, with no dealer's branding. */
export default function GlobalNotFound() {
  return (
    <html lang="en-AU" className={inter.variable}>
      <body className="min-h-screen bg-gray-50 font-sans">
        <main className="mx-auto max-w-xl px-6 py-24 text-center">
          <h1 className="text-3xl font-bold">Not found</h1>
          <p className="mt-4 text-gray-700">There is nothing at this address.</p>
        </main>
      </body>
    </html>
  );
}
