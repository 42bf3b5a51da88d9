/**
 * The dealership's own pages for the sitemap: the offers page and each live offer, the locations page
 * and each location group's page, and the model pages (with their accessories) on franchise sites.
 */
import { offerUrl } from '@/domain/offers';
import { content, type Site } from '@/lib/content';
import { currentOffers } from '@/lib/content/current-offers';
import { locationGroups } from '@/lib/content/location-groups';

export async function marketingPaths(site: Site): Promise<string[]> {
  const [offers, groups, models] = await Promise.all([currentOffers(site), locationGroups(site), content.models(site)]);
  return [
    '/special-offers',
    '/pages/complaint-handling-process',
    ...offers.map((o) => offerUrl(o, site)),
    ...(groups.length > 0 ? ['/our-location', ...groups.map((g) => `/our-location/${g.lead.slug}`)] : []),
    ...models.flatMap((m) => [`/${m.slug}`, `/${m.slug}/accessories`]),
  ];
}
