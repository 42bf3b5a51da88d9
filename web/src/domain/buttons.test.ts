import { describe, expect, it } from 'vitest';
import {
  siteSavesCars,
  checkoutPath,
  isCheckoutEnabled,
  reserveDeposit,
  showCompare,
  showFavourite,
  showHistoryReport,
  reserveDepositCents,
  showOnlinePurchase,
  showReserve,
  showTradeIn,
  valuationProviderEnabled,
  vehicleActions,
  watchlistControl,
  type ButtonsSite,
  type ButtonsVehicle,
} from './buttons';

const NOW = new Date('2026-11-20T00:00:00.000Z');

const car = (over: Partial<ButtonsVehicle> = {}): ButtonsVehicle => ({
  slug: '2023-toyota-rav4-gxl-hbt123',
  status: 'in_stock',
  reserved: false,
  car_type: 'new',
  make: 'Toyota',
  price: 45990,
  images: [{ url: '/a.jpg' }],
  year: 2023,
  compliance_date: '03/2023',
  km: 20_000,
  ...over,
});

const features: ButtonsSite['features'] = {
  reserve: true,
  reserve_deposit: 200,
  checkout_path: 'checkout',
  online_purchase: false,
  trade_in: true,
  history_report: true,
  compare: true,
  favourites: true,
  watchlist: true,
  make_an_offer: false,
  print: false,
  chat: false,
  whatsapp: false,
};
const site = (over: Partial<ButtonsSite['features']> = {}, valuation_provider?: string): ButtonsSite => ({
  features: { ...features, ...over },
  valuation_provider,
});

describe('reserve', () => {
  it('shows when checkout is enabled and the deposit is above $0', () => {
    expect(showReserve(car(), site())).toBe(true);
    expect(reserveDeposit(site())).toBe('$200');
  });

  it.each([
    ['site reserve off', car(), site({ reserve: false })],
    ['car reserved', car({ reserved: true }), site()],
    ['car sold', car({ status: 'sold' }), site()],
    ['car on hold', car({ status: 'on_hold' }), site()],
  ])('hides when %s', (_, v, s) => {
    expect(showReserve(v, s)).toBe(false);
  });

  it('shows for coming-soon cars', () => {
    expect(isCheckoutEnabled(car({ status: 'coming_soon' }), site())).toBe(true);
  });

  it.each([
    [0, undefined],
    [0.4, undefined], // formats as '$0'
    [-50, undefined],
    [null, undefined],
    [undefined, undefined],
    [0.5, '$1'],
    [500, '$500'],
    [1500, '$1,500'],
  ])('deposit %s → %s', (reserve_deposit, expected) => {
    expect(reserveDeposit({ features: { reserve_deposit } })).toBe(expected);
  });

  it.each([
    [200, 20_000],
    [0.5, 50],
    [0, undefined],
    [null, undefined],
  ])('deposit %s → %s cents to charge', (reserve_deposit, cents) => {
    expect(reserveDepositCents({ features: { reserve_deposit } })).toBe(cents);
  });

  it('hides when the deposit is $0', () => {
    expect(showReserve(car(), site({ reserve_deposit: 0 }))).toBe(false);
  });
});

describe('online purchase', () => {
  it.each([
    // [description, car overrides, online_purchase flag, shown]
    ['new Toyota, flag off', {}, false, false],
    ['new Toyota, flag on', {}, true, true],
    ['used Toyota, flag off', { car_type: 'used' as const }, false, true],
    ['demo Toyota, flag off', { car_type: 'demo' as const }, false, false],
    ['new Kia, flag off', { make: 'Kia' }, false, true],
    ['new MG, flag off', { make: 'mg' }, false, true],
    ['demo MG, flag off', { make: 'MG', car_type: 'demo' as const }, false, true],
    ['new Mazda, flag off', { make: 'Mazda' }, false, false],
  ])('%s → %s', (_, over, online_purchase, shown) => {
    expect(showOnlinePurchase(car(over), site({ online_purchase }))).toBe(shown);
  });

  it('needs checkout and a deposit even with the flag on', () => {
    expect(showOnlinePurchase(car(), site({ online_purchase: true, reserve: false }))).toBe(false);
    expect(showOnlinePurchase(car({ car_type: 'used' }), site({ reserve_deposit: 0 }))).toBe(false);
    expect(showOnlinePurchase(car({ make: 'Kia', reserved: true }), site())).toBe(false);
  });
});

