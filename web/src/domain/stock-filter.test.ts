import type { Site } from '@/lib/content/models';
import { describe, expect, it } from 'vitest';
import { and, eq, gt, lte, matchesFilter, MATCH_ALL, not, oneOf, or, type Filter, type FilterableVehicle } from './filter';
import {
  DEFAULT_STOCK_FILTER_DAYS,
  dealershipScope,
  manufacturerFilter,
  searchFiltersFilter,
  siteStockFilter,
  soldCutoff,
  stockFilter,
  stockFilterDays,
  withSiteFilter,
  type StockFilterSite,
} from './stock-filter';

const NOW = new Date('2026-11-13T02:00:00.000Z');
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;

const car = (over: FilterableVehicle = {}): FilterableVehicle => ({
  make: 'Toyota',
  car_type: 'used',
  item_type: 'car',
  status: 'in_stock',
  show_on_dealer_website: true,
  dealership_id: 'hbt',
  stocknum: 'HT1',
  price: 30000,
  ...over,
});

const site = (
  search_filters: StockFilterSite['search_settings']['search_filters'] = {},
  extra: { days?: number | null; manufacturer?: string; dealerships?: string[] } = {},
): StockFilterSite => ({
  dealerships: (extra.dealerships ?? ['hbt']).map((dealership_id) => ({ dealership_id })),
  search_settings: { stock_filter_days: extra.days, search_filters },
  manufacturer: extra.manufacturer ? { name: extra.manufacturer } : undefined,
});

const shown = (vehicle: FilterableVehicle, s: StockFilterSite = site()) => matchesFilter(vehicle, siteStockFilter(s, NOW));
const sold = (secondsAgo: number, over: FilterableVehicle = {}) =>
  car({ status: 'sold', sold: true, sold_date_timestamp: NOW_S - secondsAgo, ...over });

describe('stock filter days', () => {
  it('defaults to 3 and clamps to 0..14', () => {
    expect(DEFAULT_STOCK_FILTER_DAYS).toBe(3);
    expect(stockFilterDays(undefined)).toBe(3);
    expect(stockFilterDays(null)).toBe(3);
    expect(stockFilterDays(Number.NaN)).toBe(3);
    expect(stockFilterDays(0)).toBe(0);
    expect(stockFilterDays(7)).toBe(7);
    expect(stockFilterDays(14)).toBe(14);
    expect(stockFilterDays(15)).toBe(14);
    expect(stockFilterDays(-2)).toBe(0);
    expect(stockFilterDays(2.9)).toBe(2);
  });

  it('cuts off N days before now, in Unix seconds', () => {
    expect(soldCutoff(NOW, 3)).toBe(NOW_S - 3 * DAY);
    expect(soldCutoff(new Date(NOW.getTime() + 999), 3)).toBe(NOW_S - 3 * DAY);
    expect(soldCutoff(NOW, 0)).toBe(NOW_S);
  });
});

describe('stock filter (status, sold window, visibility)', () => {
  it('lists in-stock and coming-soon cars', () => {
    expect(shown(car())).toBe(true);
    expect(shown(car({ status: 'coming_soon' }))).toBe(true);
  });

  it.each(['on_hold', 'in_transit', 'deleted', 'sold'] as const)('hides %s cars without a recent sold date', (status) => {
    expect(shown(car({ status }))).toBe(false);
  });

  it('a car sold 3 days ago minus 1 second is in, plus 1 second is out, exactly 3 days is out (default N)', () => {
    expect(shown(sold(3 * DAY - 1))).toBe(true);
    expect(shown(sold(3 * DAY))).toBe(false);
    expect(shown(sold(3 * DAY + 1))).toBe(false);
    expect(shown(sold(60))).toBe(true);
  });

  it('uses the site N', () => {
    const s = site({}, { days: 7 });
    expect(shown(sold(7 * DAY - 1), s)).toBe(true);
    expect(shown(sold(7 * DAY + 1), s)).toBe(false);
    expect(shown(sold(14 * DAY - 1), site({}, { days: 14 }))).toBe(true);
  });

  it('N = 0 lists no sold cars', () => {
    const s = site({}, { days: 0 });
    expect(shown(sold(1), s)).toBe(false);
    expect(shown(sold(0), s)).toBe(false);
    expect(shown(car(), s)).toBe(true);
  });

  it('the sold window applies whatever the status (a recently sold date is enough)', () => {
    expect(shown(sold(DAY, { status: 'on_hold' }))).toBe(true);
  });

  it('hides cars not shown on the dealer website, even in stock or recently sold', () => {
    expect(shown(car({ show_on_dealer_website: false }))).toBe(false);
    expect(shown(car({ status: 'coming_soon', show_on_dealer_website: false }))).toBe(false);
    expect(shown(sold(60, { show_on_dealer_website: false }))).toBe(false);
  });

  it('is plain data in the spec shape', () => {
    expect(stockFilter(NOW, 3)).toEqual({
      and: [
        {
          or: [
            { field: 'status', op: 'eq', value: 'in_stock' },
            { field: 'status', op: 'eq', value: 'coming_soon' },
            { field: 'sold_date_timestamp', op: 'gt', value: NOW_S - 3 * DAY },
          ],
        },
        { field: 'show_on_dealer_website', op: 'eq', value: true },
      ],
    });
  });
});

