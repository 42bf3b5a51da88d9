/**
 * /success (spec §2 "Shown after a successful lead"). The copy — next steps — is the site's content
 * page `success` (editable per dealer, with a built-in fallback); the greeting "Thanks {name}" and
 * the link back to the car come from the success marker in the shopper's browser, so the page is
 * the same cached HTML for everyone and no personal detail is ever in a URL.
 */
import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { RichText } from '@/components/blocks/RichText';
import { SuccessGreeting } from '@/components/leads/SuccessGreeting';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

async function load(params: PageProps<'/[site]/success'>['params']) {
  const site = await loadSite((await params).site);
  return { site, page: await content.page(site, 'success') };
}

export async function generateMetadata({ params }: PageProps<'/[site]/success'>): Promise<Metadata> {
  const { page } = await load(params);
  // A thank-you page is not a search result.
  return { title: page?.title ?? 'Thank you', robots: { index: false, follow: true } };
}

export default async function SuccessPage({ params }: PageProps<'/[site]/success'>) {
  const { site, page } = await load(params);
  return (
    <article>
      <header className="container-page pt-10">
        <SuccessGreeting fallbackHeading={page?.title ?? 'Thank you'} />
        <p className="mt-3 text-lg text-gray-800" role="status">
          Your enquiry has been sent to {site.name}.
        </p>
      </header>
      <div className="container-page max-w-3xl py-6">
        {page && page.body.length > 0 ? (
          <RichText value={page.body} />
        ) : (
          <>
            <h2 className="text-xl font-bold">What happens next</h2>
            <p className="mt-2">Our team will contact you within one business day, usually much sooner during opening hours.</p>
          </>
        )}
      </div>
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
