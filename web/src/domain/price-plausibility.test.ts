import { describe, expect, it } from 'vitest';
import { implausiblePrice, PLAUSIBLE_PRICE } from './price-plausibility';

describe('implausiblePrice (stock import warnings)', () => {
  it('uses the spec\'s $500 finance floor and a $3,000,000 ceiling', () => {
    expect(PLAUSIBLE_PRICE).toEqual({ min: 500, max: 3_000_000 });
  });

  it.each([
    [88, { price: 88, side: 'below', limit: 500 }],
    [1, { price: 1, side: 'below', limit: 500 }],
    [499.99, { price: 499.99, side: 'below', limit: 500 }],
    [3_000_000.01, { price: 3_000_000.01, side: 'above', limit: 3_000_000 }],
    [45_000_000, { price: 45_000_000, side: 'above', limit: 3_000_000 }],
  ])('warns about %d', (price, expected) => {
    expect(implausiblePrice(price)).toEqual(expected);
  });

  it.each([500, 900, 34_990, 1_500_000, 3_000_000])('accepts %d', (price) => {
    expect(implausiblePrice(price)).toBeUndefined();
  });

  it.each([0, undefined, Number.NaN, -5, Number.POSITIVE_INFINITY])('says nothing about no price (%s): that is "Enquire for price", or rejected elsewhere', (price) => {
    expect(implausiblePrice(price)).toBeUndefined();
  });
});
