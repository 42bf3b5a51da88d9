/**
 * The search engine contract as executable code: `referenceSearch` is a brute-force implementation
 * of `SearchEngine.search` (engine.ts) over an array, and `runEngineContract` registers the vitest
 * suite every adapter must pass against it — the embedded engine always, Typesense whenever a
 * server is reachable.
 *
 * What the reference pins down beyond engine.ts:
 * - Filter: exactly `matchesFilter`.
 * - Text: the query and the vehicle's `textOf` are split into lowercase words (letters, digits,
 *   `_`, `'`, `-`); a vehicle matches when every query word is a prefix of one of its words. Text
 *   with no words adds no condition.
 * - Sort: numeric fields only; values ascending or descending, vehicles without a value last in
 *   both directions, ties by id ascending (code-unit order). So pages never overlap or skip.
 * - Facets: a value's count is the number of matching vehicles that `eq(field, value)` would match
 *   (an array counts once per distinct element); zero counts are left out; count descending, then
 *   value ascending as strings in code-unit order (the `value` FacetCount carries: '10' < '7').
 * - Stats: min and max over the matching vehicles that have a numeric value for the field.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  facetFields,
  sortFields,
  textOf,
  vehicleFields,
  type Vehicle,
  type VehicleFieldName,
} from '@forecourt/schemas/vehicle';
import { stockFor } from '@forecourt/tenants/stock';
import {
  and,
  eq,
  gte,
  lte,
  MATCH_ALL,
  matchesFilter,
  oneOf,
  type Filter,
  type FilterField,
  type NumericField,
} from '@/domain/filter';
import type { SortSpec } from '@/domain/search-rules';
import type { EngineQuery, EngineResult, FacetCount, FacetRequest, SearchEngine } from './engine';

type Scalar = string | number | boolean;

// ---- reference implementation -------------------------------------------------------------------

const WORD_SEPARATORS = /[^a-z0-9_'àèéìòóù-]+/;

/** The words of a text: lowercase, split on anything but letters, digits, `_`, `'` and `-`. */
export function textWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(WORD_SEPARATORS)
    .filter(Boolean)
    .map((w) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}

export function matchesText(vehicle: Vehicle, text: string | undefined): boolean {
  const query = textWords(text ?? '');
  if (query.length === 0) return true;
  const words = textWords(textOf(vehicle));
  return query.every((q) => words.some((w) => w.startsWith(q)));
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareFacetValues(a: Scalar, b: Scalar): number {
  return compareCodeUnits(String(a), String(b));
}

function numberOf(vehicle: Vehicle, field: string): number | undefined {
  // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
  const v = (vehicle as Record<string, unknown>)[field];
  return typeof v === 'number' && !Number.isNaN(v) ? v : undefined;
}

/** Sort order of the contract: by the field (missing last either way), then id ascending. */
export function compareBySort(sort: SortSpec): (a: Vehicle, b: Vehicle) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = numberOf(a, sort.field);
    const y = numberOf(b, sort.field);
    if (x === undefined || y === undefined) {
      if (x !== y) return x === undefined ? 1 : -1;
    } else if (x !== y) return sign * (x - y);
    return compareCodeUnits(a.id, b.id);
  };
}

function facetValuesOf(vehicle: Vehicle, field: string): Scalar[] {
  // eslint-disable-next-line forecourt/no-string-key-lookup -- field is a name from the vehicle field list (schemas/src/vehicle), never a client string
  const raw = (vehicle as Record<string, unknown>)[field];
  const list: readonly unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  const scalars = list.filter(
    (v): v is Scalar =>
      typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && !Number.isNaN(v)),
  );
  return [...new Set(scalars)];
}

