/**
 * The cards of a results page: cars with promos at the site's positions and the call-the-dealer card
 * as the last cell, or the empty state; and the weekly-estimate footnote. No hooks and no 'use
 * client': the server renders the first page's cards into the search page's HTML, and ResultsGrid
 * fetches this module only when a refinement brings new results to draw in the browser, so the card
 * rules (price display, tags, badges, finance estimate) are no part of the page's first load.
 */
import Link from 'next/link';
import { searchCarTypes } from '@/domain/promos';
import { siteVehicleNoun, type VehicleNoun } from '@/domain/vehicle-noun';
import type { StockQuery } from '@/lib/search/query';
import type { PromoCardData, ResultsProps, SearchResponse, SearchSite } from '../types';
import { CallDealerCard } from './CallDealerCard';
import { INDICATIVE_NOTE, vehicleCardModel } from './card-model';
import { PromoCard } from './PromoCard';
import { itemKey, resultsWithPromos } from './promo-placement';
import { VehicleCard, type ImagePriority } from './VehicleCard';

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

export interface ResultsItemsProps {
  query: StockQuery;
  result: Pick<SearchResponse, 'hits'>;
  site: SearchSite;
  promos: PromoCardData[];
  /** Server time of the render (ISO), so tags and promos agree between server and browser. */
  now: string;
  finance?: ResultsProps['finance'];
}

/** The list, or the empty state. Its 'Clear all filters' button is handled by ResultsGrid (data-clear-filters). */
export function ResultsItems({ query, result, site, promos, now, finance }: ResultsItemsProps) {
  const clock = new Date(now);
  const noun = siteVehicleNoun(site);
  const carTypes = searchCarTypes(site.search_settings.search_filters, query.refinements.car_type);
  if (result.hits.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <div className="rounded-lg border border-gray-200 bg-gray-50 px-6 py-10 text-center">
          <p className="text-xl font-semibold text-gray-900">{emptyMessage(noun)}</p>
          <p className="mt-2 text-gray-700">Try removing a filter or two, or browse everything we have in stock.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              data-clear-filters=""
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
    );
  }
  const items = resultsWithPromos(result.hits, promos, site, query, clock);
  // The n-th car (promos not counted) decides its image's loading priority.
  let car = 0;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => (
        <li key={itemKey(item, index)}>
          {item.kind === 'hit' ? (
            <VehicleCard vehicle={item.hit} site={site} now={clock} finance={finance} imagePriority={imagePriority(car++)} delegatedDisclaimer delegatedSaves />
          ) : (
            <PromoCard promo={item.promo} />
          )}
        </li>
      ))}
      <li>
        <CallDealerCard site={site} carTypes={carTypes} />
      </li>
    </ul>
  );
}

/** The footnote of the cards' weekly estimates, when any card shows one. */
export function WeeklyNote({ result, site, now, finance }: Pick<ResultsItemsProps, 'result' | 'site' | 'now' | 'finance'>) {
  const clock = new Date(now);
  if (!result.hits.some((hit) => vehicleCardModel(hit, site, clock, finance).weekly)) return null;
  return (
    <p className="text-xs text-gray-600">
      <span aria-hidden="true">* </span>
      Weekly repayments are estimates over a 5-year loan; each car’s page shows the deposit, interest rate and comparison rate used. {INDICATIVE_NOTE}
    </p>
  );
}
