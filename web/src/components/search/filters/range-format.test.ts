import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE } from '@/domain/range-slider';
import {
  formatRangeText,
  formatRangeValue,
  nextHandles,
  parseAmount,
  rangeChipLabel,
  rangeDefaults,
} from './range-format';

describe('formatting', () => {
  it('formats values and ranges per field', () => {
    expect(formatRangeValue('price', 10000)).toBe('$10,000');
    expect(formatRangeValue('km', 50000)).toBe('50,000 km');
    expect(formatRangeValue('year', 2015)).toBe('2015');
    expect(formatRangeText('price', { min: 10000, max: 40000 })).toBe('$10,000 – $40,000');
    expect(formatRangeText('km', { min: 0, max: 50000 })).toBe('0 – 50,000 km');
    expect(formatRangeText('year', { min: 2015, max: 2024 })).toBe('2015 – 2024');
  });
  it('labels chips for one or both sides', () => {
    expect(rangeChipLabel('price', { min: 5000, max: 9000 })).toBe('Price: $5,000 – $9,000');
    expect(rangeChipLabel('price', { min: 5000 })).toBe('Price: from $5,000');
    expect(rangeChipLabel('km', { max: 20000 })).toBe('Kilometres: up to 20,000 km');
    expect(rangeChipLabel('year', { min: 2018 })).toBe('Year: from 2018');
  });
});

describe('rangeDefaults', () => {
  it('uses the spec default for price and km', () => {
    expect(rangeDefaults('price', { min: 5, max: 300000 }, 2025)).toEqual(DEFAULT_RANGE);
    expect(rangeDefaults('km', undefined, 2025)).toEqual(DEFAULT_RANGE);
  });
  it('uses 1990 to next year for year, widened by plausible stats', () => {
    expect(rangeDefaults('year', undefined, 2025)).toEqual({ min: 1990, max: 2026 });
    expect(rangeDefaults('year', { min: 1972, max: 2026 }, 2025)).toEqual({ min: 1972, max: 2026 });
    expect(rangeDefaults('year', { min: 0, max: 99999 }, 2025)).toEqual({ min: 1990, max: 2026 });
  });
});

describe('nextHandles', () => {
  const bounds = { min: 0, max: 100000 };
  it('moves the handle that changed, rounding price to 1000', () => {
    expect(nextHandles('price', { min: 0, max: 100000 }, [12345, 100000], bounds)).toEqual({
      min: 12000,
      max: 100000,
    });
    expect(nextHandles('price', { min: 0, max: 100000 }, [0, 40600], bounds)).toEqual({ min: 0, max: 41000 });
  });
  it('stops the min handle at the max handle', () => {
    expect(nextHandles('km', { min: 10000, max: 20000 }, [20000, 30000], bounds)).toEqual({
      min: 20000,
      max: 20000,
    });
  });
  it('never gets stuck when the step is under the rounding', () => {
    const small = { min: 0, max: 20000 };
    // step 200: 0 -> 200 rounds back to 0, so it moves a whole 1000
    expect(nextHandles('price', { min: 0, max: 20000 }, [200, 20000], small)).toEqual({
      min: 1000,
      max: 20000,
    });
    expect(nextHandles('price', { min: 5000, max: 20000 }, [5000, 19800], small)).toEqual({
      min: 5000,
      max: 19000,
    });
  });
  it('does not round years', () => {
    expect(nextHandles('year', { min: 1990, max: 2026 }, [2013, 2026], { min: 1990, max: 2026 })).toEqual({
      min: 2013,
      max: 2026,
    });
  });
  it('returns the same values when nothing moved', () => {
    const current = { min: 1000, max: 2000 };
    expect(nextHandles('price', current, [1000, 2000], bounds)).toBe(current);
  });
});

describe('parseAmount', () => {
  it('reads typed amounts', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount('$12,500')).toBe(12500);
    expect(parseAmount('50000 km')).toBe(50000);
    expect(parseAmount('2018')).toBe(2018);
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
  });
});
