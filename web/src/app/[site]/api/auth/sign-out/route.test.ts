/** POST /api/auth/sign-out: the session row revoked, the cookie expired; a revoked session is refused after. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  routeContext,
  setCookies,
  siteRequest,
  signedIn,
  TEST_AUTH_SECRET,
  type TestRequest,
} from '@/lib/auth/route-test-kit';
import { sessionUser } from '@/lib/auth/sessions';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { sessions, users } from '@/lib/db/schema';
import { A, B, repo } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));

setupTestDb();
const { POST } = await import('./route');
const { GET: watchlist } = await import('../../watchlist/route');

beforeEach(async () => {
  await testDb.db.delete(sessions);
  await testDb.db.delete(users);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const signOut = (options: TestRequest = {}, site = A) =>
  POST(siteRequest(site, '/api/auth/sign-out', { body: {}, ...options }), routeContext(site));

describe('POST /api/auth/sign-out', () => {
  it('revokes the session and expires the cookie; the old cookie is refused afterwards', async () => {
    const { token } = await signedIn(testDb.db, A);
    const cookies = { forecourt_session: token };
    expect(
      (await watchlist(siteRequest(A, '/api/watchlist', { method: 'GET', cookies }), routeContext(A))).status,
    ).toBe(200);
    const response = await signOut({ cookies });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ signedOut: true });
    const cookie = setCookies(response).forecourt_session!;
    expect(cookie.value).toBe('');
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['max-age=0', 'path=/', 'httponly', 'samesite=lax']),
    );
    expect((await testDb.db.select().from(sessions))[0]!.revokedAt).not.toBeNull();
    const after = await watchlist(
      siteRequest(A, '/api/watchlist', { method: 'GET', cookies }),
      routeContext(A),
    );
    expect(after.status).toBe(401);
  });

  it('is fine when not signed in, with an unknown token, and with no body at all', async () => {
    expect((await signOut()).status).toBe(200);
    expect((await signOut({ cookies: { forecourt_session: 'x'.repeat(43) } })).status).toBe(200);
    const bare = await POST(siteRequest(A, '/api/auth/sign-out', {}), routeContext(A));
    expect(bare.status).toBe(200);
    expect(setCookies(bare).forecourt_session!.attributes).toContain('max-age=0');
  });

  it('ends every session of the account with {everywhere: true}, and only this one without', async () => {
    const one = await signedIn(testDb.db, A);
    const { token: other } = await signedIn(testDb.db, A); // the same account on another device
    await signOut({ cookies: { forecourt_session: one.token } });
    expect(await sessionUser(testDb.db, A, other)).toBeDefined();
    const third = await signedIn(testDb.db, A);
    await signOut({ body: { everywhere: true }, cookies: { forecourt_session: third.token } });
    expect(await sessionUser(testDb.db, A, other)).toBeUndefined();
  });

  it('cannot end a session of another site', async () => {
    const { token } = await signedIn(testDb.db, A);
    expect((await signOut({ cookies: { forecourt_session: token } }, B)).status).toBe(200);
    expect(await sessionUser(testDb.db, A, token)).toBeDefined();
  });

  it.each<[string, TestRequest, number]>([
    ['a cross-site post', { headers: { origin: 'https://evil.example' } }, 403],
    ['a post with no Origin', { headers: { origin: '' } }, 403],
    ['a text body', { body: 'bye', headers: { 'content-type': 'text/plain' } }, 415],
    [
      'a form post',
      { body: 'everywhere=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['a body over 2 KB', { body: { everywhere: true, pad: 'x'.repeat(3000) } }, 413],
    ['an unknown field', { body: { all: true } }, 400],
    ['everywhere as text', { body: { everywhere: 'yes' } }, 400],
  ])('refuses %s and revokes nothing', async (_name, options, status) => {
    const { token } = await signedIn(testDb.db, A);
    const response = await signOut({ ...options, cookies: { forecourt_session: token } });
    expect(response.status).toBe(status);
    expect(typeof (await answer(response)).error).toBe('string');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionUser(testDb.db, A, token)).toBeDefined();
  });
});