export function referenceFacet(matches: readonly Vehicle[], request: FacetRequest): FacetCount[] {
  const counts = new Map<Scalar, number>();
  for (const v of matches)
    for (const value of facetValuesOf(v, request.field)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const sorted = [...counts].sort(([a, x], [b, y]) => y - x || compareFacetValues(a, b));
  const cut = request.limit === undefined ? sorted : sorted.slice(0, Math.max(0, request.limit));
  return cut.map(([value, count]) => ({ value: String(value), count }));
}

/** Brute-force `SearchEngine.search` for one query: the contract's meaning, not its speed. */
export function referenceSearch(vehicles: readonly Vehicle[], query: EngineQuery): EngineResult {
  const matches = vehicles.filter((v) => matchesFilter(v, query.filter) && matchesText(v, query.text));
  const sorted = [...matches].sort(compareBySort(query.sort));
  const facets: EngineResult['facets'] = {};
  for (const request of query.facets) facets[request.field] = referenceFacet(matches, request);
  const stats: EngineResult['stats'] = {};
  for (const field of query.stats) {
    const values = matches.map((v) => numberOf(v, field)).filter((n) => n !== undefined);
    if (values.length > 0) stats[field] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return {
    hits: sorted.slice(query.offset, query.offset + query.limit),
    found: matches.length,
    facets,
    stats,
  };
}

// ---- test data and generators -------------------------------------------------------------------

/** A fixed "now" and seed: the contract data is the same on every run and machine. */
export const CONTRACT_NOW = Date.UTC(2025, 6, 1);
export const CONTRACT_SEED = 20250701;

/**
 * About 1,600 generated vehicles from four sample dealers (cars and caravans), with a few optional
 * fields removed and arrays emptied so missing values and empty arrays are always exercised.
 */
export function contractVehicles(): Vehicle[] {
  const dealers = ['gateway-car-superstore', 'southern-cross-motors', 'harbour-toyota', 'coorong-caravans'];
  const vehicles = dealers.flatMap((slug) =>
    stockFor(slug, { now: CONTRACT_NOW, seed: CONTRACT_SEED, count: 400 }),
  );
  return vehicles.map((v, i) => {
    const copy: Vehicle = { ...v };
    if (i % 13 === 0) copy.categories = [];
    if (i % 17 === 0) {
      delete copy.colour;
      delete copy.badge;
      delete copy.seats;
      delete copy.tag;
    }
    if (i % 19 === 0) delete copy.filtered_features;
    // Unknown kilometres (a feed's '-'): ranges, sorts and stats on km must treat them as missing, not 0.
    if (i % 23 === 0) delete copy.km;
    return copy;
  });
}

const KIND = vehicleFields as Record<string, { kind: string; facet?: boolean } | undefined>;

/** Every field a Filter may name (all but the nested JSON ones). */
export const ALL_FILTER_FIELDS = (Object.keys(vehicleFields) as VehicleFieldName[]).filter(
  (f) => KIND[f]?.kind !== 'json',
) as FilterField[];

const NUMERIC_FIELDS = ALL_FILTER_FIELDS.filter((f) =>
  ['int', 'float', 'timestamp'].includes(KIND[f]?.kind ?? ''),
) as NumericField[];

function isNumeric(field: string): field is NumericField {
  return (NUMERIC_FIELDS as string[]).includes(field);
}

/** The distinct scalar values (array elements for array fields) each field has in the data. */
function valuesByField(
  vehicles: readonly Vehicle[],
  fields: readonly FilterField[],
): Map<FilterField, Scalar[]> {
  const out = new Map<FilterField, Scalar[]>();
  for (const field of fields) {
    const set = new Set<Scalar>();
    for (const v of vehicles) for (const value of facetValuesOf(v, field)) set.add(value);
    out.set(
      field,
      [...set].sort((a, b) => compareFacetValues(a, b)),
    );
  }
  return out;
}

/** A value a field never holds, so conditions that match nothing (or everything) come up too. */
function absentValue(field: FilterField): Scalar {
  if (isNumeric(field)) return -123456.5;
  if (KIND[field]?.kind === 'bool') return false;
  return '__absent__';
}

/**
 * Random filters over the given fields: conditions of every operator, nested and / or / not (empty
 * ones included), and realistic search-page shapes. Values are mostly the anchor vehicle's own (so
 * conjunctions keep matching something), else any value of the field in the data, now and then one
 * no vehicle holds.
 */
export function filterArbitrary(
  vehicles: readonly Vehicle[],
  fields: readonly FilterField[] = ALL_FILTER_FIELDS,
): fc.Arbitrary<Filter> {
  const anchored = anchoredFilters(vehicles, fields);
  return fc.constantFrom(...vehicles).chain(anchored);
}

/** Filters around a given anchor vehicle (the data's value lists computed once). */
function anchoredFilters(
  vehicles: readonly Vehicle[],
  fields: readonly FilterField[],
): (anchor: Vehicle) => fc.Arbitrary<Filter> {
  const values = valuesByField(vehicles, fields);
  const dealerships = [...new Set(vehicles.map((v) => v.dealership_id))];
  const prices = [...new Set(vehicles.map((v) => v.price))];
  return (anchor) => {
    const valueOf = (field: FilterField): fc.Arbitrary<Scalar> => {
      const own = facetValuesOf(anchor, field);
      const known = values.get(field) ?? [];
      const choices = [{ weight: 1, arbitrary: fc.constant(absentValue(field)) }];
      if (own.length > 0) choices.push({ weight: 6, arbitrary: fc.constantFrom(...own) });
      if (known.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...known) });
      return fc.oneof(...choices);
    };
    const condition: fc.Arbitrary<Filter> = fc.constantFrom(...fields).chain((field) => {
      const single = valueOf(field);
      const set = fc.array(single, { maxLength: 4 });
      // Operators that keep the anchor weigh more than those that drop it, so fewer queries are empty.
      const ops: fc.WeightedArbitrary<Filter>[] = [
        { weight: 3, arbitrary: single.map((value) => ({ field, op: 'eq', value }) as Filter) },
        { weight: 1, arbitrary: single.map((value) => ({ field, op: 'neq', value }) as Filter) },
        { weight: 3, arbitrary: set.map((value) => ({ field, op: 'in', value }) as Filter) },
        { weight: 1, arbitrary: set.map((value) => ({ field, op: 'not_in', value }) as Filter) },
      ];
      if (isNumeric(field)) {
        for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
          const weight = op === 'gte' || op === 'lte' ? 2 : 1;
          ops.push({
            weight,
            arbitrary: single.map((value) => ({ field, op, value: value as number }) as Filter),
          });
        }
      }
      return fc.oneof(...ops);
    });
    const { tree } = fc.letrec<{ tree: Filter }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        { weight: 4, arbitrary: condition },
        {
          weight: 2,
          arbitrary: fc.array(tie('tree'), { maxLength: 4 }).map((and) => ({ and }) satisfies Filter),
        },
        {
          weight: 2,
          arbitrary: fc.array(tie('tree'), { maxLength: 4 }).map((or) => ({ or }) satisfies Filter),
        },
        { weight: 1, arbitrary: tie('tree').map((not) => ({ not }) satisfies Filter) },
      ),
    }));
    return fc.oneof(
      { weight: 3, arbitrary: tree },
      { weight: 2, arbitrary: searchPageFilter(dealerships, prices, fields, anchor, tree) },
    );
  };
}

