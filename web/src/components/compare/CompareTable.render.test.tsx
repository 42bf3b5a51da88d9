import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { weeklyEstimate } from '@/components/search/results/card-model';
import { priceDisplay } from '@/domain/price';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { compareColumns } from './compare-model';
import { CompareTable } from './CompareTable';

const NOW = new Date('2025-07-10T02:00:00.000Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const site = (await repo.site('southern-cross-motors'))!;
const stock = stockFor('southern-cross-motors', { now: NOW }).filter((v) => v.status === 'in_stock');
const financed = stock.find((v) => weeklyEstimate(v, site, NOW, priceDisplay(v, site)))!;
const plain = stock.find((v) => !v.finance && !v.variant && v.id !== financed.id)!;
const reduced = stock.find((v) => {
  const p = priceDisplay(v, site);
  return p.kind === 'price' && p.wasPrice && v.id !== financed.id && v.id !== plain.id;
})!;

const render = (cars: Vehicle[]) => renderToStaticMarkup(<CompareTable columns={compareColumns(cars, site, NOW)} />);
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('CompareTable (server render)', () => {
  const html = render([financed, plain, reduced]);

  it('is a real table with column and row headers, in a focusable scrolling region', () => {
    expect(html).toMatch(/<div role="region" aria-label="Comparison of 3 cars" tabindex="0" class="[^"]*overflow-x-auto/);
    expect(html).toContain('<caption class="sr-only">Comparing 3 cars: price and specifications</caption>');
    expect(count(html, /<th scope="col"/g)).toBe(3);
    for (const label of ['Photo', 'Price', 'Year', 'Kilometres', 'Body', 'Transmission', 'Fuel type', 'Drive', 'Seats', 'Engine']) {
      expect(html, label).toMatch(new RegExp(`<th scope="row"[^>]*>${label}</th>`));
    }
    // The row headers stay in view while the cars scroll under them.
    expect(count(html, /<th scope="row" class="sticky left-0/g)).toBeGreaterThanOrEqual(10);
  });

  it("names each car with a link to its page and a Remove link keeping the others", () => {
    expect(html).toContain(`href="/cars/${financed.slug}"`);
    expect(html).toContain(`href="/compare?ids=${plain.id},${reduced.id}"`);
    expect(html).toContain(`href="/compare?ids=${financed.id},${reduced.id}"`);
    expect(html).toMatch(/>Remove<span class="sr-only"> [^<]+ from the comparison<\/span><\/a>/);
    expect(html).toMatch(/min-h-11[^"]*"[^>]*>Remove/);
  });

  it('shows prices with the struck was-price, and marks the weekly estimate with its note', () => {
    const was = priceDisplay(reduced, site);
    expect(html).toContain(`<s class="ml-2 text-gray-700"><span class="sr-only">Was </span>${was.kind === 'price' ? was.wasPrice : ''}</s>`);
    expect(html).toContain(weeklyEstimate(financed, site, NOW, priceDisplay(financed, site))!.text);
    expect(html).toContain('<th scope="row" class="sticky left-0');
    expect(html).toContain('Weekly estimate</th>');
    expect(html).toContain('Weekly repayments are estimates over a 5-year loan');
    expect(html).toMatch(/<td[^>]*>-<\/td>/);
  });

  it('has a photo with alt text for each car', () => {
    expect(count(html, /<img [^>]*alt="[^"]+"/g)).toBe(3);
  });

  it('leaves out the estimate rows and note when no car has one', () => {
    const bare = render([plain]);
    expect(bare).not.toContain('Weekly estimate');
    expect(bare).not.toContain('Weekly repayments are estimates');
    expect(bare).not.toContain('ANCAP rating');
    expect(bare).toContain('href="/compare"');
    expect(bare).not.toContain('Scroll sideways');
  });
});
