'use client';
import Link from 'next/link';
import { useMemo, useRef } from 'react';
import { WatchlistToaster } from '@/components/account/WatchlistToaster';
import { FavouritesLink } from '@/components/favourites/FavouritesLink';
import { searchCarTypes } from '@/domain/promos';
import { siteVehicleNoun, type VehicleNoun } from '@/domain/vehicle-noun';
import { MAX_PAGE } from '@/lib/search/query';
import type { ResultsProps } from '../types';
import { CallDealerCard } from './CallDealerCard';
import { INDICATIVE_NOTE, vehicleCardModel } from './card-model';
import { Pagination } from './Pagination';
import { carCountText } from './pagination';
import { PromoCard } from './PromoCard';
import { itemKey, resultsWithPromos } from './promo-placement';
import { VehicleCard, type ImagePriority } from './VehicleCard';

export const RETRY_MESSAGE = 'We couldn’t update the results. Showing the previous results.';
export const EMPTY_MESSAGE = 'No cars match your search';

/** 'No caravans match your search' (the site's noun). */
export function emptyMessage(noun: VehicleNoun): string {
  return `No ${noun.many} match your search`;
}
export const ALL_CARS_PATH = '/search/new-used-and-demo-cars';
/** Cards whose images load eagerly (the first also gets fetchPriority high). */
const EAGER_IMAGES = 3;

function imagePriority(index: number): ImagePriority {
  if (index === 0) return 'high';
  return index < EAGER_IMAGES ? 'eager' : 'lazy';
}

/**
 * The results side of the search page: count, cards with promos at the site's positions, the
 * call-the-dealer card as the last cell, pagination and the weekly-estimate footnote. While
 * loading, or after an error, the previous results stay on screen (spec §4): loading marks the
 * grid busy under a light overlay; an error shows a polite message with a retry.
 *
 * Left to the page: the search page view (event 49, useTrackOnce), recording the search
 * (recordSearch + searchLabel), GuaranteesBanner, WeAcceptStrip and SearchHistory.
 */
export function ResultsGrid({ query, result, site, promos, now, finance, onChange, loading, error, pageHref }: ResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const clock = useMemo(() => new Date(now), [now]);
  const noun = siteVehicleNoun(site);
  const carTypes = useMemo(
    () => searchCarTypes(site.search_settings.search_filters, query.refinements.car_type),
    [site.search_settings.search_filters, query.refinements.car_type],
  );
  const items = useMemo(() => resultsWithPromos(result.hits, promos, site, query, clock), [result.hits, promos, site, query, clock]);
  const hasWeekly = useMemo(() => result.hits.some((hit) => vehicleCardModel(hit, site, clock, finance).weekly), [result.hits, site, clock, finance]);

  const pages = Math.min(result.pages, MAX_PAGE);
  const goToPage = (page: number) => {
    onChange({ ...query, page });
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };
  const clearFilters = () => onChange({ ...query, query: '', refinements: {}, ranges: {}, page: 1 });

  const empty = result.hits.length === 0;
  // The n-th car (promos not counted) decides its image's loading priority.
  const carIndexes = useMemo(() => {
    let n = 0;
    return items.map((item) => (item.kind === 'hit' ? n++ : -1));
  }, [items]);

  return (
    <section aria-labelledby="results-count" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-count" ref={headingRef} tabIndex={-1} aria-live="polite" aria-atomic="true" className="text-xl font-bold text-gray-900">
          {carCountText(result.count, noun)}
        </h2>
        {site.features.favourites ? <FavouritesLink /> : null}
      </div>

      <div role="status" aria-live="polite" className="empty:hidden">
        {error ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
            <p>{error.trim() || RETRY_MESSAGE}</p>
            <button
              type="button"
              onClick={() => onChange(query)}
              className="inline-flex min-h-11 items-center rounded-md border border-amber-800 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100"
            >
              Try again
            </button>
          </div>
        ) : loading ? (
          <p className="sr-only">Updating results…</p>
        ) : null}
      </div>

      <div aria-busy={loading} className="relative">
        {empty ? (
          <div className="flex flex-col gap-6">
            <div className="rounded-lg border border-gray-200 bg-gray-50 px-6 py-10 text-center">
              <p className="text-xl font-semibold text-gray-900">{emptyMessage(noun)}</p>
              <p className="mt-2 text-gray-700">Try removing a filter or two, or browse everything we have in stock.</p>
              <div className="mt-5 flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  onClick={clearFilters}
                  className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 text-sm font-semibold text-brand-ink hover:opacity-90"
                >
                  Clear all filters
                </button>
                <Link
                  href={ALL_CARS_PATH}
                  className="inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-5 text-sm font-semibold text-gray-900 hover:border-brand"
                >
                  See all our {noun.many}
                </Link>
              </div>
            </div>
            <div className="max-w-md">
              <CallDealerCard site={site} carTypes={carTypes} />
            </div>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item, index) => (
              <li key={itemKey(item, index)}>
                {item.kind === 'hit' ? (
                  <VehicleCard vehicle={item.hit} site={site} now={clock} finance={finance} imagePriority={imagePriority(carIndexes[index] ?? EAGER_IMAGES)} />
                ) : (
                  <PromoCard promo={item.promo} />
                )}
              </li>
            ))}
            <li>
              <CallDealerCard site={site} carTypes={carTypes} />
            </li>
          </ul>
        )}
        {loading ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-start justify-center rounded-lg bg-white/60 pt-24">
            <span className="size-8 animate-spin rounded-full border-4 border-gray-300 border-t-gray-700 motion-reduce:animate-none" />
          </div>
        ) : null}
      </div>

      <Pagination page={query.page} pages={pages} pageHref={pageHref} onPage={goToPage} />

      {hasWeekly ? (
        <p className="text-xs text-gray-600">
          <span aria-hidden="true">* </span>
          Weekly repayments are estimates over a 5-year loan; each car’s page shows the deposit, interest rate and comparison rate used. {INDICATIVE_NOTE}
        </p>
      ) : null}
      {site.features.watchlist ? <WatchlistToaster /> : null}
    </section>
  );
}
