/**
 * The last pages a shopper looked at on this site (spec §7 lead_attributes.visited_pages), sent with
 * a lead so the dealer sees the journey. localStorage is per origin, and each site has its own
 * host, so the list is naturally "this site's" pages. Kept free of zod and React: the recorder runs
 * on every page.
 */
import { stripLinkedParams } from './linked-params';
import { browserStorage, readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';

export const VISITED_PAGES_KEY = 'forecourt:visited-pages';
/** LeadSubmissionSchema takes at most 20 paths of at most 500 characters. */
export const VISITED_PAGES_LIMIT = 20;
const MAX_PATH = 500;

export function parseVisitedPages(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((p): p is string => typeof p === 'string' && p.startsWith('/') && p.length <= MAX_PATH)
    .slice(-VISITED_PAGES_LIMIT);
}

/**
 * Pages never recorded: a dealer opening a finance application's signed link in a browser would
 * otherwise send the link, signature and all, with any lead that browser later makes.
 */
const PRIVATE_PAGES = /^\/finance-applications\//;

/** The list with `path` appended (oldest first); a reload of the same page is not a new visit. */
export function withVisit(list: readonly string[], path: string): string[] {
  const clean = path.slice(0, MAX_PATH);
  if (!clean.startsWith('/') || PRIVATE_PAGES.test(clean) || list.at(-1) === clean) return [...list];
  return [...list, clean].slice(-VISITED_PAGES_LIMIT);
}

/** pathname + search, minus campaign parameters (those travel separately as linked_query_params). */
export function pagePath(pathname: string, search: string): string {
  const rest = stripLinkedParams(search);
  return rest ? `${pathname}?${rest}` : pathname;
}

export function recordVisit(path: string, store: KeyValueStore | undefined = browserStorage()): void {
  writeJson(store, VISITED_PAGES_KEY, withVisit(parseVisitedPages(readJson(store, VISITED_PAGES_KEY)), path));
}

export function visitedPages(store: KeyValueStore | undefined = browserStorage()): string[] {
  return parseVisitedPages(readJson(store, VISITED_PAGES_KEY));
}
