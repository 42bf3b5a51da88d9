import { describe, expect, it } from 'vitest';
import {
  belowMarketSaving,
  isBelowMarket,
  marketAverage,
  showBelowMarketBadge,
  showToyotaCertifiedBadge,
  type CertifiedVehicle,
  type MarketVehicle,
} from './badges';

const car = (over: Partial<MarketVehicle> = {}): MarketVehicle => ({ status: 'in_stock', price: 20000, ...over });

describe('below-market badge', () => {
  it.each([
    // [price, state average, national average, badge]
    [20000, 20499, undefined, false], // exactly 499 under the state average
    [20000, 20500, undefined, true], // 500 under
    [20000, 20499.99, undefined, true], // 499.99 under: more than 499
    [20000, undefined, 20499, false], // national only: 499 under
    [20000, undefined, 20500, true], // national only: 500 under
    [20000, 20400, 30000, false], // state preferred over national even when national is far above
    [20000, 21000, 20100, true], // state preferred: 1000 under state, national ignored
    [20000, 0, 25000, true], // a zero state average counts as missing
    [20000, undefined, undefined, false],
    [20000, 19000, 25000, false], // above the state average
  ])('price %d, state %s, national %s → %s', (price, state, national, badge) => {
    expect(isBelowMarket(car({ price, state_average_market_price: state, average_market_price: national }))).toBe(badge);
  });

  it('reports the saving', () => {
    expect(belowMarketSaving(car({ state_average_market_price: 21500 }))).toBe(1500);
    expect(belowMarketSaving(car({ state_average_market_price: 20499 }))).toBeUndefined();
  });

  it('compares the shown (reduced) price', () => {
    expect(isBelowMarket(car({ price: 20000, offer_price: 19000, state_average_market_price: 19600 }))).toBe(true);
    expect(isBelowMarket(car({ price: 20000, offer_price: 19200, state_average_market_price: 19600 }))).toBe(false);
  });

  it.each([0, 10, -1])('gives no badge when the price (%d) is not shown', (price) => {
    expect(isBelowMarket(car({ price, state_average_market_price: 20000 }))).toBe(false);
  });

  it.each(['sold', 'on_hold'] as const)('gives no badge to a %s car', (status) => {
    expect(isBelowMarket(car({ status, state_average_market_price: 30000 }))).toBe(false);
  });

  it('prefers the state average', () => {
    expect(marketAverage({ state_average_market_price: 1, average_market_price: 2 })).toBe(1);
    expect(marketAverage({ average_market_price: 2 })).toBe(2);
    expect(marketAverage({})).toBeUndefined();
  });

  it('needs the site switch', () => {
    const cheap = car({ state_average_market_price: 30000 });
    expect(showBelowMarketBadge(cheap, { features: { below_market_badge: true } })).toBe(true);
    expect(showBelowMarketBadge(cheap, { features: { below_market_badge: false } })).toBe(false);
  });
});

describe('Toyota certified badge', () => {
  const certified: CertifiedVehicle = { make: 'Toyota', certified: true, sold: false, status: 'in_stock' };
  const on = { features: { toyota_certified: true } };

  it('shows for a certified, unsold, in-stock Toyota on an enabled site', () => {
    expect(showToyotaCertifiedBadge(certified, on)).toBe(true);
    expect(showToyotaCertifiedBadge({ ...certified, status: 'coming_soon' }, on)).toBe(true);
  });

  it.each(['TOYOTA', 'toyota', ' Toyota '])('matches make %j case-insensitively', (make) => {
    expect(showToyotaCertifiedBadge({ ...certified, make }, on)).toBe(true);
  });

  it.each<[string, Partial<CertifiedVehicle>]>([
    ['another make', { make: 'Lexus' }],
    ['not certified', { certified: false }],
    ['sold flag', { sold: true }],
    ['sold status', { status: 'sold' }],
    ['not in stock', { status: 'on_hold' }],
  ])('hides when %s', (_, over) => {
    expect(showToyotaCertifiedBadge({ ...certified, ...over }, on)).toBe(false);
  });

  it('hides when the site has the feature off', () => {
    expect(showToyotaCertifiedBadge(certified, { features: { toyota_certified: false } })).toBe(false);
  });
});
