import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { ModelAccessoriesPage } from '@/components/models/ModelAccessoriesPage';
import { ModelPage } from '@/components/models/ModelPage';
import { content, type Model, type Site } from '@/lib/content';
import { CONTENT_MAX_SEGMENTS, CONTENT_SEGMENT } from '@forecourt/schemas/routes';
import { loadSite } from '@/lib/tenancy/current-site';
import { modelPagePath } from '@forecourt/schemas/routes';

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

/**
 * A franchise site's model page where no content page has the path: /{model-slug} (spec §2) and its
 * /{model-slug}/accessories. Content pages win, so a dealer can replace a model page with their own.
 */
async function modelAt(site: Site, path: string): Promise<{ model: Model; accessories: boolean } | undefined> {
  const target = site.manufacturer ? modelPagePath(path) : undefined;
  if (!target) return undefined;
  const model = (await content.models(site)).find((m) => m.slug === target.slug);
  return model ? { model, accessories: target.accessories } : undefined;
}

async function load(params: PageProps<'/[site]/[...slug]'>['params']) {
  const { site: siteSlug, slug } = await params;
  const site = await loadSite(siteSlug);
  const path = pageSlug(slug);
  const page = path ? await content.page(site, path) : undefined;
  const model = path && !page ? await modelAt(site, path) : undefined;
  return { site, page, path, model };
}

export async function generateMetadata({ params }: PageProps<'/[site]/[...slug]'>): Promise<Metadata> {
  // A missing page is reported by the page itself (notFound() here would skip the site's 404 page).
  const { site, page, path, model } = await load(params);
  if (model) {
    const name = `${site.manufacturer!.name} ${model.model.name}`;
    return model.accessories
      ? { title: `${name} accessories`, description: `Genuine accessories for the ${name} at ${site.name}.`, alternates: { canonical: `/${path}` } }
      : { title: `New ${name}`, description: `The new ${name} at ${site.name}: stock, offers and enquiries.`, alternates: { canonical: `/${path}` } };
  }
  return page ? { title: page.title, description: page.description, alternates: { canonical: `/${path}` } } : { title: 'Page not found' };
}

/** A content page from Sanity: its title, portable-text body, then its blocks. */
export default async function ContentPage({ params }: PageProps<'/[site]/[...slug]'>) {
  const { site, page, model } = await load(params);
  if (model) {
    const make = site.manufacturer!.name;
    return model.accessories ? <ModelAccessoriesPage site={site} model={model.model} make={make} /> : <ModelPage site={site} model={model.model} make={make} />;
  }
  if (!page) notFound();
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle={page.title} />
      <PageBlocks blocks={page.blocks} site={site} offset={1} />
    </article>
  );
}
