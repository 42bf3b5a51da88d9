/**
 * Pure translation between the engine contract (engine.ts) and Typesense's search API. No I/O: the
 * engine (engine.ts beside this file) sends what these functions build and maps back what comes in.
 *
 * Filter semantics (must equal `matchesFilter` in domain/filter.ts), from Typesense's own filter code:
 * - `f:!=v` / `f:!=[a,b]` is the complement of `f:=v` / `f:=[a,b]` over *all* documents, so a document
 *   missing `f` matches it, and an array matches only when no element is equal: exactly `neq` /
 *   `not_in`. `=`, `[..]` and the ordering operators never match a missing field, like the reference.
 * - `&&` and `||` have the same precedence and associate left, so every compound operand is wrapped in
 *   parentheses.
 * - Typesense cannot negate a group, so `not` is pushed down to the conditions (De Morgan):
 *   not(eq)=neq, not(in)=not_in, not(gt v)=lte v... The last one is exact only where the field is never
 *   missing; on an optional numeric field the complement of a range is written `f:!=[>v]` (Typesense's
 *   not-equals over a list, which also complements over all documents, missing ones included).
 * - `and []` / `or []` (MATCH_ALL / MATCH_NONE) have no Typesense literal: they are folded away, and
 *   what is left at the top is reported as `all` (send no filter_by) or `none` (send nothing: the
 *   answer is known to be empty).
 * - String values are always sent as backtick-quoted list items (`f:=[`v`]`), which protects commas,
 *   brackets, parentheses, colons, `&&` and `||`. Typesense has no working escape for a backtick inside
 *   a quoted value (its tokenizer toggles on every backtick), so backticks and backslashes are dropped
 *   from the value: Typesense's default tokenizer removes those symbols from indexed text anyway, so the
 *   match is unchanged.
 * - Typesense string `=` is a token match, not a byte comparison: case-insensitive, ASCII symbols
 *   removed, surrounding spaces ignored. A value with nothing left to match (e.g. '' or '-') can never be
 *   found by Typesense; it is treated as matching nothing (and its negation as matching everything).
 *   `id` is the exception: it is matched byte for byte.
 * - Numbers: int32/int64 fields reject non-integer and out-of-range literals, so bounds are rounded to
 *   the equivalent integer bound and clamped; equality with an impossible value matches nothing.
 *   Floats are compared by Typesense in single precision.
 */
import {
  searchFields,
  typesenseCollectionSchema,
  vehicleFields,
  type FieldSpec,
  type Vehicle,
} from '@forecourt/schemas/vehicle';
import type { Condition, Filter, FilterField, NumericField, RangeOp } from '@/domain/filter';
import type { SortSpec } from '@/domain/search-rules';
import { SearchEngineError, type EngineQuery, type EngineResult, type FacetCount, type FacetRequest } from '../engine';

// ---- fields -------------------------------------------------------------------------------------

const schemaFields = new Map(typesenseCollectionSchema().fields.map((f) => [f.name, f]));

function spec(field: string): FieldSpec {
  // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
  const s = (vehicleFields as Record<string, FieldSpec>)[field];
  if (!s) throw new SearchEngineError(`Unknown vehicle field '${field}'`);
  return s;
}

/** Typesense can only filter on indexed fields (`id` is implicit and always filterable). */
function assertFilterable(field: string): void {
  const f = schemaFields.get(field);
  if (field !== 'id' && (!f || f.index === false || f.type === 'object' || f.type === 'object[]')) {
    throw new SearchEngineError(`Typesense cannot filter on '${field}': it is not indexed in the collection schema`);
  }
}

// ---- filter AST -> filter_by --------------------------------------------------------------------

/** What a filter becomes: everything, nothing, or a filter_by expression. */
export type FilterBy = { kind: 'all' } | { kind: 'none' } | { kind: 'expr'; expr: string };

const ALL: FilterBy = { kind: 'all' };
const NONE: FilterBy = { kind: 'none' };

