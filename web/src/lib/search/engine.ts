/**
 * The search engine contract. Two adapters implement it — the embedded in-process engine (the
 * default; embedded/) and Typesense (when TYPESENSE_URL is set) — and both pass the same contract tests. Raw
 * engine types stay inside each adapter; the rest of the code sees these domain types.
 *
 * The engine knows nothing about sites: the search service (service.ts) always puts the site's scope
 * into `filter`, so an engine can only ever narrow what it is asked for.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Filter, FilterField, NumericField } from '@/domain/filter';
import type { SortSpec } from '@/domain/search-rules';

export interface FacetRequest {
  field: FilterField;
  /** Most values to return (by count, descending); all when absent. */
  limit?: number;
}

export interface EngineQuery {
  /** Everything that limits the hits: site scope, stock filter, shopper refinements, sort filter. */
  filter: Filter;
  /** Free text typed by the shopper (matched against the vehicle fields marked `search`). */
  text?: string;
  sort: SortSpec;
  offset: number;
  limit: number;
  /** Value counts over all documents matching `filter` and `text`. */
  facets: readonly FacetRequest[];
  /** Minimum and maximum over all documents matching `filter` and `text`. */
  stats: readonly NumericField[];
}

export interface FacetCount {
  /** The value as a string: booleans as 'true'/'false', numbers in decimal. */
  value: string;
  count: number;
}

export interface EngineResult {
  hits: Vehicle[];
  /** How many documents match (not just this page). */
  found: number;
  /** Sorted by count descending, then value ascending; cut to the requested limit. */
  facets: Partial<Record<FilterField, FacetCount[]>>;
  /** Absent for a field when nothing matching has a value for it. */
  stats: Partial<Record<NumericField, { min: number; max: number }>>;
}

export interface SearchEngine {
  readonly name: 'embedded' | 'typesense';
  /** Runs several queries at once (one round trip for Typesense's multi_search). */
  search(queries: readonly EngineQuery[]): Promise<EngineResult[]>;
  /** Inserts or replaces vehicles by id. */
  upsert(vehicles: readonly Vehicle[]): Promise<void>;
  /** Every stored vehicle matching the filter, any status (the import uses it to find what a feed dropped). */
  list(filter: Filter): Promise<Vehicle[]>;
}

export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
