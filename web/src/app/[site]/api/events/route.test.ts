/**
 * POST /api/events over the sample content, an embedded search engine over two sites' stock and an
 * in-memory PGlite (events are stored).
 */
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDb, setupTestDb, withTestDb } from '@/lib/db/route-test-db';
import { rateLimits, trackingEvents } from '@/lib/db/schema';
import { trackingEventCounts } from '@/lib/db/tracking-events';
import { A, B, carOf, repo, testEngine } from '@/lib/leads/intake/test-fixture';
import { EVENT_LIMIT, MAX_EVENT_BODY_BYTES } from '@/lib/tracking/events';
import type * as DbModule from '@/lib/db';
import type * as SearchModule from '@/lib/search';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: testEngine,
}));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));

setupTestDb();
const { POST } = await import('./route');

const SITE = A;

// Each request from its own peer (the address the server's request hook appends), unless a test
// names one: the per-client limit is tested on its own.
let peer = 0;
function post(body: string, headers: Record<string, string | null> = {}, site = SITE) {
  const host = `${site}.localhost:3000`;
  const all: Record<string, string | null> = {
    host,
    origin: `http://${host}`,
    'content-type': 'application/json',
    'x-forwarded-for': `192.0.2.${(++peer % 250) + 1}`,
    ...headers,
  };
  const request = new NextRequest(`http://${host}/api/events`, {
    method: 'POST',
    body,
    headers: Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null)),
  });
  return POST(request, { params: Promise.resolve({ site }) });
}

const json = (value: unknown) => JSON.stringify(value);
const good = {
  event_id: 49,
  path: '/search/used-cars?page=2',
  params: { vehicleMake: 'Toyota', vehicleYear: 2021 },
};
const manyParams = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
const twentyParams = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]));

const counts = async (site: string) => Object.fromEntries(await trackingEventCounts(testDb.db, site));

