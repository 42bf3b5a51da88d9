import { describe, expect, it } from 'vitest';
import { DEFAULT_NO_PRICE_TEXT, displayedAmount, formatPrice, priceDisplay, type PriceVehicle } from './price';

const car = (over: Partial<PriceVehicle> = {}): PriceVehicle => ({
  status: 'in_stock',
  price: 45990,
  preorder: false,
  ...over,
});
const site = (subscriptions = false, no_price_text?: string) => ({ features: { subscriptions }, no_price_text });

describe('formatPrice', () => {
  it.each([
    [45990, '$45,990'],
    [0, '$0'],
    [-0, '$0'],
    [11, '$11'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567, '$1,234,567'],
    [45990.49, '$45,990'],
    [45990.5, '$45,991'],
    [45990.99, '$45,991'],
    [999.5, '$1,000'],
    [0.4, '$0'],
    [-5, '-$5'],
    [-1234.5, '-$1,235'],
  ])('%d → %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %d', (amount) => {
    expect(() => formatPrice(amount)).toThrow(RangeError);
  });
});

describe('priceDisplay: order', () => {
  it('shows the subscription price per week when the site offers subscriptions', () => {
    expect(priceDisplay(car({ subscription_price: 199 }), site(true))).toEqual({
      kind: 'subscription',
      text: '$199 / week',
      amount: 199,
    });
  });

  it('ignores the subscription price when the site does not offer subscriptions', () => {
    expect(priceDisplay(car({ subscription_price: 199 }), site(false))).toMatchObject({ kind: 'price', text: '$45,990' });
  });

  it.each([0, -1, undefined])('ignores a subscription price of %s', (subscription_price) => {
    expect(priceDisplay(car({ subscription_price }), site(true))).toMatchObject({ kind: 'price', text: '$45,990' });
  });

  it('formats a subscription with commas and rounds cents', () => {
    expect(priceDisplay(car({ subscription_price: 1299.6 }), site(true)).text).toBe('$1,300 / week');
  });

  it('prefers a price over PREORDER when the price is above 10', () => {
    expect(priceDisplay(car({ preorder: true }), site())).toMatchObject({ kind: 'price', text: '$45,990' });
  });

  it.each([
    [10, 'not above 10'],
    [0, 'zero'],
    [-5, 'negative'],
  ])('shows PREORDER for a preorder car whose price is %d (%s)', (price) => {
    expect(priceDisplay(car({ price, preorder: true }), site())).toEqual({ kind: 'preorder', text: 'PREORDER' });
  });

  it('shows a price of 10.01 (above 10)', () => {
    expect(priceDisplay(car({ price: 10.01 }), site())).toMatchObject({ kind: 'price', text: '$10' });
  });

  it('shows the no-price text otherwise, default "Enquire for price."', () => {
    expect(priceDisplay(car({ price: 10 }), site())).toEqual({ kind: 'text', text: 'Enquire for price.' });
    expect(DEFAULT_NO_PRICE_TEXT).toBe('Enquire for price.');
    expect(priceDisplay(car({ price: 0 }), site(false, 'Call for price'))).toEqual({ kind: 'text', text: 'Call for price' });
    expect(priceDisplay(car({ price: 0 }), site(false, '   '))).toEqual({ kind: 'text', text: 'Enquire for price.' });
  });

  it.each(['sold', 'on_hold', 'in_transit', 'deleted'] as const)('shows no price at all for a %s car', (status) => {
    expect(
      priceDisplay(car({ status, subscription_price: 199, before_price: 50000, preorder: true }), site(true)),
    ).toEqual({ kind: 'none', text: '' });
  });

  it('shows a price for a coming-soon car', () => {
    expect(priceDisplay(car({ status: 'coming_soon' }), site())).toMatchObject({ kind: 'price', text: '$45,990' });
  });
});

describe('priceDisplay: reduced price', () => {
  it.each([
    // [price, offer_price, shown, reduced]
    [45990, 42990, 42990, true],
    [45990, 45990, 45990, false], // equal: no reduction
    [45990, 47990, 45990, false], // higher offer ignored
    [45990, 10, 45990, false], // offer not above 10 ignored
    [45990, 11, 11, true],
    [45990, undefined, 45990, false],
    [0, 19990, undefined, false], // not lower than price: price 0 → nothing to show
  ])('price %d, offer %s → %s', (price, offer_price, amount, reduced) => {
    const shown = displayedAmount({ price, offer_price });
    if (amount === undefined) expect(shown).toBeUndefined();
    else expect(shown).toEqual({ amount, reduced });
  });

  it('shows the offer price as the price text', () => {
    expect(priceDisplay(car({ offer_price: 42990 }), site())).toEqual({
      kind: 'price',
      text: '$42,990',
      amount: 42990,
      reduced: true,
    });
  });
});

describe('priceDisplay: was-price', () => {
  it('strikes through before_price when it exceeds the price', () => {
    expect(priceDisplay(car({ before_price: 49990 }), site())).toMatchObject({ wasPrice: '$49,990', wasAmount: 49990 });
  });

  it.each([45990, 40000, undefined])('shows no was-price when before_price is %s (not above 45990)', (before_price) => {
    expect(priceDisplay(car({ before_price }), site())).not.toHaveProperty('wasPrice');
  });

  it('compares with the displayed (reduced) price', () => {
    expect(priceDisplay(car({ offer_price: 42990, before_price: 44990 }), site())).toMatchObject({
      text: '$42,990',
      wasPrice: '$44,990',
    });
  });

  it('does not strike through a before_price that differs only in cents', () => {
    expect(priceDisplay(car({ before_price: 45990.2 }), site())).not.toHaveProperty('wasPrice');
  });

  it('shows no was-price with a subscription, preorder or no-price text', () => {
    expect(priceDisplay(car({ subscription_price: 199, before_price: 99999 }), site(true))).not.toHaveProperty('wasPrice');
    expect(priceDisplay(car({ price: 0, preorder: true, before_price: 99999 }), site())).not.toHaveProperty('wasPrice');
    expect(priceDisplay(car({ price: 0, before_price: 99999 }), site())).not.toHaveProperty('wasPrice');
  });
});
