/**
 * The embedded search engine: an in-process index, the default when TYPESENSE_URL is not set (so
 * `npm start` needs no search server).
 *
 * Division of work (measurements: `npm run bench:search`, and bench.ts here):
 * - The stored vehicles are compact copies (compact.ts: repeated values shared between vehicles),
 *   kept by internal id (0, 1, 2... in insertion order) and returned as hits: read-only.
 * - Filters are decided by a predicate compiled over per-field columns (predicate.ts), exactly as
 *   `matchesFilter` decides them. A query is driven by its most selective `eq` / `in` conjunct: one
 *   column scan gives the candidates, the predicate checks only those.
 * - Free text (text.ts): every query word must prefix a word of the vehicle's `textOf` (its search fields).
 * - The column store (columns.ts) counts facets, computes stats and pages through sort orders
 *   (sort-orders.ts) that are built with the index and kept current on upsert, with the vehicle id as
 *   the tie-break so pages are stable.
 *
 * Until issue 18 the engine indexed every field in @orama/orama as well; Orama only still answered
 * the text and the selective conjuncts, and its index cost most of the build time and memory (100k
 * vehicles: 10 s and ~400 MB). Both are done here now, with the same results (text.test.ts checks
 * the tokenizer against Orama's; the contract suite checks everything against the reference).
 *
 * The factory is async only so that indexing a large inventory yields to the event loop between
 * batches; `upsert` and queries run to completion without yielding, so a query never sees half an
 * upsert.
 */
import {
  oramaSchema,
  sortFields,
  TEXT_FIELD,
  textOf,
  vehicleFields,
  type OramaType,
  type Vehicle,
} from '@forecourt/schemas/vehicle';
import type { Filter, NumericField } from '@/domain/filter';
import {
  SearchEngineError,
  type EngineQuery,
  type EngineResult,
  type FacetCount,
  type SearchEngine,
} from '../engine';
import { ColumnStore } from './columns';
import { VehicleCompactor } from './compact';
import { compilePredicate, drivingConjunct } from './predicate';
import { TextIndex } from './text';

export interface EmbeddedSearchEngine extends SearchEngine {
  readonly name: 'embedded';
  /** How many vehicles are stored. */
  readonly size: number;
}

const NUMERIC_KINDS = new Set(['int', 'float', 'timestamp']);

function isNumericField(field: string): field is NumericField {
  // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
  const spec = (vehicleFields as Record<string, { kind: string } | undefined>)[field];
  return spec !== undefined && NUMERIC_KINDS.has(spec.kind);
}

/** Numeric fields the columns read: absent, or a finite number. */
const NUMERIC_FIELDS = Object.entries(vehicleFields)
  .filter(([, spec]) => NUMERIC_KINDS.has(spec.kind))
  .map(([field]) => field);

/** The indexed fields and their types (those of the schema Orama indexed, whose type rules still decide what fits). */
const INDEXED: [string, OramaType][] = Object.entries(oramaSchema()).filter(([field, type]) => field !== TEXT_FIELD && type !== 'number');

/**
 * The first field of a vehicle that cannot be indexed (as Orama's schema check named it, e.g.
 * `categories.0`), or undefined. Missing and null values always fit.
 */
function unindexableField(vehicle: Vehicle): string | undefined {
  const record = vehicle as Record<string, unknown>;
  for (let f = 0; f < INDEXED.length; f++) {
    const [field, type] = INDEXED[f]!;
    // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
    const value = record[field];
    if (value === undefined || value === null) continue;
    switch (type) {
      case 'enum':
        if (typeof value !== 'string' && typeof value !== 'number') return field;
        break;
      case 'enum[]':
      case 'string[]':
        if (!Array.isArray(value)) return field;
        for (let i = 0; i < value.length; i++) {
          const t = typeof value[i];
          if (t !== 'string' && (type === 'string[]' || t !== 'number')) return `${field}.${i}`;
        }
        break;
      default:
        if (typeof value !== type) return field;
    }
  }
  for (let f = 0; f < NUMERIC_FIELDS.length; f++) {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
    const value = record[NUMERIC_FIELDS[f]!];
    if (value !== undefined && value !== null && !(typeof value === 'number' && Number.isFinite(value))) return NUMERIC_FIELDS[f];
  }
  return undefined;
}

/** Vehicles indexed between two yields to the event loop while the engine is being created. */
const BUILD_BATCH = 2_000;

/**
 * Creates the engine holding `vehicles` (upsert semantics: a repeated id keeps the last one).
 * Rejects with SearchEngineError if a vehicle cannot be indexed.
 */
export async function createEmbeddedEngine(vehicles: readonly Vehicle[] = []): Promise<EmbeddedSearchEngine> {
  const { engine, upsertSync, finish } = createEngineCore();
  for (let i = 0; i < vehicles.length; i += BUILD_BATCH) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    upsertSync(vehicles.slice(i, i + BUILD_BATCH), false);
  }
  finish();
  return engine;
}

