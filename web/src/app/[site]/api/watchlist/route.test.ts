/** GET /api/watchlist: the signed-in shopper's saved cars on this site; sessions of other sites refused. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, routeContext, siteRequest, signedIn, TEST_AUTH_SECRET } from '@/lib/auth/route-test-kit';
import { revokeSession } from '@/lib/auth/sessions';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { sessions, users, watchlistEntries } from '@/lib/db/schema';
import { saveToWatchlist } from '@/lib/db/watchlist';
import { A, B, repo } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));

setupTestDb();
const { GET } = await import('./route');

beforeEach(async () => {
  await testDb.db.delete(watchlistEntries);
  await testDb.db.delete(sessions);
  await testDb.db.delete(users);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const get = (cookies: Record<string, string>, site = A, scheme: 'http' | 'https' = 'http') =>
  GET(siteRequest(site, '/api/watchlist', { method: 'GET', cookies, scheme }), routeContext(site));

describe('GET /api/watchlist', () => {
  it('answers the saved car ids, newest first, and the number', async () => {
    const { userId, token } = await signedIn(testDb.db, A);
    await saveToWatchlist(
      testDb.db,
      { site: A, userId, carId: 'car-1', priceAtSave: 1 },
      new Date('2026-01-01T00:00:00Z'),
    );
    await saveToWatchlist(
      testDb.db,
      { site: A, userId, carId: 'car-2', priceAtSave: 2 },
      new Date('2026-01-02T00:00:00Z'),
    );
    const response = await get({ forecourt_session: token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ car_ids: ['car-2', 'car-1'], phone_number: '+61412345678' });
  });

  it.each<[string, () => Promise<Record<string, string>>, string?]>([
    ['no session cookie', () => Promise.resolve({})],
    ['a made-up token', () => Promise.resolve({ forecourt_session: 'A'.repeat(43) })],
    ['a malformed token', () => Promise.resolve({ forecourt_session: 'not a token' })],
    [
      'a session of site A on site B',
      async () => ({ forecourt_session: (await signedIn(testDb.db, A)).token }),
      B,
    ],
    [
      'a revoked session',
      async () => {
        const { token } = await signedIn(testDb.db, A);
        await revokeSession(testDb.db, A, token);
        return { forecourt_session: token };
      },
    ],
    [
      'the session under the https-only name on http',
      async () => ({ '__Host-forecourt_session': (await signedIn(testDb.db, A)).token }),
    ],
  ])('answers 401 for %s', async (_name, cookies, site = A) => {
    const response = await get(await cookies(), site);
    expect(response.status).toBe(401);
    expect(await answer(response)).toEqual({ error: 'Please sign in to use your watchlist.' });
  });

  it('answers 401 for an expired session', async () => {
    const { token } = await signedIn(testDb.db, A);
    await testDb.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get({ forecourt_session: token })).status).toBe(401);
  });

  it('reads only the __Host- cookie over https', async () => {
    const { token } = await signedIn(testDb.db, A);
    expect((await get({ forecourt_session: token }, A, 'https')).status).toBe(401);
    expect((await get({ '__Host-forecourt_session': token }, A, 'https')).status).toBe(200);
  });

  it('answers 503 when the database is down', async () => {
    testDb.fails = true;
    expect((await get({})).status).toBe(503);
  });
});
