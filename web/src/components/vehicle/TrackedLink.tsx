'use client';

import type { ReactNode } from 'react';
import type { TrackingEventId } from '@/domain/tracking';
import { trackSoon } from './track-soon';

/**
 * A plain link that records a tracking event when followed (e.g. the history report, event 60). The
 * event goes out once the tracking code is there (track-soon.ts), so it opens in a new tab.
 */
export function TrackedLink({
  href,
  eventId,
  params,
  className,
  children,
}: {
  href: string;
  eventId: TrackingEventId;
  params?: Record<string, string | number>;
  className?: string;
  children: ReactNode;
  /** It opens a new tab, so the page is still there when the event goes out. */
  external: true;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={() => trackSoon(eventId, params)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
