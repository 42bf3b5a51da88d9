import { describe, expect, it } from 'vitest';
import { priceAtSave, priceDropSinceSaved } from './watchlist';

const car = (price: number, offer_price?: number, status: 'in_stock' | 'sold' = 'in_stock') => ({ price, offer_price, status });

describe('watchlist prices', () => {
  it('records the shown amount: the offer when reduced, none when no price is shown', () => {
    expect(priceAtSave(car(30000))).toBe(30000);
    expect(priceAtSave(car(30000, 28990))).toBe(28990);
    expect(priceAtSave(car(0))).toBeNull();
  });

  it('reports a drop only when the shown price is now lower and the car is still for sale', () => {
    expect(priceDropSinceSaved(30000, car(28500))).toBe(1500);
    expect(priceDropSinceSaved(30000, car(30000, 29000))).toBe(1000);
    expect(priceDropSinceSaved(30000, car(30000))).toBeUndefined();
    expect(priceDropSinceSaved(30000, car(31000))).toBeUndefined();
    expect(priceDropSinceSaved(30000, car(20000, undefined, 'sold'))).toBeUndefined();
    expect(priceDropSinceSaved(null, car(20000))).toBeUndefined();
    expect(priceDropSinceSaved(30000, car(5))).toBeUndefined();
  });
});
