/**
 * The favourites list as HTML. A static render has no browser, so "hydrated" and the saved list are
 * stubbed; the first (server) render is tested with the real hooks.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FavouritesModule from '@/components/search/results/favourites';
import type { FavouriteEntry } from '@/components/search/results/favourites';
import { CARAVAN_NOUN } from '@/domain/vehicle-noun';

const state = vi.hoisted(() => ({ hydrated: false, stubbed: false, favourites: [] as FavouriteEntry[] }));

vi.mock('@/components/ui/use-hydrated', () => ({ useHydrated: () => state.hydrated }));
vi.mock('@/components/search/results/favourites', async (original) => {
  const real = await original<typeof FavouritesModule>();
  return {
    ...real,
    useFavourites: () => (state.stubbed ? { favourites: state.favourites, isFavourite: () => false, toggle: () => false } : real.useFavourites()),
  };
});

const { FavouritesList } = await import('./FavouritesList');

const entry = (n: number, over: Partial<FavouriteEntry> = {}): FavouriteEntry => ({
  id: `car-${n}`,
  name: `2022 Kia Sportage ${n}`,
  slug: `2022-kia-sportage-${n}`,
  make: 'Kia',
  model: 'Sportage',
  primary_image_url: `/media/car-${n}.svg`,
  ...over,
});

beforeEach(() => {
  state.hydrated = false;
  state.stubbed = false;
  state.favourites = [];
});

describe('FavouritesList (server render)', () => {
  it('renders a loading state before hydration, not an empty list', () => {
    const html = renderToStaticMarkup(<FavouritesList compare />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading your favourites');
    expect(html).not.toContain('no favourites');
    expect(html).not.toContain('<input');
  });

  it('once hydrated with nothing saved, points to the search', () => {
    state.hydrated = true;
    state.stubbed = true;
    const html = renderToStaticMarkup(<FavouritesList compare noun={CARAVAN_NOUN} />);
    expect(html).toContain('You have no favourites yet');
    expect(html).toContain('href="/search/new-used-and-demo-cars"');
    expect(html).toContain('Search our caravans');
    expect(html).not.toContain('aria-busy');
  });

  it('lists each saved car with its photo, a link to its page, Remove and a Compare tick box', () => {
    state.hydrated = true;
    state.stubbed = true;
    state.favourites = [entry(1), entry(2, { primary_image_url: undefined, name: '' })];
    const html = renderToStaticMarkup(<FavouritesList compare />);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toContain('href="/cars/2022-kia-sportage-1"');
    expect(html).toMatch(/<h2 id="favourite-car-1-title"[^>]*><a [^>]*>2022 Kia Sportage 1<\/a><\/h2>/);
    expect(html).toContain('src="/media/car-1.svg"');
    expect(html).toContain('Photos coming soon');
    expect(html).toContain('>Kia Sportage</a>');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toContain('Compare<span class="sr-only"> 2022 Kia Sportage 1</span>');
    expect(html).toContain('Remove<span class="sr-only"> 2022 Kia Sportage 1 from favourites</span>');
    // Nothing ticked yet: no link to the compare view, only how to use it.
    expect(html).not.toContain('href="/compare');
    expect(html).toContain('Tick Compare on two to four cars');
    expect(html).toContain('role="status"');
  });

  it('has no Compare tick boxes where the site does not compare', () => {
    state.hydrated = true;
    state.stubbed = true;
    state.favourites = [entry(1)];
    const html = renderToStaticMarkup(<FavouritesList compare={false} />);
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('Tick Compare');
    expect(html).toContain('Remove');
  });
});
