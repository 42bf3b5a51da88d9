/** POST /api/account/alerts (the garage's SMS alerts switch) over the sample content and an in-memory PGlite. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, routeContext, siteRequest, signedIn, TEST_AUTH_SECRET, type TestRequest } from '@/lib/auth/route-test-kit';
import { revokeSession } from '@/lib/auth/sessions';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { sessions, users } from '@/lib/db/schema';
import { priceAlertsOf } from '@/lib/db/users';
import { A, B, repo } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));

setupTestDb();
const { POST } = await import('./route');

let token = '';
let userId = '';
beforeEach(async () => {
  await testDb.db.delete(sessions);
  await testDb.db.delete(users);
  ({ token, userId } = await signedIn(testDb.db, A, '+61412345678'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const post = (body: unknown, options: TestRequest = {}, site = A) =>
  POST(siteRequest(site, '/api/account/alerts', { body, cookies: { forecourt_session: token }, ...options }), routeContext(site));

describe('POST /api/account/alerts', () => {
  it('turns alerts on and off for the signed-in shopper, on this site only', async () => {
    const on = await post({ price_alerts: true });
    expect(on.status).toBe(200);
    expect(on.headers.get('cache-control')).toBe('no-store');
    expect(await answer(on)).toEqual({ price_alerts: true });
    expect(await priceAlertsOf(testDb.db, A, userId)).toBe(true);
    expect(await answer(await post({ price_alerts: false }))).toEqual({ price_alerts: false });
    expect(await priceAlertsOf(testDb.db, A, userId)).toBe(false);
  });

  it.each<[string, unknown, TestRequest, number, string, string?]>([
    ['no session', { price_alerts: true }, { cookies: {} }, 401, 'Please sign in to change your alerts.'],
    ["a session of site A on site B", { price_alerts: true }, {}, 401, 'Please sign in to change your alerts.', B],
    ['a forged session cookie', { price_alerts: true }, { cookies: { forecourt_session: 'x'.repeat(43) } }, 401, 'Please sign in to change your alerts.'],
    ['a string instead of a boolean', { price_alerts: 'true' }, {}, 400, 'Say whether to send alerts (price_alerts: true or false).'],
    ['a missing field', {}, {}, 400, 'Say whether to send alerts (price_alerts: true or false).'],
    ['an extra field', { price_alerts: true, user_id: 'someone-else' }, {}, 400, 'The request is not valid.'],
    ['an array', [true], {}, 400, 'The request is not valid.'],
    ['invalid JSON', '{"price_alerts":', {}, 400, 'The request is not valid JSON.'],
    ['a form post', 'price_alerts=true', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'Send the request as JSON (application/json).'],
    ['a body over 2 KB', { price_alerts: true, pad: 'x'.repeat(3000) }, {}, 413, 'The request is too large.'],
    ['a cross-site post', { price_alerts: true }, { headers: { origin: 'https://evil.example' } }, 403, 'Cross-site requests are not accepted.'],
  ])('refuses %s with {error} and changes nothing', async (_name, body, options, status, error, site = A) => {
    const response = await post(body, options, site);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ error });
    expect(await priceAlertsOf(testDb.db, A, userId)).toBe(false);
  });

  it('refuses a revoked session', async () => {
    await revokeSession(testDb.db, A, token);
    expect((await post({ price_alerts: true })).status).toBe(401);
    expect(await priceAlertsOf(testDb.db, A, userId)).toBe(false);
  });

  it('answers 503 when the database is down', async () => {
    testDb.fails = true;
    expect((await post({ price_alerts: true })).status).toBe(503);
  });
});
