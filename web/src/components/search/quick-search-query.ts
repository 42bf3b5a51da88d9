import { PRICE_DESC_SORT } from '@/domain/search-rules';
import { encodeQuery, EMPTY_QUERY, type StockQuery } from '@/lib/search/query';

/** The quick search before any choice: all stock, dearest first. */
export const QUICK_SEARCH_QUERY: StockQuery = { ...EMPTY_QUERY, sortBy: PRICE_DESC_SORT };
export const QUICK_SEARCH_PATH = '/search/new-used-and-demo-cars';

/** Where 'Show Me N cars' leads for a query. */
export const quickSearchHref = (query: StockQuery) => `${QUICK_SEARCH_PATH}?${encodeQuery(query).toString()}`;
