'use client';

/**
 * The page's watchlist through SWR, rendered by each WatchlistToggle once this chunk has loaded: it
 * draws nothing and reports the list (undefined until the first answer). SWR shares one request
 * among the buttons and keeps what the press changed (watchlist-actions.ts mutates the same key).
 */
import { useLayoutEffect } from 'react';
import useSWR from 'swr';
import { fetchWatchlist, WATCHLIST_KEY, type WatchlistState } from './use-watchlist';

export default function WatchlistData({ onState }: { onState: (state: WatchlistState | undefined) => void }) {
  const { data } = useSWR(WATCHLIST_KEY, fetchWatchlist, { revalidateOnFocus: true, dedupingInterval: 2000 });
  useLayoutEffect(() => onState(data), [data, onState]);
  return null;
}
