import { describe, expect, it } from 'vitest';
import {
  and,
  eq,
  gt,
  gte,
  lt,
  lte,
  MATCH_ALL,
  MATCH_NONE,
  neq,
  noneOf,
  not,
  oneOf,
  or,
  type Filter,
} from '@/domain/filter';
import type { EngineQuery } from '../engine';
import { SearchEngineError } from '../engine';
import {
  collectionSchema,
  decimal,
  FACET_VALUES_FETCHED,
  mapResult,
  MAX_PER_PAGE,
  parseJsonl,
  planSearch,
  translateFilter,
  translateSort,
  type TypesenseSearchResponse,
} from './translate';

const expr = (e: string) => ({ kind: 'expr', expr: e });
const ALL = { kind: 'all' };
const NONE = { kind: 'none' };

describe('translateFilter: every op on every field type', () => {
  const cases: [string, Filter, object][] = [
    // string
    ['string eq', eq('make', 'Toyota'), expr('make:=[`Toyota`]')],
    ['string neq (matches missing too)', neq('make', 'Toyota'), expr('make:!=[`Toyota`]')],
    ['string in', oneOf('make', ['Toyota', 'Kia']), expr('make:=[`Toyota`,`Kia`]')],
    ['string in dedupes', oneOf('make', ['Kia', 'Kia']), expr('make:=[`Kia`]')],
    ['string not_in', noneOf('make', ['Toyota', 'Kia']), expr('make:!=[`Toyota`,`Kia`]')],
    ['optional string eq', eq('badge', 'GX'), expr('badge:=[`GX`]')],
    ['optional string neq', neq('colour', 'Red'), expr('colour:!=[`Red`]')],
    ['id eq is byte-exact', eq('id', 'v-1'), expr('id:=[`v-1`]')],
    ['id not_in', noneOf('id', ['a', 'b']), expr('id:!=[`a`,`b`]')],
    // string[] (membership)
    ['array eq = some element', eq('categories', 'suv'), expr('categories:=[`suv`]')],
    ['array neq = no element', neq('categories', 'suv'), expr('categories:!=[`suv`]')],
    ['array in', oneOf('filtered_features', ['Sunroof', 'Tow bar']), expr('filtered_features:=[`Sunroof`,`Tow bar`]')],
    ['array not_in', noneOf('categories', ['a', 'b']), expr('categories:!=[`a`,`b`]')],
    // int
    ['int eq', eq('year', 2020), expr('year:=2020')],
    ['int neq', neq('year', 2020), expr('year:!=2020')],
    ['int in', oneOf('year', [2019, 2020]), expr('year:=[2019,2020]')],
    ['int not_in', noneOf('year', [2019, 2020]), expr('year:!=[2019,2020]')],
    ['int gt', gt('km', 1000), expr('km:>=1001')],
    ['int gte', gte('km', 1000), expr('km:>=1000')],
    ['int lt', lt('km', 1000), expr('km:<=999')],
    ['int lte', lte('km', 1000), expr('km:<=1000')],
    ['int gt fraction', gt('year', 2019.5), expr('year:>=2020')],
    ['int gte fraction', gte('year', 2019.5), expr('year:>=2020')],
    ['int lt fraction', lt('year', 2019.5), expr('year:<=2019')],
    ['int lte fraction', lte('year', 2019.5), expr('year:<=2019')],
    ['int negative', gt('km', -5), expr('km:>=-4')],
    ['int eq fraction never matches', eq('year', 2019.5), NONE],
    ['int neq fraction always matches', neq('year', 2019.5), ALL],
    ['int in drops impossible values', oneOf('year', [2019.5, 2020]), expr('year:=2020')],
    ['int eq beyond int32', eq('year', 2 ** 40), NONE],
    ['int gt beyond int32 never', gt('year', 2 ** 40), NONE],
    ['int lt beyond int32 = has a value', lt('year', 2 ** 40), expr('year:>=-2147483648')],
    ['int gt -Infinity = has a value', gt('km', -Infinity), expr('km:>=-2147483648')],
    ['int lt -Infinity never', lt('km', -Infinity), NONE],
    // timestamp (int64)
    ['timestamp gt', gt('sold_date_timestamp', 1_700_000_000), expr('sold_date_timestamp:>=1700000001')],
    ['timestamp eq big', eq('created_at_timestamp', 1_700_000_000_000), expr('created_at_timestamp:=1700000000000')],
    // float
    ['float eq', eq('price', 19990.5), expr('price:=19990.5')],
    ['float gt', gt('price', 0), expr('price:>0')],
    ['float gte', gte('price', 10000), expr('price:>=10000')],
    ['float lt', lt('price', 0.1), expr('price:<0.1')],
    ['float lte small', lte('price', 1e-7), expr('price:<=0.0000001')],
    ['float in', oneOf('price', [1, 2.5]), expr('price:=[1,2.5]')],
    ['float not_in', noneOf('price', [1, 2.5]), expr('price:!=[1,2.5]')],
    ['float gt -Infinity = has a value', gt('subscription_price', -Infinity), expr('(subscription_price:>=0 || subscription_price:<0)')],
    // bool
    ['bool eq', eq('certified', true), expr('certified:=true')],
    ['bool neq', neq('certified', true), expr('certified:!=true')],
    ['bool in', oneOf('reserved', [true, false]), expr('reserved:=[true,false]')],
    ['bool not_in', noneOf('reserved', [false]), expr('reserved:!=false')],
    // empty sets and constants
    ['in [] matches nothing', oneOf('make', []), NONE],
    ['not_in [] matches everything', noneOf('make', []), ALL],
    ['MATCH_ALL', MATCH_ALL, ALL],
    ['MATCH_NONE', MATCH_NONE, NONE],
    ['not MATCH_ALL', not(MATCH_ALL), NONE],
    ['not MATCH_NONE', not(MATCH_NONE), ALL],
    ['and with MATCH_NONE', and(eq('make', 'Kia'), MATCH_NONE), NONE],
    ['or with MATCH_ALL', or(eq('make', 'Kia'), MATCH_ALL), ALL],
    ['and drops MATCH_ALL', { and: [MATCH_ALL, eq('make', 'Kia')] }, expr('make:=[`Kia`]')],
    ['or drops MATCH_NONE', { or: [MATCH_NONE, eq('make', 'Kia')] }, expr('make:=[`Kia`]')],
    ['and of in []', and(eq('make', 'Kia'), oneOf('model', [])), NONE],
    // nesting (same precedence for && and || in Typesense: every compound operand in parentheses)
    ['and', and(eq('make', 'Kia'), gt('price', 0)), expr('make:=[`Kia`] && price:>0')],
    ['or', or(eq('make', 'Kia'), eq('model', 'Rio')), expr('make:=[`Kia`] || model:=[`Rio`]')],
    [
      'or inside and',
      and(eq('status', 'in_stock'), or(eq('make', 'Kia'), eq('model', 'Rio'))),
      expr('status:=[`in_stock`] && (make:=[`Kia`] || model:=[`Rio`])'),
    ],
    [
      'and inside or',
      or(and(eq('make', 'Kia'), gt('year', 2019)), and(eq('make', 'BMW'), lt('km', 100))),
      expr('(make:=[`Kia`] && year:>=2020) || (make:=[`BMW`] && km:<=99)'),
    ],
  ];
  it.each(cases)('%s', (_name, filter, expected) => {
    expect(translateFilter(filter)).toEqual(expected);
  });
});

