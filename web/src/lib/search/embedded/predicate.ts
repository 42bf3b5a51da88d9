/**
 * Filter AST -> a predicate over internal ids that reads the column store.
 *
 * It decides exactly what `matchesFilter` decides (the contract tests compare them on random
 * filters), but reads typed columns and compares dictionary codes instead of walking vehicle
 * objects, so scanning 50k documents costs about a millisecond — far less than Orama's Set-based
 * `where` needs for broad conditions (site scope, status, price ranges; see the bench notes in the
 * engine). Orama's `where` is still used to *drive* a query when one conjunct is selective
 * (`selectiveConjunct`): it returns that conjunct's few candidates, and the predicate checks them.
 */
import type { Condition, Filter } from '@/domain/filter';
import type { OramaType } from '@forecourt/schemas/vehicle';
import type { ColumnStore } from './columns';

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

/**
 * The top-level conjunct Orama should answer first: an `eq` / `in` on an indexed field that holds at
 * most `maxMatches` documents (exact counts from the column dictionaries). Undefined when none is
 * that selective; a scan of the columns is then cheaper than Orama's Sets.
 */
export function selectiveConjunct(
  filter: Filter,
  columns: ColumnStore,
  schema: Readonly<Record<string, OramaType>>,
  maxMatches: number,
): Condition | undefined {
  const conjuncts = 'and' in filter ? filter.and : [filter];
  let best: { condition: Condition; matches: number } | undefined;
  for (const f of conjuncts) {
    if (!('field' in f) || (f.op !== 'eq' && f.op !== 'in')) continue;
    const type = schema[f.field];
    if (type !== 'enum' && type !== 'enum[]' && type !== 'number' && type !== 'boolean') continue;
    const column = columns.facetColumn(f.field);
    const values: readonly unknown[] = f.op === 'eq' ? [f.value] : (f.value as readonly unknown[]);
    let matches = 0;
    for (const v of new Set(values)) {
      const code = column.lookup(v);
      if (code !== undefined) matches += column.total(code);
    }
    if (matches <= maxMatches && (!best || matches < best.matches)) best = { condition: f, matches };
  }
  return best?.condition;
}
