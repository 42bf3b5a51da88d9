/**
 * Favourites kept in this browser (spec §3 "Favourite entry (id, name, slug, make, model,
 * primary_image_url)", §4 "Favourite toggle adds or removes in local storage; adding fires a
 * tracking event", §7 event 39). Pure list functions plus `useFavourites`.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { trackSoon } from '@/components/vehicle/track-soon';
import { createLocalStore, parseJson } from '@/lib/browser-storage';
import type { FavouriteEntry, FavouriteTracking } from './favourite-entry';

export * from './favourite-entry';

export const FAVOURITES_KEY = 'forecourt:favourites';
/** Oldest entries drop off beyond this, so storage stays small. */
export const FAVOURITES_LIMIT = 50;

const isText = (v: unknown): v is string => typeof v === 'string';

function readEntry(value: unknown): FavouriteEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!isText(v.id) || !v.id || !isText(v.name) || !isText(v.slug) || !isText(v.make) || !isText(v.model)) return undefined;
  return {
    id: v.id,
    name: v.name,
    slug: v.slug,
    make: v.make,
    model: v.model,
    ...(isText(v.primary_image_url) ? { primary_image_url: v.primary_image_url } : {}),
  };
}

/** The stored list, tolerating anything: malformed entries and duplicates are dropped. */
export function parseFavourites(raw: string | null): FavouriteEntry[] {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: FavouriteEntry[] = [];
  for (const item of data) {
    const entry = readEntry(item);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      out.push(entry);
    }
  }
  return out.slice(0, FAVOURITES_LIMIT);
}

export function isFavourite(list: readonly FavouriteEntry[], id: string): boolean {
  return list.some((f) => f.id === id);
}

/** Newest first; adding an existing id moves it to the front with the new details. */
export function addFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry, limit = FAVOURITES_LIMIT): FavouriteEntry[] {
  return [entry, ...list.filter((f) => f.id !== entry.id)].slice(0, limit);
}

export function removeFavourite(list: readonly FavouriteEntry[], id: string): FavouriteEntry[] {
  return list.filter((f) => f.id !== id);
}

export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): { list: FavouriteEntry[]; added: boolean } {
  return isFavourite(list, entry.id) ? { list: removeFavourite(list, entry.id), added: false } : { list: addFavourite(list, entry), added: true };
}

const EMPTY: FavouriteEntry[] = [];
export const favouritesStore = createLocalStore<FavouriteEntry[]>(FAVOURITES_KEY, parseFavourites, EMPTY);

/** Adds or removes a car (its entry, favouriteEntry) in this browser and answers whether it is now saved; adding fires the given event. */
export function toggleStoredFavourite(entry: FavouriteEntry, tracking?: FavouriteTracking): boolean {
  let added = false;
  favouritesStore.update((current) => {
    const result = toggleFavourite(current, entry);
    added = result.added;
    return result.list;
  });
  if (added && tracking) trackSoon(tracking.eventId, tracking.params);
  return added;
}

/**
 * The browser's favourites. `toggle` is toggleStoredFavourite. Before hydration (and on the server)
 * the list is empty, so server and first client render agree.
 */
export function useFavourites() {
  const favourites = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.getSnapshot, favouritesStore.getServerSnapshot);
  const toggle = useCallback((entry: FavouriteEntry, tracking?: FavouriteTracking): boolean => toggleStoredFavourite(entry, tracking), []);
  const has = useCallback((id: string) => isFavourite(favourites, id), [favourites]);
  return { favourites, isFavourite: has, toggle };
}