describe('translateFilter: not, by De Morgan', () => {
  const cases: [string, Filter, object][] = [
    ['not eq = neq', not(eq('make', 'Kia')), expr('make:!=[`Kia`]')],
    ['not neq = eq', not(neq('make', 'Kia')), expr('make:=[`Kia`]')],
    ['not in = not_in', not(oneOf('year', [2019, 2020])), expr('year:!=[2019,2020]')],
    ['not not_in = in', not(noneOf('year', [2019])), expr('year:=2019')],
    ['not not', not(not(eq('make', 'Kia'))), expr('make:=[`Kia`]')],
    // required numeric fields always have a value: the complement of a range is the other range
    ['not gt (required)', not(gt('price', 100)), expr('price:<=100')],
    ['not gte (required)', not(gte('price', 100)), expr('price:<100')],
    ['not lt (required int)', not(lt('year', 100)), expr('year:>99')],
    ['not lte (required int)', not(lte('year', 100.5)), expr('year:>100')],
    // optional numeric fields: missing documents must match the negation too
    ['not gt (optional)', not(gt('sold_date_timestamp', 5)), expr('sold_date_timestamp:!=[>=6]')],
    ['not lt (optional int: unknown km)', not(lte('km', 50_000)), expr('km:!=[<=50000]')],
    ['not lt (optional float)', not(lt('subscription_price', 10)), expr('subscription_price:!=[<10]')],
    ['not "any value" (optional) = missing', not(gt('seats', -Infinity)), expr('seats:!=[>=-2147483648]')],
    ['not "any value" (optional float) = missing', not(lt('subscription_price', Infinity)), expr('subscription_price:!=[>=0,<0]')],
    ['not "any value" (required) = nothing', not(gt('year', -Infinity)), NONE],
    ['not impossible range = everything', not(gt('km', 2 ** 40)), ALL],
    [
      'not and = or of nots',
      not(and(eq('make', 'Kia'), gt('price', 0))),
      expr('make:!=[`Kia`] || price:<=0'),
    ],
    [
      'not or = and of nots',
      not(or(eq('make', 'Kia'), oneOf('car_type', ['new', 'demo']))),
      expr('make:!=[`Kia`] && car_type:!=[`new`,`demo`]'),
    ],
    [
      'not of nested groups',
      not(and(eq('status', 'sold'), or(gt('price', 0), eq('certified', true)))),
      expr('status:!=[`sold`] || (price:<=0 && certified:!=true)'),
    ],
    ['not inside and', and(eq('make', 'Kia'), not(eq('model', 'Rio'))), expr('make:=[`Kia`] && model:!=[`Rio`]')],
  ];
  it.each(cases)('%s', (_name, filter, expected) => {
    expect(translateFilter(filter)).toEqual(expected);
  });
});

