import { expect, it } from 'vitest';
import { favouritesOf, mergeFavourites, removeFavourite, type StoredFavourite } from './favourites';
import { describeEachDatabase, unique } from './test-databases';
import { upsertUser } from './users';

const entry = (id: string, name = `Car ${id}`): StoredFavourite => ({
  id,
  name,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'Corolla',
});

describeEachDatabase('favourites', (handle) => {
  it('merges browser lists into the account: union, newest first, browser details win, per site and user', async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    const ann = await upsertUser(handle.db, site, '+61412345678');
    const bob = await upsertUser(handle.db, site, '+61487654321');
    expect(await favouritesOf(handle.db, site, ann.id)).toEqual([]);
    const first = await mergeFavourites(
      handle.db,
      site,
      ann.id,
      [entry('a'), entry('b')],
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(first.map((e) => e.id)).toEqual(['a', 'b']);
    const second = await mergeFavourites(
      handle.db,
      site,
      ann.id,
      [entry('c'), { ...entry('b', 'Renamed'), primary_image_url: 'https://img.example/b.jpg' }, entry('c')],
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(second.map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(second[2]).toEqual({ ...entry('b', 'Renamed'), primary_image_url: 'https://img.example/b.jpg' });
    expect(await favouritesOf(handle.db, site, ann.id)).toEqual(second);
    expect(await favouritesOf(handle.db, site, bob.id)).toEqual([]);
    expect(await favouritesOf(handle.db, other, ann.id)).toEqual([]);
    expect(await removeFavourite(handle.db, site, ann.id, 'a')).toBe(true);
    expect(await removeFavourite(handle.db, site, ann.id, 'a')).toBe(false);
    expect((await favouritesOf(handle.db, site, ann.id)).map((e) => e.id)).toEqual(['c', 'b']);
  });

  it('keeps at most the limit, dropping the oldest', async () => {
    const site = unique('limit');
    const ann = await upsertUser(handle.db, site, '+61412345678');
    await mergeFavourites(
      handle.db,
      site,
      ann.id,
      [entry('old-1'), entry('old-2')],
      new Date('2026-01-01T00:00:00Z'),
      3,
    );
    const merged = await mergeFavourites(
      handle.db,
      site,
      ann.id,
      [entry('new-1'), entry('new-2')],
      new Date('2026-02-01T00:00:00Z'),
      3,
    );
    expect(merged.map((e) => e.id)).toEqual(['new-1', 'new-2', 'old-1']);
    expect((await favouritesOf(handle.db, site, ann.id)).map((e) => e.id)).toEqual([
      'new-1',
      'new-2',
      'old-1',
    ]);
  });
});
