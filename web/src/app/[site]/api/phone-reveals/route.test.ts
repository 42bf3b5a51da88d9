/** POST /api/phone-reveals over the sample content, an embedded engine and an in-memory PGlite. */
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDb, setupTestDb, withTestDb } from '@/lib/db/route-test-db';
import { phoneRevealCount } from '@/lib/db/phone-reveals';
import { phoneReveals, rateLimits } from '@/lib/db/schema';
import { A, B, carOf, repo, testEngine } from '@/lib/leads/intake/test-fixture';
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

const HOST = `${A}.localhost:3000`;
let siteId = '';

beforeAll(async () => {
  siteId = (await repo.site(A))!._id;
}, 60_000);
beforeEach(async () => {
  await testDb.db.delete(phoneReveals);
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

let ip = 0;
function post(body: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://${HOST}/api/phone-reveals`, {
    method: 'POST',
    body,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${++ip % 250}`,
      ...headers,
    },
  });
  return POST(request, { params: Promise.resolve({ site: A }) });
}

const record = (overrides: Record<string, unknown> = {}) => {
  const car = carOf(A);
  return JSON.stringify({
    car_id: car.id,
    dealership_id: car.dealership_id,
    website_id: siteId,
    ...overrides,
  });
};

describe('POST /api/phone-reveals', () => {
  it("records a reveal of this site's car with the server's dealership, and answers 204", async () => {
    const car = carOf(A);
    const response = await post(record({ dealership_id: 'forged' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    expect(await phoneRevealCount(testDb.db, A, car.id)).toBe(1);
    const [row] = await testDb.db.select().from(phoneReveals);
    expect(row).toMatchObject({ site: A, vehicleId: car.id, dealershipId: car.dealership_id });
  });

  it('accepts the car slug too', async () => {
    expect((await post(record({ car_id: carOf(A).slug }))).status).toBe(204);
    expect(await phoneRevealCount(testDb.db, A, carOf(A).id)).toBe(1);
  });

  it.each<[string, () => string, Record<string, string>, number]>([
    ["another site's car", () => record({ car_id: carOf(B).id }), {}, 404],
    ['a car that does not exist', () => record({ car_id: 'no-such-car' }), {}, 404],
    ["another site's website_id", () => record({ website_id: 'site-harbour-toyota' }), {}, 400],
    ['a missing field', () => JSON.stringify({ car_id: carOf(A).id, website_id: 'x' }), {}, 400],
    ['an extra field', () => record({ phone: '0412345678' }), {}, 400],
    ['a number as car_id', () => record({ car_id: 42 }), {}, 400],
    ['invalid JSON', () => '{"car_id":', {}, 400],
    ['null', () => 'null', {}, 400],
    ['text/plain', () => record(), { 'content-type': 'text/plain' }, 415],
    ['a body over 1 KB', () => record({ car_id: 'x'.repeat(2000) }), {}, 413],
    ['a cross-site post', () => record(), { origin: 'https://evil.example' }, 403],
  ])('refuses %s', async (_name, body, headers, status) => {
    const response = await post(body(), headers);
    expect(response.status).toBe(status);
    expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
    expect(await testDb.db.$count(phoneReveals)).toBe(0);
  });

  it('limits one address to 30 reveals per 10 minutes', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 30; i++) expect((await post(record(), address)).status).toBe(204);
    const refused = await post(record(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await testDb.db.$count(phoneReveals)).toBe(30);
  });

  it('cannot be defeated by rotating X-Forwarded-For in front of the peer the server appended', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `10.${i}.0.1, 2001:db8::${i + 1}, 203.0.113.78` });
    for (let i = 0; i < 30; i++) expect((await post(record(), forged(i))).status).toBe(204);
    expect((await post(record(), forged(99))).status).toBe(429);
  });

  it('answers 503 when the database is down', async () => {
    testDb.fails = true;
    expect((await post(record())).status).toBe(503);
  });
});
