import { describe, expect, it } from 'vitest';
import { carCountText, isPlainClick, pageItems } from './pagination';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [99, 5, [1, 'gap', 4, 5]],
    [0, 5, [1, 2, 'gap', 5]],
  ] as const)('page %i of %i', (page, pages, expected) => {
    expect(pageItems(page, pages)).toEqual(expected);
  });
});

describe('carCountText', () => {
  it.each([
    [0, '0 cars'],
    [1, '1 car'],
    [123, '123 cars'],
    [2500, '2,500 cars'],
  ])('%i → %s', (count, text) => {
    expect(carCountText(count)).toBe(text);
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('handles plain left clicks only', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
