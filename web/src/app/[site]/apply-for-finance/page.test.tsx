/**
 * /apply-for-finance over the real sample content and the embedded search engine: the car of the
 * query (this site's only), the copy, and the server HTML without the form (it renders in the
 * browser, from what the browser saved) but with a word for browsers without JavaScript. The presets'
 * rules are presets.test.ts's; the form is FinanceApplicationForm.dom.test.tsx's and the browser tests'.
 */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { vehicleTitle } from '@/components/search/results/card-model';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

const A = 'gateway-car-superstore';
const B = 'harbour-toyota';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const stockA = stockFor(A).filter((v) => v.show_on_dealer_website && v.status === 'in_stock');
const stockB = stockFor(B).filter((v) => v.show_on_dealer_website);

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));

const { default: ApplyForFinance, generateMetadata } = await import('./page');

const props = (query: Record<string, string | string[]>, site = A) =>
  ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) }) as PageProps<'/[site]/apply-for-finance'>;

async function render(query: Record<string, string | string[]> = {}, site = A): Promise<string> {
  const { prelude } = await prerender(await ApplyForFinance(props(query, site)));
  return new Response(prelude).text();
}

const car = stockA[0]!;

describe('/apply-for-finance', () => {
  it("is about this site's car when car_id names one (by slug or id)", async () => {
    for (const carId of [car.slug, car.id]) {
      const html = await render({ car_id: carId, vehiclePriceBudget: '25000' });
      expect(html).toContain(`Get pre-approved for the ${vehicleTitle(car)}`);
    }
    expect((await generateMetadata(props({ car_id: car.slug }))).title).toBe(`Get pre-approved: ${vehicleTitle(car)}`);
  });

  it.each<[string, Record<string, string | string[]>]>([
    ['another dealer’s car', { car_id: stockB[0]!.slug }],
    ['an unknown car', { car_id: 'no-such-car-1' }],
    ['markup as car_id', { car_id: '"><script>alert(1)</script>' }],
    ['a repeated car_id', { car_id: [car.slug, car.slug] }],
  ])('is the general application for %s', async (_name, query) => {
    const html = await render(query);
    expect(html).toContain('Get Pre-Approved');
    expect(html).not.toContain('Get pre-approved for the');
    expect(html).not.toContain('<script>alert');
  });

  it('renders the form in the browser only, and says so without JavaScript', async () => {
    const html = await render({ vehiclePriceBudget: '"><img src=x onerror=alert(1)>' });
    expect(html).toContain('id="apply-for-finance"');
    expect(html).toContain('data-testid="finance-application-loading"');
    expect(html).toContain('This application needs JavaScript');
    expect(html).not.toContain('name="licence_number"');
    expect(html).not.toContain('onerror');
    expect((await generateMetadata(props({}))).alternates?.canonical).toBe('/apply-for-finance');
  });
});
