/**
 * The embedded search engine: an in-process @orama/orama index, the default when TYPESENSE_URL is
 * not set (so `npm start` needs no search server).
 *
 * Division of work (measurements in bench.ts):
 * - Orama indexes the fields of `oramaSchema()` but its numbers (see document.ts: its number index
 *   loses documents on update) and keeps the free-text index (`_text`, built by `textOf`): every
 *   query token must prefix a word of it (Orama tokenizer + radix prefix lookup).
 * - Filters are decided by a predicate compiled over per-field columns (predicate.ts), exactly as
 *   `matchesFilter` decides them. When one conjunct is selective (an eq / in holding at most 1/16 of
 *   the documents), Orama's `where` (translated by where.ts) returns its candidates first and the
 *   predicate only checks those; for broad conditions a column scan is far cheaper than Orama's
 *   Set-based where (50k vehicles: ~1 ms against ~36 ms for a site scope + price range).
 * - The column store (columns.ts) counts facets, computes stats and sorts, with the vehicle id as
 *   the tie-break so pages are stable.
 * - The full vehicles (nested images, location, finance...) are kept by internal id and returned
 *   as hits; Orama stores only the indexed projection. Hits are the stored objects: read-only.
 *
 * Orama 3 is synchronous (without async hooks). The factory is async only so that indexing a
 * large inventory yields to the event loop between batches; `upsert` and queries run to completion
 * without yielding, so a query never sees half an upsert.
 */
import { create, insert, update, type AnyOrama } from '@orama/orama';
import { TEXT_FIELD, vehicleFields, type Vehicle } from '@forecourt/schemas/vehicle';
import type { Filter, NumericField } from '@/domain/filter';
import {
  SearchEngineError,
  type EngineQuery,
  type EngineResult,
  type FacetCount,
  type SearchEngine,
} from '../engine';
import { ColumnStore } from './columns';
import { indexSchema, oramaDocument, synchronously } from './document';
import { compilePredicate, selectiveConjunct } from './predicate';
import { planWhere } from './where';
import type { index as OramaIndex } from '@orama/orama/components';

export interface EmbeddedSearchEngine extends SearchEngine {
  readonly name: 'embedded';
  /** How many vehicles are stored. */
  readonly size: number;
}

/**
 * Orama's where drives a query only when a conjunct matches at most 1/16 of the documents: measured
 * at 50k vehicles, Orama's Set-based where costs 4-12 ms per broad condition (36 ms for a typical
 * site scope) where a column scan of the whole filter costs about 1 ms.
 */
const SELECTIVE_FRACTION = 16;

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

function invalidNumber(vehicle: Vehicle): string | undefined {
  const record = vehicle as Record<string, unknown>;
  return NUMERIC_FIELDS.find((field) => {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
    const value = record[field];
    return value !== undefined && value !== null && !(typeof value === 'number' && Number.isFinite(value));
  });
}

/** Vehicles indexed between two yields to the event loop while the engine is being created. */
const BUILD_BATCH = 2_000;

/**
 * Creates the engine holding `vehicles` (upsert semantics: a repeated id keeps the last one).
 * Rejects with SearchEngineError if a vehicle cannot be indexed.
 */
export async function createEmbeddedEngine(vehicles: readonly Vehicle[] = []): Promise<EmbeddedSearchEngine> {
  const { engine, upsertSync } = createEngineCore();
  for (let i = 0; i < vehicles.length; i += BUILD_BATCH) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    upsertSync(vehicles.slice(i, i + BUILD_BATCH));
  }
  return engine;
}

