import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number';

const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
/** What Intl writes, but '0' where it writes '-0' (a negative value that rounds to zero). */
const expected = (value: number) => intl.format(value).replace(/^-0$/, '0');

describe('wholeNumber', () => {
  it.each<[number, string]>([
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [45990, '45,990'],
    [45990.5, '45,991'],
    [45990.49, '45,990'],
    [-1234.5, '-1,235'],
    [-0.4, '0'],
    [1_234_567, '1,234,567'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [Number.POSITIVE_INFINITY, '∞'],
  ])('%d → %s', (value, text) => {
    expect(wholeNumber(value)).toBe(text);
  });

  it('writes every number as Intl.NumberFormat en-AU with no fraction digits does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e15, max: 1e15, noNaN: true })), (value) => {
        expect(wholeNumber(value)).toBe(expected(value));
      }),
      { numRuns: 5000 },
    );
  });
});
