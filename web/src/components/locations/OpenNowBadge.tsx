'use client';

import { useEffect, useState } from 'react';
import { isOpenIn, type OpenSchedule } from '@/lib/vehicle/open-intervals';

const RECHECK_MS = 60_000;

/**
 * 'Open now' / 'Closed now' in the location's own time zone. Pages are cached, so the server's answer
 * is only a first guess: the browser decides from the week's open intervals (computed on the server
 * from the opening-hours rules) at once and every minute. Until then it says nothing rather than
 * something stale.
 */
export function OpenNowBadge({ schedule, label }: { schedule: OpenSchedule; label: string }) {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const check = () => setOpen(isOpenIn(schedule, Date.now()));
    check();
    const timer = window.setInterval(check, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [schedule]);
  return (
    <span data-open-now={open === undefined ? '' : String(open)} className="inline-block min-h-6 min-w-24 text-sm font-semibold" aria-live="polite">
      {open === undefined ? null : open ? (
        <span className="rounded-full bg-green-100 px-3 py-1 text-green-900">
          Open now<span className="sr-only"> ({label})</span>
        </span>
      ) : (
        <span className="rounded-full bg-gray-200 px-3 py-1 text-gray-900">
          Closed now<span className="sr-only"> ({label})</span>
        </span>
      )}
    </span>
  );
}
