/**
 * The engine-neutral stock filter (spec §4, §7): a small AST over vehicle fields that both search
 * adapters (embedded Orama and hosted Typesense) translate into their own filter syntax.
 *
 * `matchesFilter` is the reference evaluator: it is what the tests use, and it is the contract the
 * adapters must agree with. Semantics:
 * - `eq` / `in` on an array field (e.g. `categories`) match by membership: some element is equal /
 *   some element is in the set.
 * - A missing (absent, `undefined` or `null`) field never matches `eq`, `in`, `gt`, `gte`, `lt`,
 *   `lte`. An empty array never matches `eq` / `in`.
 * - `neq` is exactly `not(eq)` and `not_in` is exactly `not(in)`: so a missing field *does* match
 *   `neq` / `not_in`, and an array matches `neq` only when no element is equal.
 * - `in []` matches nothing, `not_in []` matches everything, `and []` matches everything and
 *   `or []` matches nothing.
 * - Ordering operators (`gt`...) only exist on numeric fields (int, float, timestamp); values are
 *   compared exactly (strings are case-sensitive: callers pass canonical values, e.g. 'Toyota').
 * - JSON (nested object) fields are stored but not indexed, so they cannot be filtered on.
 */
import type { Vehicle, VehicleFieldName, vehicleFields } from '@forecourt/schemas/vehicle';

type Fields = typeof vehicleFields;
type KindOf<K extends VehicleFieldName> = Fields[K]['kind'];

/** Every indexed vehicle field: all but the nested JSON ones. */
export type FilterField = { [K in VehicleFieldName]: KindOf<K> extends 'json' ? never : K }[VehicleFieldName];
/** Fields the ordering operators apply to. */
export type NumericField = {
  [K in FilterField]: KindOf<K> extends 'int' | 'float' | 'timestamp' ? K : never;
}[FilterField];

/** The scalar type of one field (an array field's element type). */
export type FieldValue<K extends FilterField> = KindOf<K> extends 'int' | 'float' | 'timestamp'
  ? number
  : KindOf<K> extends 'bool'
    ? boolean
    : string;

export type EqualityOp = 'eq' | 'neq';
export type SetOp = 'in' | 'not_in';
export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';
export type FilterOp = EqualityOp | SetOp | RangeOp;

/** One comparison on one field; the value's type follows the field's type. */
export type Condition = {
  [K in FilterField]:
    | { field: K; op: EqualityOp; value: FieldValue<K> }
    | { field: K; op: SetOp; value: readonly FieldValue<K>[] }
    | (K extends NumericField ? { field: K; op: RangeOp; value: number } : never);
}[FilterField];

export type Filter = Condition | { and: readonly Filter[] } | { or: readonly Filter[] } | { not: Filter };

/** The filter that matches every vehicle. */
export const MATCH_ALL: Filter = { and: [] };
/** The filter that matches no vehicle. */
export const MATCH_NONE: Filter = { or: [] };

export function isCondition(filter: Filter): filter is Condition {
  return 'field' in filter;
}

// ---- constructors -------------------------------------------------------------------------------

export function eq<K extends FilterField>(field: K, value: FieldValue<K>): Filter {
  return { field, op: 'eq', value } as Condition;
}

export function neq<K extends FilterField>(field: K, value: FieldValue<K>): Filter {
  return { field, op: 'neq', value } as Condition;
}

/** `field in values` (named `oneOf` because `in` is a keyword). */
export function oneOf<K extends FilterField>(field: K, values: readonly FieldValue<K>[]): Filter {
  return { field, op: 'in', value: [...values] } as Condition;
}

/** `field not_in values`. */
export function noneOf<K extends FilterField>(field: K, values: readonly FieldValue<K>[]): Filter {
  return { field, op: 'not_in', value: [...values] } as Condition;
}

export function gt(field: NumericField, value: number): Filter {
  return { field, op: 'gt', value };
}

export function gte(field: NumericField, value: number): Filter {
  return { field, op: 'gte', value };
}

export function lt(field: NumericField, value: number): Filter {
  return { field, op: 'lt', value };
}

export function lte(field: NumericField, value: number): Filter {
  return { field, op: 'lte', value };
}

/**
 * All of the filters. Nested `and`s are flattened and a single filter is returned as is; the result
 * always means the same as `{ and: filters }`.
 */
export function and(...filters: readonly Filter[]): Filter {
  const flat = filters.flatMap((f) => ('and' in f ? f.and : [f]));
  return flat.length === 1 ? flat[0]! : { and: flat };
}

/** Any of the filters (nested `or`s flattened, a single filter returned as is). */
export function or(...filters: readonly Filter[]): Filter {
  const flat = filters.flatMap((f) => ('or' in f ? f.or : [f]));
  return flat.length === 1 ? flat[0]! : { or: flat };
}

export function not(filter: Filter): Filter {
  return { not: filter };
}

// ---- reference evaluator ------------------------------------------------------------------------

/** Any vehicle-shaped record; absent fields are allowed (optional fields, partial test fixtures). */
export type FilterableVehicle = Readonly<Partial<Pick<Vehicle, FilterField>>>;

type Scalar = string | number | boolean;

function compare(op: RangeOp, actual: number, expected: number): boolean {
  switch (op) {
    case 'gt':
      return actual > expected;
    case 'gte':
      return actual >= expected;
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
  }
}

function matchesCondition(vehicle: FilterableVehicle, condition: Condition): boolean {
  const raw = (vehicle as Record<string, unknown>)[condition.field];
  const values: readonly unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  switch (condition.op) {
    case 'eq':
      return values.some((v) => v === condition.value);
    case 'neq':
      return !values.some((v) => v === condition.value);
    case 'in': {
      const set = new Set<Scalar>(condition.value);
      return values.some((v) => set.has(v as Scalar));
    }
    case 'not_in': {
      const set = new Set<Scalar>(condition.value);
      return !values.some((v) => set.has(v as Scalar));
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const { op, value } = condition;
      return values.some((v) => typeof v === 'number' && compare(op, v, value));
    }
  }
}

export function matchesFilter(vehicle: FilterableVehicle, filter: Filter): boolean {
  if ('and' in filter) return filter.and.every((f) => matchesFilter(vehicle, f));
  if ('or' in filter) return filter.or.some((f) => matchesFilter(vehicle, f));
  if ('not' in filter) return !matchesFilter(vehicle, filter.not);
  return matchesCondition(vehicle, filter);
}

/** The fields a filter mentions, each once, in first-mention order (for adapters and diagnostics). */
export function filterFields(filter: Filter): FilterField[] {
  const seen = new Set<FilterField>();
  const walk = (f: Filter): void => {
    if ('and' in f) f.and.forEach(walk);
    else if ('or' in f) f.or.forEach(walk);
    else if ('not' in f) walk(f.not);
    else seen.add(f.field);
  };
  walk(filter);
  return [...seen];
}
