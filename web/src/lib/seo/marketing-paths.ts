/**
 * The dealership's own pages for the sitemap: the offers page and each live offer, the complaints page,
 * the customer feedback survey and the parts request (fixed routes every site answers), the locations page
 * and each location group's page, and the model pages (with their accessories) on franchise sites.
 */
import { BLOG_CATEGORIES } from '@/domain/blog';
import { offerUrl } from '@/domain/offers';
import { content, type Site } from '@/lib/content';
import { currentOffers } from '@/lib/content/current-offers';
import { locationGroups } from '@/lib/content/location-groups';

export async function marketingPaths(site: Site): Promise<string[]> {
  const [offers, groups, models, posts] = await Promise.all([currentOffers(site), locationGroups(site), content.models(site), content.blogPosts(site)]);
  const categories = [...new Set(posts.flatMap((p) => (p.category && BLOG_CATEGORIES.has(p.category) ? [p.category] : [])))];
  return [
    '/special-offers',
    '/pages/complaint-handling-process',
    '/customer-feedback-survey',
    '/parts/search',
    ...offers.map((o) => offerUrl(o, site)),
    ...(groups.length > 0 ? ['/our-location', ...groups.map((g) => `/our-location/${g.lead.slug}`)] : []),
    ...models.flatMap((m) => [`/${m.slug}`, `/${m.slug}/accessories`]),
    ...(posts.length > 0 ? ['/blog', ...categories.map((c) => `/blog/${c}`), ...posts.map((p) => `/blog/${p.slug}`)] : []),
  ];
}
