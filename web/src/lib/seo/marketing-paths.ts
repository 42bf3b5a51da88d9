/**
 * The dealership's own pages for the sitemap: the offers page and each live offer, the complaints page,
 * the customer feedback survey and the parts request (fixed routes every site answers), the trade-in and
 * finance pages (where the site values trade-ins, and only those it does not gate behind sign-in: a
 * sitemap lists pages that answer 200), the locations page and each location group's page, and the model
 * pages (with their accessories) on franchise sites.
 */
import { BLOG_CATEGORIES } from '@/domain/blog';
import { offerUrl } from '@/domain/offers';
import { content, type Site } from '@/lib/content';
import { currentOffers } from '@/lib/content/current-offers';
import { gateFor } from '@/lib/routes/gates';
import { locationGroups } from '@/lib/content/location-groups';

export async function marketingPaths(site: Site): Promise<string[]> {
  const [offers, groups, models, posts] = await Promise.all([currentOffers(site), locationGroups(site), content.models(site), content.blogPosts(site)]);
  const categories = [...new Set(posts.flatMap((p) => (p.category && BLOG_CATEGORIES.has(p.category) ? [p.category] : [])))];
  const open = (path: string) => gateFor(path, site.features.gated_routes) === undefined;
  return [
    '/special-offers',
    ...(site.features.trade_in ? ['/trade-in', '/sell-your-car'] : []),
    ...['/finance', '/car-finance', '/apply-for-finance'].filter(open),
    '/pages/complaint-handling-process',
    '/customer-feedback-survey',
    '/parts/search',
    ...offers.map((o) => offerUrl(o, site)),
    ...(groups.length > 0 ? ['/our-location', ...groups.map((g) => `/our-location/${g.lead.slug}`)] : []),
    ...models.flatMap((m) => [`/${m.slug}`, `/${m.slug}/accessories`]),
    ...(posts.length > 0 ? ['/blog', ...categories.map((c) => `/blog/${c}`), ...posts.map((p) => `/blog/${p.slug}`)] : []),
  ];
}
