import { describe, expect, it } from 'vitest';
import { garageEnabled } from './garage';

describe('garageEnabled', () => {
  it('is on with a garage or a watchlist, off with neither', () => {
    expect(garageEnabled({ features: { garage: true, watchlist: false } })).toBe(true);
    expect(garageEnabled({ features: { garage: false, watchlist: true } })).toBe(true);
    expect(garageEnabled({ features: { garage: false, watchlist: false } })).toBe(false);
  });
});