describe('translateFilter: escaping string values', () => {
  const cases: [string, string, string][] = [
    ['comma', 'Smith, Jones', 'dealership_name:=[`Smith, Jones`]'],
    ['brackets', 'Kia [demo]', 'dealership_name:=[`Kia [demo]`]'],
    ['&& and ||', 'A && B || C', 'dealership_name:=[`A && B || C`]'],
    ['parentheses', 'Motors (North)', 'dealership_name:=[`Motors (North)`]'],
    ['colon and operators', 'a:=b:!=[c]', 'dealership_name:=[`a:=b:!=[c]`]'],
    ['backtick dropped (no escape exists; the tokenizer drops it anyway)', 'O`Brien', 'dealership_name:=[`OBrien`]'],
    ['backslash dropped (it would escape the closing tick)', 'Motors\\', 'dealership_name:=[`Motors`]'],
    ['leading and trailing spaces (Typesense trims list values)', '  Kia  ', 'dealership_name:=[`Kia`]'],
    ['unicode', 'Škoda Zürich 東京', 'dealership_name:=[`Škoda Zürich 東京`]'],
    ['emoji', 'Cars 🚗', 'dealership_name:=[`Cars 🚗`]'],
  ];
  it.each(cases)('%s', (_name, value, expected) => {
    expect(translateFilter(eq('dealership_name', value))).toEqual(expr(expected));
  });

  it('keeps every item of a list intact', () => {
    expect(translateFilter(oneOf('make', ['A, B', 'C) || (D']))).toEqual(expr('make:=[`A, B`,`C) || (D`]'));
  });

  it('wraps a compound whose values contain operators without being fooled by them', () => {
    expect(translateFilter(or(and(eq('make', 'A && B'), eq('model', 'C')), eq('model', 'D || E')))).toEqual(
      expr('(make:=[`A && B`] && model:=[`C`]) || model:=[`D || E`]'),
    );
  });

  it('a value Typesense can never match (nothing to tokenize) matches nothing, its negation everything', () => {
    expect(translateFilter(eq('badge', ''))).toEqual(NONE);
    expect(translateFilter(eq('badge', ' - '))).toEqual(NONE);
    expect(translateFilter(neq('badge', ''))).toEqual(ALL);
    expect(translateFilter(oneOf('badge', ['', 'GX']))).toEqual(expr('badge:=[`GX`]'));
  });

  it('refuses an id with a backtick (ids are matched byte for byte)', () => {
    expect(() => translateFilter(eq('id', 'a`b'))).toThrow(SearchEngineError);
  });
});

describe('translateFilter: fields Typesense cannot filter', () => {
  it('throws for an unindexed field', () => {
    expect(() => translateFilter(eq('sold', true))).toThrow(/not indexed/);
    expect(() => translateFilter(gt('views', 1))).toThrow(/not indexed/);
  });
  it('throws for a non-finite equality or NaN bound', () => {
    expect(() => translateFilter(gt('price', NaN))).toThrow(SearchEngineError);
  });
});

describe('decimal', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [12.5, '12.5'],
    [1e-7, '0.0000001'],
    [1.5e-10, '0.00000000015'],
    [1e21, '1000000000000000000000'],
    [-2.5e22, '-25000000000000000000000'],
  ])('%d -> %s', (n, s) => expect(decimal(n)).toBe(s));
});

