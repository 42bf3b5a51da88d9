/**
 * GET /api/search on the production server: the site comes from the host, the answer has the
 * documented shape, a query string cannot reach another dealer's stock, and bad input is harmless.
 */
import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { getWithHost } from './browser';

interface SearchBody {
  hits: { id: string; dealership_id: string; dealership_name: string; make: string; price: number }[];
  facets: Record<string, { label: string; value: string; count: number }[]>;
  stats: Record<string, { min: number; max: number }>;
  count: number;
  found: number;
  ms: number;
  page: number;
  pages: number;
  pageSize: number;
  query: string;
}

const sites = readDataset().filter((d) => d._type === 'site') as unknown as {
  slug: { current: string };
  dealerships: { dealership_id: string; name: string }[];
}[];

async function search(site: string, qs = '') {
  const response = await getWithHost(`${site}.localhost`, `/api/search${qs ? `?${qs}` : ''}`);
  return { status: response.status, body: JSON.parse(response.body) as SearchBody };
}

describe('GET /api/search', () => {
  it.each(sites.map((s) => [s.slug.current, s] as const))('%s answers its own stock', async (slug, site) => {
    const { status, body } = await search(slug);
    expect(status).toBe(200);
    expect(body.hits.length).toBeGreaterThan(0);
    expect(body.pageSize).toBeGreaterThan(0);
    const own = new Set(site.dealerships.map((d) => d.dealership_id));
    for (const hit of body.hits) expect(own.has(hit.dealership_id)).toBe(true);
  });

  it('cannot be widened to another dealer by a facet value', async () => {
    const [a, b] = sites;
    const other = b!.dealerships.map((d) => `dealership_name=${encodeURIComponent(d.name)}`).join('&');
    const { status, body } = await search(a!.slug.current, other);
    expect(status).toBe(200);
    expect(body.found).toBe(0);
  });

  it('counts a refinement the same as the facet said', async () => {
    const slug = 'gateway-car-superstore';
    const { body } = await search(slug);
    const make = body.facets.make![0]!;
    const refined = await search(slug, `make=${encodeURIComponent(make.value)}`);
    expect(refined.body.found).toBe(make.count);
    for (const hit of refined.body.hits) expect(hit.make).toBe(make.value);
  });

  it.each(['page=-1', 'page=abc', 'price=banana', 'sortBy=;drop', 'make=%00', 'query=' + 'x'.repeat(5000), 'seats=1e9', '%zz=1'])(
    'survives %j with a 200 and a canonical query',
    async (qs) => {
      const { status, body } = await search('harbour-toyota', qs);
      expect(status).toBe(200);
      expect(typeof body.query).toBe('string');
      expect(body.page).toBeGreaterThanOrEqual(1);
    },
  );

  it('sends CDN cache headers', async () => {
    const response = await getWithHost('harbour-toyota.localhost', '/api/search?make=Toyota');
    expect(response.headers['cache-control']).toContain('s-maxage');
    expect(response.headers['content-type']).toContain('application/json');
  });
});
