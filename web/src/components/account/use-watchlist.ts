/**
 * The shopper's watchlist in the browser (spec §4 Watchlist, §7): GET /api/watchlist read through
 * SWR (WatchlistData, one cache entry for every watchlist button on the page, revalidated on focus,
 * deduplicated within 2 s), changed at once on save or remove (watchlist-actions.ts). This module and
 * SWR load after the page is up (WatchlistToggle): the buttons wait for the list's answer anyway.
 */
export const WATCHLIST_KEY = '/api/watchlist';

export type WatchlistState =
  { signedIn: false } | { signedIn: true; phone: string; carIds: readonly string[] };

export async function fetchWatchlist(url: string): Promise<WatchlistState> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (response.status === 401) return { signedIn: false };
  if (!response.ok) throw new Error(`watchlist ${response.status}`);
  const body = (await response.json()) as { phone_number?: unknown; car_ids?: unknown };
  const carIds = Array.isArray(body.car_ids)
    ? body.car_ids.filter((id): id is string => typeof id === 'string')
    : [];
  return { signedIn: true, phone: typeof body.phone_number === 'string' ? body.phone_number : '', carIds };
}

/** The optimistic list after saving (newest first) or removing a car. */
export function changedList(
  state: Extract<WatchlistState, { signedIn: true }>,
  carId: string,
  save: boolean,
): WatchlistState {
  return {
    ...state,
    carIds: save
      ? [carId, ...state.carIds.filter((id) => id !== carId)]
      : state.carIds.filter((id) => id !== carId),
  };
}
