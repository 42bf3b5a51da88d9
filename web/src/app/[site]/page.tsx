import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { PopupPromotion } from '@/components/popup/PopupPromotion';
import { content } from '@/lib/content';
import { currentPopupPromotion } from '@/lib/content/current-popup';
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
  const [page, locations, popup] = await Promise.all([content.page(site, 'home'), content.locations(site), currentPopupPromotion(site)]);
  const data = siteStructuredData(site, locations, new Date());
  const structuredData = data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} /> : null;
  // The popup promotion greets shoppers on the home page only: the spec names no page, the home page
  // is where a dealer's announcement reaches most visitors, and a modal over search results, a car or
  // a lead form would interrupt a shopper in the middle of a task.
  const popupPromotion = popup ? <PopupPromotion site={site} popup={popup} /> : null;
  if (!page || page.blocks.length === 0) {
    return (
      <div className="container-page py-16">
        {structuredData}
        {popupPromotion}
        <h1 className="text-3xl font-bold">{site.name}</h1>
        {site.tagline ? <p className="mt-4 text-lg text-gray-700">{site.tagline}</p> : null}
      </div>
    );
  }
  const firstIsHero = page.blocks[0]?._type === 'heroBlock';
  return (
    <>
      {structuredData}
      {popupPromotion}
      {firstIsHero ? null : <h1 className="sr-only">{site.name}</h1>}
      <PageBlocks blocks={page.blocks} site={site} offset={firstIsHero ? 0 : 1} />
    </>
  );
}
