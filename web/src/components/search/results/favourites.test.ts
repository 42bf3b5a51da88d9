import { describe, expect, it } from 'vitest';
import { addFavourite, favouriteEntry, FAVOURITES_LIMIT, isFavourite, parseFavourites, removeFavourite, toggleFavourite, type FavouriteEntry } from './favourites';

const entry = (id: string, name = `Car ${id}`): FavouriteEntry => ({ id, name, slug: `car-${id}`, make: 'Toyota', model: 'HiLux' });

describe('favourites list', () => {
  it('adds newest first and moves an existing id to the front with its new details', () => {
    const list = addFavourite(addFavourite([], entry('a')), entry('b'));
    expect(list.map((f) => f.id)).toEqual(['b', 'a']);
    const again = addFavourite(list, entry('a', 'Renamed'));
    expect(again.map((f) => f.id)).toEqual(['a', 'b']);
    expect(again[0]!.name).toBe('Renamed');
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let list: FavouriteEntry[] = [];
    for (let i = 0; i < FAVOURITES_LIMIT + 3; i += 1) list = addFavourite(list, entry(String(i)));
    expect(list).toHaveLength(FAVOURITES_LIMIT);
    expect(list[0]!.id).toBe(String(FAVOURITES_LIMIT + 2));
    expect(isFavourite(list, '0')).toBe(false);
  });

  it('removes and toggles without touching the input', () => {
    const list = [entry('a'), entry('b')];
    expect(removeFavourite(list, 'a').map((f) => f.id)).toEqual(['b']);
    expect(toggleFavourite(list, entry('a'))).toEqual({ list: [entry('b')], added: false });
    expect(toggleFavourite(list, entry('c'))).toEqual({ list: [entry('c'), entry('a'), entry('b')], added: true });
    expect(list).toHaveLength(2);
  });

  it('stores the spec fields, using the first image when there is no primary image', () => {
    const vehicle = { id: '1', name: 'A', slug: 'a', make: 'Kia', model: 'EV6', primary_image_url: undefined, images: [{ url: '/x.svg' }] };
    expect(favouriteEntry(vehicle)).toEqual({ id: '1', name: 'A', slug: 'a', make: 'Kia', model: 'EV6', primary_image_url: '/x.svg' });
    expect(favouriteEntry({ ...vehicle, images: [] })).not.toHaveProperty('primary_image_url');
  });

  it.each([
    ['null', null],
    ['not JSON', '{oops'],
    ['an object', '{"id":"a"}'],
    ['a number', '42'],
  ])('reads %s as an empty list', (_name, raw) => {
    expect(parseFavourites(raw)).toEqual([]);
  });

  it('drops malformed entries and duplicates from storage', () => {
    const raw = JSON.stringify([entry('a'), { id: 'b' }, null, 'x', entry('a', 'dupe'), { ...entry('c'), primary_image_url: 5, extra: true }]);
    expect(parseFavourites(raw)).toEqual([entry('a'), entry('c')]);
  });
});
