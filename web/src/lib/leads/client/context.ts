/** The context sent with every lead: where it was sent from and how the shopper got there. */
import { linkedQueryParams } from './linked-params';
import type { KeyValueStore } from '@/lib/browser-storage';
import { browserStorage } from '@/lib/browser-storage';
import { visitedPages } from './visited-pages';

export interface LeadContext {
  page_url?: string;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

export function leadContext(
  now = Date.now(),
  store: KeyValueStore | undefined = browserStorage(),
  href: string | undefined = typeof location === 'undefined' ? undefined : location.href,
): LeadContext {
  return {
    ...(href ? { page_url: href.slice(0, 2000) } : {}),
    visited_pages: visitedPages(store),
    linked_query_params: linkedQueryParams(now, store),
  };
}
