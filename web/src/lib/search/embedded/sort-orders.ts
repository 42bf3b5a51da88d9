/**
 * Sort orders of the embedded engine: for a numeric field and a direction, every document in the
 * contract's order — value ascending or descending, missing values last either way, ties by vehicle
 * id ascending (code-unit order) — as the ordered internal ids and each id's position in that order.
 *
 * They were built lazily, by the first query needing one, and thrown away by every upsert, so the
 * first query after a start or after a one-car change (a reservation) paid for a comparator sort of
 * the whole inventory (78 ms at 100k vehicles, issue 18). Now the engine builds them at the end of
 * indexing and keeps them current on each upsert:
 * - a full build packs each document's (value rank, id rank) into one exact float and sorts those
 *   with the native typed-array sort, far faster than a comparator over strings;
 * - an upsert of a few documents takes them out of each order and puts them back at their binary-
 *   searched places (a larger one rebuilds).
 */

/** Upserts touching more than this fraction of the documents rebuild the orders instead of patching them. */
const REBUILD_FRACTION = 1 / 8;
/** Up to this many changed documents are moved in place (a few native memmoves each); more are merged. */
const IN_PLACE_MAX = 64;

export interface SortOrder {
  /** Internal ids in sort order. */
  order: Int32Array;
  /** Position of each internal id in `order`. */
  rank: Int32Array;
}

export type Direction = 'asc' | 'desc';

/** What the orders read: the documents' ids and a numeric column (NaN = missing), by internal id. */
export interface SortSource {
  /** How many documents there are (internal ids are 0 .. count - 1). */
  count(): number;
  id(iid: number): string;
  /** The current values of a numeric field. */
  values(field: string): Float64Array;
}

/** Code-unit order (not locale): the same on every engine and machine. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class SortOrders {
  private readonly orders = new Map<string, SortOrder>();
  /** Documents changed since the orders were last brought up to date. */
  private changed = new Set<number>();

  constructor(private readonly source: SortSource) {}

  /** Records that a document was inserted or its values changed (applied by `commit`). */
  touch(iid: number): void {
    // With no order built yet there is nothing to patch: an order is built from the current values.
    if (this.orders.size > 0) this.changed.add(iid);
  }

  /** Builds the given orders now (the engine's usual sorts), so no query ever pays for them. */
  prepare(fields: readonly string[]): void {
    this.commit();
    const missing = fields.filter((f) => !this.orders.has(key(f, 'asc')) || !this.orders.has(key(f, 'desc')));
    if (missing.length === 0) return;
    const byId = this.idOrder();
    for (const field of missing) this.build(field, byId);
  }

  /** Brings every built order up to date with the documents touched since the last call. */
  commit(): void {
    if (this.changed.size === 0 || this.orders.size === 0) {
      this.changed.clear();
      return;
    }
    const changed = Int32Array.from(this.changed);
    this.changed = new Set();
    const n = this.source.count();
    if (changed.length > n * REBUILD_FRACTION) {
      const byId = this.idOrder();
      for (const field of new Set([...this.orders.keys()].map((k) => split(k)[0]))) this.build(field, byId);
      return;
    }
    for (const [k, sortOrder] of this.orders) {
      const [field, direction] = split(k);
      const compare = this.comparator(field, direction);
      this.orders.set(k, changed.length <= IN_PLACE_MAX ? moveInPlace(sortOrder, changed, compare, n) : merge(sortOrder, changed, compare, n));
    }
  }

  /** The order for a field and direction (built now if no query or `prepare` needed it yet). */
  get(field: string, direction: Direction): SortOrder {
    this.commit();
    let found = this.orders.get(key(field, direction));
    if (!found) {
      this.build(field, this.idOrder());
      found = this.orders.get(key(field, direction))!;
    }
    return found;
  }

  /** Internal ids in id order. The native sort of strings is code-unit order, as the contract wants. */
  private idOrder(): Int32Array {
    const n = this.source.count();
    const pairs = new Array<string>(n);
    const iidOf = new Map<string, number>();
    for (let iid = 0; iid < n; iid++) {
      const id = this.source.id(iid);
      pairs[iid] = id;
      iidOf.set(id, iid);
    }
    pairs.sort();
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = iidOf.get(pairs[i]!)!;
    return out;
  }

  /**
   * Both orders of a field, from scratch. Each document's key is `valueRank * n + idRank`, an
   * integer below 2^53 for any realistic n, so one native Float64Array sort orders by value, then by
   * id; missing values take the rank after every value, so they come last. The descending order is
   * then the ascending one with its runs of equal values in reverse (each run keeps its id order).
   */
  private build(field: string, byId: Int32Array): void {
    const data = this.source.values(field);
    const n = byId.length;
    // Distinct values in order (-0 and 0 are one value, as the contract's comparison has it).
    const values = new Float64Array(n);
    let count = 0;
    for (let iid = 0; iid < n; iid++) {
      const v = data[iid]!;
      if (v === v) values[count++] = v;
    }
    values.subarray(0, count).sort();
    let distinct = 0;
    for (let i = 0; i < count; i++) if (distinct === 0 || values[i] !== values[distinct - 1]) values[distinct++] = values[i]!;
    const keys = new Float64Array(n);
    for (let idRank = 0; idRank < n; idRank++) {
      const v = data[byId[idRank]!]!;
      let valueRank = distinct;
      if (v === v) {
        let lo = 0;
        let hi = distinct - 1;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (values[mid]! < v) lo = mid + 1;
          else hi = mid;
        }
        valueRank = lo;
      }
      keys[idRank] = valueRank * n + idRank;
    }
    keys.sort();
    const asc = new Int32Array(n);
    for (let i = 0; i < n; i++) asc[i] = byId[keys[i]! % n]!;
    const desc = new Int32Array(n);
    let present = count;
    let to = 0;
    while (present > 0) {
      const value = data[asc[present - 1]!]!;
      let start = present - 1;
      while (start > 0 && data[asc[start - 1]!] === value) start--;
      desc.set(asc.subarray(start, present), to);
      to += present - start;
      present = start;
    }
    desc.set(asc.subarray(count), to);
    this.orders.set(key(field, 'asc'), { order: asc, rank: ranks(asc) });
    this.orders.set(key(field, 'desc'), { order: desc, rank: ranks(desc) });
  }

  /** The contract's order of two documents (never 0 for two different ones: ids are unique). */
  private comparator(field: string, direction: Direction): (a: number, b: number) => number {
    const data = this.source.values(field);
    const sign = direction === 'asc' ? 1 : -1;
    const source = this.source;
    return (a, b) => {
      const x = data[a]!;
      const y = data[b]!;
      const missingX = x !== x;
      const missingY = y !== y;
      if (missingX || missingY) {
        if (missingX !== missingY) return missingX ? 1 : -1;
      } else if (x !== y) return sign * (x - y);
      return compareIds(source.id(a), source.id(b));
    };
  }
}

