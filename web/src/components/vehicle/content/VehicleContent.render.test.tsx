import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { DEALER_COMMENTS_PENDING } from '@/domain/dealer-comments';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type { Site } from '@/lib/content/models';
import { VehicleContent, vehicleTabs } from '.';

const NOW = new Date('2025-07-10T02:00:00.000Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const gateway = (await repo.site('gateway-car-superstore'))!;
const coorong = (await repo.site('coorong-caravans'))!;
const base = stockFor('harbour-toyota', { now: NOW, count: 40 })[0]!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  make: 'Toyota',
  model: 'RAV4',
  car_type: 'new',
  status: 'in_stock',
  reserved: false,
  sold: false,
  certified: false,
  km: 12_000,
  standardEquipment: Array.from({ length: 12 }, (_, i) => `Feature ${i + 1}`),
  dealercomments: 'Great car.|One owner.',
  ...over,
});
// The kept islands (ui/kept-markup.tsx) read the router for their links, and draw their view after
// fetching it: rendered as Next's server does, waiting for everything.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));
const render = async (vehicle: Vehicle, site: Site = harbour) =>
  // (Without the text separators React writes for hydration, as renderToStaticMarkup drew it.)
  (await new Response((await prerender(<VehicleContent vehicle={vehicle} site={site} now={NOW} />)).prelude).text()).replaceAll('<!-- -->', '');
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
const headings = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map((m) => `h${m[1]} ${m[2]!.replace(/<[^>]+>/g, '')}`);

describe('VehicleContent (server render)', () => {
  it('uses h2 sections and h3 tab panels, never an h1', async () => {
    const hs = headings(await render(car()));
    expect(hs.some((h) => h.startsWith('h1'))).toBe(false);
    expect(hs.filter((h) => h.startsWith('h2'))).toEqual(['h2 Vehicle Details', 'h2 Key Information', 'h2 Car Finance', 'h2 Your personalised quote', 'h2 Finance calculator', 'h2 About This Car', 'h2 Trade-In FAQ']);
    expect(hs).toContain('h3 Dealer Comments');
    expect(hs).toContain('h4 Toyota Service Advantage');
  });

  it('shows 4 key-information entries and 8 features before the toggles', async () => {
    const html = await render(car());
    const grid = html.slice(html.indexOf('data-testid="key-information"'), html.indexOf('</dl>', html.indexOf('data-testid="key-information"')));
    expect(count(grid, /<div hidden="" data-more="" data-key/g)).toBe(count(grid, /data-key=/g) - 4);
    expect(html).toMatch(/aria-expanded="false"[^>]*><span>Show More<\/span><span class="sr-only"> key information/);
    const list = html.slice(html.indexOf('data-testid="feature-list"'));
    expect(count(list, /<li hidden=""/g)).toBe(4);
    expect(html).toMatch(/aria-expanded="false"[^>]*><span>Show All<\/span><span class="sr-only"> features/);
  });

  it('renders one tab per vehicleTabs entry, with every panel in the HTML', async () => {
    const v = car();
    const html = await render(v);
    const tabs = vehicleTabs(v, harbour, NOW);
    expect([...html.matchAll(/role="tab"[^>]*data-tab="([^"]+)"|data-tab="([^"]+)"[^>]*role="tab"/g)].length).toBe(tabs.length);
    for (const t of tabs) expect(html).toContain(`data-tab="${t.id}"`);
    expect(count(html, /role="tabpanel"/g)).toBe(tabs.length);
    expect(html).toContain('<p>Great car.</p><p>One owner.</p>');
  });

  it('has no Features tab without features and shows the pending comments notice', async () => {
    const html = await render(car({ standardEquipment: [], dealercomments: ' | ' }));
    expect(html).not.toContain('data-tab="features"');
    expect(html).toContain(DEALER_COMMENTS_PENDING);
  });

  it('truncates long dealer comments at 400 characters with a show more toggle', async () => {
    const html = await render(car({ dealercomments: 'word '.repeat(200) }));
    expect(html).toMatch(/aria-expanded="false"[^>]*><span>Show more<\/span><span class="sr-only"> dealer comments/);
    expect(html).toContain('…');
  });

  it('Toyota used certified car: certified dialog trigger and the used-car banner; no Service Advantage', async () => {
    const html = await render(car({ car_type: 'used', certified: true }));
    expect(html).toContain('About Toyota Certified Pre-Owned');
    expect(html).toContain('data-testid="used-car-banner"');
    expect(html).toContain('90-point inspection');
    expect(html).not.toContain('data-testid="service-advantage"');
  });

  it('new Toyota: Service Advantage for the model, no used-car banner', async () => {
    const html = await render(car({ model: 'Camry' }));
    expect(html).toContain('data-testid="service-advantage"');
    expect(html).toContain('$255');
    expect(html).not.toContain('data-testid="used-car-banner"');
  });

  it('finance card: Get Pre-Approved link and the estimate when eligible', async () => {
    const plain = await render(car({ finance: undefined }));
    expect(plain).toContain('Car Finance');
    expect(plain).toContain(`href="/apply-for-finance?car_id=${encodeURIComponent(base.slug)}#finance-form"`);
    expect(plain).not.toContain('data-testid="finance-estimate"');
    const html = await render(
      car({ finance: { 'Car Clarity': { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 150, deposit: 4599, financeProvider: 'Car Clarity' } } }),
    );
    expect(html).toContain('data-testid="finance-estimate"');
    expect(html).toContain('$150');
    expect(html).toMatch(/Term<\/dt><dd[^>]*>5(<!-- -->)? years/);
    expect(html).toMatch(/Final payment<\/dt><dd[^>]*>\$0</);
    expect(html).toContain('id="financeDisclaimer"');
    expect(await render(car({ status: 'sold' }))).not.toContain('Car Finance');
  });

  it('guarantees site: Why Buy From Us shows the guarantees; caravan site: caravan specifications', async () => {
    const used = stockFor('gateway-car-superstore', { now: NOW, count: 5 })[0]!;
    expect(await render({ ...used, status: 'in_stock' }, gateway)).toContain('data-kind="guarantees"');
    const van = stockFor('coorong-caravans', { now: NOW, count: 30 }).find((v) => v.item_type.toLowerCase() === 'caravan');
    expect(van).toBeDefined();
    expect(await render(van!, coorong)).toContain('Caravan Specifications');
  });
});
