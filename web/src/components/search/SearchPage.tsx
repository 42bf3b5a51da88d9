'use client';

/**
 * The search page's client state. The URL is the source of truth: refinements push a new URL
 * (shareable; back and forward work), the query is read back from it, and SWR fetches
 * /api/search for it (SearchData) — starting from the server's first results and keeping the
 * previous results on screen while loading or after an error (spec §4 search states loading /
 * hasData / hasError). SWR and the browser's card renderer load with the first refinement, or as
 * the shopper reaches for the filters: a shopper who only looks at the first results never needs them.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { decodeQuery, encodeQuery, type StockQuery } from '@/lib/search/query';
import { ActiveRefinements } from './filters/ActiveRefinements';
import { MobileFilters } from './filters/MobileFilters';
import { SearchFilters } from './filters/SearchFilters';
import { SortSelect } from './filters/SortSelect';
import { preloadLiveSearch, searchDataModule } from './live-search';
import { ResultsGrid, type ServerItems } from './results/ResultsGrid';
import { recordSearch } from './results/search-history';
import { SearchHistory } from './results/SearchHistory';
import { searchUrl, withBase } from '@/lib/search/url';
import type { FacetParam, PromoCardData, ResultsProps, SearchResponse, SearchSite } from './types';
import type { SearchDataState } from './SearchData';
import { useTrackOnce } from '@/lib/tracking/client';
import { TRACKING_EVENTS } from '@/domain/tracking';

export interface SearchPageProps {
  site: SearchSite;
  label: string;
  base: Partial<Record<FacetParam, string[]>>;
  initialQuery: StockQuery;
  initialResult: SearchResponse;
  promos: PromoCardData[];
  now: string;
  /** The site's finance settings (content.financeSettings), for the cards' weekly estimates. */
  finance?: ResultsProps['finance'];
  /** The first results' cards and footnote, rendered on the server. */
  serverItems?: Omit<ServerItems, 'result'>;
  /** Server-rendered parts with no behaviour: the guarantees banner and the 'We accept' strip. */
  banner?: ReactNode;
  weAccept?: ReactNode;
}

export function SearchPage({ site, label, base, initialQuery, initialResult, promos, now, finance, serverItems, banner, weAccept }: SearchPageProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = useMemo(() => withBase(decodeQuery(params), base), [params, base]);
  const apiUrl = `/api/search?${encodeQuery(query).toString()}`;
  const initialUrl = `/api/search?${encodeQuery(initialQuery).toString()}`;

  // The last good answer stays on screen when a refinement fails or is still loading.
  const [lastGood, setLastGood] = useState<SearchResponse>(initialResult);
  // SWR's data layer arrives with the first refinement; until then the server's results are the data.
  const [SearchData, setSearchData] = useState(() => searchDataModule.get());
  const [live, setLive] = useState<SearchDataState>();
  const refined = apiUrl !== initialUrl;
  useEffect(() => {
    if (SearchData || !refined) return;
    searchDataModule.load().then(
      (component) => setSearchData(() => component),
      (failure: unknown) => console.warn('[search] could not load the search', failure),
    );
  }, [SearchData, refined]);
  const data = live ? live.data : refined ? undefined : initialResult;
  const error = live?.error;
  const result = !error && data ? data : lastGood;

  const onChange = useCallback(
    (next: StockQuery) => {
      // The new results are fetched and drawn in the browser: load that code alongside.
      preloadLiveSearch();
      const url = searchUrl(pathname, next, base);
      if (url === searchUrl(pathname, query, base)) {
        // The same search again (a retry after an error): fetch it again.
        live?.retry();
        return;
      }
      // Native pushState is integrated with Next's router: the URL, useSearchParams and back/forward
      // update without a server round trip; SWR fetches the new results.
      window.history.pushState(null, '', url);
      if (next.page !== query.page && next.query === query.query) window.scrollTo({ top: 0 });
    },
    [base, live, pathname, query],
  );

  const pageHref = useCallback((page: number) => searchUrl(pathname, { ...query, page }, base), [base, pathname, query]);

  useTrackOnce(TRACKING_EVENTS.searchPageView, `${pathname}?${params.toString()}`, { path: pathname });

  // This search, as the history keeps it: recorded once its results are on screen, and left out of
  // the "Recent searches" shown under them (they are the searches before it).
  const searchPath = `${pathname}${params.size ? `?${params.toString()}` : ''}`;
  useEffect(() => {
    if (data && !error) recordSearch(label, searchPath);
  }, [data, error, label, searchPath]);

  const loading = live ? live.loading : refined;
  const filtersProps = { query, base, result, site, onChange, loading };

  return (
    <div className="container-page py-6">
      {SearchData ? <SearchData url={apiUrl} initialUrl={initialUrl} initialResult={initialResult} onState={setLive} onSuccess={setLastGood} /> : null}
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
      {banner}
      <div className="mt-4 grid gap-8 lg:grid-cols-[18rem_1fr]">
        {/* A shopper reaching for the filters will want the results drawn: fetch their renderer now. */}
        <div className="hidden lg:block" onPointerOver={preloadLiveSearch} onFocus={preloadLiveSearch}>
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
            serverItems={serverItems ? { ...serverItems, result: initialResult } : undefined}
          />
          {weAccept}
          <SearchHistory currentPath={searchPath} />
        </div>
      </div>
    </div>
  );
}
