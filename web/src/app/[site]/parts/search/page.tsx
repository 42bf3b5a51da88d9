/**
 * /parts/search (spec §2 "/parts/search, /parts-and-accessories | Parts"): a parts request — the
 * part's name or number and the shopper's vehicle by rego or VIN — delivered to the parts team as a
 * lead (form kind parts_request, category 'Parts Enquiry'). A dealer may write the page's copy as
 * the content page `parts/search`; without one the page says what the parts team needs. Static:
 * nothing here depends on the request.
 */
import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

const PAGE_SLUG = 'parts/search';
const PATH = '/parts/search';

// Spelled out rather than PageProps<'/[site]/parts/search'>: that type exists only once a build has
// generated the route types, and this page must type-check before its first build.
interface Props {
  params: Promise<{ site: string }>;
}

async function load(params: Props['params']) {
  const site = await loadSite((await params).site);
  return { site, page: await content.page(site, PAGE_SLUG) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, page } = await load(params);
  return {
    title: page?.title ?? 'Parts Search',
    description:
      page?.description ??
      `Ask the ${site.name} parts team for a part by name or number. Give us your rego or VIN and we will check fitment, price and availability.`,
    alternates: { canonical: PATH },
  };
}

export default async function PartsSearchPage({ params }: Props) {
  const { site, page } = await load(params);
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle="Parts Search" />
      {page ? null : (
        <div className="container-page max-w-3xl space-y-3 pt-4 text-lg text-gray-800">
          <p>
            Chasing a part? Tell us what you need. A part number off the old part or your receipt is quickest, but a description
            such as &lsquo;rear wiper blade&rsquo; or &lsquo;front brake pads&rsquo; is fine too.
          </p>
          <p>
            Add your rego or VIN and our parts interpreters will match the right part to your vehicle, then get back to you with the
            price and when it can be ready for pick-up.
          </p>
        </div>
      )}
      <LeadFormSection
        id="parts-request-form"
        site={site}
        kind="parts_request"
        headingLevel={2}
        heading="Request a part"
        intro="Your rego or VIN (on your registration papers) lets us make sure the part fits first time."
        submitLabel="Enquire Now"
      />
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
