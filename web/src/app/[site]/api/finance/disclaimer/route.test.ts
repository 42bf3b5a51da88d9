/** GET /api/finance/disclaimer over the sample content and an embedded engine of two sample sites. */
import { stockFor } from '@forecourt/tenants/stock';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { financeEstimate } from '@/domain/finance-eligibility';
import { A, B, repo, testEngine } from '@/lib/leads/intake/test-fixture';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import type * as SearchModule from '@/lib/search';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: testEngine,
}));

const { GET } = await import('./route');

function get(site: string, query: string) {
  const host = `${site}.localhost:3000`;
  return GET(new NextRequest(`http://${host}/api/finance/disclaimer${query}`, { headers: { host } }), { params: Promise.resolve({ site }) });
}

describe('GET /api/finance/disclaimer', async () => {
  const site = (await repo.site(A))!;
  const now = new Date();
  // The cars the site shows (its own search filters apply, as on every page).
  const findCar = findSiteCar(testEngine);
  const shown = await Promise.all(stockFor(A).map((v) => findCar(site, v.id)));
  const cars = shown.filter((v) => v !== undefined);
  const eligible = cars.find((v) => financeEstimate(v, site, { now }));
  const ineligible = cars.find((v) => !financeEstimate(v, site, { now }));

  it("answers the estimate's lender and its disclaimer for a car of this site", async () => {
    expect(eligible).toBeDefined();
    const response = await get(A, `?car_id=${eligible!.id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { lender: string; disclaimer: string };
    expect(body.lender).toBe(financeEstimate(eligible!, site, { now })!.lender);
    expect(body.disclaimer.length).toBeGreaterThan(20);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });

  it.each([
    ['no car_id', '', 400],
    ['an empty car_id', '?car_id=', 400],
    ['a car_id that is not an id', '?car_id=%3Cscript%3E', 400],
    ['a car_id far too long', `?car_id=${'a'.repeat(500)}`, 400],
    ['an unknown car', '?car_id=no-such-car-123', 404],
  ])('%s → %i with a message', async (_, query, status) => {
    const response = await get(A, query);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(/\w+/);
  });

  it("does not answer for another site's car, nor for a car with no estimate", async () => {
    const other = stockFor(B)[0]!;
    expect((await get(A, `?car_id=${other.id}`)).status).toBe(404);
    if (ineligible) expect((await get(A, `?car_id=${ineligible.id}`)).status).toBe(404);
  });
});
