/**
 * Recent searches kept in this browser (spec §3 "Search history keeps the last 5 searches with
 * paths", §9 search history 5). The list rule is the domain's addToSearchHistory; this module
 * stores it and names a search for people.
 */
import { useSyncExternalStore } from 'react';
import { facetLabel } from '@/domain/facet-labels';
import { addToSearchHistory, SEARCH_HISTORY_LIMIT, type SearchHistoryEntry } from '@/domain/search-rules';
import type { StockQuery } from '@/lib/search/query';
import { createLocalStore, parseJson } from '@/lib/browser-storage';

export type { SearchHistoryEntry };

export const SEARCH_HISTORY_KEY = 'forecourt:search-history';
const MAX_LABEL_LENGTH = 120;
const MAX_PATH_LENGTH = 2000;

/** A site-relative path only ('/search/...'), never another origin or a script URL. */
export function isSafeHistoryPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && path.length <= MAX_PATH_LENGTH;
}

export function parseSearchHistory(raw: string | null): SearchHistoryEntry[] {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  let list: SearchHistoryEntry[] = [];
  // Rebuild oldest first through the domain rule, so duplicates and the limit are applied as on write.
  for (const item of [...(data as unknown[])].reverse()) {
    if (typeof item !== 'object' || item === null) continue;
    const { label, path } = item as Record<string, unknown>;
    if (typeof label !== 'string' || typeof path !== 'string' || !isSafeHistoryPath(path.trim())) continue;
    list = addToSearchHistory(list, { label: label.slice(0, MAX_LABEL_LENGTH), path });
  }
  return list;
}

/** Adds a search to a list (pure): unsafe paths are ignored. */
export function withSearch(history: readonly SearchHistoryEntry[], label: string, path: string): SearchHistoryEntry[] {
  const clean = path.trim();
  if (!isSafeHistoryPath(clean)) return history.slice(0, SEARCH_HISTORY_LIMIT);
  const name = label.trim().slice(0, MAX_LABEL_LENGTH) || 'All cars';
  return addToSearchHistory(history, { label: name, path: clean });
}

const EMPTY: SearchHistoryEntry[] = [];
export const searchHistoryStore = createLocalStore<SearchHistoryEntry[]>(SEARCH_HISTORY_KEY, parseSearchHistory, EMPTY);

/** Records a search (newest first, one per path, at most 5). */
export function recordSearch(label: string, path: string): SearchHistoryEntry[] {
  return searchHistoryStore.update((current) => withSearch(current, label, path));
}

export function useSearchHistory(): SearchHistoryEntry[] {
  return useSyncExternalStore(searchHistoryStore.subscribe, searchHistoryStore.getSnapshot, searchHistoryStore.getServerSnapshot);
}

const list = (values: readonly string[] | undefined) => (values && values.length ? values : undefined);

function joinOr(values: readonly string[]): string {
  return values.length <= 2 ? values.join(' or ') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/**
 * A short name for a search: "Used Toyota HiLux cars", "New or Demo SUV cars matching 'hybrid'",
 * "All cars". Car types, makes, models (make_model or model) and bodies, then the text query.
 */
export function searchLabel(query: Pick<StockQuery, 'query' | 'refinements'>): string {
  const r = query.refinements;
  const parts: string[] = [];
  const types = list(r.car_type);
  if (types) parts.push(joinOr(types.map((t) => facetLabel('car_type', t))));
  const makes = list(r.make);
  const models = list(r.make_model) ?? list(r.model);
  if (models) parts.push(joinOr(models));
  else if (makes) parts.push(joinOr(makes));
  const bodies = list(r.body);
  if (bodies) parts.push(joinOr(bodies.map((b) => facetLabel('body', b))));
  const base = parts.length ? `${parts.join(' ')} cars` : 'All cars';
  const text = query.query.trim();
  return (text ? `${base} matching '${text}'` : base).slice(0, MAX_LABEL_LENGTH);
}
