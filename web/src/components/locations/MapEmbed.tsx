'use client';

import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The Google Maps embed, loaded only when the shopper asks for it: the drawn map (children) shows
 * first in the same fixed-ratio box, so nothing is fetched from Google and nothing moves until then.
 * The button appears once React has hydrated: rendered by the server, it was a button that did
 * nothing when pressed before the script ran.
 */
export function MapEmbed({ src, title, children }: { src: string; title: string; children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  if (loaded)
    return (
      <iframe
        src={src}
        title={title}
        className="absolute inset-0 h-full w-full border-0"
        loading="eager"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  return (
    <>
      {children}
      {hydrated && (
        <button
          type="button"
          onClick={() => setLoaded(true)}
          className="absolute bottom-3 right-3 rounded-md bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow ring-1 ring-gray-300"
        >
          Show interactive map
        </button>
      )}
    </>
  );
}
