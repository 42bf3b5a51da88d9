import { describe, expect, it } from 'vitest';
import { isShownInMenu, linkOf, navTarget, splitAligned } from './navigation';

describe('isShownInMenu', () => {
  it.each([
    [{ mandatory: false, hidden: false }, true],
    [{ mandatory: false, hidden: true }, false],
    // Spec §2 Toyota: 'Home /' is mandatory yet 'hidden in the menu'.
    [{ mandatory: true, hidden: true }, false],
    [{ mandatory: true, hidden: false }, true],
  ])('%j -> %s', (flags, shown) => {
    expect(isShownInMenu({ label: 'x', ...flags })).toBe(shown);
  });
});

describe('navTarget', () => {
  it.each([
    [{ path: '/pre-owned?certified=true' }, { kind: 'internal', href: '/pre-owned?certified=true' }],
    [{ url: 'https://www.toyota.com.au/rav4' }, { kind: 'external', href: 'https://www.toyota.com.au/rav4' }],
    [{ url: 'tel:0299990000' }, { kind: 'external', href: 'tel:0299990000' }],
    [{ path: '//evil.com/x' }, { kind: 'none' }],
    [{ url: 'javascript:alert(1)' }, { kind: 'none' }],
    [{ url: 'JAVASCRIPT:alert(1)' }, { kind: 'none' }],
    [{ path: 'relative' }, { kind: 'none' }],
    [{}, { kind: 'none' }],
    [{ path: '/about-us', url: 'https://x.example' }, { kind: 'internal', href: '/about-us' }],
  ])('%j', (entry, target) => {
    expect(navTarget(entry)).toEqual(target);
  });
});

describe('splitAligned', () => {
  it('keeps order within each group', () => {
    const items = [
      { id: 1, right_aligned: false },
      { id: 2, right_aligned: true },
      { id: 3, right_aligned: false },
      { id: 4, right_aligned: true },
    ];
    const { left, right } = splitAligned(items);
    expect(left.map((i) => i.id)).toEqual([1, 3]);
    expect(right.map((i) => i.id)).toEqual([2, 4]);
  });
});

describe('linkOf', () => {
  it('treats a site path as a path and anything else as a URL (navTarget then vets it)', () => {
    expect(linkOf('/search/toyota/rav4')).toEqual({ path: '/search/toyota/rav4' });
    expect(linkOf('https://www.toyota.com.au/rav4')).toEqual({ url: 'https://www.toyota.com.au/rav4' });
    expect(navTarget(linkOf('//evil.example/x'))).toEqual({ kind: 'none' });
  });
});