describe('translateSort', () => {
  it.each([
    [{ field: 'custom_rank', direction: 'desc' }, 'custom_rank:desc,created_at_timestamp:desc'],
    [{ field: 'price', direction: 'asc' }, 'price:asc,custom_rank:desc,created_at_timestamp:desc'],
    [{ field: 'created_at_timestamp', direction: 'desc' }, 'created_at_timestamp:desc,custom_rank:desc'],
    [{ field: 'km', direction: 'desc' }, 'km:desc,custom_rank:desc,created_at_timestamp:desc'],
  ] as const)('%o -> %s', (sort, expected) => expect(translateSort(sort)).toBe(expected));

  it('refuses a field that is not sortable', () => {
    expect(() => translateSort({ field: 'make', direction: 'asc' })).toThrow(SearchEngineError);
  });
});

const baseQuery: EngineQuery = {
  filter: eq('status', 'in_stock'),
  sort: { field: 'custom_rank', direction: 'desc' },
  offset: 0,
  limit: 21,
  facets: [],
  stats: [],
};

describe('planSearch', () => {
  it('browses with q=* and no query_by when there is no text', () => {
    const [req, ...rest] = planSearch(baseQuery, 'cars').requests;
    expect(rest).toEqual([]);
    expect(req).toEqual({
      collection: 'cars',
      q: '*',
      filter_by: 'status:=[`in_stock`]',
      sort_by: 'custom_rank:desc,created_at_timestamp:desc',
      offset: 0,
      limit: 21,
    });
  });

  it('searches the fields marked `search`, every word required', () => {
    const [req] = planSearch({ ...baseQuery, text: '  corolla ascent ' }, 'cars').requests;
    expect(req).toMatchObject({
      q: 'corolla ascent',
      query_by: 'name,make,model,badge,stocknum,vin,simple_body',
      drop_tokens_threshold: 0,
    });
    expect(planSearch({ ...baseQuery, text: '   ' }, 'cars').requests[0]!.q).toBe('*');
  });

  it('sends no filter_by for MATCH_ALL and no request at all for MATCH_NONE', () => {
    expect(planSearch({ ...baseQuery, filter: MATCH_ALL }, 'c').requests[0]).not.toHaveProperty('filter_by');
    expect(planSearch({ ...baseQuery, filter: MATCH_NONE }, 'c').requests).toEqual([]);
  });

  describe('pagination: any offset/limit exactly, in pages of at most 250', () => {
    const cases: [number, number, [number, number][]][] = [
      [0, 21, [[0, 21]]],
      [42, 21, [[42, 21]]],
      [7, 3, [[7, 3]]],
      [0, 250, [[0, 250]]],
      [10, 251, [[10, 250], [260, 1]]],
      [
        5,
        600,
        [
          [5, 250],
          [255, 250],
          [505, 100],
        ],
      ],
    ];
    it.each(cases)('offset %d limit %d', (offset, limit, pages) => {
      const reqs = planSearch({ ...baseQuery, offset, limit, facets: [{ field: 'make' }] }, 'c').requests;
      expect(reqs.map((r) => [r.offset, r.limit])).toEqual(pages);
      expect(reqs.every((r) => (r.limit ?? 0) <= MAX_PER_PAGE)).toBe(true);
      // facets are counted once, by the first page
      expect(reqs.filter((r) => r.facet_by !== undefined)).toHaveLength(1);
      expect(reqs[0]!.facet_by).toBe('make');
    });

    it('limit 0 still counts and facets', () => {
      const reqs = planSearch({ ...baseQuery, offset: 40, limit: 0, facets: [{ field: 'make' }] }, 'c').requests;
      expect(reqs).toHaveLength(1);
      expect(reqs[0]).toMatchObject({ page: 1, per_page: 0, facet_by: 'make' });
    });

    it('rejects a negative or fractional page', () => {
      expect(() => planSearch({ ...baseQuery, offset: -1 }, 'c')).toThrow(SearchEngineError);
      expect(() => planSearch({ ...baseQuery, limit: 2.5 }, 'c')).toThrow(SearchEngineError);
    });
  });

  it('facets and stats share one facet_by, with enough values to cut each facet exactly', () => {
    const [req] = planSearch(
      { ...baseQuery, facets: [{ field: 'make', limit: 7 }, { field: 'year' }, { field: 'price' }], stats: ['price', 'km'] },
      'c',
    ).requests;
    expect(req).toMatchObject({
      facet_by: 'make,year,price,km',
      max_facet_values: FACET_VALUES_FETCHED,
      facet_strategy: 'exhaustive',
    });
  });

  it('refuses stats or facets on a field that is not a facet in the schema', () => {
    expect(() => planSearch({ ...baseQuery, stats: ['custom_rank'] }, 'c')).toThrow(/not a facet/);
    expect(() => planSearch({ ...baseQuery, facets: [{ field: 'stocknum' }] }, 'c')).toThrow(/not a facet/);
  });
});

