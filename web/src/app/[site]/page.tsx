import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { content } from '@/lib/content';
import { siteStructuredData } from '@/lib/seo/dealer-structured-data';
import { jsonLdText } from '@/lib/seo/json-ld';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  const page = await content.page(site, 'home');
  return { title: { absolute: page?.title ?? site.name }, description: page?.description ?? site.tagline, alternates: { canonical: '/' } };
}

/** The home page: the blocks of the site's `home` page document, and the dealer's locations as schema.org AutoDealers. */
export default async function HomePage({ params }: PageProps<'/[site]'>) {
  const site = await loadSite((await params).site);
  const [page, locations] = await Promise.all([content.page(site, 'home'), content.locations(site)]);
  const data = siteStructuredData(site, locations, new Date());
  const structuredData = data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} /> : null;
  if (!page || page.blocks.length === 0) {
    return (
      <div className="container-page py-16">
        {structuredData}
        <h1 className="text-3xl font-bold">{site.name}</h1>
        {site.tagline ? <p className="mt-4 text-lg text-gray-700">{site.tagline}</p> : null}
      </div>
    );
  }
  const firstIsHero = page.blocks[0]?._type === 'heroBlock';
  return (
    <>
      {structuredData}
      {firstIsHero ? null : <h1 className="sr-only">{site.name}</h1>}
      <PageBlocks blocks={page.blocks} site={site} offset={firstIsHero ? 0 : 1} />
    </>
  );
}
