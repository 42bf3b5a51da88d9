/**
 * Sort orders kept current across upserts: after any sequence of inserts and value changes, applied
 * in batches of every size (moved in place, merged, or rebuilt), each order is exactly the contract's
 * sort of the documents and `rank` is its inverse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, SortOrders, type Direction, type SortSource } from './sort-orders';

class Source implements SortSource {
  ids: string[] = [];
  columns = new Map<string, Float64Array>([
    ['a', new Float64Array(0)],
    ['b', new Float64Array(0)],
  ]);
  count(): number {
    return this.ids.length;
  }
  id(iid: number): string {
    return this.ids[iid]!;
  }
  values(field: string): Float64Array {
    return this.columns.get(field)!;
  }
  /** Sets a document's values (a new id appends a document). */
  set(id: string, a: number, b: number): number {
    let iid = this.ids.indexOf(id);
    if (iid === -1) {
      iid = this.ids.length;
      this.ids.push(id);
      for (const [field, data] of this.columns) {
        const grown = new Float64Array(this.ids.length);
        grown.set(data);
        this.columns.set(field, grown);
      }
    }
    this.columns.get('a')![iid] = a;
    this.columns.get('b')![iid] = b;
    return iid;
  }
}

/** The contract's order, by brute force. */
function expected(source: Source, field: string, direction: Direction): number[] {
  const data = source.values(field);
  const sign = direction === 'asc' ? 1 : -1;
  return Array.from({ length: source.count() }, (_, i) => i).sort((x, y) => {
    const a = data[x]!;
    const b = data[y]!;
    if (Number.isNaN(a) || Number.isNaN(b)) {
      if (Number.isNaN(a) !== Number.isNaN(b)) return Number.isNaN(a) ? 1 : -1;
    } else if (a !== b) return sign * (a - b);
    return compareIds(source.id(x), source.id(y));
  });
}

function check(orders: SortOrders, source: Source): void {
  for (const field of ['a', 'b']) {
    for (const direction of ['asc', 'desc'] as const) {
      const { order, rank } = orders.get(field, direction);
      expect([...order], `${field}:${direction}`).toEqual(expected(source, field, direction));
      expect([...order].every((iid, i) => rank[iid] === i), `rank of ${field}:${direction}`).toBe(true);
    }
  }
}

// Few distinct values (many ties), missing values (NaN), and -0 beside 0.
const value = fc.oneof(fc.constantFrom(NaN, 0, -0, 1, 2.5, -3, 1e9), fc.integer({ min: -5, max: 5 }));
const VALUES = [NaN, 0, -0, 1, 2.5, -3, 1e9, 4, -1];
// Ids of documents already there (so their values change) or new ones, in code-unit-tricky letters.
const id = fc.oneof(
  fc.integer({ min: 0, max: 999 }).map((i) => `d${String(i).padStart(3, '0')}`),
  fc.string({ minLength: 1, maxLength: 4, unit: fc.constantFrom('a', 'b', 'B', 'é', '1', '-') }),
);
// Up to 150 changes a batch: moved in place (≤ 64), merged (more, but at most 1/8 of the documents) or rebuilt.
const batch = fc.array(fc.tuple(id, value, value), { minLength: 1, maxLength: 150, size: 'max' });

describe('SortOrders', () => {
  it('stays the exact contract order through random upsert batches of every size', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(batch, { minLength: 1, maxLength: 4 }), fc.boolean(), (start, batches, prepared) => {
        const source = new Source();
        for (let i = 0; i < start; i++) source.set(`d${String(i).padStart(3, '0')}`, VALUES[i % 9]!, VALUES[(i * 7) % 9]!);
        const orders = new SortOrders(source);
        if (prepared) orders.prepare(['a', 'b']);
        for (const changes of batches) {
          for (const [docId, a, b] of changes) orders.touch(source.set(docId, a, b));
          orders.commit();
          check(orders, source);
        }
      }),
      // No shrinking: with batches of up to 150 changes it takes minutes; the failing batch is printed as is.
      { numRuns: 100, endOnFailure: true },
    );
  });

  it('moves a one-document change in place, merges a hundred, rebuilds after a large change', () => {
    const source = new Source();
    for (let i = 0; i < 2_000; i++) source.set(`v${String(i).padStart(5, '0')}`, i % 7, (i * 37) % 101);
    const orders = new SortOrders(source);
    orders.prepare(['a', 'b']);
    const before = orders.get('a', 'asc').order;
    orders.touch(source.set('v00010', 3, NaN));
    orders.commit();
    // The same array, moved in place: a reservation flag does not copy the whole inventory's orders.
    expect(orders.get('a', 'asc').order.buffer).toBe(before.buffer);
    check(orders, source);
    for (let i = 0; i < 100; i++) orders.touch(source.set(`v${String(i * 7).padStart(5, '0')}`, i % 4, -i));
    orders.commit(); // merged
    check(orders, source);
    for (let i = 0; i < 600; i++) orders.touch(source.set(`v${String(i * 3).padStart(5, '0')}`, (i * 5) % 11, i % 3 === 0 ? NaN : i));
    orders.touch(source.set('new-one', 1, 1));
    orders.commit(); // rebuilt
    check(orders, source);
  });
});