/** The shape the search service sends: site scope and stock filter, then shopper refinements. */
function searchPageFilter(
  dealerships: readonly string[],
  prices: readonly number[],
  fields: readonly FilterField[],
  anchor: Vehicle,
  tree: fc.Arbitrary<Filter>,
): fc.Arbitrary<Filter> {
  const has = (f: FilterField) => fields.includes(f);
  return fc
    .record({
      dealers: fc.subarray([...dealerships]),
      statuses: fc.subarray(['in_stock', 'coming_soon', 'sold'] as Vehicle['status'][]),
      make: fc.boolean(),
      min: fc.option(fc.constantFrom(...prices.filter((p) => p <= anchor.price)), { nil: undefined }),
      max: fc.option(fc.constantFrom(...prices.filter((p) => p >= anchor.price)), { nil: undefined }),
      extra: fc.option(tree, { nil: undefined, freq: 2 }),
    })
    .map(({ dealers, statuses, make, min, max, extra }) => {
      // The anchor's own dealership and status are always in scope, so the anchor usually matches.
      const parts: Filter[] = [];
      if (has('dealership_id'))
        parts.push(oneOf('dealership_id', [...new Set([anchor.dealership_id, ...dealers])]));
      if (has('status')) parts.push(oneOf('status', [...new Set([anchor.status, ...statuses])]));
      if (has('show_on_dealer_website'))
        parts.push(eq('show_on_dealer_website', anchor.show_on_dealer_website));
      if (make && has('make')) parts.push(eq('make', anchor.make));
      if (min !== undefined && has('price')) parts.push(gte('price', min));
      if (max !== undefined && has('price')) parts.push(lte('price', max));
      if (extra) parts.push(extra);
      return and(...parts);
    });
}

