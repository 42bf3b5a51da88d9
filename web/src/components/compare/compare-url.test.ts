import { describe, expect, it } from 'vitest';
import { CARAVAN_NOUN } from '@/domain/vehicle-noun';
import { COMPARE_LIMIT, compareHref, compareLinkText, compareRemoveHref } from './compare-url';

describe('compareHref', () => {
  it('lists the ids in order, commas literal', () => {
    expect(compareHref(['a-1', 'b-2'])).toBe('/compare?ids=a-1,b-2');
  });

  it('keeps at most four', () => {
    expect(COMPARE_LIMIT).toBe(4);
    expect(compareHref(['a', 'b', 'c', 'd', 'e'])).toBe('/compare?ids=a,b,c,d');
  });

  it('escapes what is not a plain id, so it cannot add parameters', () => {
    expect(compareHref(['a&x=1', 'b,c'])).toBe('/compare?ids=a%26x%3D1,b%2Cc');
  });

  it('is the bare view with no ids', () => {
    expect(compareHref([])).toBe('/compare');
  });
});

describe('compareRemoveHref', () => {
  it('is the same comparison without that car', () => {
    expect(compareRemoveHref(['a', 'b', 'c'], 'b')).toBe('/compare?ids=a,c');
    expect(compareRemoveHref(['a', 'b'], 'x')).toBe('/compare?ids=a,b');
  });

  it('is the bare view when the last car goes', () => {
    expect(compareRemoveHref(['a'], 'a')).toBe('/compare');
  });
});

describe('compareLinkText', () => {
  it("counts in the site's own word", () => {
    expect(compareLinkText(2)).toBe('Compare 2 cars');
    expect(compareLinkText(1)).toBe('Compare 1 car');
    expect(compareLinkText(3, CARAVAN_NOUN)).toBe('Compare 3 caravans');
  });
});
