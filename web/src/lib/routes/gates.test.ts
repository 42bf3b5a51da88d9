import { describe, expect, it } from 'vitest';
import { GARAGE_PATHS, GATED_EXAMPLES, gateFor, signInPath } from './gates';

describe('sign-in gates (spec §6)', () => {
  it('always gates online payment, my-garage and the brand garage pages', () => {
    for (const path of ['/my-garage', '/my-garage/', '/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco']) expect(gateFor(path, []), path).toBe('my-garage');
    expect(gateFor('/online-payment', [])).toBe('online-payment');
  });

  it('gates checkout, finance, spin-to-win and car-finance only where the content lists them', () => {
    const cases: [string, string][] = [
      ['/spin-to-win', 'spin-to-win'],
      ['/finance', 'finance'],
      ['/car-finance', 'car-finance'],
      ['/cars/2022-toyota-hilux-sr5-x1/checkout', 'checkout'],
      ['/cars/2022-toyota-hilux-sr5-x1/buy-online', 'checkout'],
      ['/checkout-journey', 'checkout'],
    ];
    for (const [path, kind] of cases) {
      expect(gateFor(path, []), path).toBeUndefined();
      expect(gateFor(path, [kind]), path).toBe(kind);
      expect(gateFor(path, ['my-garage']), path).toBeUndefined();
    }
  });

  it('never gates trade-in or sell-my-car, nor pages that merely start like a gated one', () => {
    for (const path of ['/trade-in', '/sell-my-car', '/cars/trade-in', '/finance-enquiry', '/my-garage-sale', '/cars/x', '/cars/checkout', '/']) {
      expect(gateFor(path, ['trade-in', 'finance', 'checkout']), path).toBeUndefined();
    }
  });

  it('builds the sign-in address with its three parameters encoded', () => {
    expect(signInPath('watchlist', '/cars/a?x=1&y=2', '/search/used-cars')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fx%3D1%26y%3D2&back=%2Fsearch%2Fused-cars');
  });
});

describe('the garage pages on a site without a garage', () => {
  it('are not gated (they answer 404 to everyone), while the other always-gated pages still are', () => {
    for (const path of GARAGE_PATHS) {
      expect(gateFor(path, [], { garage: false }), path).toBeUndefined();
      expect(gateFor(path, []), path).toBe('my-garage');
    }
    expect(gateFor('/online-payment', [], { garage: false })).toBe('online-payment');
    expect(gateFor('/finance', ['finance'], { garage: false })).toBe('finance');
  });
});

describe('the gating matrix examples', () => {
  it('come from the gate table: each example is gated as its row says', () => {
    expect(GATED_EXAMPLES.length).toBeGreaterThanOrEqual(11);
    for (const { kind, path, always } of GATED_EXAMPLES) {
      expect(gateFor(path, []), path).toBe(always ? kind : undefined);
      expect(gateFor(path, [kind]), path).toBe(kind);
    }
  });
});
