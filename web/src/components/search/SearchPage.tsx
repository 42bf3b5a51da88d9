'use client';

/**
 * The search page's client state. The URL is the source of truth: refinements push a new URL
 * (shareable; back and forward work), the query is read back from it, and SWR fetches
 * /api/search for it — starting from the server's first results and keeping the previous results on
 * screen while loading or after an error (spec §4 search states loading / hasData / hasError).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { decodeQuery, encodeQuery, type StockQuery } from '@/lib/search/query';
import { ActiveRefinements } from './filters/ActiveRefinements';
import { MobileFilters } from './filters/MobileFilters';
import { SearchFilters } from './filters/SearchFilters';
import { SortSelect } from './filters/SortSelect';
import { GuaranteesBanner } from './results/GuaranteesBanner';
import { ResultsGrid } from './results/ResultsGrid';
import { recordSearch } from './results/search-history';
import { SearchHistory } from './results/SearchHistory';
import { WeAcceptStrip } from './results/WeAcceptStrip';
import { searchUrl, withBase } from '@/lib/search/url';
import type { FacetParam, PromoCardData, ResultsProps, SearchResponse, Site } from './types';
import { useTrackOnce } from '@/lib/tracking/client';
import { TRACKING_EVENTS } from '@/domain/tracking';

export interface SearchPageProps {
  site: Site;
  label: string;
  base: Partial<Record<FacetParam, string[]>>;
  initialQuery: StockQuery;
  initialResult: SearchResponse;
  promos: PromoCardData[];
  now: string;
  /** The site's finance settings (content.financeSettings), for the cards' weekly estimates. */
  finance?: ResultsProps['finance'];
}

class SearchRequestError extends Error {}

async function fetchSearch(url: string): Promise<SearchResponse> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new SearchRequestError(body.error ?? `Search failed (${response.status})`);
  }
  return (await response.json()) as SearchResponse;
}

export function SearchPage({ site, label, base, initialQuery, initialResult, promos, now, finance }: SearchPageProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = useMemo(() => withBase(decodeQuery(params), base), [params, base]);
  const apiUrl = `/api/search?${encodeQuery(query).toString()}`;
  const initialUrl = `/api/search?${encodeQuery(initialQuery).toString()}`;

  // The last good answer stays on screen when a refinement fails or is still loading.
  const [lastGood, setLastGood] = useState<SearchResponse>(initialResult);
  const { data, error, isLoading, isValidating, mutate } = useSWR<SearchResponse, Error>(apiUrl, fetchSearch, {
    fallbackData: apiUrl === initialUrl ? initialResult : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onSuccess: setLastGood,
  });
  const result = !error && data ? data : lastGood;

  const onChange = useCallback(
    (next: StockQuery) => {
      const url = searchUrl(pathname, next, base);
      if (url === searchUrl(pathname, query, base)) {
        // The same search again (a retry after an error): fetch it again.
        void mutate();
        return;
      }
      // Native pushState is integrated with Next's router: the URL, useSearchParams and back/forward
      // update without a server round trip; SWR fetches the new results.
      window.history.pushState(null, '', url);
      if (next.page !== query.page && next.query === query.query) window.scrollTo({ top: 0 });
    },
    [base, mutate, pathname, query],
  );

  const pageHref = useCallback((page: number) => searchUrl(pathname, { ...query, page }, base), [base, pathname, query]);

  useTrackOnce(TRACKING_EVENTS.searchPageView, `${pathname}?${params.toString()}`, { path: pathname });

  useEffect(() => {
    if (data && !error) recordSearch(label, `${pathname}${params.size ? `?${params.toString()}` : ''}`);
  }, [data, error, label, params, pathname]);

  const loading = isLoading || (isValidating && !error);
  const filtersProps = { query, base, result, site, onChange, loading };

  return (
    <div className="container-page py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{label}</h1>
          <p className="text-gray-700">{site.name}</p>
        </div>
        {/* Full width on a phone, so the sort menu shrinks to the screen instead of widening the page. */}
        <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto">
          <div className="shrink-0 lg:hidden">
            <MobileFilters {...filtersProps} />
          </div>
          <SortSelect {...filtersProps} className="min-w-0 flex-1 sm:flex-none" />
        </div>
      </header>
      <ActiveRefinements {...filtersProps} />
      <GuaranteesBanner site={site} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="hidden lg:block">
          <SearchFilters {...filtersProps} />
        </div>
        <div>
          <ResultsGrid
            query={query}
            result={result}
            site={site}
            promos={promos}
            now={now}
            finance={finance}
            onChange={onChange}
            loading={loading}
            error={error ? 'We couldn’t update the results. Showing the previous results.' : undefined}
            pageHref={pageHref}
          />
          <WeAcceptStrip site={site} />
          <SearchHistory />
        </div>
      </div>
    </div>
  );
}