const INT_RANGE: Record<'int' | 'timestamp', readonly [bigint, bigint]> = {
  int: [-(2n ** 31n), 2n ** 31n - 1n],
  timestamp: [-(2n ** 63n), 2n ** 63n - 1n],
};

/** A finite number in plain decimal (Typesense's number parser takes no exponent). */
export function decimal(n: number): string {
  if (!Number.isFinite(n)) throw new SearchEngineError(`Cannot filter on a non-finite number (${n})`);
  if (Object.is(n, -0)) return '0';
  const s = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, sign, int, frac = '', expStr] = m;
  const digits = int! + frac;
  const point = int!.length + Number(expStr);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** True when Typesense's tokenizer leaves something to match (ASCII letters/digits or non-ASCII). */
function hasTokens(value: string): boolean {
  return [...value].some((ch) => /[A-Za-z0-9]/.test(ch) || ch.charCodeAt(0) > 0x7f);
}

/** A string value as a backtick-quoted filter literal (see the header for what is dropped and why). */
export function quote(value: string): string {
  return '`' + value.replace(/[`\\]/g, '').trim() + '`';
}

/** The literals of an equality/set condition, without the values that can never be equal. */
function literals(field: FilterField, values: readonly (string | number | boolean)[]): string[] {
  const kind = spec(field).kind;
  const out = new Set<string>();
  for (const v of values) {
    if (kind === 'bool') {
      if (typeof v === 'boolean') out.add(String(v));
    } else if (kind === 'int' || kind === 'timestamp') {
      if (typeof v !== 'number' || !Number.isInteger(v)) continue;
      const [lo, hi] = INT_RANGE[kind];
      const big = BigInt(v);
      if (big >= lo && big <= hi) out.add(big.toString());
    } else if (kind === 'float') {
      if (typeof v === 'number' && Number.isFinite(v)) out.add(decimal(v));
    } else if (typeof v === 'string') {
      if (field === 'id') {
        if (/[`]/.test(v)) throw new SearchEngineError(`Typesense cannot match an id containing a backtick: ${v}`);
        if (v !== '') out.add('`' + v + '`');
      } else if (hasTokens(v.replace(/[`\\]/g, ''))) {
        out.add(quote(v));
      }
    }
  }
  return [...out];
}

function equality(field: FilterField, values: readonly (string | number | boolean)[], negated: boolean): FilterBy {
  assertFilterable(field);
  const lits = literals(field, values);
  if (lits.length === 0) return negated ? ALL : NONE;
  const kind = spec(field).kind;
  const list = kind === 'string' || kind === 'string[]' || lits.length > 1 ? `[${lits.join(',')}]` : lits[0]!;
  return { kind: 'expr', expr: `${field}:${negated ? '!=' : '='}${list}` };
}

/** A range as integer-safe `>=`/`<=` (or float `>`...) text, or all/none when it is trivially decided. */
function range(field: NumericField, op: RangeOp, value: number, negated: boolean): FilterBy {
  assertFilterable(field);
  const s = spec(field);
  if (Number.isNaN(value)) throw new SearchEngineError(`Cannot compare '${field}' with NaN`);
  let text: { op: '>' | '>=' | '<' | '<='; lit: string } | 'any' | 'never';
  if (s.kind === 'int' || s.kind === 'timestamp') {
    const [lo, hi] = INT_RANGE[s.kind];
    if (!Number.isFinite(value)) {
      const upward = op === 'gt' || op === 'gte';
      text = (value > 0) === upward ? 'never' : 'any';
    } else {
      const isLower = op === 'gt' || op === 'gte';
      const bound = BigInt(
        op === 'gt' ? Math.floor(value) + 1 : op === 'gte' ? Math.ceil(value) : op === 'lt' ? Math.ceil(value) - 1 : Math.floor(value),
      );
      if (isLower) text = bound > hi ? 'never' : bound <= lo ? 'any' : { op: '>=', lit: bound.toString() };
      else text = bound < lo ? 'never' : bound >= hi ? 'any' : { op: '<=', lit: bound.toString() };
    }
  } else {
    if (!Number.isFinite(value)) {
      const upward = op === 'gt' || op === 'gte';
      text = (value > 0) === upward ? 'never' : 'any';
    } else {
      text = { op: op === 'gt' ? '>' : op === 'gte' ? '>=' : op === 'lt' ? '<' : '<=', lit: decimal(value) };
    }
  }
  if (!negated) {
    if (text === 'never') return NONE;
    if (text === 'any') return present(field);
    return { kind: 'expr', expr: `${field}:${text.op}${text.lit}` };
  }
  // not(range): every document without a value in the range, missing ones included.
  if (text === 'never') return ALL;
  if (text === 'any') return s.optional ? notPresent(field) : NONE;
  if (s.optional) return { kind: 'expr', expr: `${field}:!=[${text.op}${text.lit}]` };
  const flipped = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' } as const;
  return { kind: 'expr', expr: `${field}:${flipped[text.op]}${text.lit}` };
}

/** "Has any value" for a numeric field: the whole integer range, or both signs of a float. */
function present(field: NumericField): FilterBy {
  const kind = spec(field).kind;
  if (kind === 'float') return { kind: 'expr', expr: `(${field}:>=0 || ${field}:<0)` };
  return { kind: 'expr', expr: `${field}:>=${INT_RANGE[kind as 'int' | 'timestamp'][0].toString()}` };
}

/** "Has no value" for an optional numeric field: the complement of {@link present}. */
function notPresent(field: NumericField): FilterBy {
  const kind = spec(field).kind;
  if (kind === 'float') return { kind: 'expr', expr: `${field}:!=[>=0,<0]` };
  return { kind: 'expr', expr: `${field}:!=[>=${INT_RANGE[kind as 'int' | 'timestamp'][0].toString()}]` };
}

function condition(c: Condition, negated: boolean): FilterBy {
  switch (c.op) {
    case 'eq':
      return equality(c.field, [c.value], negated);
    case 'neq':
      return equality(c.field, [c.value], !negated);
    case 'in':
      return equality(c.field, c.value, negated);
    case 'not_in':
      return equality(c.field, c.value, !negated);
    default: {
      const kind = spec(c.field).kind;
      if (kind !== 'int' && kind !== 'float' && kind !== 'timestamp') {
        throw new SearchEngineError(`'${c.op}' needs a numeric field, not '${c.field}'`);
      }
      return range(c.field, c.op, c.value, negated);
    }
  }
}

function combine(op: '&&' | '||', parts: readonly FilterBy[]): FilterBy {
  const absorbing = op === '&&' ? 'none' : 'all';
  const exprs: string[] = [];
  for (const p of parts) {
    if (p.kind === absorbing) return p;
    if (p.kind === 'expr') exprs.push(p.expr);
  }
  if (exprs.length === 0) return op === '&&' ? ALL : NONE;
  if (exprs.length === 1) return { kind: 'expr', expr: exprs[0]! };
  return { kind: 'expr', expr: exprs.map((e) => (isLeafExpr(e) ? e : `(${e})`)).join(` ${op} `) };
}

/** A single condition needs no parentheses; anything joined does. */
function isLeafExpr(expr: string): boolean {
  let inTick = false;
  for (let i = 0; i < expr.length; i++) {
    const ch = expr[i];
    if (ch === '`') inTick = !inTick;
    else if (!inTick && (ch === '&' || ch === '|') && expr[i + 1] === ch) return false;
  }
  return true;
}

/** The filter_by for a filter (negation pushed down to conditions by De Morgan). */
export function translateFilter(filter: Filter, negated = false): FilterBy {
  if ('and' in filter) return combine(negated ? '||' : '&&', filter.and.map((f) => translateFilter(f, negated)));
  if ('or' in filter) return combine(negated ? '&&' : '||', filter.or.map((f) => translateFilter(f, negated)));
  if ('not' in filter) return translateFilter(filter.not, !negated);
  return condition(filter, negated);
}

/** A filter_by that matches no document (for places that need a string, e.g. a scoped key). */
export const MATCH_NOTHING_FILTER_BY = 'custom_rank:<-2147483648';

// ---- sort ---------------------------------------------------------------------------------------

/**
 * The sort, then tie-breaks so pages never overlap or skip: custom rank, then newest first. Typesense
 * settles any remaining tie by its internal document order, which is stable between requests.
 */
export function translateSort(sort: SortSpec): string {
  const f = schemaFields.get(sort.field);
  if (!f?.sort) throw new SearchEngineError(`Typesense cannot sort on '${sort.field}': it is not sortable in the schema`);
  const parts = [`${sort.field}:${sort.direction}`];
  if (sort.field !== 'custom_rank') parts.push('custom_rank:desc');
  if (sort.field !== 'created_at_timestamp') parts.push('created_at_timestamp:desc');
  return parts.join(',');
}

// ---- search requests ----------------------------------------------------------------------------

/** Typesense's largest page. */
export const MAX_PER_PAGE = 250;
/**
 * Facet values asked for per facet. Typesense has one max_facet_values per search, so every facet gets
 * this many, and each is then sorted (count desc, value asc) and cut to its own limit here: the cut
 * is exact at ties, which a per-facet server limit would not be.
 */
export const FACET_VALUES_FETCHED = 1000;

export interface TypesenseSearchRequest {
  collection: string;
  q: string;
  query_by?: string;
  filter_by?: string;
  sort_by: string;
  offset?: number;
  limit?: number;
  page?: number;
  per_page?: number;
  facet_by?: string;
  max_facet_values?: number;
  facet_strategy?: 'exhaustive';
  drop_tokens_threshold?: number;
}

/**
 * How one engine query becomes Typesense searches: one per 250 hits (the first also carries facets
 * and stats), or none when the filter matches nothing.
 */
export interface SearchPlan {
  requests: TypesenseSearchRequest[];
  query: EngineQuery;
}

function facetFieldsFor(query: EngineQuery): string[] {
  const fields: string[] = [];
  for (const f of [...query.facets.map((r) => r.field), ...query.stats]) {
    const s = schemaFields.get(f);
    if (!s?.facet) throw new SearchEngineError(`Typesense cannot count or measure '${f}': it is not a facet in the schema`);
    if (!fields.includes(f)) fields.push(f);
  }
  return fields;
}

export function planSearch(query: EngineQuery, collection: string): SearchPlan {
  if (!Number.isInteger(query.offset) || query.offset < 0 || !Number.isInteger(query.limit) || query.limit < 0) {
    throw new SearchEngineError(`Invalid page: offset ${query.offset}, limit ${query.limit}`);
  }
  const filter = translateFilter(query.filter);
  const facetFields = facetFieldsFor(query);
  const sort_by = translateSort(query.sort);
  if (filter.kind === 'none') return { requests: [], query };
  const text = query.text?.trim() ?? '';
  const base: TypesenseSearchRequest = {
    collection,
    q: text === '' ? '*' : text,
    ...(text === '' ? {} : { query_by: searchFields.join(','), drop_tokens_threshold: 0 }),
    ...(filter.kind === 'expr' ? { filter_by: filter.expr } : {}),
    sort_by,
  };
  const requests: TypesenseSearchRequest[] = [];
  const facets =
    facetFields.length > 0
      ? { facet_by: facetFields.join(','), max_facet_values: FACET_VALUES_FETCHED, facet_strategy: 'exhaustive' as const }
      : {};
  if (query.limit === 0) {
    requests.push({ ...base, ...facets, page: 1, per_page: 0 });
  } else {
    for (let start = 0; start < query.limit; start += MAX_PER_PAGE) {
      requests.push({
        ...base,
        ...(start === 0 ? facets : {}),
        offset: query.offset + start,
        limit: Math.min(MAX_PER_PAGE, query.limit - start),
      });
    }
  }
  return { requests, query };
}

// ---- responses ----------------------------------------------------------------------------------

export interface TypesenseFacetCounts {
  field_name: string;
  counts: { value: string; count: number }[];
  stats?: { min?: number; max?: number; total_values?: number };
}

export interface TypesenseSearchResponse {
  found?: number;
  hits?: { document: Record<string, unknown> }[];
  facet_counts?: TypesenseFacetCounts[];
  error?: string;
  code?: number;
}

/** The shortest decimal that reads back as the same single-precision float Typesense holds. */
function float32Text(n: number): number {
  const f = Math.fround(n);
  for (let p = 1; p <= 9; p++) {
    const candidate = Number(f.toPrecision(p));
    if (Math.fround(candidate) === f) return candidate;
  }
  return f;
}

function facetValue(field: string, raw: string): string {
  const kind = spec(field).kind;
  if (kind === 'float') return String(float32Text(Number(raw)));
  if (kind === 'int' || kind === 'timestamp') return /^-?\d+$/.test(raw) ? raw.replace(/^(-?)0+(?=\d)/, '$1') : String(Number(raw));
  return raw;
}

export function sortFacetCounts(counts: readonly FacetCount[]): FacetCount[] {
  return [...counts].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** Maps the responses of one plan back to the contract's result. */
export function mapResult(plan: SearchPlan, responses: readonly TypesenseSearchResponse[]): EngineResult {
  const { query } = plan;
  if (plan.requests.length === 0) return { hits: [], found: 0, facets: {}, stats: {} };
  if (responses.length !== plan.requests.length) {
    throw new SearchEngineError(`Typesense answered ${responses.length} searches for ${plan.requests.length}`);
  }
  for (const r of responses) {
    if (r.error !== undefined || (r.code !== undefined && r.code >= 400)) {
      throw new SearchEngineError(`Typesense search failed (${r.code ?? '?'}): ${r.error ?? 'unknown error'}`);
    }
  }
  const first = responses[0]!;
  const hits = responses.flatMap((r) => (r.hits ?? []).map((h) => h.document as unknown as Vehicle)).slice(0, query.limit);
  const byField = new Map((first.facet_counts ?? []).map((fc) => [fc.field_name, fc]));
  const facets: EngineResult['facets'] = {};
  for (const req of query.facets) facets[req.field] = mapFacet(req, byField.get(req.field));
  const stats: EngineResult['stats'] = {};
  for (const field of query.stats) {
    const s = byField.get(field)?.stats;
    if (!s || typeof s.min !== 'number' || typeof s.max !== 'number') continue;
    if (s.total_values === 0 || !Number.isFinite(s.min) || !Number.isFinite(s.max) || s.min > s.max) continue;
    const exact = spec(field).kind === 'float' ? float32Text : (n: number) => n;
    stats[field] = { min: exact(s.min), max: exact(s.max) };
  }
  return { hits, found: first.found ?? 0, facets, stats };
}

function mapFacet(req: FacetRequest, fc: TypesenseFacetCounts | undefined): FacetCount[] {
  const merged = new Map<string, number>();
  for (const c of fc?.counts ?? []) {
    const value = facetValue(req.field, c.value);
    merged.set(value, (merged.get(value) ?? 0) + c.count);
  }
  const sorted = sortFacetCounts([...merged].map(([value, count]) => ({ value, count })));
  return req.limit === undefined ? sorted : sorted.slice(0, req.limit);
}

// ---- documents ----------------------------------------------------------------------------------

/** Export/import lines: one JSON document per line. */
export function parseJsonl(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The collection schema Typesense accepts: `id` is implicit (a declared one is ignored with a warning). */
export function collectionSchema(name: string) {
  const schema = typesenseCollectionSchema(name);
  return { ...schema, fields: schema.fields.filter((f) => f.name !== 'id') };
}
