import { describe, expect, it } from 'vitest';
import { carIdParam } from './form-page';

describe('carIdParam', () => {
  it.each([
    ['2022-toyota-hilux-sr5-htu1', '2022-toyota-hilux-sr5-htu1'],
    ['  2022-Toyota-HiLux  ', '2022-toyota-hilux'],
    [undefined, undefined],
    ['', undefined],
    [['a', 'b'], undefined],
    ['../etc/passwd', undefined],
    ['a car', undefined],
    ['-leading-dash', undefined],
    ['x'.repeat(201), undefined],
  ])('%j → %j', (raw, expected) => {
    expect(carIdParam(raw)).toBe(expected);
  });
});