describe('mapResult', () => {
  const doc = (id: string) => ({ id, make: 'Kia' });

  it('maps hits, found, facets (count desc, value asc, cut to each limit) and stats', () => {
    const query: EngineQuery = {
      ...baseQuery,
      facets: [{ field: 'make', limit: 3 }, { field: 'certified' }, { field: 'year' }, { field: 'price' }],
      stats: ['price', 'km', 'sold_date_timestamp'],
    };
    const plan = planSearch(query, 'c');
    const response: TypesenseSearchResponse = {
      found: 57,
      hits: [{ document: doc('a') }, { document: doc('b') }],
      facet_counts: [
        {
          field_name: 'make',
          counts: [
            { value: 'Toyota', count: 5 },
            { value: 'Kia', count: 9 },
            { value: 'Mazda', count: 5 },
            { value: 'Audi', count: 5 },
            { value: 'BMW', count: 1 },
          ],
        },
        { field_name: 'certified', counts: [{ value: 'false', count: 3 }, { value: 'true', count: 3 }] },
        { field_name: 'year', counts: [{ value: '2020', count: 2 }, { value: '2019', count: 4 }] },
        {
          field_name: 'price',
          counts: [{ value: '19990.5', count: 1 }, { value: '12345.669922', count: 1 }],
          stats: { min: 12345.669921875, max: 19990.5, total_values: 2 },
        },
        { field_name: 'km', counts: [], stats: { min: 0, max: 120000, total_values: 40 } },
        { field_name: 'sold_date_timestamp', counts: [], stats: { total_values: 0 } },
      ],
    };
    expect(mapResult(plan, [response])).toEqual({
      hits: [doc('a'), doc('b')],
      found: 57,
      facets: {
        make: [
          { value: 'Kia', count: 9 },
          { value: 'Audi', count: 5 },
          { value: 'Mazda', count: 5 },
        ],
        certified: [
          { value: 'false', count: 3 },
          { value: 'true', count: 3 },
        ],
        year: [
          { value: '2019', count: 4 },
          { value: '2020', count: 2 },
        ],
        price: [
          { value: '12345.67', count: 1 },
          { value: '19990.5', count: 1 },
        ],
      },
      stats: { price: { min: 12345.67, max: 19990.5 }, km: { min: 0, max: 120000 } },
    });
  });

  it('joins the pages of a long read and keeps only the requested number of hits', () => {
    const plan = planSearch({ ...baseQuery, offset: 0, limit: 251 }, 'c');
    const page1 = { found: 300, hits: Array.from({ length: 250 }, (_, i) => ({ document: doc(`p${i}`) })) };
    const page2 = { found: 300, hits: [{ document: doc('p250') }] };
    const result = mapResult(plan, [page1, page2]);
    expect(result.hits).toHaveLength(251);
    expect(result.hits.at(-1)).toEqual(doc('p250'));
    expect(result.found).toBe(300);
  });

  it('answers MATCH_NONE without asking', () => {
    const plan = planSearch({ ...baseQuery, filter: MATCH_NONE, facets: [{ field: 'make' }], stats: ['price'] }, 'c');
    expect(mapResult(plan, [])).toEqual({ hits: [], found: 0, facets: {}, stats: {} });
  });

  it('gives an empty list for a requested facet with no values', () => {
    const plan = planSearch({ ...baseQuery, facets: [{ field: 'colour' }] }, 'c');
    expect(mapResult(plan, [{ found: 0, hits: [], facet_counts: [] }]).facets).toEqual({ colour: [] });
  });

  it('throws a SearchEngineError for a failed search in a multi_search', () => {
    const plan = planSearch(baseQuery, 'c');
    expect(() => mapResult(plan, [{ code: 404, error: 'Could not find a field named `x` in the schema.' }])).toThrow(
      /404.*Could not find/,
    );
  });
});

describe('documents', () => {
  it('parses JSONL exports', () => {
    expect(parseJsonl('{"id":"a"}\n{"id":"b"}\n')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(parseJsonl('')).toEqual([]);
  });

  it('creates the collection from the field list, without the implicit id', () => {
    const schema = collectionSchema('cars_test');
    expect(schema.name).toBe('cars_test');
    expect(schema.fields.some((f) => f.name === 'id')).toBe(false);
    expect(schema.fields.find((f) => f.name === 'make')).toMatchObject({ type: 'string', facet: true });
    expect(schema.default_sorting_field).toBe('custom_rank');
  });
});
