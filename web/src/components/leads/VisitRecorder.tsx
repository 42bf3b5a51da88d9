'use client';

/**
 * Records each page the shopper sees on this site (the last 20 travel with a lead as visited_pages)
 * and campaign parameters from landing URLs (linked_query_params). On every page, so it is tiny:
 * no zod, no form code — just two localStorage writes per navigation.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { captureLinkedParams } from '@/lib/leads/client/linked-params';
import { pagePath, recordVisit } from '@/lib/leads/client/visited-pages';

export function VisitRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    const { search } = window.location;
    captureLinkedParams(search);
    recordVisit(pagePath(pathname, search));
  }, [pathname]);
  return null;
}
