/**
 * A site's locations as the location pages show them: grouped by the card rule (domain/locations),
 * found by any member's slug (/our-location/{slug}, /locations/{slug}) or by the group's contact slug
 * (/contact-us/{location-slug}). Hidden locations have no page.
 */
import { groupLocations, type LocationGroup } from '@/domain/locations';
import { content } from './index';
import type { Location, Site } from './models';

export type SiteLocationGroup = LocationGroup<Location>;

export async function locationGroups(site: Site): Promise<SiteLocationGroup[]> {
  return groupLocations(await content.locations(site));
}

export async function locationGroupBySlug(site: Site, slug: string): Promise<SiteLocationGroup | undefined> {
  return (await locationGroups(site)).find((g) => g.members.some((m) => m.slug === slug));
}

export async function locationGroupByContactSlug(site: Site, slug: string): Promise<SiteLocationGroup | undefined> {
  return (await locationGroups(site)).find((g) => g.slug === slug);
}