/** Shopper text: words (or prefixes of words) of the anchor vehicle, sometimes any vehicle's, or none. */
export function textArbitrary(
  vehicles: readonly Vehicle[],
): (anchor: Vehicle) => fc.Arbitrary<string | undefined> {
  const all = [...new Set(vehicles.flatMap((v) => textWords(textOf(v))))].sort();
  return (anchor) => {
    const own = textWords(textOf(anchor));
    const prefix = (words: readonly string[]) =>
      fc.constantFrom(...words).chain((w) =>
        fc.oneof(
          fc.constant(w),
          fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n)),
        ),
      );
    const word = fc.oneof({ weight: 4, arbitrary: prefix(own) }, { weight: 1, arbitrary: prefix(all) });
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 4, arbitrary: fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' ')) },
      { weight: 1, arbitrary: fc.constantFrom('   ', '!!', 'zzqx', 'TOYOTA', 'Hi-Lux', 'auto, 4x4') },
    );
  };
}

export function queryArbitrary(
  vehicles: readonly Vehicle[],
  fields: readonly FilterField[] = ALL_FILTER_FIELDS,
  withText = true,
): fc.Arbitrary<EngineQuery> {
  const facetable = facetFields.filter((f) => (fields as string[]).includes(f)) as FilterField[];
  const numeric = NUMERIC_FIELDS.filter((f) => (fields as string[]).includes(f));
  const filterFor = anchoredFilters(vehicles, fields);
  const textFor = textArbitrary(vehicles);
  return fc.constantFrom(...vehicles).chain((anchor) =>
    fc.record({
      filter: filterFor(anchor),
      text: withText ? textFor(anchor) : fc.constant(undefined),
      sort: fc.record({
        field: fc.constantFrom(...sortFields),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 80 })),
      limit: fc.oneof(fc.constant(21), fc.integer({ min: 0, max: 40 })),
      facets: fc
        .subarray(facetable, { maxLength: 6 })
        .chain((fs) =>
          fc.tuple(
            ...fs.map((field) =>
              fc
                .option(fc.integer({ min: 0, max: 8 }), { nil: undefined })
                .map((limit) => ({ field, limit })),
            ),
          ),
        ),
      stats: fc.subarray(numeric, { maxLength: 4 }),
    }),
  );
}

// ---- the shared suite ---------------------------------------------------------------------------

const ids = (vehicles: readonly Vehicle[]) => vehicles.map((v) => v.id);

/**
 * The order of the contract, checked pairwise (a clearer failure than a list comparison); with
 * `byId` false only the sort field's order is checked, not the tie-break.
 */
export function assertSorted(hits: readonly Vehicle[], sort: SortSpec, byId = true): void {
  const compare = compareBySort(sort);
  for (let i = 1; i < hits.length; i++) {
    const [a, b] = [hits[i - 1]!, hits[i]!];
    const order = compare(a, b);
    const tied = numberOf(a, sort.field) === numberOf(b, sort.field);
    if (byId ? order >= 0 : order > 0 && !tied) {
      throw new Error(
        `Out of order at ${i} for ${sort.field}:${sort.direction}: ${a.id} (${String(numberOf(a, sort.field))}) before ${b.id} (${String(numberOf(b, sort.field))})`,
      );
    }
  }
}

