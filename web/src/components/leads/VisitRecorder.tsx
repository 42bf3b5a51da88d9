'use client';

/**
 * Records each page the shopper sees on this site (the last 20 travel with a lead as visited_pages)
 * and campaign parameters from landing URLs (linked_query_params). On every page, so its first-load
 * part is only this effect; the recording code is fetched with the first page and kept (no zod, no
 * form code — two localStorage writes per navigation).
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { inOwnTask } from '@/lib/tasks/own-task';

export function VisitRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    const { search } = window.location;
    return inOwnTask(() => {
      import('@/lib/leads/client/record-page-visit').then(
        ({ recordPageVisit }) => recordPageVisit(pathname, search),
        (error: unknown) => console.warn('[visits] could not record this page', error),
      );
    });
  }, [pathname]);
  return null;
}
