import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/blocks';
import { RichText } from '@/components/blocks/RichText';
import { content } from '@/lib/content';
import { CONTENT_MAX_SEGMENTS, CONTENT_SEGMENT } from '@/lib/routes/site-routes';
import { loadSite } from '@/lib/tenancy/current-site';

/** 'about-us' or 'pages/toyota-hybrids'; anything that cannot be a page slug is not looked up. */
function pageSlug(segments: string[]): string | undefined {
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return '';
    }
  });
  if (decoded.length > CONTENT_MAX_SEGMENTS || !decoded.every((s) => CONTENT_SEGMENT.test(s))) return undefined;
  const slug = decoded.join('/');
  // The home page's document is shown at '/', never at /home (the route table: contentPagePath).
  return slug === 'home' ? undefined : slug;
}

async function load(params: PageProps<'/[site]/[...slug]'>['params']) {
  const { site: siteSlug, slug } = await params;
  const site = await loadSite(siteSlug);
  const path = pageSlug(slug);
  const page = path ? await content.page(site, path) : undefined;
  return { site, page, path };
}

export async function generateMetadata({ params }: PageProps<'/[site]/[...slug]'>): Promise<Metadata> {
  // A missing page is reported by the page itself (notFound() here would skip the site's 404 page).
  const { page, path } = await load(params);
  return page ? { title: page.title, description: page.description, alternates: { canonical: `/${path}` } } : { title: 'Page not found' };
}

/** A content page from Sanity: its title, portable-text body, then its blocks. */
export default async function ContentPage({ params }: PageProps<'/[site]/[...slug]'>) {
  const { site, page } = await load(params);
  if (!page) notFound();
  return (
    <article>
      <header className="container-page pt-10">
        <h1 className="text-3xl font-bold md:text-4xl">{page.title}</h1>
      </header>
      {page.body.length > 0 ? (
        <div className="container-page max-w-3xl py-6">
          <RichText value={page.body} />
        </div>
      ) : null}
      <PageBlocks blocks={page.blocks} site={site} offset={1} />
    </article>
  );
}
