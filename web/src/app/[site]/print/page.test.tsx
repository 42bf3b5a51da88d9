/** /print?car_id= over the real sample content and the embedded search engine. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/domain/price';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
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

const { default: PrintVehicle, generateMetadata } = await import('./page');

const props = (site: string, carId?: string) =>
  ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(carId === undefined ? {} : { car_id: carId }) }) as PageProps<'/[site]/print'>;

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

describe('/print?car_id=', () => {
  it('renders the car for print, not indexed', async () => {
    const site = (await repo.site(A))!;
    const car = stockA.find((v) => v.show_on_dealer_website && v.status === 'in_stock' && v.price > 10 && v.offer_price === undefined)!;
    const html = renderToStaticMarkup(await PrintVehicle(props(A, car.slug)));
    expect(html).toContain('data-print-sheet');
    // The print rules come from print.css: a <style> in the body is invalid HTML and refused by the CSP.
    expect(html).not.toContain('<style');
    expect(html).toContain(site.name);
    expect(html).toMatch(new RegExp(`<h1 id="print-title"[^>]*>${car.year} `));
    expect(html).toContain(formatPrice(car.price));
    expect(html).toContain(car.stocknum);
    expect(html).toContain('Key specifications');
    expect(html).toContain('Dealer comments');
    expect(html).toContain('Print this page');
    const meta = await generateMetadata(props(A, car.slug));
    expect(meta.robots).toEqual({ index: false, follow: false });
  });

  it("is a 404 for another dealer's car, an unknown or missing car_id", async () => {
    const other = stockB.find((v) => v.show_on_dealer_website)!;
    await notFoundError(PrintVehicle(props(A, other.slug)));
    await notFoundError(PrintVehicle(props(A, 'no-such-car-1')));
    await notFoundError(PrintVehicle(props(A)));
  });
});
