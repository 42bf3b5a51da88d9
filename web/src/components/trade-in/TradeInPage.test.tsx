/** The trade-in routes over the real sample content and the embedded search engine (server render). */
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
/** Harbour Toyota with trade-ins switched off. */
const WITHOUT = 'no-trade-in';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const content = {
  ...repo,
  site: async (slug: string) => {
    if (slug !== WITHOUT) return repo.site(slug);
    const site = (await repo.site(A))!;
    return { ...site, features: { ...site.features, trade_in: false } };
  },
};
const stockA = stockFor(A).filter((v) => v.show_on_dealer_website);
const stockB = stockFor(B).filter((v) => v.show_on_dealer_website);

vi.mock('@/lib/content', () => ({ content }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));

const TradeIn = await import('@/app/[site]/trade-in/page');
const SellYourCar = await import('@/app/[site]/sell-your-car/page');
const SellMyCar = await import('@/app/[site]/sell-my-car/page');
const CarTradeIn = await import('@/app/[site]/cars/trade-in/page');

const props = (site: string) => ({ params: Promise.resolve({ site }) });
const carProps = (site: string, query: Record<string, string | string[]> = {}) => ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) });

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

describe('/trade-in, /sell-your-car, /sell-my-car', () => {
  it('renders the wizard at its first step: the trade_in lead form, posting to the lead route without JavaScript', async () => {
    const html = renderToStaticMarkup(await TradeIn.default(props(A)));
    expect(html).toMatch(/<h1[^>]*>Trade-In Valuation<\/h1>/);
    expect(html).toContain('id="valuation-wizard"');
    expect(html).toMatch(/<li aria-current="step"[^>]*>.*?Your details/);
    expect(html).toMatch(/<h2 id="valuation-wizard-heading" tabindex="-1"[^>]*>Your details<\/h2>/);
    expect(html).toMatch(/<form[^>]*action="\/api\/leads\/trade_in"[^>]*method="post"/);
    expect(html).toContain('name="company_website"');
    expect(html).toContain('name="started_at"');
    expect(html).toContain('>Start my valuation</button>');
    expect(html).not.toContain('name="car_id"');
    expect(html).not.toContain('trading towards');
    expect(await TradeIn.generateMetadata(props(A))).toMatchObject({ title: 'Trade-In Valuation', alternates: { canonical: '/trade-in' } });
  });

  it('gives the sell-car routes their own heading and canonical', async () => {
    expect(renderToStaticMarkup(await SellYourCar.default(props(A)))).toMatch(/<h1[^>]*>Sell Your Car<\/h1>/);
    expect(renderToStaticMarkup(await SellMyCar.default(props(B)))).toMatch(/<h1[^>]*>Sell My Car<\/h1>/);
    expect((await SellYourCar.generateMetadata(props(A))).alternates).toEqual({ canonical: '/sell-your-car' });
    expect((await SellMyCar.generateMetadata(props(B))).alternates).toEqual({ canonical: '/sell-my-car' });
  });

  it('is a 404 on a site without trade-ins', async () => {
    await notFoundError(TradeIn.default(props(WITHOUT)));
    await notFoundError(SellYourCar.default(props(WITHOUT)));
    await notFoundError(SellMyCar.default(props(WITHOUT)));
    await notFoundError(CarTradeIn.default(carProps(WITHOUT, { car_id: stockA[0]!.id })));
  });
});

describe('/cars/trade-in?car_id=', () => {
  it('shows the car in stock being traded towards and sends its id with the lead', async () => {
    const car = stockA.find((v) => v.status === 'in_stock')!;
    const html = renderToStaticMarkup(await CarTradeIn.default(carProps(A, { car_id: car.id })));
    expect(html).toContain('The car you&#x27;re trading towards');
    expect(html).toContain(`Stock no. ${car.stocknum}`);
    expect(html).toContain(`name="car_id" value="${car.id}"`);
    expect(html).toContain(`href="/cars/${car.slug}"`);
    const metadata = await CarTradeIn.generateMetadata(carProps(A, { car_id: car.id }));
    expect(metadata.alternates).toEqual({ canonical: '/trade-in' });
    expect(metadata.title).toEqual(expect.stringContaining('trade towards the'));
  });

  it('finds the car by its slug too', async () => {
    const car = stockA.find((v) => v.status === 'in_stock')!;
    expect(renderToStaticMarkup(await CarTradeIn.default(carProps(A, { car_id: car.slug })))).toContain(`name="car_id" value="${car.id}"`);
  });

  it('shows a sold car as sold, without sending it', async () => {
    const sold = stockA.find((v) => v.status === 'sold')!;
    const html = renderToStaticMarkup(await CarTradeIn.default(carProps(A, { car_id: sold.id })));
    expect(html).toContain('This car has sold');
    expect(html).not.toContain('name="car_id"');
  });

  it("still values a car without the unknown or another dealer's car", async () => {
    for (const carId of [stockB[0]!.id, 'no-such-car-1', undefined]) {
      const html = renderToStaticMarkup(await CarTradeIn.default(carProps(A, carId ? { car_id: carId } : {})));
      expect(html).toContain('id="valuation-wizard"');
      expect(html).not.toContain('trading towards');
      expect(html).not.toContain('name="car_id"');
    }
  });
});
