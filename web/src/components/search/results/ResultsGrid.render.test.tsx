import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../../../../test/support/server-render';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { decodeQuery } from '@/lib/search/query';
import type { SearchResponse } from '@/lib/search/service';
import { resultsItemsModule } from '../live-search';
import type { PromoCardData, ResultsProps } from '../types';
import { ResultsGrid, type ServerItems } from './ResultsGrid';
import { ResultsItems, WeeklyNote } from './ResultsItems';

const NOW = '2025-07-10T02:00:00.000Z';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const site = (await repo.site('gateway-car-superstore'))!;
const hits: Vehicle[] = stockFor('gateway-car-superstore', { now: new Date(NOW), count: 21 });
const result = (over: Partial<SearchResponse> = {}): SearchResponse => ({
  hits,
  facets: {},
  stats: {},
  count: 123,
  found: 123,
  ms: 3,
  page: 2,
  pages: 6,
  pageSize: 21,
  ...over,
});
const promo: PromoCardData = {
  _id: 'p1',
  title: 'Stocktake sale',
  body: 'Big savings',
  link: { label: 'See the deals', path: '/special-offers' },
  start: '2025-07-01T00:00:00+10:00',
  expiry: '2025-07-24T23:59:59+10:00',
  display: [],
  strictDisplay: false,
};

function props(over: Partial<ResultsProps> = {}): ResultsProps {
  return {
    query: decodeQuery(new URLSearchParams('page=2')),
    result: result(),
    site,
    promos: [promo],
    now: NOW,
    onChange: vi.fn(),
    loading: false,
    pageHref: (p) => `/search/used-cars?page=${p}`,
    ...over,
  };
}

/** The cards as the server renders them for the page's first results. */
function serverItems(p: ResultsProps): ServerItems {
  return { result: p.result, list: <ResultsItems {...p} />, note: <WeeklyNote {...p} /> };
}

// The cards' kept parts (ui/kept-markup.tsx) read the router for their links.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

/** As Next's server renders it (the kept parts' views fetched), without React's text separators. */
const renderToStaticMarkup = async (element: ReactNode) => (await serverHtml(element)).replaceAll('<!-- -->', '');

/** The grid showing the server's first results (its cards rendered by ResultsItems on the server). */
function render(over: Partial<ResultsProps> = {}) {
  const p = props(over);
  return renderToStaticMarkup(<ResultsGrid {...p} serverItems={serverItems(p)} />);
}

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('ResultsGrid (server render)', () => {
  it('renders the count, one article per car and promo, the call card and pagination', async () => {
    const html = await render();
    expect(html).toContain('>123 cars</h2>');
    expect(count(html, /<article/g)).toBe(21 + 2 + 1); // cars, the promo at 8 and 17, call the dealer
    expect(count(html, /<h3 id="car-/g)).toBe(21);
    expect(html).toContain('Stocktake sale');
    expect(html).toContain('Call the dealer');
    expect(html).toContain('href="tel:0738689000"');
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/search/used-cars?page=3"');
    expect(html).toContain('aria-busy="false"');
  });

  it('loads only the first images eagerly, the first with high priority', async () => {
    const html = await render();
    expect(count(html, /<img[^>]*fetchPriority="high"/gi)).toBe(1);
    expect(count(html, /loading="eager"/g)).toBe(3);
  });

  it('hides the image link from the tab order and screen readers', async () => {
    expect(await render()).toMatch(/<a [^>]*tabindex="-1"[^>]*aria-hidden="true"|<a [^>]*aria-hidden="true"[^>]*tabindex="-1"/i);
  });

  it('keeps the results while loading, marked busy', async () => {
    const html = await render({ loading: true });
    expect(html).toContain('aria-busy="true"');
    expect(count(html, /<h3 id="car-/g)).toBe(21);
  });

  it('shows the error with a retry, keeping the results', async () => {
    const html = await render({ error: 'We couldn’t update the results. Showing the previous results.' });
    expect(html).toContain('We couldn’t update the results. Showing the previous results.');
    expect(html).toContain('Try again');
    expect(count(html, /<h3 id="car-/g)).toBe(21);
  });

  it('shows the empty state', async () => {
    const html = await render({ result: result({ hits: [], count: 0, found: 0, pages: 0 }) });
    expect(html).toContain('No cars match your search');
    expect(html).toContain('Clear all filters');
    expect(html).toContain('href="/search/new-used-and-demo-cars"');
    expect(html).not.toContain('aria-label="Pagination"');
    expect(await render({ result: result({ hits: hits.slice(0, 1), count: 1 }) })).toContain('>1 car</h2>');
  });

  it('keeps the server’s cards, marked busy, until the browser’s card renderer has loaded; then draws the new results', async () => {
    const first = props();
    const refined = { ...first, result: result({ hits: hits.slice(0, 2), count: 2, pages: 1 }) };
    const waiting = await renderToStaticMarkup(<ResultsGrid {...refined} serverItems={serverItems(first)} />);
    expect(waiting).toContain('aria-busy="true"');
    expect(waiting).toContain('>123 cars</h2>');
    expect(count(waiting, /<h3 id="car-/g)).toBe(21);
    await resultsItemsModule.load();
    const drawn = await renderToStaticMarkup(<ResultsGrid {...refined} serverItems={serverItems(first)} />);
    expect(drawn).toContain('aria-busy="false"');
    expect(drawn).toContain('>2 cars</h2>');
    expect(count(drawn, /<h3 id="car-/g)).toBe(2);
  });
});
