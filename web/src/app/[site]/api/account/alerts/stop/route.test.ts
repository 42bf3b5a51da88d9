/** POST /api/account/alerts/stop (the button behind an alert's signed stop link) over the sample content and an in-memory PGlite. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, routeContext, siteRequest, TEST_AUTH_SECRET, type TestRequest } from '@/lib/auth/route-test-kit';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { sessions, users } from '@/lib/db/schema';
import { priceAlertsOf, setPriceAlerts, upsertUser } from '@/lib/db/users';
import { A, B, repo } from '@/lib/leads/intake/test-fixture';
import { stopToken } from '@/lib/watch-alerts/stop-link';
import type * as DbModule from '@/lib/db';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => TEST_AUTH_SECRET }));

setupTestDb();
const { POST } = await import('./route');

let ann = '';
let bob = '';
let annOnB = '';
beforeEach(async () => {
  await testDb.db.delete(sessions);
  await testDb.db.delete(users);
  ann = (await upsertUser(testDb.db, A, '+61412345678')).id;
  bob = (await upsertUser(testDb.db, A, '+61487654321')).id;
  annOnB = (await upsertUser(testDb.db, B, '+61412345678')).id;
  for (const [site, id] of [[A, ann], [A, bob], [B, annOnB]] as const) await setPriceAlerts(testDb.db, site, id, true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (body: string | undefined, options: TestRequest = {}, site = A) =>
  POST(siteRequest(site, '/api/account/alerts/stop', { body, ...options, headers: { ...FORM, ...options.headers } }), routeContext(site));
const alertsState = async () => [await priceAlertsOf(testDb.db, A, ann), await priceAlertsOf(testDb.db, A, bob), await priceAlertsOf(testDb.db, B, annOnB)];

describe('POST /api/account/alerts/stop', () => {
  it("turns off that account's alerts on this site only, and comes back with ?done=1", async () => {
    const response = await post(form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann) }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/alerts/stop?done=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await alertsState()).toEqual([false, true, true]);
    // Again: still done.
    expect((await post(form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann) }))).headers.get('location')).toBe('/alerts/stop?done=1');
  });

  it.each<[string, () => string, string?]>([
    ['a tampered token', () => form({ u: ann, t: `${stopToken(TEST_AUTH_SECRET, A, ann).slice(0, -2)}xx` })],
    ["another user's token", () => form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, bob) })],
    ["a token for another user's id", () => form({ u: bob, t: stopToken(TEST_AUTH_SECRET, A, ann) })],
    ["site B's link posted on site A", () => form({ u: annOnB, t: stopToken(TEST_AUTH_SECRET, B, annOnB) })],
    ["site A's link posted on site B", () => form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann) }), B],
    ['a token made with another secret', () => form({ u: ann, t: stopToken('another-secret', A, ann) })],
    ['no token', () => form({ u: ann })],
    ['no user', () => form({ t: stopToken(TEST_AUTH_SECRET, A, ann) })],
    ['an empty form', () => ''],
  ])('%s: 303 ?error=link and nothing changes', async (_name, body, site = A) => {
    const response = await post(body(), {}, site);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/alerts/stop?error=link');
    expect(await alertsState()).toEqual([true, true, true]);
  });

  it.each<[string, () => string | undefined, TestRequest, number, string]>([
    ['JSON', () => JSON.stringify({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann) }), { headers: { 'content-type': 'application/json' } }, 415, 'Send the form as application/x-www-form-urlencoded.'],
    ['a cross-site post', () => form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann) }), { headers: { origin: 'https://evil.example' } }, 403, 'Cross-site requests are not accepted.'],
    ['a form over 2 KB', () => form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann), pad: 'x'.repeat(3000) }), {}, 413, 'The form is too large.'],
  ])('refuses %s with {error}', async (_name, body, options, status, error) => {
    const response = await post(body(), options);
    expect(response.status).toBe(status);
    expect(await answer(response)).toEqual({ error });
    expect(await alertsState()).toEqual([true, true, true]);
  });

  it('answers 503 when the database is down', async () => {
    testDb.fails = true;
    expect((await post(form({ u: ann, t: stopToken(TEST_AUTH_SECRET, A, ann) }))).status).toBe(503);
  });
});
