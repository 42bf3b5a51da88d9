/** POST /api/watchlist/save-car (spec §7) over the sample content, an embedded engine and an in-memory PGlite. */
import { priceAtSave } from '@/domain/watchlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  routeContext,
  siteRequest,
  signedIn,
  TEST_AUTH_SECRET,
  type TestRequest,
} from '@/lib/auth/route-test-kit';
import { revokeSession } from '@/lib/auth/sessions';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { sessions, users, watchlistEntries } from '@/lib/db/schema';
import { saveToWatchlist, watchlistCarIds } from '@/lib/db/watchlist';
import { A, B, carOf, repo, stock, testEngine } from '@/lib/leads/intake/test-fixture';
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

const save = (body: unknown, options: TestRequest = {}, site = A) =>
  POST(
    siteRequest(site, '/api/watchlist/save-car', { body, cookies: { forecourt_session: token }, ...options }),
    routeContext(site),
  );

const soldCar = (site: string) => stock[site]!.find((v) => v.show_on_dealer_website && v.status === 'sold')!;
const comingSoon = (site: string) =>
  stock[site]!.find((v) => v.show_on_dealer_website && v.status === 'coming_soon')!;
const hiddenCar = (site: string) => stock[site]!.find((v) => !v.show_on_dealer_website)!;

describe('POST /api/watchlist/save-car', () => {
  it("saves this site's car with its price, once, and answers {success: true}", async () => {
    const car = carOf(A);
    const response = await save({ phone_number: '0412 345 678', car_id: car.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ success: true });
    expect(await answer(await save({ phone_number: '+61412345678', car_id: car.id }))).toEqual({
      success: true,
    });
    const rows = await testDb.db.select().from(watchlistEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site: A, userId, carId: car.id, priceAtSave: priceAtSave(car) });
  });

  it('takes the slug too, and a coming-soon car', async () => {
    expect((await save({ phone_number: '0412345678', car_id: carOf(A).slug })).status).toBe(200);
    expect((await save({ phone_number: '0412345678', car_id: comingSoon(A).id })).status).toBe(200);
    expect(await watchlistCarIds(testDb.db, A, userId)).toEqual(
      expect.arrayContaining([carOf(A).id, comingSoon(A).id]),
    );
  });

  it('answers success for a sold car that was already saved, and changes nothing', async () => {
    const car = soldCar(A);
    await saveToWatchlist(testDb.db, { site: A, userId, carId: car.id, priceAtSave: 12345 });
    const response = await save({ phone_number: '0412345678', car_id: car.id });
    expect(response.status).toBe(200);
    expect(await answer(response)).toEqual({ success: true });
    expect((await testDb.db.select().from(watchlistEntries))[0]!.priceAtSave).toBe(12345);
  });

  it.each<[string, () => unknown, () => TestRequest, number, string]>([
    [
      'a sold car not yet saved',
      () => ({ phone_number: '0412345678', car_id: soldCar(A).id }),
      () => ({}),
      409,
      'This car has sold and can no longer be added to your watchlist.',
    ],
    [
      "another site's car",
      () => ({ phone_number: '0412345678', car_id: carOf(B).id }),
      () => ({}),
      404,
      'This car is not available on this site.',
    ],
    [
      "another site's sold car",
      () => ({ phone_number: '0412345678', car_id: soldCar(B).id }),
      () => ({}),
      404,
      'This car is not available on this site.',
    ],
    [
      'a car hidden from the website',
      () => ({ phone_number: '0412345678', car_id: hiddenCar(A).id }),
      () => ({}),
      404,
      'This car is not available on this site.',
    ],
    [
      'a car that does not exist',
      () => ({ phone_number: '0412345678', car_id: 'no-such-car' }),
      () => ({}),
      404,
      'This car is not available on this site.',
    ],
    [
      'a car id with odd characters',
      () => ({ phone_number: '0412345678', car_id: '../../etc/passwd' }),
      () => ({}),
      404,
      'This car is not available on this site.',
    ],
    [
      'another number',
      () => ({ phone_number: '0498 765 432', car_id: carOf(A).id }),
      () => ({}),
      403,
      'This watchlist belongs to another phone number. Please sign in with your own number.',
    ],
    [
      'a landline',
      () => ({ phone_number: '02 9876 5432', car_id: carOf(A).id }),
      () => ({}),
      403,
      'This watchlist belongs to another phone number. Please sign in with your own number.',
    ],
    [
      'no session',
      () => ({ phone_number: '0412345678', car_id: carOf(A).id }),
      () => ({ cookies: {} }),
      401,
      'Please sign in to use your watchlist.',
    ],
    [
      "a session of site A on site B (B's car)",
      () => ({ phone_number: '0412345678', car_id: carOf(B).id }),
      () => ({}),
      401,
      'Please sign in to use your watchlist.',
    ],
    ['no phone_number', () => ({ car_id: carOf(A).id }), () => ({}), 400, 'The phone number is missing.'],
    ['no car_id', () => ({ phone_number: '0412345678' }), () => ({}), 400, 'The car is missing.'],
    [
      'an empty car_id',
      () => ({ phone_number: '0412345678', car_id: '  ' }),
      () => ({}),
      400,
      'The car is missing.',
    ],
    [
      'a car_id number',
      () => ({ phone_number: '0412345678', car_id: 42 }),
      () => ({}),
      400,
      'The car is missing.',
    ],
    [
      'an extra field',
      () => ({ phone_number: '0412345678', car_id: carOf(A).id, user_id: 'x' }),
      () => ({}),
      400,
      'The request is not valid.',
    ],
    ['invalid JSON', () => '{"car_id":', () => ({}), 400, 'The request is not valid JSON.'],
    [
      'a form post',
      () => 'car_id=1',
      () => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'Send the request as JSON (application/json).',
    ],
    [
      'a body over 2 KB',
      () => ({ phone_number: '0412345678', car_id: 'x'.repeat(3000) }),
      () => ({}),
      413,
      'The request is too large.',
    ],
    [
      'a cross-site post',
      () => ({ phone_number: '0412345678', car_id: carOf(A).id }),
      () => ({ headers: { origin: 'https://evil.example' } }),
      403,
      'Cross-site requests are not accepted.',
    ],
  ])('refuses %s with {success: false, error}', async (name, body, options, status, error) => {
    const site = name.includes('on site B') ? B : A;
    const response = await save(body(), options(), site);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ success: false, error });
    expect(await testDb.db.$count(watchlistEntries)).toBe(0);
  });

  it('refuses a revoked session', async () => {
    await revokeSession(testDb.db, A, token);
    const response = await save({ phone_number: '0412345678', car_id: carOf(A).id });
    expect(response.status).toBe(401);
    expect(await testDb.db.$count(watchlistEntries)).toBe(0);
  });

  it('answers 503 when the database is down', async () => {
    testDb.fails = true;
    expect((await save({ phone_number: '0412345678', car_id: carOf(A).id })).status).toBe(503);
  });
});
