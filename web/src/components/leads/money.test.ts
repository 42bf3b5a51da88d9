import { describe, expect, it } from 'vitest';
import { amountParam, dollars, formatMoneyInput, moneyDigits } from './money';

describe('money input mask', () => {
  it('keeps whole dollars with thousands separators', () => {
    expect(formatMoneyInput('25000').value).toBe('25,000');
    expect(formatMoneyInput('$1,234,567.89').value).toBe('1,234,567');
    expect(formatMoneyInput('abc').value).toBe('');
    expect(formatMoneyInput('007').value).toBe('7');
    expect(moneyDigits('12345678901')).toBe('123456789');
    expect(dollars(70000)).toBe('$70,000');
  });

  it('keeps the caret after the digit it followed when commas move', () => {
    // '2500|0' typed as '25000' with the caret before the last 0 → '25,00|0'
    expect(formatMoneyInput('25000', 4)).toEqual({ value: '25,000', caret: 5 });
    // deleting the comma's neighbour: '1,2|34' → digits '1234' caret after 2 digits → '1,2|34'
    expect(formatMoneyInput('1,234', 3)).toEqual({ value: '1,234', caret: 3 });
    expect(formatMoneyInput('1234', 0)).toEqual({ value: '1,234', caret: 0 });
  });
});

describe('amountParam', () => {
  it.each<[string | string[] | undefined, string | undefined]>([
    ['$45,000', '45000'],
    ['30000.99', '30000'],
    ['12345678901234', '123456789'],
    ['0', undefined],
    ['000', undefined],
    ['lots', undefined],
    ['<script>alert(1)</script>', '1'],
    ['-', undefined],
    [['5000', '6000'], undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(amountParam(raw)).toBe(expected);
  });
});
