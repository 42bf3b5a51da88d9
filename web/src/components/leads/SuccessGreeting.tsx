'use client';

/**
 * The personal part of /success, read from the success marker in this browser: "Thanks {name}" and
 * a link back to the car enquired on. Nothing personal is in the URL or the cached page; without a
 * marker (a bookmark, another browser) the page's general thank-you stands on its own.
 */
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { readSuccessMarker, SUCCESS_MARKER_KEY, type SuccessMarker } from '@/lib/leads/client/success-marker';
import { buttonClass, inline } from '@/components/vehicle/styles';

let cache: { raw: string | null; marker: SuccessMarker | undefined } | undefined;

function snapshot(): SuccessMarker | undefined {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SUCCESS_MARKER_KEY);
  } catch {
    raw = null;
  }
  // Stable per stored string, as useSyncExternalStore requires.
  if (!cache || cache.raw !== raw) cache = { raw, marker: readSuccessMarker() };
  return cache.marker;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function SuccessGreeting({ fallbackHeading }: { fallbackHeading: string }) {
  const marker = useSyncExternalStore(subscribe, snapshot, () => undefined);
  return (
    <div data-success-greeting={marker ? 'personal' : 'general'}>
      <h1 className="text-3xl font-bold md:text-4xl">{marker?.name ? `Thanks ${marker.name}` : fallbackHeading}</h1>
      {marker?.car ? (
        <p className="mt-4">
          <Link href={`/cars/${encodeURIComponent(marker.car.slug)}`} className={inline(buttonClass.outline)}>
            Back to the {marker.car.title}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
