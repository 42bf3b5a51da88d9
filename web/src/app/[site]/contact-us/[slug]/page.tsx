/**
 * /contact-us/{location-slug} (spec §2): a location's contact page, where the slug is the location's
 * name without its Sales/Service/Parts suffix, lower-cased and hyphenated (domain/locations
 * locationGroupSlug). The same content as its location page, which is the canonical address.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocationDetails } from '@/components/locations/LocationDetails';
import { locationGroupByContactSlug } from '@/lib/content/location-groups';
import { CONTENT_SEGMENT } from '@forecourt/schemas/routes';
import { loadSite } from '@/lib/tenancy/current-site';

async function load(params: PageProps<'/[site]/contact-us/[slug]'>['params']) {
  const { site: siteSlug, slug } = await params;
  const site = await loadSite(siteSlug);
  const group = CONTENT_SEGMENT.test(slug) ? await locationGroupByContactSlug(site, slug) : undefined;
  return { site, group };
}

export async function generateMetadata({ params }: PageProps<'/[site]/contact-us/[slug]'>): Promise<Metadata> {
  const { group } = await load(params);
  if (!group) return { title: 'Page not found' };
  return { title: `Contact ${group.name}`, alternates: { canonical: `/our-location/${group.lead.slug}` } };
}

export default async function LocationContactPage({ params }: PageProps<'/[site]/contact-us/[slug]'>) {
  const { site, group } = await load(params);
  if (!group) notFound();
  return <LocationDetails site={site} group={group} />;
}
