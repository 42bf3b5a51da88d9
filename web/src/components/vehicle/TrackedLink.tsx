'use client';

import type { ReactNode } from 'react';
import type { TrackingEventId } from '@/domain/tracking';
import { track } from '@/lib/tracking/client';

/** A plain link that records a tracking event when followed (e.g. the history report, event 60). */
export function TrackedLink({
  href,
  eventId,
  params,
  className,
  children,
  external = false,
}: {
  href: string;
  eventId: TrackingEventId;
  params?: Record<string, string | number>;
  className?: string;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={() => track(eventId, params)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