type Compare = (a: number, b: number) => number;

/** First position in `order[from, to)` whose document sorts after `iid`. */
function insertionPoint(order: Int32Array, from: number, to: number, iid: number, compare: Compare): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid]!, iid) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Room for `n` documents: the same arrays when they are big enough, else larger ones (with slack for more inserts). */
function withCapacity(sortOrder: SortOrder, n: number): { order: Int32Array; rank: Int32Array } {
  const capacity = sortOrder.order.buffer.byteLength / Int32Array.BYTES_PER_ELEMENT;
  if (n <= capacity) return { order: new Int32Array(sortOrder.order.buffer, 0, n), rank: new Int32Array(sortOrder.rank.buffer, 0, n) };
  const size = Math.max(n, Math.ceil(capacity * 1.5), 16);
  const order = new Int32Array(size);
  const rank = new Int32Array(size);
  order.set(sortOrder.order);
  rank.set(sortOrder.rank);
  return { order: order.subarray(0, n), rank: rank.subarray(0, n) };
}

/**
 * A few changed documents: each is taken out of the order and put back at its binary-searched place
 * by moving the documents in between (copyWithin: native memmoves), then the positions from the
 * first one touched are renumbered. Everything is removed before anything is inserted, so each
 * binary search runs over documents that are all in their right order.
 */
function moveInPlace(sortOrder: SortOrder, changed: Int32Array, compare: Compare, n: number): SortOrder {
  const before = sortOrder.order.length;
  const { order, rank } = withCapacity(sortOrder, n);
  let length = before;
  let first = length;
  const positions: number[] = [];
  for (let i = 0; i < changed.length; i++) if (changed[i]! < before) positions.push(rank[changed[i]!]!);
  positions.sort((a, b) => b - a);
  for (const p of positions) {
    order.copyWithin(p, p + 1, length);
    length--;
    if (p < first) first = p;
  }
  for (let i = 0; i < changed.length; i++) {
    const at = insertionPoint(order, 0, length, changed[i]!, compare);
    order.copyWithin(at + 1, at, length);
    order[at] = changed[i]!;
    length++;
    if (at < first) first = at;
  }
  for (let i = first; i < n; i++) rank[order[i]!] = i;
  return { order, rank };
}

/** Many changed documents: the order without them, merged with them sorted. */
function merge(sortOrder: SortOrder, changed: Int32Array, compare: Compare, n: number): SortOrder {
  const moved = new Uint8Array(n);
  for (let i = 0; i < changed.length; i++) moved[changed[i]!] = 1;
  const old = sortOrder.order;
  const kept = new Int32Array(old.length);
  let k = 0;
  for (let i = 0; i < old.length; i++) {
    const iid = old[i]!;
    if (moved[iid] !== 1) kept[k++] = iid;
  }
  const rest = kept.subarray(0, k);
  const incoming = Int32Array.from(changed).sort(compare);
  const order = new Int32Array(n);
  let from = 0;
  let to = 0;
  for (let j = 0; j < incoming.length; j++) {
    const at = insertionPoint(rest, from, rest.length, incoming[j]!, compare);
    order.set(rest.subarray(from, at), to);
    to += at - from;
    from = at;
    order[to++] = incoming[j]!;
  }
  order.set(rest.subarray(from), to);
  return { order, rank: ranks(order) };
}

function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
  return rank;
}

function key(field: string, direction: Direction): string {
  return `${field}:${direction}`;
}

function split(k: string): [string, Direction] {
  const at = k.lastIndexOf(':');
  return [k.slice(0, at), k.slice(at + 1) as Direction];
}
