/** /favourites over the real sample content: the server's part (heading, loading state, flags). */
import { readDataset } from '@forecourt/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';

const ON = 'southern-cross-motors';
const OFF = 'no-favourites';
const repo = createContentRepository(createEmbeddedSource(readDataset()));

// No sample dealer has favourites off: one is made from a real site with the flag cleared.
vi.mock('@/lib/content', () => ({
  content: {
    site: async (slug: string) => {
      if (slug !== OFF) return repo.site(slug);
      const site = (await repo.site(ON))!;
      return { ...site, slug: OFF, features: { ...site.features, favourites: false } };
    },
  },
}));

const { default: FavouritesPage, generateMetadata } = await import('./page');

const props = (site: string) => ({ params: Promise.resolve({ site }), searchParams: Promise.resolve({}) }) as PageProps<'/[site]/favourites'>;

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

describe('/favourites', () => {
  it('renders the heading and a loading state (the list lives in the browser), not indexed', async () => {
    const html = renderToStaticMarkup(await FavouritesPage(props(ON)));
    expect(html).toMatch(/<h1[^>]*>My favourites<\/h1>/);
    expect(html).toContain('Loading your favourites');
    expect(html).not.toContain('no favourites yet');
    const meta = await generateMetadata(props(ON));
    expect(meta.title).toBe('My favourites');
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it('is a 404 where the site has favourites off', async () => {
    await notFoundError(FavouritesPage(props(OFF)));
    await notFoundError(generateMetadata(props(OFF)));
  });
});
