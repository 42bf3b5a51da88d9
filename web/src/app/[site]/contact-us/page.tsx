/**
 * /contact-us: the site's `contact-us` content page (its copy and form) followed by every location's
 * address, phone numbers and opening hours, which the page promises.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { OpeningHours } from '@/components/locations/OpeningHours';
import { addressLine } from '@/domain/locations';
import { content } from '@/lib/content';
import { locationGroups } from '@/lib/content/location-groups';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]/contact-us'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  const page = await content.page(site, 'contact-us');
  return { title: page?.title ?? 'Contact Us', description: page?.description, alternates: { canonical: '/contact-us' } };
}

export default async function ContactUsPage({ params }: PageProps<'/[site]/contact-us'>) {
  const site = await loadSite((await params).site);
  const [page, groups] = await Promise.all([content.page(site, 'contact-us'), locationGroups(site)]);
  if (!page && groups.length === 0) notFound();
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle="Contact Us" />
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
      <section aria-labelledby="contact-hours" className="container-page py-10">
        <h2 id="contact-hours" className="text-2xl font-bold">
          Our locations and opening hours
        </h2>
        {groups.map((group) => (
          <section key={group.slug} aria-labelledby={`contact-${group.slug}`} className="mt-8">
            <h3 id={`contact-${group.slug}`} className="text-xl font-semibold">
              <Link href={`/our-location/${group.lead.slug}`} className="underline">
                {group.name}
              </Link>
            </h3>
            <p className="text-gray-700">
              {addressLine(group.lead.address)}
            </p>
            <div className="mt-3 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <OpeningHours key={member._id} location={member} headingLevel={4} />
              ))}
            </div>
          </section>
        ))}
      </section>
    </article>
  );
}
