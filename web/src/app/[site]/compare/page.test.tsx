/** /compare?ids= over the real sample content and the embedded search engine. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

const A = 'southern-cross-motors'; // compare and favourites on
const B = 'gateway-car-superstore';
const OFF = 'harbour-toyota'; // compare off
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const stockA = stockFor(A).filter((v) => v.show_on_dealer_website);
const stockB = stockFor(B).filter((v) => v.show_on_dealer_website);

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));

const { default: ComparePage, generateMetadata, dynamic } = await import('./page');

const props = (site: string, ids?: string | string[]) =>
  ({ params: Promise.resolve({ site }), searchParams: Promise.resolve(ids === undefined ? {} : { ids }) }) as PageProps<'/[site]/compare'>;

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

const columns = (html: string) => html.match(/<th scope="col"/g)?.length ?? 0;

describe('/compare?ids=', () => {
  it('shows the cars side by side, rendered per request and not indexed', async () => {
    const [a, b] = stockA;
    const html = renderToStaticMarkup(await ComparePage(props(A, `${a!.id},${b!.slug}`)));
    expect(html).toMatch(/<h1[^>]*>Compare cars<\/h1>/);
    expect(columns(html)).toBe(2);
    expect(html).toContain(`href="/cars/${a!.slug}"`);
    expect(html).toContain(`href="/compare?ids=${b!.id}"`);
    expect(html).toContain('href="/favourites"');
    expect(dynamic).toBe('force-dynamic');
    expect((await generateMetadata(props(A))).robots).toEqual({ index: false, follow: true });
  });

  it("leaves out unknown ids, another dealer's cars and ids past the fourth", async () => {
    const other = stockB[0]!;
    const [a, b, c, d, e] = stockA;
    const html = renderToStaticMarkup(await ComparePage(props(A, ['no-such-car', other.id, a!.id, '<x>', b!.id, c!.id, d!.id, e!.id].join(','))));
    // The first four valid ids: one unknown, one another dealer's, so two cars remain.
    expect(columns(html)).toBe(2);
    expect(html).not.toContain(other.slug);
    expect(html).not.toContain(c!.slug);
    const four = renderToStaticMarkup(await ComparePage(props(A, [a, b, c, d, e].map((v) => v!.id).join(','))));
    expect(columns(four)).toBe(4);
    expect(four).not.toContain(`/cars/${e!.slug}"`);
  });

  it('shows the empty state, linking to the favourites, with no valid ids', async () => {
    for (const ids of [undefined, '', 'no-such-car', ',,,', ['x y', '../etc']]) {
      const html = renderToStaticMarkup(await ComparePage(props(A, ids)));
      expect(html).not.toContain('<table');
      expect(html).toContain('There are no cars to compare');
      expect(html).toContain('href="/favourites"');
    }
  });

  it('is a 404 where the site has compare off', async () => {
    await notFoundError(ComparePage(props(OFF, stockA[0]!.id)));
    await notFoundError(generateMetadata(props(OFF)));
  });
});
