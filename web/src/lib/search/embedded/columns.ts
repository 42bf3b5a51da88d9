/**
 * The embedded engine's column store, keyed by internal document id (0, 1, 2... in insertion order).
 *
 * Facets, stats, sorting and filtering read one field of many documents; dense per-field columns
 * (dictionary codes in an Int32Array, numbers in a Float64Array) answer those an order of magnitude
 * faster than reading vehicle objects. The columns shoppers' queries use (text and boolean facets,
 * slug, the numbers of the index schema) are built with the documents, so no search page pays for
 * building one; any other column is built by the first filter or facet needing it. `set` keeps
 * every built column current.
 */
import {
  oramaSchema,
  TEXT_FIELD,
  vehicleFields,
  type Vehicle,
  type VehicleFieldName,
} from '@forecourt/schemas/vehicle';
import { compareIds, SortOrders, type Direction } from './sort-orders';

export type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && !Number.isNaN(value))
  );
}

/**
 * Dictionary-encoded values of one field. A value's code is stable for the life of the store, so
 * compiled filters and counts can work on small integers instead of strings.
 */
export class FacetColumn {
  readonly values: Scalar[] = [];
  private readonly codeOf = new Map<Scalar, number>();
  /** Scalar fields: the code per document, -1 when missing. */
  scalar: Int32Array;
  /** Array fields (`string[]`): the distinct codes per document (a document counts once per value). */
  readonly arrays: (readonly number[] | undefined)[] = [];
  /** How many stored documents hold each code: exact selectivity of `eq` / `in`. */
  private totals = new Int32Array(16);

  constructor(
    private readonly field: string,
    readonly isArray: boolean,
    docs: readonly Vehicle[],
  ) {
    this.scalar = new Int32Array(isArray ? 0 : Math.max(16, docs.length)).fill(-1);
    for (let iid = 0; iid < docs.length; iid++) this.set(iid, docs[iid]!);
  }

  /** The code of a value, or undefined when no document ever held it (so nothing can match it). */
  lookup(value: unknown): number | undefined {
    return isScalar(value) ? this.codeOf.get(value) : undefined;
  }

  /** How many documents hold this value now. */
  total(code: number): number {
    return this.totals[code] ?? 0;
  }

  /** The last value coded and its code: stock comes in runs (a dealer's cars, a model's), so this skips most map lookups. */
  private lastValue: Scalar | undefined;
  private lastCode = -1;

  private code(value: Scalar): number {
    if (value === this.lastValue) return this.lastCode;
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codeOf.set(value, code);
      if (code >= this.totals.length) {
        const grown = new Int32Array(this.totals.length * 2);
        grown.set(this.totals);
        this.totals = grown;
      }
    }
    this.lastValue = value;
    this.lastCode = code;
    return code;
  }

  set(iid: number, doc: Vehicle): void {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
    const raw = (doc as Record<string, unknown>)[this.field];
    if (this.isArray) {
      for (const old of this.arrays[iid] ?? []) this.totals[old]!--;
      const list: readonly unknown[] =
        raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
      const codes = [...new Set(list.filter(isScalar).map((v) => this.code(v)))];
      for (const c of codes) this.totals[c]!++;
      this.arrays[iid] = codes;
      return;
    }
    if (iid >= this.scalar.length) {
      const grown = new Int32Array(Math.max(iid + 1, this.scalar.length * 2)).fill(-1);
      grown.set(this.scalar);
      this.scalar = grown;
    }
    const old = this.scalar[iid]!;
    if (old >= 0) this.totals[old]!--;
    const code = isScalar(raw) ? this.code(raw) : -1;
    if (code >= 0) this.totals[code]!++;
    this.scalar[iid] = code;
  }

  /** Count per code over the given documents. */
  count(ids: Int32Array): Int32Array {
    const counts = new Int32Array(this.values.length);
    if (this.isArray) {
      const arrays = this.arrays;
      for (let i = 0; i < ids.length; i++) {
        const codes = arrays[ids[i]!];
        if (codes) for (let j = 0; j < codes.length; j++) counts[codes[j]!]!++;
      }
      return counts;
    }
    const scalar = this.scalar;
    for (let i = 0; i < ids.length; i++) {
      const code = scalar[ids[i]!]!;
      if (code >= 0) counts[code]!++;
    }
    return counts;
  }
}

/** A numeric field as a Float64Array (NaN = missing), for ranges, stats and sorting. */
export class NumberColumn {
  data: Float64Array;

  constructor(
    private readonly field: string,
    docs: readonly Vehicle[],
  ) {
    this.data = new Float64Array(Math.max(16, docs.length)).fill(NaN);
    for (let iid = 0; iid < docs.length; iid++) this.set(iid, docs[iid]!);
  }