/** Checks one query against the reference: the full ordered hit list, found, facets, stats, and the page. */
export async function checkQuery(
  engine: SearchEngine,
  vehicles: readonly Vehicle[],
  query: EngineQuery,
  exactOrder = true,
): Promise<void> {
  const everything = { ...query, offset: 0, limit: vehicles.length + 1 };
  const [all, page] = await engine.search([everything, query]);
  const expected = referenceSearch(vehicles, everything);
  expect(all!.found).toBe(expected.found);
  expect(new Set(ids(all!.hits)).size).toBe(all!.hits.length);
  expect([...ids(all!.hits)].sort()).toEqual([...ids(expected.hits)].sort());
  assertSorted(all!.hits, query.sort, exactOrder);
  if (exactOrder) expect(ids(all!.hits)).toEqual(ids(expected.hits));
  expect(all!.facets).toEqual(expected.facets);
  expect(all!.stats).toEqual(expected.stats);
  // The page is the same slice of the same order (so consecutive pages never overlap), with the
  // same found, facets and stats.
  expect(ids(page!.hits)).toEqual(ids(all!.hits).slice(query.offset, query.offset + query.limit));
  expect(page!.found).toBe(expected.found);
  expect(page!.facets).toEqual(expected.facets);
  expect(page!.stats).toEqual(expected.stats);
}

export interface ContractOptions {
  /** Random queries checked against the reference (default 300). */
  numRuns?: number;
  /** Fields the engine can filter on (default: every Filter field). */
  filterFields?: readonly FilterField[];
  /**
   * Ties broken by id ascending, exactly as the reference (default true). False only checks the
   * sort field's order and that pages are slices of one stable order.
   */
  exactOrder?: boolean;
  /**
   * Text matches exactly as the reference: every word a prefix (default true). False (an engine with
   * typo tolerance or prefix on the last word only) keeps text out of the random queries and only
   * checks that text finds the vehicles it names.
   */
  exactText?: boolean;
}

const baseQuery: EngineQuery = {
  filter: MATCH_ALL,
  sort: { field: 'custom_rank', direction: 'desc' },
  offset: 0,
  limit: 10_000,
  facets: [],
  stats: [],
};

/**
 * Registers the contract suite for one adapter. `makeEngine` must return an engine holding exactly
 * the given vehicles (it is called once for the read-only tests and again for the upsert tests).
 */
