/**
 * Filter AST -> a predicate over internal ids that reads the column store.
 *
 * It decides exactly what `matchesFilter` decides (the contract tests compare them on random
 * filters), but reads typed columns and compares dictionary codes instead of walking vehicle
 * objects, so scanning 50k documents costs about a millisecond. A query is usually driven by its
 * most selective `eq` / `in` conjunct (`drivingConjunct`): one column scan yields the candidates and
 * the predicate checks only those.
 */
import type { Condition, Filter } from '@/domain/filter';
import type { ColumnStore, FacetColumn } from './columns';

export type Predicate = (iid: number) => boolean;

const always: Predicate = () => true;
const never: Predicate = () => false;

function negated(p: Predicate): Predicate {
  if (p === always) return never;
  if (p === never) return always;
  return (iid) => !p(iid);
}

function compileCondition(condition: Condition, columns: ColumnStore): Predicate {
  const { field, op } = condition;
  switch (op) {
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      // Missing values are NaN, and every comparison with NaN is false, as the reference requires.
      const data = columns.numberColumn(field).data;
      const v = condition.value;
      if (typeof v !== 'number') return never;
      if (op === 'gt') return (iid) => data[iid]! > v;
      if (op === 'gte') return (iid) => data[iid]! >= v;
      if (op === 'lt') return (iid) => data[iid]! < v;
      return (iid) => data[iid]! <= v;
    }
    case 'eq':
    case 'neq': {
      const column = columns.facetColumn(field);
      const code = column.lookup(condition.value);
      let positive: Predicate;
      if (code === undefined) positive = never;
      else if (column.isArray) {
        const arrays = column.arrays;
        positive = (iid) => arrays[iid]?.includes(code) === true;
      } else {
        const scalar = column.scalar;
        positive = (iid) => scalar[iid] === code;
      }
      return op === 'eq' ? positive : negated(positive);
    }
    case 'in':
    case 'not_in': {
      const column = columns.facetColumn(field);
      const codes = (condition.value as readonly unknown[])
        .map((v) => column.lookup(v))
        .filter((c) => c !== undefined);
      let positive: Predicate;
      if (codes.length === 0) positive = never;
      else {
        const member = new Uint8Array(column.values.length);
        for (const c of codes) member[c] = 1;
        if (column.isArray) {
          const arrays = column.arrays;
          positive = (iid) => {
            const list = arrays[iid];
            if (!list) return false;
            for (let i = 0; i < list.length; i++) if (member[list[i]!] === 1) return true;
            return false;
          };
        } else {
          const scalar = column.scalar;
          positive = (iid) => member[scalar[iid]!] === 1; // code -1 reads undefined: no match
        }
      }
      return op === 'in' ? positive : negated(positive);
    }
  }
}

/** Compiles the filter against the columns as they are now (recompile after an upsert). */
export function compilePredicate(filter: Filter, columns: ColumnStore): Predicate {
  if ('and' in filter) {
    const parts = filter.and.map((f) => compilePredicate(f, columns)).filter((p) => p !== always);
    if (parts.includes(never)) return never;
    if (parts.length === 0) return always;
    if (parts.length === 1) return parts[0]!;
    if (parts.length === 2) {
      const [a, b] = parts as [Predicate, Predicate];
      return (iid) => a(iid) && b(iid);
    }
    return (iid) => {
      for (let i = 0; i < parts.length; i++) if (!parts[i]!(iid)) return false;
      return true;
    };
  }
  if ('or' in filter) {
    const parts = filter.or.map((f) => compilePredicate(f, columns)).filter((p) => p !== never);
    if (parts.includes(always)) return always;
    if (parts.length === 0) return never;
    if (parts.length === 1) return parts[0]!;
    return (iid) => {
      for (let i = 0; i < parts.length; i++) if (parts[i]!(iid)) return true;
      return false;
    };
  }
  if ('not' in filter) return negated(compilePredicate(filter.not, columns));
  return compileCondition(filter, columns);
}

/** Where a query's candidates come from: the documents holding one of `member`'s codes in `column`. */
export interface Driver {
  column: FacetColumn;
  member: Uint8Array;
  /** How many documents hold one of those codes: exact on a scalar field, an upper bound on an array field. */
  matches: number;
}

/**
 * The top-level `eq` / `in` conjunct holding the fewest documents (exact counts from the column
 * dictionaries), when it holds fewer than all of them. Scanning its one Int32Array column and then
 * checking only those candidates with the whole predicate is much cheaper than the predicate over
 * every document (a site's scope keeps about 1/20 of a shared index).
 */
export function drivingConjunct(filter: Filter, columns: ColumnStore, size: number): Driver | undefined {
  const conjuncts = 'and' in filter ? filter.and : [filter];
  let best: Driver | undefined;
  for (const f of conjuncts) {
    if (!('field' in f) || (f.op !== 'eq' && f.op !== 'in')) continue;
    const column = columns.facetColumn(f.field);
    const values: readonly unknown[] = f.op === 'eq' ? [f.value] : (f.value as readonly unknown[]);
    const member = new Uint8Array(column.values.length);
    let matches = 0;
    for (const v of values) {
      const code = column.lookup(v);
      if (code === undefined || member[code] === 1) continue;
      member[code] = 1;
      matches += column.total(code);
    }
    if (matches < size && (!best || matches < best.matches)) best = { column, member, matches };
  }
  return best;
}
