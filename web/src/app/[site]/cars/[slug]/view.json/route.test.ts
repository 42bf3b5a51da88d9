/**
 * GET /cars/{slug}/view.json over the real sample content, the embedded search engine with two
 * sites' generated stock, and an in-memory PGlite.
 */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { testDb, setupTestDb, withTestDb } from '@/lib/db/route-test-db';
import { vehicleViewCount } from '@/lib/db/vehicle-views';
import type * as DbModule from '@/lib/db';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

const A = 'harbour-toyota';
const B = 'southern-cross-motors';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const stockA = stockFor(A);
const stockB = stockFor(B);


vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));

setupTestDb();
const { GET } = await import('./route');

let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

// `address` is the peer the server's request hook appends (the right-most entry); `forged` is what
// the client wrote in front of it.
function get(site: string, slug: string, { address = '198.51.100.7', query = '', forged = '10.0.0.1' } = {}) {
  const request = new NextRequest(`http://${site}.localhost/cars/${slug}/view.json${query}`, {
    headers: { 'x-forwarded-for': `${forged}, ${address}` },
  });
  return GET(request, { params: Promise.resolve({ site, slug }) });
}

interface ViewAnswer {
  views: number;
  car_fields: Record<string, unknown>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const shown = (site: string) => (site === A ? stockA : stockB).filter((v) => v.show_on_dealer_website);

describe('GET /cars/{slug}/view.json', () => {
  it('counts a view and answers the car fields, never cached', async () => {
    const car = shown(A)[0]!;
    const response = await get(A, car.slug, { address: nextIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ViewAnswer;
    expect(body.views).toBe(1);
    expect(body.car_fields).toEqual({
      id: car.id,
      slug: car.slug,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.body ?? null,
      simple_body: car.simple_body,
      photos_count: car.photos_count,
      updated_at: car.updated_at,
    });
    const again = (await (await get(A, car.slug, { address: nextIp() })).json()) as ViewAnswer;
    expect(again.views).toBe(2);
  });

  it('does not count the same client and car again within the window', async () => {
    const car = shown(A)[1]!;
    const address = nextIp();
    const views = [];
    for (let i = 0; i < 3; i++)
      views.push(((await (await get(A, car.slug, { address })).json()) as ViewAnswer).views);
    expect(views).toEqual([1, 1, 1]);
    expect(((await (await get(A, car.slug, { address: nextIp() })).json()) as ViewAnswer).views).toBe(2);
  });

  it('cannot be inflated by rotating X-Forwarded-For: 50 forged addresses from one client count once', async () => {
    const car = shown(A)[2]!;
    const address = nextIp();
    const views = [];
    for (let i = 0; i < 50; i++) {
      const forged = `${i % 250}.${(i * 7) % 250}.1.${i + 1}, 2001:db8::${i.toString(16)}`;
      views.push(((await (await get(A, car.slug, { address, forged })).json()) as ViewAnswer).views);
    }
    expect(new Set(views)).toEqual(new Set([1]));
    expect(await vehicleViewCount(testDb.db, A, car.id)).toBe(1);
  });

  it('counts one IPv6 client once however it rotates within its /64', async () => {
    const car = shown(A)[3]!;
    for (let i = 1; i <= 20; i++) await get(A, car.slug, { address: `2001:db8:77:1::${i.toString(16)}` });
    expect(await vehicleViewCount(testDb.db, A, car.id)).toBe(1);
    await get(A, car.slug, { address: '2001:db8:77:2::1' });
    expect(await vehicleViewCount(testDb.db, A, car.id)).toBe(2);
  });

  it('404s another dealer’s car and counts nothing for it', async () => {
    const other = shown(B)[0]!;
    const response = await get(A, other.slug, { address: nextIp() });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
    expect(await vehicleViewCount(testDb.db, A, other.id)).toBe(0);
    expect(await vehicleViewCount(testDb.db, B, other.id)).toBe(0);
  });

  it.each(['no-such-car', 'UPPER', '../etc', 'a'.repeat(201)])('404s the slug %j', async (slug) => {
    expect((await get(A, slug)).status).toBe(404);
  });

  it('404s an unknown site', async () => {
    expect((await get('nowhere', shown(A)[0]!.slug)).status).toBe(404);
  });

  it('ignores the query: malformed or lying values change nothing', async () => {
    const car = shown(B)[1]!;
    const query = `?photos_count=-5&updated_at=${'x'.repeat(500)}&website_id=${encodeURIComponent(A)}`;
    const response = await get(B, car.slug, { address: nextIp(), query });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ViewAnswer;
    expect(body.views).toBe(1);
    expect(body.car_fields.photos_count).toBe(car.photos_count);
    expect(await vehicleViewCount(testDb.db, B, car.id)).toBe(1);
  });

  it('answers 503 JSON when the database is down, and counts the view once it is back', async () => {
    const car = shown(B)[2]!;
    const address = nextIp();
    testDb.fails = true;
    const down = await get(B, car.slug, { address });
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(typeof ((await down.json()) as { error?: unknown }).error).toBe('string');
    testDb.fails = false;
    expect(((await (await get(B, car.slug, { address })).json()) as ViewAnswer).views).toBe(1);
  });
});