  set(iid: number, doc: Vehicle): void {
    if (iid >= this.data.length) {
      const grown = new Float64Array(Math.max(iid + 1, this.data.length * 2)).fill(NaN);
      grown.set(this.data);
      this.data = grown;
    }
    // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
    const raw = (doc as Record<string, unknown>)[this.field];
    this.data[iid] = typeof raw === 'number' ? raw : NaN;
  }

  stats(ids: Int32Array): { min: number; max: number } | undefined {
    let min = Infinity;
    let max = -Infinity;
    let seen = false;
    const data = this.data;
    for (let i = 0; i < ids.length; i++) {
      const v = data[ids[i]!]!;
      if (v !== v) continue; // NaN: missing
      seen = true;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return seen ? { min, max } : undefined;
  }
}

export interface FacetValueCount {
  value: Scalar;
  count: number;
}

export class ColumnStore {
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numbers = new Map<string, NumberColumn>();
  private readonly orders: SortOrders;

  /** `docs[iid]` is the stored vehicle with that internal id. */
  constructor(private readonly docs: readonly Vehicle[]) {
    for (const [field, type] of Object.entries(oramaSchema())) {
      if (field === TEXT_FIELD) continue;
      if (type === 'number') this.numberColumn(field);
      // Dictionaries for the text and boolean fields shoppers filter and count by. A number's
      // dictionary (year, seats as a facet) and the id's are built by the first filter or facet
      // needing one: prices, kilometres, timestamps and ids hold a value per car, and building
      // those dictionaries for every inventory cost more time and memory than all the others.
      else if (field !== 'id') this.facetColumn(field);
    }
    this.orders = new SortOrders({
      count: () => docs.length,
      id: (iid) => docs[iid]!.id,
      values: (field) => this.numberColumn(field).data,
    });
  }

  /** Keeps the built columns current after `docs[iid]` was set (sort orders: at the next `commit`). */
  set(iid: number, doc: Vehicle): void {
    for (const column of this.facets.values()) column.set(iid, doc);
    for (const column of this.numbers.values()) column.set(iid, doc);
    this.orders.touch(iid);
  }

  /** Brings the sort orders up to date with every `set` so far (the engine calls it at the end of each upsert). */
  commit(): void {
    this.orders.commit();
  }

  /** Builds the sort orders of these fields (both directions) now rather than on a first query. */
  prepareSorts(fields: readonly string[]): void {
    this.orders.prepare(fields);
  }

  facetColumn(field: string): FacetColumn {
    let column = this.facets.get(field);
    if (!column) {
      const kind = (vehicleFields as Record<string, { kind: string } | undefined>)[field as VehicleFieldName]
        ?.kind;
      column = new FacetColumn(field, kind === 'string[]', this.docs);
      this.facets.set(field, column);
    }
    return column;
  }

  numberColumn(field: string): NumberColumn {
    let column = this.numbers.get(field);
    if (!column) {
      column = new NumberColumn(field, this.docs);
      this.numbers.set(field, column);
    }
    return column;
  }

  /** Non-zero value counts over `ids`, count descending then value ascending, at most `limit`. */
  facet(field: string, ids: Int32Array, limit: number | undefined): FacetValueCount[] {
    const column = this.facetColumn(field);
    const counts = column.count(ids);
    const out: FacetValueCount[] = [];
    for (let code = 0; code < counts.length; code++) {
      const count = counts[code]!;
      if (count > 0) out.push({ value: column.values[code]!, count });
    }
    out.sort((a, b) => b.count - a.count || compareScalars(a.value, b.value));
    return limit === undefined ? out : out.slice(0, Math.max(0, limit));
  }

  stats(field: string, ids: Int32Array): { min: number; max: number } | undefined {
    return this.numberColumn(field).stats(ids);
  }

  /** The documents of `ids` (each once) in sort order, from `offset`, at most `limit`. */
  page(field: string, direction: Direction, ids: Int32Array, offset: number, limit: number): number[] {
    if (limit <= 0 || offset >= ids.length) return [];
    const want = Math.min(offset + limit, ids.length);
    const { order, rank } = this.orders.get(field, direction);
    // Many matches: walk the global order keeping members (no sort at all). Few: sort them by rank.
    if (ids.length * 8 >= order.length) {
      const member = new Uint8Array(rank.length);
      for (let i = 0; i < ids.length; i++) member[ids[i]!] = 1;
      const out: number[] = [];
      let seen = 0;
      for (let i = 0; i < order.length && seen < want; i++) {
        const iid = order[i]!;
        if (member[iid] === 1) {
          if (seen >= offset) out.push(iid);
          seen++;
        }
      }
      return out;
    }
    const ranks = Int32Array.from(ids, (iid) => rank[iid]!).sort();
    const out: number[] = [];
    for (let i = offset; i < want; i++) out.push(order[ranks[i]!]!);
    return out;
  }
}

/** Facet value order: by the value's string form (as FacetCount carries it), in code-unit order. */
export function compareScalars(a: Scalar, b: Scalar): number {
  return compareIds(String(a), String(b));
}