function createEngineCore(): {
  engine: EmbeddedSearchEngine;
  upsertSync: (vehicles: readonly Vehicle[]) => void;
} {
  const schema = indexSchema();
  const db: AnyOrama = create({ schema, sort: { enabled: false } });
  /** Stored vehicles by Orama internal id (ids start at 1; index 0 stays empty). */
  const docs: (Vehicle | undefined)[] = [undefined];
  const columns = new ColumnStore(docs);
  let size = 0;

  function internalId(id: string): number | undefined {
    return db.internalDocumentIDStore.idToInternalId.get(id);
  }

  function upsertSync(vehicles: readonly Vehicle[]): void {
    // Validate the whole batch before touching the index, so a bad row changes nothing.
    const latest = new Map<string, { vehicle: Vehicle; doc: Record<string, unknown> }>();
    for (const vehicle of vehicles) {
      const id = (vehicle as { id?: unknown }).id;
      if (typeof id !== 'string' || id.length === 0) throw new SearchEngineError('Vehicle without an id');
      const doc = oramaDocument(vehicle, schema);
      const invalid = db.validateSchema(doc, db.schema) ?? invalidNumber(vehicle);
      if (invalid) throw new SearchEngineError(`Vehicle ${id}: field ${invalid} does not fit the index`);
      latest.delete(id);
      latest.set(id, { vehicle, doc });
    }
    try {
      for (const [id, { vehicle, doc }] of latest) {
        const known = internalId(id);
        if (known !== undefined && docs[known]) synchronously(update(db, id, doc));
        else synchronously(insert(db, doc));
        const iid = internalId(id);
        if (iid === undefined) throw new SearchEngineError(`Vehicle ${id} was not indexed`);
        if (!docs[iid]) size++;
        docs[iid] = vehicle;
        columns.set(iid, vehicle);
      }
    } catch (error) {
      if (error instanceof SearchEngineError) throw error;
      throw new SearchEngineError('Indexing failed', { cause: error });
    }
  }

  /** Internal ids of the documents matching the filter and the text (any order). */
  function matchIds(filter: Filter, text: string | undefined): Int32Array {
    const predicate = compilePredicate(filter, columns);
    let ids: Int32Array;
    const driver = selectiveConjunct(filter, columns, schema, size / SELECTIVE_FRACTION);
    const plan = driver && planWhere(driver, schema);
    if (plan?.kind === 'where' && plan.exact) {
      // A selective conjunct: Orama's where returns its few candidates; the predicate checks the rest.
      const candidates = db.index.searchByWhereClause(db.data.index, db.tokenizer, plan.where, undefined);
      ids = new Int32Array(candidates.size);
      let n = 0;
      for (const iid of candidates) if (predicate(iid)) ids[n++] = iid;
      ids = ids.subarray(0, n);
    } else {
      ids = new Int32Array(size);
      let n = 0;
      for (let iid = 1; iid < docs.length; iid++) if (docs[iid] && predicate(iid)) ids[n++] = iid;
      ids = ids.subarray(0, n);
    }
    return text === undefined ? ids : matchText(ids, text);
  }

  /**
   * Every token of the text must prefix some word of the vehicle's `_text` (Orama's tokenizer, its
   * radix tree's prefix lookup). Orama's own multi-token search is not used: its "all tokens" mode
   * counts matched words rather than matched tokens (a token prefixing two words can stand in for a
   * missing one), and it scores every posting with BM25, which no query here uses.
   */
  function matchText(ids: Int32Array, text: string): Int32Array {
    const tokens = db.tokenizer.tokenize(text, undefined, TEXT_FIELD, false);
    const tree = (db.data.index as OramaIndex.Index).indexes[TEXT_FIELD];
    if (!tree || tree.type !== 'Radix') throw new SearchEngineError('The text index is missing');
    let current = ids;
    for (const token of tokens) {
      if (current.length === 0) break;
      const member = new Uint8Array(docs.length);
      const words = tree.node.find({ term: token, exact: false, tolerance: 0 });
      for (const word in words) for (const iid of words[word]!) member[iid] = 1;
      current = current.filter((iid) => member[iid] === 1);
    }
    return current;
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
      return size;
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
  return { engine, upsertSync };
}
