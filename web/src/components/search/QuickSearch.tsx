'use client';

/**
 * The price-range view (spec §2): a make drop-down and a price slider that count matching cars as
 * they move, and a button to the results sorted by price, dearest first.
 */
import { countText, type VehicleNoun } from '@/domain/vehicle-noun';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { PRICE_DESC_SORT } from '@/domain/search-rules';
import { encodeQuery, EMPTY_QUERY, refine, type StockQuery } from '@/lib/search/query';
import { MakeSelect } from './filters/MakeSelect';
import { RangeFilter } from './filters/RangeFilter';
import type { SearchResponse, Site } from './types';

const fetchCount = async (url: string): Promise<SearchResponse> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search failed (${response.status})`);
  return (await response.json()) as SearchResponse;
};

export function QuickSearch({ site, initial, heading, noun }: { site: Site; initial: SearchResponse; heading: string; noun: VehicleNoun }) {
  const [query, setQuery] = useState<StockQuery>({ ...EMPTY_QUERY, sortBy: PRICE_DESC_SORT });
  const key = `/api/search?${encodeQuery(query).toString()}`;
  const initialKey = `/api/search?${encodeQuery({ ...EMPTY_QUERY, sortBy: PRICE_DESC_SORT }).toString()}`;
  const { data } = useSWR<SearchResponse>(key, fetchCount, {
    fallbackData: key === initialKey ? initial : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const result = data ?? initial;
  const count = result.count;
  const make = query.refinements.make?.[0];
  return (
    <section aria-labelledby="quick-search-heading" className="container-page py-8">
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="quick-search-heading" className="text-xl font-bold">
          {heading}
        </h2>
        <div className="mt-4 grid items-end gap-6 md:grid-cols-[16rem_1fr_auto]">
          <MakeSelect
            options={initial.facets.make ?? []}
            popularMakes={site.search_settings.popular_makes}
            value={make}
            onChange={(next) => setQuery(refine(query, { refinements: next ? { make: [next] } : {} }))}
          />
          <RangeFilter param="price" title="Price" query={query} result={initial} site={site} onChange={setQuery} headingLevel={3} />
          <Link
            href={`/search/new-used-and-demo-cars?${encodeQuery(query).toString()}`}
            className="rounded-md bg-brand px-5 py-3 text-center font-semibold text-brand-ink"
            aria-live="polite"
          >
            Show Me {countText(count, noun)}
          </Link>
        </div>
      </div>
    </section>
  );
}
