/** POST /api/watchlist/remove-car (spec §7). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  routeContext,
  siteRequest,
  signedIn,
  TEST_AUTH_SECRET,
  type TestRequest,
} from '@/lib/auth/route-test-kit';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { sessions, users, watchlistEntries } from '@/lib/db/schema';
import { saveToWatchlist, watchlistCarIds } from '@/lib/db/watchlist';
import { A, B, carOf, repo, testEngine } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';
import type * as SearchModule from '@/lib/search';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: testEngine,
}));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));

setupTestDb();
const { POST } = await import('./route');

let token = '';
let userId = '';
beforeEach(async () => {
  await testDb.db.delete(watchlistEntries);
  await testDb.db.delete(sessions);
  await testDb.db.delete(users);
  ({ token, userId } = await signedIn(testDb.db, A, '+61412345678'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const remove = (body: unknown, options: TestRequest = {}, site = A) =>
  POST(
    siteRequest(site, '/api/watchlist/remove-car', {
      body,
      cookies: { forecourt_session: token },
      ...options,
    }),
    routeContext(site),
  );

describe('POST /api/watchlist/remove-car', () => {
  it('removes a saved car by id or slug, and answers success when it was not saved', async () => {
    const car = carOf(A);
    await saveToWatchlist(testDb.db, { site: A, userId, carId: car.id, priceAtSave: null });
    const response = await remove({ phone_number: '0412 345 678', car_id: car.slug });
    expect(response.status).toBe(200);
    expect(await answer(response)).toEqual({ success: true });
    expect(await watchlistCarIds(testDb.db, A, userId)).toEqual([]);
    expect(await answer(await remove({ phone_number: '0412345678', car_id: car.id }))).toEqual({
      success: true,
    });
  });

  it('removes a saved car that has left the stock', async () => {
    await saveToWatchlist(testDb.db, { site: A, userId, carId: 'gone-from-the-feed', priceAtSave: 1000 });
    expect(await answer(await remove({ phone_number: '0412345678', car_id: 'gone-from-the-feed' }))).toEqual({
      success: true,
    });
    expect(await testDb.db.$count(watchlistEntries)).toBe(0);
  });

  it.each<[string, () => unknown, TestRequest, number]>([
    ["another site's car", () => ({ phone_number: '0412345678', car_id: carOf(B).id }), {}, 404],
    ['another number', () => ({ phone_number: '0498765432', car_id: carOf(A).id }), {}, 403],
    ['no session', () => ({ phone_number: '0412345678', car_id: carOf(A).id }), { cookies: {} }, 401],
    [
      'a cross-site post',
      () => ({ phone_number: '0412345678', car_id: carOf(A).id }),
      { headers: { origin: 'https://evil.example' } },
      403,
    ],
    ['not JSON', () => 'car_id=1', { headers: { 'content-type': 'text/plain' } }, 415],
    [
      'a body over 2 KB',
      () => ({ phone_number: '0412345678', car_id: carOf(A).id, pad: 'x'.repeat(3000) }),
      {},
      413,
    ],
    ['invalid JSON', () => '[', {}, 400],
  ])('refuses %s and removes nothing', async (_name, body, options, status) => {
    const car = carOf(A);
    await saveToWatchlist(testDb.db, { site: A, userId, carId: car.id, priceAtSave: null });
    const response = await remove(body(), options);
    expect(response.status).toBe(status);
    const json = await answer(response);
    expect(json.success).toBe(false);
    expect(typeof json.error).toBe('string');
    expect(await watchlistCarIds(testDb.db, A, userId)).toEqual([car.id]);
  });

  it("cannot remove from site A's list with site A's session on site B", async () => {
    const car = carOf(A);
    await saveToWatchlist(testDb.db, { site: A, userId, carId: car.id, priceAtSave: null });
    expect((await remove({ phone_number: '0412345678', car_id: car.id }, {}, B)).status).toBe(401);
    expect(await watchlistCarIds(testDb.db, A, userId)).toEqual([car.id]);
  });
});