describe('checkout path', () => {
  it('uses /checkout or /buy-online per site', () => {
    expect(checkoutPath(car(), site())).toBe('/cars/2023-toyota-rav4-gxl-hbt123/checkout');
    expect(checkoutPath(car(), site({ checkout_path: 'buy-online' }))).toBe('/cars/2023-toyota-rav4-gxl-hbt123/buy-online');
  });
});

describe('trade-in button', () => {
  const old = car({ compliance_date: '01/2015', km: 20_000 });
  const farDriven = car({ km: 100_001 });

  it('shows when the car passes the trade-in check', () => {
    expect(showTradeIn(car(), site(), NOW)).toBe(true);
    expect(showTradeIn(car({ km: 100_000 }), site(), NOW)).toBe(true);
  });

  it.each([
    ['over 7 years old', old],
    ['over 100,000 km', farDriven],
  ])('hides for a car %s without a valuation provider', (_, v) => {
    expect(showTradeIn(v, site(), NOW)).toBe(false);
    expect(showTradeIn(v, site({}, 'none'), NOW)).toBe(false);
    expect(showTradeIn(v, site({}, ' None '), NOW)).toBe(false);
    expect(showTradeIn(v, site({}, ''), NOW)).toBe(false);
  });

  it('shows for any car when an online valuation provider is on', () => {
    expect(showTradeIn(old, site({}, 'autograb'), NOW)).toBe(true);
    expect(showTradeIn(farDriven, site({}, ' AutoGrab '), NOW)).toBe(true);
  });

  it("a 'manual' provider values nothing online: the button shows only for eligible cars", () => {
    expect(showTradeIn(car(), site({}, 'manual'), NOW)).toBe(true);
    expect(showTradeIn(old, site({}, 'manual'), NOW)).toBe(false);
    expect(showTradeIn(farDriven, site({}, 'manual'), NOW)).toBe(false);
  });

  it('needs the trade-in feature and an in-stock car', () => {
    expect(showTradeIn(car(), site({ trade_in: false }, 'autograb'), NOW)).toBe(false);
    expect(showTradeIn(car({ status: 'sold' }), site({}, 'autograb'), NOW)).toBe(false);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['none', false],
    ['NONE', false],
    ['autograb', true],
    ['AutoGrab', true],
    ['manual', false],
    ['Manual', false],
    ['some-new-provider', false],
  ])('valuation provider %j → %s', (valuation_provider, on) => {
    expect(valuationProviderEnabled({ valuation_provider })).toBe(on);
  });
});

describe('history report', () => {
  it.each([
    ['https://reports.example/abc.pdf', true, true],
    ['https://reports.example/abc.pdf', false, false],
    [undefined, true, false],
    ['', true, false],
    ['   ', true, false],
    ['/history-reports/GCSU10004.pdf', true, true],
    ['/history-reports/../etc.pdf', true, false],
    ['x.pdf', true, false],
    ['http://reports.example/abc.pdf', true, false],
    ['javascript:alert(1)', true, false],
  ])('file %j, feature %s → %s', (file, history_report, shown) => {
    expect(showHistoryReport(car({ file }), site({ history_report }))).toBe(shown);
  });

  it('hides for a car not in stock', () => {
    expect(showHistoryReport(car({ file: 'x.pdf', status: 'sold' }), site())).toBe(false);
  });
});

describe('compare and favourite controls', () => {
  const used = car({ car_type: 'used' });

  it('show for an in-stock car when the features are on', () => {
    expect(showCompare(car(), site())).toBe(true);
    expect(showFavourite(car(), site())).toBe(true);
  });

  it('follow their own feature flags', () => {
    expect(showCompare(car(), site({ compare: false }))).toBe(false);
    expect(showFavourite(car(), site({ compare: false }))).toBe(true);
    expect(showFavourite(car(), site({ favourites: false }))).toBe(false);
  });

  it.each(['sold', 'on_hold', 'in_transit', 'deleted'] as const)('hide for a %s car', (status) => {
    expect(showCompare(car({ status }), site())).toBe(false);
    expect(showFavourite(car({ status }), site())).toBe(false);
  });

  it.each<[string, Partial<ButtonsVehicle>, boolean]>([
    ['used, priced, with images', {}, true],
    ['new', { car_type: 'new' }, false],
    ['demo', { car_type: 'demo' }, false],
    ['price 0', { price: 0 }, false],
    ['price -1', { price: -1 }, false],
    ['price 1', { price: 1 }, true],
    ['no images', { images: [] }, false],
  ])('where the site requires used/priced/images: %s → %s', (_, over, shown) => {
    const v = { ...used, ...over };
    expect(showCompare(v, site(), true)).toBe(shown);
    expect(showFavourite(v, site(), true)).toBe(shown);
    // without the option the same car always shows
    expect(showCompare(v, site(), false)).toBe(true);
  });
});