describe('POST /api/events', () => {
  beforeEach(async () => {
    await testDb.db.delete(trackingEvents);
    await testDb.db.delete(rateLimits);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each<[string, string, number]>([
    ['a good event', json(good), 204],
    ['a good event without params', json({ event_id: 25, path: '/' }), 204],
    ['20 params (the limit)', json({ event_id: 39, path: '/', params: twentyParams }), 204],
    ['bad JSON', '{"event_id": 49,', 400],
    ['an empty body', '', 400],
    ['JSON that is not an object', '"49"', 400],
    ['null', 'null', 400],
    ['an array', json([good]), 400],
    ['an unknown event id', json({ ...good, event_id: 50 }), 400],
    ['an event id as a string', json({ ...good, event_id: '49' }), 400],
    ['a fractional event id', json({ ...good, event_id: 49.5 }), 400],
    ['no path', json({ event_id: 49 }), 400],
    ['a path that is not a string', json({ ...good, path: 42 }), 400],
    ['a path over 500 characters', json({ ...good, path: `/${'a'.repeat(500)}` }), 400],
    ['nested params', json({ ...good, params: { a: { b: 1 } } }), 400],
    ['an array param', json({ ...good, params: { a: [1] } }), 400],
    ['a boolean param', json({ ...good, params: { a: true } }), 400],
    ['a null param', json({ ...good, params: { a: null } }), 400],
    ['params as an array', json({ ...good, params: ['a'] }), 400],
    ['21 params', json({ ...good, params: manyParams }), 400],
    ['an unexpected field', json({ ...good, email: 'someone@example.com' }), 400],
    ['a prototype-polluting key', '{"event_id":49,"path":"/","__proto__":{"admin":true}}', 400],
    ['a body over 4 KB', json({ ...good, path: 'x'.repeat(MAX_EVENT_BODY_BYTES) }), 413],
  ])('%s → %s', async (_name, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    if (status === 204) expect(await response.text()).toBe('');
    else {
      const body = (await response.json()) as { error?: unknown };
      expect(typeof body.error).toBe('string');
    }
    // Only an accepted event is stored.
    const stored = Object.values(await counts(SITE)).reduce((a, b) => a + b, 0);
    expect(stored).toBe(status === 204 ? 1 : 0);
  });

  it('rejects a declared content-length over the limit before reading the body', async () => {
    const response = await post(json(good), { 'content-length': String(MAX_EVENT_BODY_BYTES + 1) });
    expect(response.status).toBe(413);
  });

  it('counts a streamed body by its bytes, not its characters', async () => {
    const params = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'é'.repeat(200)]));
    const body = json({ event_id: 49, path: `/${'é'.repeat(480)}`, params });
    expect(body.length).toBeLessThan(MAX_EVENT_BODY_BYTES);
    expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(MAX_EVENT_BODY_BYTES);
    expect((await post(body)).status).toBe(413);
  });

  it('stores accepted events per site and event, and nothing for rejected ones', async () => {
    await post(json(good));
    await post(json(good));
    await post(json({ ...good, event_id: 50 }));
    expect(await counts(SITE)).toEqual({ 49: 2 });
    expect(await counts(B)).toEqual({});
  });

  it("keeps the path, the params and the server's id of this site's car (named by id or slug)", async () => {
    const car = carOf(A);
    const event = {
      event_id: 25,
      path: `/cars/${car.slug}`,
      params: { car_id: car.slug, dealership_id: car.dealership_id },
    };
    expect((await post(json(event))).status).toBe(204);
    expect((await post(json({ ...event, params: { car_id: car.id } }))).status).toBe(204);
    const rows = await testDb.db.select().from(trackingEvents);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ site: SITE, eventId: 25, carId: car.id, path: event.path, params: event.params });
    expect(rows[1]).toMatchObject({ carId: car.id });
  });

  it.each<[string, () => string, Record<string, string | null>, number]>([
    // Cross-site: the lead form's same-origin rule.
    ['a cross-site Origin', () => json(good), { origin: 'https://evil.example' }, 403],
    ["another dealer's Origin", () => json(good), { origin: `http://${B}.localhost:3000` }, 403],
    ['Origin null (a sandboxed frame)', () => json(good), { origin: 'null' }, 403],
    ['Sec-Fetch-Site cross-site', () => json(good), { 'sec-fetch-site': 'cross-site' }, 403],
    ['a foreign Referer and no Origin', () => json(good), { origin: null, referer: 'https://evil.example/' }, 403],
    ['neither Origin nor Referer (a script)', () => json(good), { origin: null }, 403],
    ['a cross-site text/plain beacon', () => json(good), { origin: 'https://evil.example', 'content-type': 'text/plain' }, 403],
    // JSON only.
    ['text/plain from this site', () => json(good), { 'content-type': 'text/plain;charset=UTF-8' }, 415],
    ['a form post', () => 'event_id=49&path=/', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['multipart', () => json(good), { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    ['no content type', () => json(good), { 'content-type': null }, 415],
    ['application/json-seq', () => json(good), { 'content-type': 'application/json-seq' }, 415],
    // A car of this site only.
    ["another site's car id", () => json({ ...good, params: { car_id: carOf(B).id } }), {}, 404],
    ["another site's car slug", () => json({ ...good, params: { car_id: carOf(B).slug } }), {}, 404],
    ['a car that does not exist', () => json({ ...good, params: { car_id: 'no-such-car' } }), {}, 404],
    ['a car id that is not an id', () => json({ ...good, params: { car_id: '../../etc/passwd' } }), {}, 404],
    ['an empty car id', () => json({ ...good, params: { car_id: '' } }), {}, 404],
    ['a numeric car id', () => json({ ...good, params: { car_id: 42 } }), {}, 404],
    ['a prototype key as car id', () => json({ ...good, params: { car_id: '__proto__' } }), {}, 404],
  ])('refuses %s (%s) and stores nothing', async (_name, body, headers, status) => {
    const response = await post(body(), headers);
    expect(response.status).toBe(status);
    expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
    expect(await testDb.db.$count(trackingEvents)).toBe(0);
  });

  it(`limits one client to ${EVENT_LIMIT.max} events per 10 minutes, however it rotates X-Forwarded-For`, async () => {
    const from = (i: number) => ({ 'x-forwarded-for': `10.${i % 250}.0.1, 2001:db8::${i.toString(16)}, 203.0.113.90` });
    for (let i = 0; i < EVENT_LIMIT.max; i++) expect((await post(json(good), from(i))).status).toBe(204);
    const refused = await post(json(good), from(EVENT_LIMIT.max));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await testDb.db.$count(trackingEvents)).toBe(EVENT_LIMIT.max);
    // Another client is not affected.
    expect((await post(json(good), { 'x-forwarded-for': '203.0.113.91' })).status).toBe(204);
  });

  it('answers 503 with a message when the database is unavailable', async () => {
    testDb.fails = true;
    const response = await post(json(good));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: 'This service is temporarily unavailable. Please try again shortly.',
    });
  });

  it('answers 404 for an unknown site', async () => {
    expect((await post(json(good), {}, 'no-such-site')).status).toBe(404);
  });
});
