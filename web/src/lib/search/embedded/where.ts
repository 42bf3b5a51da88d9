/**
 * Filter AST -> Orama `where` clause.
 *
 * Orama can only filter on fields in its schema, and a few of its behaviours differ from
 * `matchesFilter` (its `and: []` matches nothing; it has no `in` on numbers or booleans). So the
 * translation returns a *superset* plan: a `where` clause whose matches include every document the
 * filter matches, plus `exact` telling whether it matches those documents and no others. The engine
 * sends Orama only exact plans of selective conjuncts (predicate.ts `selectiveConjunct`) and checks
 * the candidates with its compiled predicate, so the answer is always the reference semantics.
 *
 * How each case is made exact inside Orama (all checked by the contract tests):
 * - `eq` / `in` on enum fields: Orama `eq` / `in`; on `enum[]` fields `containsAny` (membership).
 *   A document missing the field (or with an empty array) is in no posting list, so never matches.
 * - `eq` on numbers: AVL `eq`; `in` on numbers and booleans: an `or` of `eq`s. (The engine's index
 *   schema leaves numbers out, see document.ts, so there number conditions are not translatable.)
 * - `neq` / `not_in`: Orama `not` of the positive clause. Orama's `not` complements against every
 *   internal id ever assigned, which is every stored document here (the engine never deletes; an
 *   upsert keeps a document's internal id), so missing fields and empty arrays match, as specified.
 * - `in []` -> nothing, `not_in []` / `and []` -> everything, `or []` -> nothing: handled here,
 *   never sent to Orama.
 * - Fields outside the Orama schema (name, vin, sold, views...), or a value whose type cannot be
 *   stored in the field: not translatable; the condition contributes no narrowing (`all`) and makes
 *   the plan inexact.
 */
import { type OramaType } from '@forecourt/schemas/vehicle';
import type { Condition, Filter } from '@/domain/filter';

/** Orama's where clause, kept loose here: it is built from runtime field names. */
export type OramaWhere = Record<string, unknown>;

export type WherePlan =
  /** Matches every document (exactly, when `exact`). */
  | { kind: 'all'; exact: boolean }
  /** Matches no document; always exact (a superset of nothing can be nothing). */
  | { kind: 'none'; exact: true }
  | { kind: 'where'; where: OramaWhere; exact: boolean };

const ALL_EXACT: WherePlan = { kind: 'all', exact: true };
const ALL_INEXACT: WherePlan = { kind: 'all', exact: false };
const NONE: WherePlan = { kind: 'none', exact: true };

function isStorable(type: OramaType, value: unknown): boolean {
  switch (type) {
    case 'enum':
    case 'enum[]':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
    case 'string[]':
      return false;
  }
}

/** One positive clause: documents whose field equals (or, for arrays, contains) one of `values`. */
function anyOf(field: string, type: OramaType, values: readonly unknown[]): WherePlan {
  if (values.length === 0) return NONE;
  switch (type) {
    case 'enum':
      return {
        kind: 'where',
        where: { [field]: values.length === 1 ? { eq: values[0] } : { in: [...values] } },
        exact: true,
      };
    case 'enum[]':
      return { kind: 'where', where: { [field]: { containsAny: [...values] } }, exact: true };
    case 'number': {
      const clauses = [...new Set(values)].map((v) => ({ [field]: { eq: v } }));
      return { kind: 'where', where: clauses.length === 1 ? clauses[0]! : { or: clauses }, exact: true };
    }
    case 'boolean': {
      const clauses = [...new Set(values)].map((v) => ({ [field]: v }));
      return { kind: 'where', where: clauses.length === 1 ? clauses[0]! : { or: clauses }, exact: true };
    }
    default:
      return ALL_INEXACT;
  }
}

function negate(plan: WherePlan): WherePlan {
  if (!plan.exact) return ALL_INEXACT;
  switch (plan.kind) {
    case 'all':
      return NONE;
    case 'none':
      return ALL_EXACT;
    case 'where':
      return { kind: 'where', where: { not: plan.where }, exact: true };
  }
}

function conditionPlan(condition: Condition, schema: Readonly<Record<string, OramaType>>): WherePlan {
  const type = schema[condition.field];
  const { op, field } = condition;
  if (op === 'in' || op === 'not_in') {
    const values = condition.value as readonly unknown[];
    // Empty sets are decided here, whatever the field: `in []` is nothing, `not_in []` everything.
    if (values.length === 0) return op === 'in' ? NONE : ALL_EXACT;
    if (!type) return ALL_INEXACT;
    // A value the field can never hold matches nothing; dropping it keeps `in` / `not_in` exact.
    const storable = values.filter((v) => isStorable(type, v));
    const positive = storable.length === 0 ? NONE : anyOf(field, type, storable);
    return op === 'in' ? positive : negate(positive);
  }
  if (!type) return ALL_INEXACT;
  if (op === 'eq' || op === 'neq') {
    const positive = isStorable(type, condition.value) ? anyOf(field, type, [condition.value]) : NONE;
    return op === 'eq' ? positive : negate(positive);
  }
  // Ordering operators: only on numbers (the Filter type guarantees a numeric field).
  if (type !== 'number' || typeof condition.value !== 'number' || Number.isNaN(condition.value))
    return ALL_INEXACT;
  return { kind: 'where', where: { [field]: { [op]: condition.value } }, exact: true };
}

/** Translates a filter into an Orama where plan over the given Orama schema. */
export function planWhere(filter: Filter, schema: Readonly<Record<string, OramaType>>): WherePlan {
  if ('and' in filter) {
    const parts = filter.and.map((f) => planWhere(f, schema));
    if (parts.some((p) => p.kind === 'none')) return NONE;
    const exact = parts.every((p) => p.exact);
    const wheres = parts.flatMap((p) => (p.kind === 'where' ? [p.where] : []));
    if (wheres.length === 0) return { kind: 'all', exact };
    return { kind: 'where', where: wheres.length === 1 ? wheres[0]! : { and: wheres }, exact };
  }
  if ('or' in filter) {
    const parts = filter.or.map((f) => planWhere(f, schema)).filter((p) => p.kind !== 'none');
    if (parts.length === 0) return NONE;
    const exact = parts.every((p) => p.exact);
    if (parts.some((p) => p.kind === 'all'))
      return { kind: 'all', exact: exact || parts.some((p) => p.kind === 'all' && p.exact) };
    const wheres = parts.map((p) => (p as { where: OramaWhere }).where);
    return { kind: 'where', where: wheres.length === 1 ? wheres[0]! : { or: wheres }, exact };
  }
  if ('not' in filter) return negate(planWhere(filter.not, schema));
  return conditionPlan(filter, schema);
}
