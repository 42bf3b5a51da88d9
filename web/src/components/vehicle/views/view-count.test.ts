import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchViewCount,
  resetViewCountsForTests,
  viewCountOnce,
  viewedLabel,
  viewJsonUrl,
} from './view-count';

const vehicle = { slug: 'toyota-corolla-2021-abc', photos_count: 12, updated_at: '2025-07-01T00:00:00.000Z' };

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );

describe('viewJsonUrl', () => {
  it('asks the same origin with the spec §7 query', () => {
    const url = new URL(viewJsonUrl(vehicle, 'site-1'), 'http://example.localhost');
    expect(url.pathname).toBe('/cars/toyota-corolla-2021-abc/view.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      photos_count: '12',
      updated_at: vehicle.updated_at,
      website_id: 'site-1',
    });
  });

  it('leaves out a missing website id and escapes the slug', () => {
    const url = new URL(viewJsonUrl({ ...vehicle, slug: 'a/b?c' }), 'http://example.localhost');
    expect(url.pathname).toBe('/cars/a%2Fb%3Fc/view.json');
    expect(url.searchParams.has('website_id')).toBe(false);
  });
});

describe('fetchViewCount', () => {
  it('reads views from an OK answer', async () => {
    expect(await fetchViewCount('/x', answer(200, { views: 42, car_fields: {} }))).toBe(42);
  });

  it.each<[string, number, unknown]>([
    ['a 404', 404, { error: 'no' }],
    ['a 503', 503, { error: 'later' }],
    ['a 500 with views', 500, { views: 3 }],
    ['not JSON', 200, '<html>'],
    ['no views', 200, { car_fields: {} }],
    ['views as text', 200, { views: '3' }],
    ['negative views', 200, { views: -1 }],
    ['fractional views', 200, { views: 1.5 }],
    ['null', 200, 'null'],
  ])('%s gives nothing', async (_name, status, body) => {
    expect(await fetchViewCount('/x', answer(status, body))).toBeUndefined();
  });

  it('a network failure gives nothing', async () => {
    expect(
      await fetchViewCount(
        '/x',
        vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
      ),
    ).toBeUndefined();
  });
});

describe('viewCountOnce', () => {
  beforeEach(resetViewCountsForTests);

  it('asks once per car for the life of the page', async () => {
    const fetcher = answer(200, { views: 7 });
    const [a, b] = await Promise.all([
      viewCountOnce(vehicle, 's', fetcher),
      viewCountOnce(vehicle, 's', fetcher),
    ]);
    expect(await viewCountOnce(vehicle, 's', fetcher)).toBe(7);
    expect([a, b]).toEqual([7, 7]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await viewCountOnce({ ...vehicle, slug: 'another-car' }, 's', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('viewedLabel', () => {
  it.each<[number, string]>([
    [0, 'Viewed 0 times'],
    [1, 'Viewed 1 time'],
    [2, 'Viewed 2 times'],
    [1234, 'Viewed 1,234 times'],
  ])('%i → %s', (n, label) => {
    expect(viewedLabel(n)).toBe(label);
  });

  it('groups the count as en-AU does, without Intl', () => {
    for (const n of [999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991]) {
      expect(viewedLabel(n)).toBe(`Viewed ${n.toLocaleString('en-AU')} times`);
    }
  });
});