describe('site search_filters', () => {
  it('no settings add nothing', () => {
    expect(searchFiltersFilter({})).toEqual(MATCH_ALL);
    expect(searchFiltersFilter(undefined)).toEqual(MATCH_ALL);
    expect(searchFiltersFilter({ makes: [], car_types: [], used_only: false, in_stock_only: false })).toEqual(MATCH_ALL);
  });

  it('dealership_ids', () => {
    const s = site({ dealership_ids: ['scm-mazda', 'scm-kia'] });
    expect(shown(car({ dealership_id: 'scm-kia' }), s)).toBe(true);
    expect(shown(car({ dealership_id: 'hbt' }), s)).toBe(false);
  });

  it('car_types', () => {
    const s = site({ car_types: ['new', 'demo'] });
    expect(shown(car({ car_type: 'demo' }), s)).toBe(true);
    expect(shown(car({ car_type: 'used' }), s)).toBe(false);
  });

  it('item_types', () => {
    const s = site({ item_types: ['caravan', 'camper'] });
    expect(shown(car({ item_type: 'caravan' }), s)).toBe(true);
    expect(shown(car({ item_type: 'car' }), s)).toBe(false);
  });

  it('makes (only these)', () => {
    const s = site({ makes: ['Jayco', 'Avan'] });
    expect(shown(car({ make: 'Avan' }), s)).toBe(true);
    expect(shown(car({ make: 'Toyota' }), s)).toBe(false);
  });

  it('excluded_makes, whatever the car type', () => {
    const s = site({ excluded_makes: ['Holden'] });
    for (const car_type of ['new', 'used', 'demo'] as const) {
      expect(shown(car({ make: 'Holden', car_type }), s)).toBe(false);
      expect(shown(car({ make: 'Ford', car_type }), s)).toBe(true);
    }
  });

  it('excluded_new_makes drop only new cars of those makes', () => {
    const s = site({ excluded_new_makes: ['Nissan', 'Toyota'] });
    expect(shown(car({ make: 'Nissan', car_type: 'new' }), s)).toBe(false);
    expect(shown(car({ make: 'Toyota', car_type: 'new' }), s)).toBe(false);
    expect(shown(car({ make: 'Nissan', car_type: 'used' }), s)).toBe(true);
    expect(shown(car({ make: 'Nissan', car_type: 'demo' }), s)).toBe(true);
    expect(shown(car({ make: 'Mazda', car_type: 'new' }), s)).toBe(true);
  });

  it('excluded_stocknums', () => {
    const s = site({ excluded_stocknums: ['GCS-WHOLESALE-01'] });
    expect(shown(car({ stocknum: 'GCS-WHOLESALE-01' }), s)).toBe(false);
    expect(shown(car({ stocknum: 'GCS-00001' }), s)).toBe(true);
  });

  it('used_only', () => {
    const s = site({ used_only: true });
    expect(shown(car({ car_type: 'used' }), s)).toBe(true);
    expect(shown(car({ car_type: 'new' }), s)).toBe(false);
    expect(shown(car({ car_type: 'demo' }), s)).toBe(false);
  });

  it('in_stock_only also drops coming-soon and recently sold cars', () => {
    const s = site({ in_stock_only: true });
    expect(shown(car(), s)).toBe(true);
    expect(shown(car({ status: 'coming_soon' }), s)).toBe(false);
    expect(shown(sold(60), s)).toBe(false);
  });

  it('conditions combine with AND', () => {
    const s = site({ dealership_ids: ['gcs'], car_types: ['used'], excluded_stocknums: ['X'], in_stock_only: true });
    expect(shown(car({ dealership_id: 'gcs' }), s)).toBe(true);
    expect(shown(car({ dealership_id: 'gcs', stocknum: 'X' }), s)).toBe(false);
    expect(shown(car({ dealership_id: 'gcs', car_type: 'new' }), s)).toBe(false);
    expect(shown(car({ dealership_id: 'other' }), s)).toBe(false);
  });

  it('never emits `not` (adapters only see and / or / conditions)', () => {
    const all = siteStockFilter(
      site(
        {
          dealership_ids: ['a'],
          car_types: ['new'],
          item_types: ['car'],
          makes: ['Kia'],
          excluded_makes: ['MG'],
          excluded_new_makes: ['Nissan'],
          excluded_stocknums: ['1'],
          used_only: true,
          in_stock_only: true,
        },
        { manufacturer: 'Kia' },
      ),
      NOW,
    );
    expect(JSON.stringify(all)).not.toContain('"not"');
  });
});

