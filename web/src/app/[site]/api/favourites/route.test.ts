/** GET, PUT and DELETE /api/favourites: the browser's list merged into the account, per site. */
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { FavouriteEntry } from '@/components/search/results/favourites';
import {
  answer,
  routeContext,
  siteRequest,
  signedIn,
  TEST_AUTH_SECRET,
  type TestRequest,
} from '@/lib/auth/route-test-kit';
import { favouritesOf, mergeFavourites } from '@/lib/db/favourites';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { favourites, sessions, users } from '@/lib/db/schema';
import { A, B, repo } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';
import type { FavouriteEntrySchema } from './entry';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));

setupTestDb();
const { GET, PUT, DELETE } = await import('./route');

let token = '';
let userId = '';
beforeEach(async () => {
  await testDb.db.delete(favourites);
  await testDb.db.delete(sessions);
  await testDb.db.delete(users);
  ({ token, userId } = await signedIn(testDb.db, A));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const entry = (id: string): FavouriteEntry => ({
  id,
  name: `2021 Toyota Corolla ${id}`,
  slug: `2021-toyota-corolla-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: `https://images.example/${id}.jpg`,
});

const put = (body: unknown, options: TestRequest = {}, site = A) =>
  PUT(
    siteRequest(site, '/api/favourites', {
      method: 'PUT',
      body,
      cookies: { forecourt_session: token },
      ...options,
    }),
    routeContext(site),
  );
const get = (options: TestRequest = {}, site = A) =>
  GET(
    siteRequest(site, '/api/favourites', {
      method: 'GET',
      cookies: { forecourt_session: token },
      ...options,
    }),
    routeContext(site),
  );

describe('/api/favourites', () => {
  it("the API's entry is the browser's FavouriteEntry", () => {
    expectTypeOf<ReturnType<(typeof FavouriteEntrySchema)['parse']>>().toExtend<FavouriteEntry>();
  });

  it('merges the browser list into the account (union, newest first) and answers it', async () => {
    await mergeFavourites(testDb.db, A, userId, [entry('old')], new Date('2026-01-01T00:00:00Z'));
    const response = await put({ entries: [entry('n1'), entry('n2'), entry('old')] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const merged = (await answer(response)).entries as FavouriteEntry[];
    expect(merged.map((e) => e.id)).toEqual(['n1', 'n2', 'old']);
    expect(merged[0]).toEqual(entry('n1'));
    expect(await answer(await get())).toEqual({ entries: merged });
    expect(await favouritesOf(testDb.db, B, userId)).toEqual([]);
  });

  it('keeps at most 50, dropping the oldest', async () => {
    await mergeFavourites(testDb.db, A, userId, [entry('oldest')], new Date('2026-01-01T00:00:00Z'));
    const fifty = Array.from({ length: 50 }, (_, i) => entry(`c${i}`));
    const merged = (await answer(await put({ entries: fifty }))).entries as FavouriteEntry[];
    expect(merged).toHaveLength(50);
    expect(merged.map((e) => e.id)).not.toContain('oldest');
  });

  it('drops an image address that is not http(s) or a site path, and keeps the rest of the entry', async () => {
    const merged = (
      await answer(
        await put({
          entries: [
            { ...entry('a'), primary_image_url: 'javascript:alert(1)' },
            { ...entry('b'), primary_image_url: '/images/b.jpg' },
            { ...entry('c'), extra: 'ignored' },
          ],
        }),
      )
    ).entries as FavouriteEntry[];
    expect(merged[0]).toEqual({ ...entry('a'), primary_image_url: undefined });
    expect(merged[0]).not.toHaveProperty('primary_image_url');
    expect(merged[1]!.primary_image_url).toBe('/images/b.jpg');
    expect(merged[2]).toEqual(entry('c'));
  });

  it('removes one favourite with DELETE', async () => {
    await put({ entries: [entry('a'), entry('b')] });
    const response = await DELETE(
      siteRequest(A, '/api/favourites', {
        method: 'DELETE',
        body: { car_id: 'a' },
        cookies: { forecourt_session: token },
      }),
      routeContext(A),
    );
    expect(response.status).toBe(200);
    expect(((await answer(response)).entries as FavouriteEntry[]).map((e) => e.id)).toEqual(['b']);
  });

  it.each<[string, unknown, TestRequest, number, string]>([
    [
      'no session',
      { entries: [entry('a')] },
      { cookies: {} },
      401,
      'Please sign in to keep your favourites.',
    ],
    [
      'a session of site A on site B',
      { entries: [entry('a')] },
      {},
      401,
      'Please sign in to keep your favourites.',
    ],
    [
      '51 entries',
      { entries: Array.from({ length: 51 }, (_, i) => entry(`c${i}`)) },
      {},
      400,
      'The favourites list is not valid.',
    ],
    [
      'an entry without an id',
      { entries: [{ ...entry('a'), id: '' }] },
      {},
      400,
      'The favourites list is not valid.',
    ],
    [
      'an entry with a hostile id',
      { entries: [{ ...entry('a'), id: '<script>' }] },
      {},
      400,
      'The favourites list is not valid.',
    ],
    ['an entry that is not an object', { entries: ['a'] }, {}, 400, 'The favourites list is not valid.'],
    [
      'a very long name',
      { entries: [{ ...entry('a'), name: 'x'.repeat(301) }] },
      {},
      400,
      'The favourites list is not valid.',
    ],
    [
      'entries that are not a list',
      { entries: { a: entry('a') } },
      {},
      400,
      'The favourites list is not valid.',
    ],
    ['an extra top-level field', { entries: [], user_id: 'x' }, {}, 400, 'The favourites list is not valid.'],
    ['invalid JSON', '{"entries":[', {}, 400, 'The request is not valid JSON.'],
    [
      'a form post',
      'entries=1',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'Send the request as JSON (application/json).',
    ],
    [
      'a body over the limit',
      { entries: [entry('a')], pad: 'x'.repeat(100 * 1024) },
      {},
      413,
      'The request is too large.',
    ],
    [
      'a cross-site put',
      { entries: [entry('a')] },
      { headers: { origin: 'https://evil.example' } },
      403,
      'Cross-site requests are not accepted.',
    ],
  ])('refuses %s and stores nothing', async (name, body, options, status, error) => {
    const response = await put(body, options, name.includes('on site B') ? B : A);
    expect(response.status).toBe(status);
    expect(await answer(response)).toEqual({ error });
    expect(await testDb.db.$count(favourites)).toBe(0);
  });

  it('answers 401 to GET without a session', async () => {
    const response = await get({ cookies: {} });
    expect(response.status).toBe(401);
    expect(await answer(response)).toEqual({ error: 'Please sign in to keep your favourites.' });
  });
});