function createEngineCore(): {
  engine: EmbeddedSearchEngine;
  upsertSync: (vehicles: readonly Vehicle[], commit?: boolean) => void;
  finish: () => void;
} {
  const iidOf = new Map<string, number>();
  /** Stored vehicles by internal id. */
  const docs: Vehicle[] = [];
  const compactor = new VehicleCompactor();
  const columns = new ColumnStore(docs);
  const textIndex = new TextIndex();

  /** Makes everything indexed so far visible to queries (sort orders, new words). */
  function commit(): void {
    columns.commit();
    textIndex.commit();
  }

  function upsertSync(vehicles: readonly Vehicle[], commitNow = true): void {
    // Validate the whole batch before touching the index, so a bad row changes nothing.
    for (const vehicle of vehicles) {
      const id = (vehicle as { id?: unknown }).id;
      if (typeof id !== 'string' || id.length === 0) throw new SearchEngineError('Vehicle without an id');
      const invalid = unindexableField(vehicle);
      if (invalid) throw new SearchEngineError(`Vehicle ${id}: field ${invalid} does not fit the index`);
    }
    try {
      // In order, so a repeated id ends with its last vehicle.
      for (const vehicle of vehicles) {
        const stored = compactor.compact(vehicle);
        let iid = iidOf.get(vehicle.id);
        if (iid === undefined) {
          iid = docs.length;
          iidOf.set(vehicle.id, iid);
          docs.push(stored);
        } else docs[iid] = stored;
        columns.set(iid, stored);
        textIndex.set(iid, textOf(stored));
      }
    } catch (error) {
      throw error instanceof SearchEngineError ? error : new SearchEngineError('Indexing failed', { cause: error });
    } finally {
      if (commitNow) commit();
    }
  }

  /** Internal ids of the documents matching the filter and the text (any order). */
  function matchIds(filter: Filter, text: string | undefined): Int32Array {
    const predicate = compilePredicate(filter, columns);
    const n = docs.length;
    const driver = drivingConjunct(filter, columns, n);
    let ids: Int32Array;
    let found = 0;
    if (driver) {
      ids = new Int32Array(driver.matches);
      const { column, member } = driver;
      if (column.isArray) {
        const arrays = column.arrays;
        for (let iid = 0; iid < n; iid++) {
          const codes = arrays[iid];
          if (!codes) continue;
          for (let j = 0; j < codes.length; j++) {
            if (member[codes[j]!] === 1) {
              if (predicate(iid)) ids[found++] = iid;
              break;
            }
          }
        }
      } else {
        const scalar = column.scalar;
        // code -1 (missing) reads member[-1], undefined: not a candidate.
        for (let iid = 0; iid < n; iid++) if (member[scalar[iid]!] === 1 && predicate(iid)) ids[found++] = iid;
      }
    } else {
      ids = new Int32Array(n);
      for (let iid = 0; iid < n; iid++) if (predicate(iid)) ids[found++] = iid;
    }
    ids = ids.subarray(0, found);
    return text === undefined ? ids : textIndex.filter(ids, text);
  }

  function runQuery(query: EngineQuery): EngineResult {
    const { sort, offset, limit } = query;
    if (!Number.isInteger(offset) || offset < 0) throw new SearchEngineError(`Invalid offset ${offset}`);
    if (!Number.isInteger(limit) || limit < 0) throw new SearchEngineError(`Invalid limit ${limit}`);
    if (!isNumericField(sort.field))
      throw new SearchEngineError(`Cannot sort on ${sort.field}: not a numeric field`);
    const text = query.text?.trim() ? query.text : undefined;
    const ids = matchIds(query.filter, text);
    const hits = columns.page(sort.field, sort.direction, ids, offset, limit).map((iid) => docs[iid]!);
    const facets: EngineResult['facets'] = {};
    for (const { field, limit: facetLimit } of query.facets) {
      facets[field] = columns
        .facet(field, ids, facetLimit)
        .map(({ value, count }): FacetCount => ({ value: String(value), count }));
    }
    const stats: EngineResult['stats'] = {};
    for (const field of query.stats) {
      const s = columns.stats(field, ids);
      if (s) stats[field] = s;
    }
    return { hits, found: ids.length, facets, stats };
  }

  const engine: EmbeddedSearchEngine = {
    name: 'embedded',
    get size() {
      return docs.length;
    },
    search(queries) {
      try {
        return Promise.resolve(queries.map(runQuery));
      } catch (error) {
        return Promise.reject(
          error instanceof SearchEngineError
            ? error
            : new SearchEngineError('Search failed', { cause: error }),
        );
      }
    },
    upsert(vehicles) {
      try {
        upsertSync(vehicles);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(
          error instanceof Error ? error : new SearchEngineError('Upsert failed', { cause: error }),
        );
      }
    },
    list(filter) {
      try {
        const ids = matchIds(filter, undefined);
        const found = Array.from(ids, (iid) => docs[iid]!);
        return Promise.resolve(found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
      } catch (error) {
        return Promise.reject(
          error instanceof SearchEngineError ? error : new SearchEngineError('List failed', { cause: error }),
        );
      }
    },
  };
  return {
    engine,
    upsertSync,
    finish() {
      commit();
      // The service's sorts, built now so the first query after a start does not pay for them.
      columns.prepareSorts(sortFields);
    },
  };
}
