/**
 * Where a search state lives as a URL: the page's path keeps the refinements it stands for (e.g.
 * /search/used-cars is car_type=used) and the query string carries the rest. Removing a path's own
 * refinement leaves the path for the all-stock search.
 */
import { encodeQuery, type FacetParam, type StockQuery } from '@/lib/search/query';

export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars';

export function keepsBase(query: StockQuery, base: Partial<Record<FacetParam, string[]>>): boolean {
  return Object.entries(base).every(([param, values]) =>
    (values ?? []).every((v) => query.refinements[param as FacetParam]?.includes(v)),
  );
}

export function withoutBase(query: StockQuery, base: Partial<Record<FacetParam, string[]>>): StockQuery {
  const refinements = { ...query.refinements };
  for (const [param, values] of Object.entries(base) as [FacetParam, string[]][]) {
    const rest = (refinements[param] ?? []).filter((v) => !values.includes(v));
    if (rest.length > 0) refinements[param] = rest;
    else delete refinements[param];
  }
  return { ...query, refinements };
}

export function searchUrl(pathname: string, query: StockQuery, base: Partial<Record<FacetParam, string[]>>): string {
  const stays = keepsBase(query, base);
  const path = stays ? pathname : ALL_STOCK_PATH;
  const qs = encodeQuery(stays ? withoutBase(query, base) : query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The path's refinements merged into the URL's (a value in both counts once). */
export function withBase(query: StockQuery, base: Partial<Record<FacetParam, string[]>>): StockQuery {
  const refinements = { ...query.refinements };
  for (const [param, values] of Object.entries(base) as [FacetParam, string[]][]) {
    refinements[param] = [...new Set([...(refinements[param] ?? []), ...values])].sort();
  }
  return { ...query, refinements };
}