describe('saving buttons on a site', () => {
  it.each([
    [{ favourites: false, compare: false, watchlist: false }, false],
    [{ favourites: true, compare: false, watchlist: false }, true],
    [{ favourites: false, compare: true, watchlist: false }, true],
    [{ favourites: false, compare: false, watchlist: true }, true],
  ])('%o: %s', (features, expected) => {
    expect(siteSavesCars({ features })).toBe(expected);
  });
});

describe('watchlist', () => {
  it.each([
    ['in_stock', false, 'save'],
    ['in_stock', true, 'saved'],
    ['coming_soon', false, 'save'],
    ['sold', false, 'hidden'],
    ['sold', true, 'saved'],
    ['on_hold', false, 'hidden'],
  ] as const)('%s car, saved %s → %s', (status, saved, control) => {
    expect(watchlistControl({ status }, site(), saved)).toBe(control);
  });

  it('is hidden when the feature is off', () => {
    expect(watchlistControl({ status: 'in_stock' }, site({ watchlist: false }), true)).toBe('hidden');
  });
});

describe('vehicleActions', () => {
  it('gives a sold car only Find Me Something Similar', () => {
    const all = site({ online_purchase: true, make_an_offer: true, print: true, chat: true, whatsapp: true }, 'autograb');
    const actions = vehicleActions(car({ status: 'sold', file: 'https://r.example/1.pdf' }), all, { now: NOW });
    expect(actions).toEqual({ buttons: ['find_similar'], compare: false, favourite: false, watchlist: 'hidden' });
  });

  it('lets a sold car stay on the watchlist when already saved', () => {
    expect(vehicleActions(car({ status: 'sold' }), site(), { now: NOW, savedInWatchlist: true }).watchlist).toBe('saved');
  });

  it('shows Online Purchase where its rule holds, linking to the journey for the car', () => {
    const actions = vehicleActions(car(), site({ online_purchase: true }), { now: NOW });
    expect(actions.buttons).toContain('online_purchase');
    expect(actions.onlinePurchasePath).toBe('/checkout-journey?car_id=2023-toyota-rav4-gxl-hbt123');
  });

  it('lists everything that applies, in order, with paths', () => {
    const all = site({ online_purchase: true, make_an_offer: true, print: true, chat: true, whatsapp: true, checkout_path: 'buy-online' });
    const actions = vehicleActions(car({ file: ' https://r.example/1.pdf ' }), all, { now: NOW });
    expect(actions).toEqual({
      buttons: ['enquire', 'reserve', 'online_purchase', 'trade_in', 'history_report', 'make_an_offer', 'chat', 'whatsapp', 'print'],
      compare: true,
      favourite: true,
      watchlist: 'save',
      checkoutPath: '/cars/2023-toyota-rav4-gxl-hbt123/buy-online',
      deposit: '$200',
      onlinePurchasePath: '/checkout-journey?car_id=2023-toyota-rav4-gxl-hbt123',
      historyReportUrl: 'https://r.example/1.pdf',
    });
  });

  it('gives a plain site just Enquire', () => {
    const plain = site({ reserve: false, trade_in: false, history_report: false, compare: false, favourites: false, watchlist: false });
    expect(vehicleActions(car(), plain, { now: NOW })).toEqual({ buttons: ['enquire'], compare: false, favourite: false, watchlist: 'hidden' });
  });

  it('passes the compare option through', () => {
    expect(vehicleActions(car({ car_type: 'new' }), site(), { now: NOW, compareRequiresUsedPricedWithImages: true })).toMatchObject({
      compare: false,
      favourite: false,
    });
  });

  it('uses the injected clock for the trade-in check', () => {
    const v = car({ compliance_date: '2019-11-20', km: 1 });
    expect(vehicleActions(v, site(), { now: new Date('2026-11-20T00:00:00.000Z') }).buttons).toContain('trade_in');
    expect(vehicleActions(v, site(), { now: new Date('2026-11-21T00:00:00.000Z') }).buttons).not.toContain('trade_in');
  });
});
