/**
 * Props shared by the search page's client components. The page (SearchPage.tsx) owns the state:
 * the URL is the source of truth for the StockQuery; components call `onChange` with the next query
 * and the page updates the URL (shareable, back/forward) and fetches /api/search through SWR, keeping
 * the previous results on screen while loading or after an error.
 */
import type { FinanceSettings, Site } from '@/lib/content/models';
import type { FacetParam, RangeParam, StockQuery } from '@/lib/search/query';
import type { SearchResponse } from '@/lib/search/service';
import type { SearchSite } from './search-site';

export type { Site, StockQuery, SearchResponse, FacetParam, RangeParam, SearchSite };

/** A promo card as the results grid shows it (from the site's `promo` documents, already live-filtered on the server). */
export interface PromoCardData {
  _id: string;
  title: string;
  body?: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  link?: { label: string; path?: string; url?: string };
  start: string;
  expiry: string;
  position?: number;
  display: string[];
  strictDisplay: boolean;
}

export interface FiltersProps {
  /** The effective query (path refinements included). */
  query: StockQuery;
  /** Refinements fixed by the page's path (e.g. car_type=used on /search/used-cars): shown, but removing one leaves the path. */
  base: Partial<Record<FacetParam, string[]>>;
  result: SearchResponse;
  site: SearchSite;
  /** The next query; the page resets to page 1 unless the change is a page change. */
  onChange: (next: StockQuery) => void;
  /** True while a refinement's results are loading (e.g. to animate 'Show Me N cars'). */
  loading: boolean;
}

export interface ResultsProps {
  query: StockQuery;
  result: SearchResponse;
  site: SearchSite;
  promos: PromoCardData[];
  /** Server time of the render (ISO), so tags and promos agree between server and browser. */
  now: string;
  /** The site's finance settings (content.financeSettings), for the cards' weekly estimates. */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>;
  onChange: (next: StockQuery) => void;
  /** The previous results are shown while this is true. */
  loading: boolean;
  /** Set when the last refinement failed: the previous results stay, with this message. */
  error?: string;
  /** Builds the href for a page of results (links work without JavaScript). */
  pageHref: (page: number) => string;
}
