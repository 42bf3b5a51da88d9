import { describe, expect, it } from 'vitest';
import { isLocalDateTime, localDateTimeIn, normaliseAuPhone, parseMoney } from './normalise';

describe('normaliseAuPhone', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['+61 (0)412 345 678', '0412345678'],
    ['0061 412 345 678', '0412345678'],
    ['(02) 9876 5432', '0298765432'],
    ['03.9876.5432', '0398765432'],
    ['+61 7 3123 4567', '0731234567'],
    ['08 9123 4567', '0891234567'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAuPhone(input)).toBe(expected);
  });

  it.each(['', '123', '0512345678', '0112345678', '1300 123 456', '041234567', '04123456789', '+1 415 555 0100', '04l2345678', '0412345678 ext 2'])(
    'refuses %j',
    (input) => {
      expect(normaliseAuPhone(input)).toBeNull();
    },
  );
});

describe('parseMoney', () => {
  it.each([
    ['$25,000', 25000],
    [' 25000 ', 25000],
    ['25000.00', 25000],
    ['$ 1,234,567', 1234567],
    ['-5', -5],
    ['-$5', -5],
    [42, 42],
  ])('%j → %d', (input, expected) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['abc', '25k', '1e6', '$', '', '12.', Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])('refuses %j', (input) => {
    expect(parseMoney(input)).toEqual({ ok: false });
  });
});

describe('local date-times', () => {
  it.each([
    ['2026-02-28T09:30', true],
    ['2028-02-29T00:00', true],
    ['2026-02-29T09:30', false],
    ['2026-13-01T09:30', false],
    ['2026-04-31T09:30', false],
    ['2026-04-30T24:00', false],
    ['2026-04-30T10:60', false],
    ['2026-04-30 10:00', false],
    ['2026-04-30T10:00:00', false],
    ['2026-04-30', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isLocalDateTime(value)).toBe(valid);
  });

  it('renders now on the dealer wall clock', () => {
    const now = new Date('2026-01-15T22:45:00Z');
    expect(localDateTimeIn(now, 'Australia/Sydney')).toBe('2026-01-16T09:45'); // AEDT, +11
    expect(localDateTimeIn(now, 'Australia/Perth')).toBe('2026-01-16T06:45'); // AWST, +8
  });
});
