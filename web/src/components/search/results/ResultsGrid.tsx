'use client';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { FavouritesLink } from '@/components/favourites/FavouritesLink';
import { siteSavesCars } from '@/domain/buttons';
import { TRACKING_EVENTS } from '@/domain/tracking';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import { MAX_PAGE } from '@/lib/search/query';
import { track } from '@/lib/tracking/client';
import { resultsItemsModule } from '../live-search';
import type { ResultsProps, SearchResponse } from '../types';
import { WatchlistToaster } from '@/components/account/WatchlistToaster';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { DisclaimerCar } from '@/components/finance/disclaimer/DisclaimerDialogFor';
import { CardSaveControls } from './CardSaveControls';
import type { CardSaves } from './card-saves';
import { Pagination } from './Pagination';
import { carCountText } from './pagination';

/** The cards' finance disclaimer dialog: its code comes with the first one opened. */
const disclaimerDialog = lazyModule(() => import('@/components/finance/disclaimer/DisclaimerDialogFor'));

export const RETRY_MESSAGE = 'We couldn’t update the results. Showing the previous results.';

/** The cards of the server's first results, rendered on the server (ResultsItems). */
export interface ServerItems {
  /** The result they show: while the page shows it, these are the cards. */
  result: SearchResponse;
  list: ReactNode;
  note: ReactNode;
  /** What the cards' favourite and watchlist buttons store and track (the browser has no cars for these cards). */
  saves?: CardSaves;
}

/**
 * The results side of the search page: count, cards with promos at the site's positions, the
 * call-the-dealer card as the last cell, pagination and the weekly-estimate footnote. While
 * loading, or after an error, the previous results stay on screen (spec §4): loading marks the
 * grid busy under a light overlay; an error shows a polite message with a retry.
 *
 * The first results' cards come from the server (`serverItems`); results after a refinement are
 * drawn by ResultsItems, whose code loads with the first refinement (or earlier, when the shopper
 * reaches for the filters). Until it has arrived, the cards on screen stay, marked busy, and the
 * count stays theirs.
 *
 * Left to the page: the search page view (event 49, useTrackOnce), recording the search
 * (recordSearch + searchLabel), GuaranteesBanner, WeAcceptStrip and SearchHistory.
 */
export function ResultsGrid({
  query,
  result,
  site,
  promos,
  now,
  finance,
  onChange,
  loading,
  error,
  pageHref,
  serverItems,
}: ResultsProps & { serverItems?: ServerItems }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardsRef = useRef<HTMLDivElement>(null);
  const noun = siteVehicleNoun(site);
  const [Items, setItems] = useState(() => resultsItemsModule.get());
  const [disclaimer, setDisclaimer] = useState<{ car: DisclaimerCar; open: boolean; Dialog: Awaited<ReturnType<typeof disclaimerDialog.load>>['default'] } | null>(null);
  const disclaimerTrigger = useRef<HTMLElement | null>(null);
  const fromServer = serverItems !== undefined && result === serverItems.result;
  useEffect(() => {
    if (fromServer || Items) return;
    resultsItemsModule.load().then(
      (module) => setItems(() => module),
      (error: unknown) => console.warn('[search] could not load the results', error),
    );
  }, [fromServer, Items]);

  let shown: { result: SearchResponse; list: ReactNode; note: ReactNode; saves?: CardSaves } | undefined;
  if (fromServer) shown = serverItems;
  else if (Items) {
    const props = { query, result, site, promos, now, finance };
    shown = { result, list: <Items.ResultsItems {...props} />, note: <Items.WeeklyNote {...props} /> };
  } else shown = serverItems;
  const waiting = shown?.result !== result;
  const busy = loading || waiting;
  const count = shown?.result.count ?? result.count;

  const pages = Math.min(result.pages, MAX_PAGE);
  const goToPage = (page: number) => {
    onChange({ ...query, page });
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };
  const closeDisclaimer = () => {
    disclaimerTrigger.current?.setAttribute('aria-expanded', 'false');
    // Closed, not unmounted: Radix gives the focus back to the trigger as it closes.
    setDisclaimer((shown) => (shown ? { ...shown, open: false } : null));
  };
  // The cards may be server HTML, kept as drawn: their behaviours are handled here, by delegation (their
  // favourite and watchlist buttons by CardSaveControls, below).
  const onCardsClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element)) return;
    const trigger = event.target.closest<HTMLElement>('[data-finance-disclaimer]');
    if (trigger) {
      const car = { carId: trigger.dataset.financeDisclaimer ?? '', carTitle: trigger.dataset.carTitle ?? '' };
      disclaimerTrigger.current = trigger;
      trigger.setAttribute('aria-expanded', 'true');
      disclaimerDialog.load().then(
        ({ default: Dialog }) => setDisclaimer({ car, open: true, Dialog }),
        (error: unknown) => {
          trigger.setAttribute('aria-expanded', 'false');
          console.warn('[dialog] could not load', error);
        },
      );
    } else if (event.target.closest('[data-clear-filters]')) onChange({ ...query, query: '', refinements: {}, ranges: {}, page: 1 });
    else if (event.target.closest('[data-call-dealer]')) track(TRACKING_EVENTS.callTheDealer);
  };

  return (
    <section aria-labelledby="results-count" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-count" ref={headingRef} tabIndex={-1} aria-live="polite" aria-atomic="true" className="text-xl font-bold text-gray-900">
          {carCountText(count, noun)}
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
        ) : busy ? (
          <p className="sr-only">Updating results…</p>
        ) : null}
      </div>

      <div ref={cardsRef} aria-busy={busy} className="relative" onClick={onCardsClick}>
        {shown?.list}
        {busy ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-start justify-center rounded-lg bg-white/60 pt-24">
            <span className="size-8 animate-spin rounded-full border-4 border-gray-300 border-t-gray-700 motion-reduce:animate-none" />
          </div>
        ) : null}
      </div>

      <Pagination page={query.page} pages={pages} pageHref={pageHref} onPage={goToPage} />

      {shown?.note}
      {disclaimer ? <disclaimer.Dialog car={disclaimer.car} open={disclaimer.open} onClose={closeDisclaimer} returnFocus={disclaimerTrigger} /> : null}
      {siteSavesCars(site) ? (
        <CardSaveControls cards={cardsRef} saves={shown?.saves} hits={shown?.result.hits ?? []} watchlist={site.features.watchlist} />
      ) : null}
      {site.features.watchlist ? <WatchlistToaster /> : null}
    </section>
  );
}
