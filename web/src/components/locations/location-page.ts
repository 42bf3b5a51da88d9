import type { Metadata } from 'next';
import { locationGroupBySlug } from '@/lib/content/location-groups';
import { CONTENT_SEGMENT } from '@forecourt/schemas/routes';
import { loadSite } from '@/lib/tenancy/current-site';

/** The site and the location group of /our-location/{slug} or /locations/{slug}; no group for a bad or unknown slug. */
export async function loadLocationPage(params: Promise<{ site: string; slug: string }>) {
  const { site: siteSlug, slug } = await params;
  const site = await loadSite(siteSlug);
  const group = CONTENT_SEGMENT.test(slug) ? await locationGroupBySlug(site, slug) : undefined;
  return { site, group };
}

export async function locationMetadata(params: Promise<{ site: string; slug: string }>): Promise<Metadata> {
  const { group } = await loadLocationPage(params);
  if (!group) return { title: 'Page not found' };
  const { city, state } = group.lead.address;
  return {
    title: group.name,
    description: `${group.name}, ${city} ${state}: address, map, opening hours and phone numbers.`,
    alternates: { canonical: `/our-location/${group.lead.slug}` },
  };
}
