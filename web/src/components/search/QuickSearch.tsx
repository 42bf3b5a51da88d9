'use client';

/**
 * The price-range view (spec §2), live: a make drop-down and a price slider that count matching cars
 * as they move, and a link to the results sorted by price, dearest first. Not in any page's first
 * load: the server renders the same view (QuickSearchBlock) and QuickSearchLoader fetches this when
 * the shopper first comes to use it, handing over what they did meanwhile.
 */
import { countText, type VehicleNoun } from '@/domain/vehicle-noun';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { encodeQuery, refine, type StockQuery } from '@/lib/search/query';
import { MakeSelect } from './filters/MakeSelect';
import { RangeFilter } from './filters/RangeFilter';
import { QUICK_SEARCH_QUERY, quickSearchHref } from './quick-search-query';
import { QuickSearchView } from './QuickSearchView';
import type { SearchResponse, Site } from './types';

export interface QuickSearchProps {
  settings: Pick<Site['search_settings'], 'popular_makes' | 'range_max_from_facets'>;
  /** The site's stock before any choice: make facet, price stats and count (no hits). */
  initial: SearchResponse;
  heading: string;
  noun: VehicleNoun;
}

const fetchCount = async (url: string): Promise<SearchResponse> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search failed (${response.status})`);
  return (await response.json()) as SearchResponse;
};

export default function QuickSearch({ settings, initial, heading, noun }: QuickSearchProps) {
  const id = useId();
  const [query, setQuery] = useState<StockQuery>(QUICK_SEARCH_QUERY);
  const key = `/api/search?${encodeQuery(query).toString()}`;
  const initialKey = `/api/search?${encodeQuery(QUICK_SEARCH_QUERY).toString()}`;
  const { data } = useSWR<SearchResponse>(key, fetchCount, {
    fallbackData: key === initialKey ? initial : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const count = (data ?? initial).count;
  return (
    <QuickSearchView
      heading={heading}
      make={
        <MakeSelect
          id={`${id}-make`}
          options={initial.facets.make ?? []}
          popularMakes={settings.popular_makes}
          value={query.refinements.make?.[0]}
          onChange={(next) => setQuery(refine(query, { refinements: next ? { make: [next] } : {} }))}
        />
      }
      price={<RangeFilter param="price" title="Price" query={query} result={initial} site={{ search_settings: settings }} onChange={setQuery} headingLevel={3} />}
      href={quickSearchHref(query)}
      label={`Show Me ${countText(count, noun)}`}
    />
  );
}
