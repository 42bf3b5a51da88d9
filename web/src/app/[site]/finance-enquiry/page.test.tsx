/**
 * /finance-enquiry?car_id= over the real sample content and the embedded search engine. The budget
 * prefill is amountParam's (money.test.ts); the form itself, a split chunk, is browser-tested.
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
const stockA = stockFor(A).filter((v) => v.show_on_dealer_website);
const stockB = stockFor(B).filter((v) => v.show_on_dealer_website);

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ push: () => undefined }) }));

const { default: FinanceEnquiry } = await import('./page');

/** The page's HTML; prerender waits for the async parts (the form section reads the site's options). */
async function render(query: Record<string, string | string[]> = {}, site = A): Promise<string> {
  const page = await FinanceEnquiry({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) });
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}

const car = stockA.find((v) => v.status === 'in_stock')!;
const carTitle = vehicleTitle(car);

describe('/finance-enquiry', () => {
  it("is about this site's car when car_id names one", async () => {
    const html = await render({ car_id: car.slug });
    expect(html).toContain(`Finance for the ${carTitle}`);
    expect(html).toContain(`Stock no. ${car.stocknum}`);
    expect(html).not.toContain('Get a finance quote');
  });

  it.each<[string, Record<string, string | string[]>]>([
    ['another dealer’s car', { car_id: stockB[0]!.slug }],
    ['an unknown car', { car_id: 'no-such-car-1' }],
    ['markup as car_id', { car_id: '"><script>alert(1)</script>' }],
    ['a repeated car_id', { car_id: [car.slug, car.slug] }],
    ['a path as car_id', { car_id: '../../harbour-toyota/cars/x' }],
  ])('is the general finance form for %s', async (_name, query) => {
    const html = await render(query);
    expect(html).toContain('Get a finance quote');
    expect(html).not.toContain('Stock no.');
    expect(html).not.toContain('<script>alert');
  });
});
