'use client';

/**
 * The search page's live data: SWR against /api/search for the URL's query, starting from the
 * server's first results, keeping the previous results while loading or after an error (spec §4
 * search states). It renders nothing and reports its state to SearchPage, which shows the server's
 * results until the first refinement: SWR (≈ 5 KB gzipped) loads with that refinement, or as the
 * shopper reaches for the filters (see live-search.ts).
 */
import { useLayoutEffect } from 'react';
import useSWR from 'swr';
import type { SearchResponse } from './types';

class SearchRequestError extends Error {}

async function fetchSearch(url: string): Promise<SearchResponse> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new SearchRequestError(body.error ?? `Search failed (${response.status})`);
  }
  return (await response.json()) as SearchResponse;
}

export interface SearchDataState {
  data: SearchResponse | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Fetches the same search again (a retry after an error). */
  retry: () => void;
}

export interface SearchDataProps {
  url: string;
  initialUrl: string;
  initialResult: SearchResponse;
  onState: (state: SearchDataState) => void;
  onSuccess: (result: SearchResponse) => void;
}

export default function SearchData({ url, initialUrl, initialResult, onState, onSuccess }: SearchDataProps) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<SearchResponse, Error>(url, fetchSearch, {
    fallbackData: url === initialUrl ? initialResult : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onSuccess,
  });
  const loading = isLoading || (isValidating && !error);
  // Before paint, so a new URL's results are never shown un-busy with the old cards.
  useLayoutEffect(() => {
    onState({ data, error, loading, retry: () => void mutate() });
  }, [data, error, loading, mutate, onState]);
  return null;
}