describe('manufacturer filter (franchise sites)', () => {
  const toyota = site({}, { manufacturer: 'Toyota' });

  it('limits new and demo stock to the franchise make', () => {
    expect(shown(car({ make: 'Toyota', car_type: 'new' }), toyota)).toBe(true);
    expect(shown(car({ make: 'Toyota', car_type: 'demo' }), toyota)).toBe(true);
    expect(shown(car({ make: 'Mazda', car_type: 'new' }), toyota)).toBe(false);
    expect(shown(car({ make: 'Mazda', car_type: 'demo' }), toyota)).toBe(false);
  });

  it('keeps used cars of every make', () => {
    expect(shown(car({ make: 'Mazda', car_type: 'used' }), toyota)).toBe(true);
    expect(shown(car({ make: 'Toyota', car_type: 'used' }), toyota)).toBe(true);
  });

  it('adds nothing without a manufacturer', () => {
    expect(manufacturerFilter(undefined)).toEqual(MATCH_ALL);
    expect(manufacturerFilter(null)).toEqual(MATCH_ALL);
    expect(manufacturerFilter({ name: '  ' })).toEqual(MATCH_ALL);
    expect(shown(car({ make: 'Mazda', car_type: 'new' }))).toBe(true);
  });
});

describe('combining never widens', () => {
  const makes = ['Toyota', 'Mazda', 'Nissan', 'Kia'];
  const types = ['new', 'used', 'demo'] as const;
  const statuses = ['in_stock', 'coming_soon', 'sold', 'on_hold'] as const;
  const fleet: FilterableVehicle[] = [];
  let n = 0;
  for (const make of makes)
    for (const car_type of types)
      for (const status of statuses)
        for (const soldAgo of [undefined, DAY, 10 * DAY])
          for (const show_on_dealer_website of [true, false]) {
            n += 1;
            fleet.push(
              car({
                make,
                car_type,
                status,
                show_on_dealer_website,
                sold_date_timestamp: soldAgo === undefined ? undefined : NOW_S - soldAgo,
                stocknum: `S${n % 5}`,
                dealership_id: n % 3 === 0 ? 'other' : 'hbt',
                price: (n % 4) * 10000,
              }),
            );
          }

  const sites: StockFilterSite[] = [
    site(),
    site({}, { manufacturer: 'Toyota' }),
    site({ dealership_ids: ['hbt'], excluded_stocknums: ['S1'], excluded_new_makes: ['Nissan'] }, { days: 5 }),
    site({ used_only: true, in_stock_only: true }, { days: 0 }),
  ];
  const shopper: Filter[] = [
    eq('make', 'Mazda'),
    oneOf('car_type', ['new', 'demo']),
    // shopper filters that on their own would reach hidden stock
    or(eq('status', 'sold'), eq('show_on_dealer_website', false)),
    not(eq('show_on_dealer_website', true)),
    or(eq('make', 'Nissan'), lte('price', 0)),
    and(gt('price', 5000), eq('dealership_id', 'other')),
    MATCH_ALL,
  ];

  it.each(sites.map((s, i) => [i, s] as const))('site #%i: site AND shopper ⊆ site', (_i, s) => {
    const siteFilter = siteStockFilter(s, NOW);
    const base = fleet.filter((v) => matchesFilter(v, siteFilter));
    expect(base.length).toBeGreaterThan(0);
    for (const f of shopper) {
      const combined = fleet.filter((v) => matchesFilter(v, withSiteFilter(siteFilter, f)));
      expect(combined.every((v) => base.includes(v))).toBe(true);
      // and exactly the site rows the shopper filter matches
      expect(combined).toEqual(base.filter((v) => matchesFilter(v, f)));
    }
  });

  it('withSiteFilter without a shopper filter is the site filter', () => {
    const f = siteStockFilter(site(), NOW);
    expect(withSiteFilter(f)).toBe(f);
  });
});

describe('types', () => {
  it('accepts a full content Site', () => {
    const accepts = (s: Site) => siteStockFilter(s, NOW);
    expect(typeof accepts).toBe('function');
  });
});

describe('dealership scope', () => {
  it('limits a site to its own dealerships when no dealership_ids are configured', () => {
    const s = site({}, { dealerships: ['scm-mazda', 'scm-kia'] });
    expect(shown(car({ dealership_id: 'scm-kia' }), s)).toBe(true);
    expect(shown(car({ dealership_id: 'hbt' }), s)).toBe(false);
  });

  it('shows nothing for a site without dealerships rather than everyone’s stock', () => {
    const s = site({}, { dealerships: [] });
    expect(shown(car({ dealership_id: 'hbt' }), s)).toBe(false);
    expect(matchesFilter(car(), dealershipScope(s))).toBe(false);
  });

  it('lets configured dealership_ids replace the default', () => {
    const s = site({ dealership_ids: ['gcs'] }, { dealerships: ['hbt'] });
    expect(shown(car({ dealership_id: 'gcs' }), s)).toBe(true);
    expect(shown(car({ dealership_id: 'hbt' }), s)).toBe(false);
  });
});
