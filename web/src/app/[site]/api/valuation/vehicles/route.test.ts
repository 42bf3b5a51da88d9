/** GET /api/valuation/vehicles over the sample content and stock, through the embedded valuation engine. */
import type { VehicleOptionsAnswer } from '@forecourt/schemas/trade-in';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostOf, routeContext } from '@/lib/auth/route-test-kit';
import type { Site } from '@/lib/content/models';
import { repo } from '@/lib/leads/intake/test-fixture';
import { SearchEngineError } from '@/lib/search/engine';
import { sampleEngine } from '@/lib/search/sample-engine';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import type * as SearchModule from '@/lib/search';

const SITE = 'southern-cross-motors';
const NO_TRADE_IN = 'no-trade-in';
const state = vi.hoisted(() => ({ searchDown: false }));

vi.mock('@/lib/content', () => ({
  content: {
    ...repo,
    site: async (slug: string): Promise<Site | undefined> => {
      if (slug !== NO_TRADE_IN) return repo.site(slug);
      const site = (await repo.site(SITE))!;
      return { ...site, slug: NO_TRADE_IN, features: { ...site.features, trade_in: false } };
    },
  },
}));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () =>
    state.searchDown
      ? Promise.reject(new SearchEngineError('The search engine could not start'))
      : sampleEngine('harbour-toyota', 'southern-cross-motors'),
}));

const { GET } = await import('./route');

beforeEach(() => {
  state.searchDown = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function get(query: string, site = SITE) {
  const host = hostOf(site);
  const request = new NextRequest(`http://${host}/api/valuation/vehicles${query}`, { headers: { host } });
  return GET(request, routeContext(site));
}

async function options(query: string): Promise<VehicleOptionsAnswer> {
  const response = await get(query);
  expect(response.status).toBe(200);
  return (await response.json()) as VehicleOptionsAnswer;
}

const year = new Date().getUTCFullYear() - 2;

describe('GET /api/valuation/vehicles', () => {
  it('lists years newest first, privately cached for 5 minutes', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const answer = (await response.json()) as VehicleOptionsAnswer;
    expect(answer.field).toBe('year');
    expect(answer.options).toContain(String(year));
    expect(answer.options.map(Number)).toEqual([...answer.options.map(Number)].sort((a, b) => b - a));
  });

  it('then makes, models and badges, names in any case', async () => {
    expect(await options(`?year=${year}`)).toMatchObject({ field: 'make', options: expect.arrayContaining(['Mazda']) as unknown });
    const models = await options(`?year=${year}&make=MAZDA`);
    expect(models.field).toBe('model');
    expect(models.options.length).toBeGreaterThan(0);
    const badges = await options(`?year=${year}&make=mazda&model=${encodeURIComponent(models.options[0]!.toLowerCase())}`);
    expect(badges.field).toBe('badge');
    expect(badges.options.length).toBeGreaterThan(0);
  });

  it('only from the site\u2019s own dealer group', async () => {
    // harbour-toyota's stock is in the engine too, but another group's.
    const southern = await options(`?year=${year}&make=Toyota`);
    const harbour = (await (await get(`?year=${year}&make=Toyota`, 'harbour-toyota')).json()) as VehicleOptionsAnswer;
    expect(harbour.options).not.toEqual(southern.options);
  });

  it.each([
    ['an unknown make', `?year=${year}&make=Lada`, 'model'],
    ['a year with no cars', '?year=1985', 'make'],
    ['a make with no cars, without a year', '?make=Lada', 'year'],
  ])('answers an empty list for %s', async (_name, query, field) => {
    expect(await options(query)).toEqual({ field, options: [] });
  });

  it('treats an empty parameter as absent', async () => {
    expect((await options('?year=&make=')).field).toBe('year');
  });

  it.each<[string, string, string]>([
    ['a year that is not a number', '?year=abc', 'Choose a year from the list.'],
    ['a fractional year', '?year=2024.5', 'Choose a year from the list.'],
    ['a year before 1980', '?year=1900', 'Choose a year from the list.'],
    ['a negative year', '?year=-2024', 'Choose a year from the list.'],
    ['a huge year', `?year=${'9'.repeat(400)}`, 'Choose a year from the list.'],
    ['a long make', `?year=2024&make=${'A'.repeat(61)}`, 'The make is too long.'],
    ['a huge model', `?year=2024&make=Mazda&model=${'x'.repeat(100_000)}`, 'The model is too long.'],
    ['markup in the make', `?year=2024&make=${encodeURIComponent('<script>')}`, 'The make has characters we cannot use.'],
    ['a make of spaces only', '?year=2024&make=%20%20&model=%3B', 'The model has characters we cannot use.'],
    ['a repeated year', '?year=2024&year=2023', 'Give each of year, make and model at most once.'],
    ['an unknown parameter', '?year=2024&badge=GX', 'Only year, make and model can be chosen.'],
    ['a __proto__ parameter', '?__proto__=1', 'Only year, make and model can be chosen.'],
    ['a constructor parameter', '?constructor=x', 'Only year, make and model can be chosen.'],
  ])('refuses %s with a message', async (_name, query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('is not offered on a site without trade-in', async () => {
    const response = await get('', NO_TRADE_IN);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: TRADE_IN_MESSAGES.notOffered });
  });

  it('answers 503 when stock search is down', async () => {
    state.searchDown = true;
    expect((await get(`?year=${year}`)).status).toBe(503);
  });
});
