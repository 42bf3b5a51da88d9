import { describe, expect, it } from 'vitest';
import { isSafeHistoryPath, parseSearchHistory, searchLabel, withSearch } from './search-history';

describe('search history', () => {
  it('keeps the last 5 searches, newest first, one per path', () => {
    let list = withSearch([], 'Used cars', '/search/used-cars');
    for (let i = 1; i <= 5; i += 1) list = withSearch(list, `Search ${i}`, `/search/x?page=${i}`);
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({ label: 'Search 5', path: '/search/x?page=5' });
    expect(list.some((e) => e.path === '/search/used-cars')).toBe(false);
    const again = withSearch(list, 'Again', '/search/x?page=2');
    expect(again[0]).toEqual({ label: 'Again', path: '/search/x?page=2' });
    expect(again).toHaveLength(5);
  });

  it.each(['https://evil.example/search', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 'search/used-cars'])(
    'ignores the unsafe path %j',
    (path) => {
      expect(isSafeHistoryPath(path)).toBe(false);
      expect(withSearch([], 'x', path)).toEqual([]);
    },
  );

  it('reads stored history defensively', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('nope')).toEqual([]);
    const raw = JSON.stringify([
      { label: 'A', path: '/search/a' },
      { label: 'B', path: 'https://evil.example' },
      { label: 3, path: '/search/c' },
      { label: 'A again', path: '/search/a' },
      { label: 'D', path: '/search/d' },
    ]);
    expect(parseSearchHistory(raw)).toEqual([
      { label: 'A', path: '/search/a' },
      { label: 'D', path: '/search/d' },
    ]);
  });

  it.each([
    [{ query: '', refinements: {} }, 'All cars'],
    [{ query: '', refinements: { car_type: ['used'], make: ['Toyota'] } }, 'Used Toyota cars'],
    [{ query: '', refinements: { make: ['Toyota'], make_model: ['Toyota HiLux'] } }, 'Toyota HiLux cars'],
    [{ query: ' hybrid ', refinements: { car_type: ['new', 'demo'], body: ['suv'] } }, "New or Demo SUV cars matching 'hybrid'"],
    [{ query: '', refinements: { make: ['Kia', 'Mazda', 'MG'] } }, 'Kia, Mazda or MG cars'],
  ])('names %j as %j', (query, label) => {
    expect(searchLabel(query)).toBe(label);
  });
});
