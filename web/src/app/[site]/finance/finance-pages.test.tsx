/**
 * /finance, /car-finance and /personalised/finance over the real sample content (with its finance
 * settings document) and the embedded search engine, as the server renders them.
 */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { vehicleTitle } from '@/components/search/results/card-model';
import { priceDisplay } from '@/domain/price';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

const A = 'gateway-car-superstore';
const B = 'harbour-toyota';
const GROUP = 'southern-cross-motors';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const stockA = stockFor(A).filter((v) => v.show_on_dealer_website);
const stockB = stockFor(B).filter((v) => v.show_on_dealer_website);

const currentUser = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined as { id: string; phone: string } | undefined)));
vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/auth/current-user', () => ({ currentUser }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { default: FinancePage, generateMetadata: financeMetadata } = await import('./page');
const { default: CarFinancePage } = await import('../car-finance/page');
const { default: PersonalisedFinancePage, generateMetadata: personalisedMetadata } = await import('../personalised/finance/page');

type Query = Record<string, string | string[]>;
const props = (site: string, query: Query = {}) => ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) });

async function html(element: Promise<ReactElement>): Promise<string> {
  const { prelude } = await prerender(await element);
  return new Response(prelude).text();
}
const inputValue = (page: string, testid: string) =>
  /value="([^"]*)"/.exec([...page.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`data-testid="${testid}"`)) ?? '')?.[1];

const siteA = (await repo.site(A))!;
const car = stockA.find((v) => priceDisplay(v, siteA).kind === 'price')!;

describe('/finance', () => {
  it('shows the calculator with the defaults, and the two next steps', async () => {
    const page = await html(FinancePage(props(A)));
    expect(page).toContain('<h1');
    expect(page).toContain('id="finance-calculator"');
    expect(inputValue(page, 'finance-calculator-purchasePrice')).toBe('30,000');
    expect(inputValue(page, 'finance-calculator-interestRate')).toBe('10');
    expect(page).toMatch(/href="\/apply-for-finance"[^>]*>Get Pre-Approved</);
    expect(page).toMatch(/href="\/finance-enquiry#finance-form"[^>]*>Finance Enquiry</);
    expect(page).toContain('This repayment estimate is indicative only.');
    expect((await financeMetadata(props(A))).alternates?.canonical).toBe('/finance');
  });

  it('starts from vehiclePriceBudget and carries it and the car onward', async () => {
    const page = await html(FinancePage(props(A, { vehiclePriceBudget: '$45,000', car_id: car.slug })));
    expect(inputValue(page, 'finance-calculator-purchasePrice')).toBe('45,000');
    expect(page).toContain(`href="/apply-for-finance?car_id=${car.slug}&amp;vehiclePriceBudget=45000"`);
    expect(page).toContain(`href="/finance-enquiry?car_id=${car.slug}&amp;vehiclePriceBudget=45000#finance-form"`);
    // A malformed car_id is not carried.
    const odd = await html(FinancePage(props(A, { car_id: '"><b>x' })));
    expect(odd).toMatch(/href="\/apply-for-finance"/);
  });

  it("uses the dealer group's calculator settings from content", async () => {
    const page = await html(FinancePage(props(GROUP)));
    expect(inputValue(page, 'finance-calculator-interestRate')).toBe('8.5');
    expect(page).toMatch(/type="number"[^>]*min="4" max="20"/);
  });

  it('sends a visitor without a session to sign-in where the site gates it', async () => {
    const gated = { ...siteA, features: { ...siteA.features, gated_routes: ['finance', 'car-finance'] } };
    const spy = vi.spyOn(repo, 'site').mockResolvedValue(gated);
    try {
      await expect(html(FinancePage(props(A, { vehiclePriceBudget: '5000' })))).rejects.toThrow(
        'redirect /sign-in?type=finance&redirect=%2Ffinance%3FvehiclePriceBudget%3D5000&back=%2F',
      );
      await expect(html(CarFinancePage(props(A)))).rejects.toThrow('redirect /sign-in?type=car-finance');
      currentUser.mockResolvedValueOnce({ id: 'u1', phone: '+61400000000' });
      expect(await html(FinancePage(props(A)))).toContain('id="finance-calculator"');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('/car-finance', () => {
  it('explains finance by default and links to the calculator and pre-approval', async () => {
    const page = await html(CarFinancePage(props(A)));
    expect(page).toMatch(/<h1[^>]*>About Finance<\/h1>/);
    for (const heading of ['What is car finance?', 'Secured loans', 'Comparison rates', 'Responsible lending']) expect(page).toContain(`>${heading}</h2>`);
    expect(page).toMatch(/href="\/finance#finance-calculator"/);
    expect(page).toMatch(/href="\/apply-for-finance"[^>]*>Get Pre-Approved</);
  });

  it('links to the calculator a reader can open where the site gates /finance (Harbour Toyota)', async () => {
    expect(await html(CarFinancePage(props('harbour-toyota')))).toMatch(/href="\/personalised\/finance#finance-calculator"/);
  });

  it("speaks of caravans on a caravan dealer's site", async () => {
    expect(await html(CarFinancePage(props('coorong-caravans')))).toContain('What is caravan finance?');
  });
});

describe('/personalised/finance', () => {
  it("shows this site's car and prefills the calculator with its price", async () => {
    const page = await html(PersonalisedFinancePage(props(A, { car_id: car.slug })));
    const price = priceDisplay(car, siteA);
    expect(page).toContain(vehicleTitle(car));
    expect(page).toContain(price.text);
    expect(inputValue(page, 'finance-calculator-purchasePrice')).toBe((price.kind === 'price' ? price.amount : 0).toLocaleString('en-AU'));
    expect(page).toContain(`Estimate your repayments on the ${vehicleTitle(car)}.`);
    expect(page).toContain(`href="/apply-for-finance?car_id=${car.slug}"`);
    expect(page).toContain(`href="/finance-enquiry?car_id=${car.slug}#finance-form"`);
    expect((await personalisedMetadata(props(A, { car_id: car.slug }))).title).toBe(`Personalised Repayments: ${vehicleTitle(car)}`);
  });

  it.each<[string, Query]>([
    ['no car', {}],
    ["another dealer's car", { car_id: stockB[0]!.slug }],
    ['an unknown car', { car_id: 'no-such-car-1' }],
    ['markup as car_id', { car_id: '"><script>alert(1)</script>' }],
  ])('is the calculator with its defaults for %s', async (_name, query) => {
    const page = await html(PersonalisedFinancePage(props(A, query)));
    expect(page).not.toContain('data-testid="personalised-finance-car"');
    expect(inputValue(page, 'finance-calculator-purchasePrice')).toBe('30,000');
    expect(page).toMatch(/href="\/apply-for-finance"/);
    expect(page).not.toContain('<script>alert');
  });
});
