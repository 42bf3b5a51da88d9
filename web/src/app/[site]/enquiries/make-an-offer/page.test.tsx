/** /enquiries/make-an-offer?car_id=&offer_from_client= over the real sample content and the embedded search engine. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/domain/price';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

/** Gateway takes offers; Harbour does not. */
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

const { default: MakeAnOffer } = await import('./page');

const props = (site: string, query: Record<string, string> = {}) =>
  ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) }) as PageProps<'/[site]/enquiries/make-an-offer'>;

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

const inStock = (stock: typeof stockA) => stock.find((v) => v.status === 'in_stock' && v.price > 10 && v.offer_price === undefined)!;

describe('/enquiries/make-an-offer', () => {
  it('renders the offer form with the amount from the URL and the price as placeholder', async () => {
    const car = inStock(stockA);
    const html = renderToStaticMarkup(await MakeAnOffer(props(A, { car_id: car.slug, offer_from_client: '$25000<b>' })));
    expect(html).toMatch(/<form[^>]*action="\/api\/leads\/make_an_offer"/);
    expect(html).toMatch(/name="offer_from_client" value="25,000"/);
    expect(html).toContain(`placeholder="${formatPrice(car.price).slice(1)}"`);
    expect(html).not.toContain('<b>');
    // Spec §5: no message and no opt-in on the offer form.
    expect(html).not.toContain('name="message"');
    expect(html).not.toContain('name="opt_in"');
  });

  it('leaves the amount empty when the URL has none', async () => {
    const html = renderToStaticMarkup(await MakeAnOffer(props(A, { car_id: inStock(stockA).slug })));
    expect(html).toMatch(/name="offer_from_client" value=""/);
  });

  it('shows no form where the site takes no offers, or for a sold car', async () => {
    expect(renderToStaticMarkup(await MakeAnOffer(props(B, { car_id: inStock(stockB).slug })))).not.toContain('<form');
    const sold = stockA.find((v) => v.status === 'sold')!;
    const html = renderToStaticMarkup(await MakeAnOffer(props(A, { car_id: sold.slug })));
    expect(html).not.toContain('<form');
    expect(html).toContain(`href="/cars/${sold.slug}#enquire"`);
  });

  it("is this page's 404 for another dealer's car and an unknown one", async () => {
    await notFoundError(MakeAnOffer(props(A, { car_id: inStock(stockB).slug })));
    await notFoundError(MakeAnOffer(props(A, { car_id: 'no-such-car-1' })));
  });
});
