/** POST /api/events over the real sample content and an in-memory PGlite (events are stored). */
import { readDataset } from '@forecourt/tenants';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { testDb, setupTestDb, withTestDb } from '@/lib/db/route-test-db';
import { trackingEvents } from '@/lib/db/schema';
import { trackingEventCounts } from '@/lib/db/tracking-events';
import { MAX_EVENT_BODY_BYTES } from '@/lib/tracking/events';
import type * as DbModule from '@/lib/db';

// The route reads sites through the app's content module; back it with the real sample content.
const repo = createContentRepository(createEmbeddedSource(readDataset()));
vi.mock('@/lib/content', () => ({ content: repo }));

vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));

setupTestDb();
const { POST } = await import('./route');

const SITE = 'harbour-toyota';

function post(body: string, headers: Record<string, string> = {}, site = SITE) {
  const request = new NextRequest(`http://${site}.localhost/api/events`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
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
    expect(await counts('gateway-car-superstore')).toEqual({});
  });

  it('keeps the path, the params and the car id the params name', async () => {
    const event = {
      event_id: 25,
      path: '/cars/some-car',
      params: { car_id: 'car-123', dealership_id: 'hbt' },
    };
    expect((await post(json(event))).status).toBe(204);
    const [row] = await testDb.db.select().from(trackingEvents);
    expect(row).toMatchObject({
      site: SITE,
      eventId: 25,
      carId: 'car-123',
      path: '/cars/some-car',
      params: event.params,
    });
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
