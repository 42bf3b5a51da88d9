/** /book-test-drive?car_id= over the real sample content and the embedded search engine. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

const A = 'harbour-toyota';
const B = 'gateway-car-superstore';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const stockA = stockFor(A).filter((v) => v.show_on_dealer_website);
const stockB = stockFor(B).filter((v) => v.show_on_dealer_website);

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));
// The form's router (only used after a submission) needs the app router, which a static render has not.
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ push: () => undefined }) }));

const { default: BookTestDrive, generateMetadata } = await import('./page');

const props = (site: string, query: Record<string, string | string[]> = {}) =>
  ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) }) as PageProps<'/[site]/book-test-drive'>;

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

describe('/book-test-drive', () => {
  it("renders the test-drive form for this site's car, posting to the lead route without JavaScript", async () => {
    const car = stockA.find((v) => v.status === 'in_stock' && v.location_id === 'hbt-monavale-sales')!;
    const html = renderToStaticMarkup(await BookTestDrive(props(A, { car_id: car.slug })));
    expect(html).toContain('<h1 id="form-page-heading"');
    expect(html).toContain(`Stock no. ${car.stocknum}`);
    expect(html).toMatch(/<form[^>]*action="\/api\/leads\/test_drive"[^>]*method="post"/);
    expect(html).toContain(`name="car_id" value="${car.id}"`);
    expect(html).toContain('type="datetime-local"');
    // Mona Vale cars can also be driven at the main sales location: the choice is offered.
    expect(html).toMatch(/<select[^>]*name="location_id"/);
    expect(html).toContain('Harbour Toyota Sales');
    expect(html).toContain(`href="/cars/${car.slug}"`);
    expect((await generateMetadata(props(A, { car_id: car.slug }))).robots).toEqual({ index: false, follow: true });
  });

  it('asks no location for a car with no distribution locations', async () => {
    const car = stockA.find((v) => v.status === 'in_stock' && v.location_id === 'hbt-sales')!;
    const html = renderToStaticMarkup(await BookTestDrive(props(A, { car_id: car.slug })));
    expect(html).not.toContain('name="location_id"');
  });

  it('points to the search and the contact page without a car', async () => {
    const html = renderToStaticMarkup(await BookTestDrive(props(A)));
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/search/new-used-and-demo-cars"');
    expect(html).toContain('href="/contact-us"');
  });

  it('offers something similar instead of a test drive for a sold car', async () => {
    const sold = stockA.find((v) => v.status === 'sold')!;
    const html = renderToStaticMarkup(await BookTestDrive(props(A, { car_id: sold.slug })));
    expect(html).not.toContain('<form');
    expect(html).toContain(`href="/cars/${sold.slug}#enquire"`);
  });

  it("is this page's 404 for another dealer's car and an unknown one", async () => {
    await notFoundError(BookTestDrive(props(A, { car_id: stockB[0]!.slug })));
    await notFoundError(BookTestDrive(props(A, { car_id: 'no-such-car-1' })));
  });
});
