'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isOpenIn, type OpenSchedule } from '@/lib/vehicle/open-now';

const RECHECK_MS = 60_000;

/**
 * Renders its children only while the location is open in its own time zone (spec §2: the mobile
 * footer's Call Now). The server decides the first render and sends the coming week's open
 * intervals (from the opening-hours rules); the browser re-checks at once — the page may have been
 * cached — and every minute.
 */
export function OpenNowOnly({
  schedule,
  initiallyOpen,
  children,
}: {
  schedule: OpenSchedule;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    const check = () => setOpen(isOpenIn(schedule, Date.now()));
    check();
    const timer = window.setInterval(check, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [schedule]);
  return open ? <>{children}</> : null;
}