export function runEngineContract(
  name: string,
  makeEngine: (vehicles: Vehicle[]) => SearchEngine | Promise<SearchEngine>,
  options: ContractOptions = {},
): void {
  const numRuns = options.numRuns ?? 300;
  const fields = options.filterFields ?? ALL_FILTER_FIELDS;
  const exactOrder = options.exactOrder ?? true;
  const exactText = options.exactText ?? true;
  const queries = (data: readonly Vehicle[]) => queryArbitrary(data, fields, exactText);

  describe(`search engine contract: ${name}`, () => {
    const vehicles = contractVehicles();
    let engine: SearchEngine;

    beforeAll(async () => {
      engine = await makeEngine(vehicles);
    }, 120_000);

    it('answers random queries exactly as the reference does', async () => {
      await fc.assert(
        fc.asyncProperty(queries(vehicles), (query) => checkQuery(engine, vehicles, query, exactOrder)),
        { numRuns },
      );
    }, 120_000);

    it('answers a batch of queries in order', async () => {
      const batch = fc.sample(queries(vehicles), { numRuns: 20, seed: 42 });
      const results = await engine.search(batch);
      expect(results).toHaveLength(batch.length);
      results.forEach((result, i) => expect(result.found).toBe(referenceSearch(vehicles, batch[i]!).found));
    });

    it('applies the edge cases of the filter semantics', async () => {
      const some = vehicles.find((v) => v.categories.length > 0)!;
      const cases: Filter[] = [
        { and: [] },
        { or: [] },
        { field: 'make', op: 'in', value: [] },
        { field: 'make', op: 'not_in', value: [] },
        { not: { and: [] } },
        { field: 'colour', op: 'neq', value: 'White' },
        { field: 'tag', op: 'not_in', value: ['Just Arrived', 'Sale'] },
        { field: 'seats', op: 'neq', value: 5 },
        { field: 'seats', op: 'eq', value: 5 },
        { field: 'seats', op: 'lt', value: 5 },
        { field: 'categories', op: 'eq', value: some.categories[0]! },
        { field: 'categories', op: 'neq', value: some.categories[0]! },
        { field: 'categories', op: 'not_in', value: [...some.categories] },
        { field: 'filtered_features', op: 'neq', value: 'Bluetooth' },
        { field: 'id', op: 'eq', value: some.id },
        { field: 'certified', op: 'in', value: [true, false] },
        { field: 'reserved', op: 'neq', value: true },
        { field: 'price', op: 'in', value: [some.price, -1] },
        {
          not: {
            or: [
              { field: 'make', op: 'eq', value: some.make },
              { field: 'year', op: 'gte', value: 2020 },
            ],
          },
        },
      ].filter((f) => !('field' in f) || fields.includes(f.field as FilterField)) as Filter[];
      for (const filter of cases) {
        await checkQuery(
          engine,
          vehicles,
          { ...baseQuery, filter, facets: [{ field: 'make' }, { field: 'seats' }], stats: ['seats'] },
          exactOrder,
        );
      }
    });

    it('pages through a sort with many ties without overlap or gaps', async () => {
      const query: EngineQuery = { ...baseQuery, sort: { field: 'year', direction: 'desc' }, limit: 7 };
      const [{ found }] = (await engine.search([query])) as [EngineResult];
      const seen: string[] = [];
      for (let offset = 0; offset < found; offset += 7) {
        const [page] = await engine.search([{ ...query, offset }]);
        seen.push(...ids(page!.hits));
      }
      expect(seen).toHaveLength(found);
      expect(new Set(seen).size).toBe(found);
      const [all] = await engine.search([{ ...query, limit: found }]);
      expect(seen).toEqual(ids(all!.hits));
      if (exactOrder) expect(seen).toEqual(ids(referenceSearch(vehicles, { ...query, limit: found }).hits));
      const [beyond] = await engine.search([{ ...query, offset: found + 5 }]);
      expect(beyond!.hits).toEqual([]);
      expect(beyond!.found).toBe(found);
    });

    it('finds a vehicle by its make, model or stock number, in any case and by prefix', async () => {
      const target = vehicles[123]!;
      for (const text of [
        target.make,
        target.make.toUpperCase(),
        target.stocknum,
        target.stocknum.toLowerCase(),
        target.stocknum.slice(0, 5),
        `${target.make} ${target.model}`,
      ]) {
        const [result] = await engine.search([{ ...baseQuery, text }]);
        expect(ids(result!.hits), text).toContain(target.id);
        if (exactText) {
          expect(ids(result!.hits), text).toEqual(
            ids(referenceSearch(vehicles, { ...baseQuery, text }).hits),
          );
        }
      }
      const [nothing] = await engine.search([{ ...baseQuery, text: 'qqqzzz' }]);
      expect(nothing!.found).toBe(0);
    });

    it('combines text with a filter, facets and stats', async () => {
      const target = vehicles[321]!;
      const query: EngineQuery = {
        ...baseQuery,
        text: target.model,
        filter: and(eq('make', target.make), gte('year', target.year)),
        facets: [{ field: 'year' }, { field: 'simple_body' }],
        stats: ['price', 'km'],
      };
      const [result] = await engine.search([query]);
      expect(ids(result!.hits)).toContain(target.id);
      expect(result!.hits.every((v) => v.make === target.make && v.year >= target.year)).toBe(true);
      if (exactText) await checkQuery(engine, vehicles, query, exactOrder);
    });

    it('returns whole vehicles, nested fields included', async () => {
      const target = vehicles[7]!;
      const [result] = await engine.search([{ ...baseQuery, filter: eq('id', target.id) }]);
      expect(result!.hits).toEqual([target]);
    });

    it('lists every stored vehicle matching a filter', async () => {
      const filter = and(eq('car_type', 'used'), lte('price', 20_000));
      const listed = await engine.list(filter);
      expect(ids(listed).sort()).toEqual(ids(vehicles.filter((v) => matchesFilter(v, filter))).sort());
      expect(await engine.list(MATCH_ALL)).toHaveLength(vehicles.length);
      expect(await engine.list({ or: [] })).toEqual([]);
    });

    describe('upsert', () => {
      const base = vehicles.slice(0, 400);
      let live: SearchEngine;
      let current: Vehicle[];

      beforeAll(async () => {
        live = await makeEngine(base);
        current = [...base];
      }, 120_000);

      it('replaces a vehicle by id: filters, text, facets, stats and sort see only the new version', async () => {
        const old = current[10]!;
        const changed: Vehicle = {
          ...old,
          make: 'Zedmobile',
          make_model: 'Zedmobile Z1',
          model: 'Z1',
          stocknum: 'ZED0001',
          price: 1_234_567,
          categories: ['Zed Category'],
        };
        delete changed.tag;
        await live.upsert([changed]);
        current = current.map((v) => (v.id === old.id ? changed : v));

        const [byMake, byOldMake, byText, byOldText] = await live.search([
          { ...baseQuery, filter: eq('make', 'Zedmobile') },
          { ...baseQuery, filter: and(eq('make', old.make), eq('id', old.id)) },
          { ...baseQuery, text: 'zed0001' },
          { ...baseQuery, text: old.stocknum },
        ]);
        expect(ids(byMake!.hits)).toEqual([old.id]);
        expect(byMake!.hits[0]).toEqual(changed);
        expect(byOldMake!.found).toBe(0);
        expect(ids(byText!.hits)).toEqual([old.id]);
        expect(ids(byOldText!.hits)).not.toContain(old.id);
        const [all] = await live.search([
          {
            ...baseQuery,
            sort: { field: 'price', direction: 'desc' },
            stats: ['price'],
            facets: [{ field: 'categories' }, { field: 'tag' }],
          },
        ]);
        expect(all!.found).toBe(base.length);
        expect(all!.hits[0]!.id).toBe(old.id);
        await checkQuery(
          live,
          current,
          {
            ...baseQuery,
            sort: { field: 'price', direction: 'desc' },
            stats: ['price'],
            facets: [{ field: 'categories' }, { field: 'tag' }, { field: 'make' }],
          },
          exactOrder,
        );
      });

      it('inserts new vehicles, keeps the last of repeated ids, and then still matches the reference', async () => {
        const extra = vehicles.slice(400, 450);
        const repeated = { ...extra[0]!, price: 1 };
        await live.upsert([...extra, repeated]);
        current = [...current, ...extra.map((v) => (v.id === repeated.id ? repeated : v))];
        expect(await live.list(MATCH_ALL)).toHaveLength(current.length);
        const [last] = await live.search([{ ...baseQuery, filter: eq('id', repeated.id) }]);
        expect(last!.hits).toEqual([repeated]);

        // Replace a random batch of stored vehicles with other vehicles' contents under the same ids.
        const donors = vehicles.slice(600, 700);
        const replaced = current.slice(50, 150).map((v, i) => ({ ...donors[i]!, id: v.id, slug: v.slug }));
        await live.upsert(replaced);
        const byId = new Map(replaced.map((v) => [v.id, v]));
        current = current.map((v) => byId.get(v.id) ?? v);
        await fc.assert(
          fc.asyncProperty(queries(current), (query) => checkQuery(live, current, query, exactOrder)),
          { numRuns: Math.ceil(numRuns / 3) },
        );
      }, 120_000);

      it('lists by filter after upserts', async () => {
        const filter = oneOf('status', ['sold', 'deleted']);
        expect(ids(await live.list(filter)).sort()).toEqual(
          ids(current.filter((v) => matchesFilter(v, filter))).sort(),
        );
      });
    });
  });
}
