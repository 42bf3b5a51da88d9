/**
 * Typed reads of dealer content. Every result is parsed with the zod models (content is a boundary);
 * `cache` lets the app memoise per site with tags while tests call the source directly.
 */
import type { z } from 'zod';
import { siteMakes } from '@/domain/brand-menu';
import { z as zod } from 'zod';
import { financeSettingsForSite } from './finance-settings';
import { BlogPost, BlogPostSummary, FinanceSettings, Location, Manufacturer, Model, Navigation, Offer, Page, PopupPromotion, Promo, Review, Site, SiteHosts, SiteSummary } from './models';

const PageSlugs = zod.array(zod.object({ slug: zod.string(), title: zod.string() }));
import {
  BLOG_POST_QUERY, BLOG_POSTS_QUERY, BRANDS_QUERY, FINANCE_SETTINGS_QUERY, LOCATIONS_QUERY, MODELS_QUERY, NAVIGATION_QUERY, OFFER_QUERY, OFFERS_QUERY, PAGE_QUERY, PAGE_SLUGS_QUERY, POPUP_PROMOTIONS_QUERY, PROMOS_QUERY, REVIEWS_QUERY,
  SITE_HOSTS_QUERY, SITE_QUERY, SITES_INDEX_QUERY,
} from './queries';
import type { ContentSource, QueryParams } from './source';

/** Wraps a read so it can be cached; `tags` name what invalidates it (`site:<slug>`, `content`). */
export type CacheWrapper = <T>(key: string, tags: string[], read: () => Promise<T>) => Promise<T>;

export const noCache: CacheWrapper = (_key, _tags, read) => read();

export function siteTag(slug: string): string {
  return `site:${slug}`;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

export function createContentRepository(source: ContentSource, cache: CacheWrapper = noCache) {
  async function read<S extends z.ZodType>(schema: S, query: string, params: QueryParams, tags: string[]): Promise<z.infer<S>> {
    const key = `${query}\u0000${JSON.stringify(params)}`;
    return cache(key, tags, async () => {
      const raw = await source.fetch(query, params);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const where = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new ContentError(`Content did not match the expected shape (${where})`);
      }
      return parsed.data;
    });
  }

  return {
    source: source.name,
    siteHosts: () => read(SiteHosts, SITE_HOSTS_QUERY, {}, ['content', 'sites']),
    sites: () => read(SiteSummary.array(), SITES_INDEX_QUERY, {}, ['content', 'sites']),
    /** The site settings, or undefined for an unknown slug. */
    site: (slug: string) => read(Site.nullable(), SITE_QUERY, { site: slug }, ['content', siteTag(slug)]).then((s) => s ?? undefined),
    navigation: (site: Site, placement: 'header' | 'footer') =>
      read(Navigation, NAVIGATION_QUERY, { siteId: site._id, placement }, ['content', siteTag(site.slug)]),
    models: (site: Site) =>
      site.manufacturer
        ? read(Model.array(), MODELS_QUERY, { manufacturerId: site.manufacturer._id }, ['content', siteTag(site.slug), 'models'])
        : Promise.resolve([] as Model[]),
    /** The manufacturers of the makes the site's dealerships sell (brand-logo menu); none for a site without makes. */
    brands: (site: Site) => {
      const makes = siteMakes(site.dealerships);
      return makes.length > 0
        ? read(Manufacturer.array(), BRANDS_QUERY, { makes }, ['content', siteTag(site.slug)])
        : Promise.resolve([] as Manufacturer[]);
    },
    page: (site: Site, slug: string) => read(Page, PAGE_QUERY, { siteId: site._id, slug }, ['content', siteTag(site.slug)]),
    pageSlugs: (site: Site) =>
      read(PageSlugs, PAGE_SLUGS_QUERY, { siteId: site._id }, ['content', siteTag(site.slug)]),
    locations: (site: Site) => read(Location.array(), LOCATIONS_QUERY, { siteId: site._id }, ['content', siteTag(site.slug)]),
    offers: (site: Site, limit = 12) =>
      read(Offer.array(), OFFERS_QUERY, { siteId: site._id, limit }, ['content', siteTag(site.slug)]),
    /** One offer by its slug (the offer id of its address), or undefined; excluded offers are not found. */
    offer: (site: Site, slug: string) =>
      read(Offer.nullable(), OFFER_QUERY, { siteId: site._id, slug }, ['content', siteTag(site.slug)]).then((o) => o ?? undefined),
    /** Blog posts, newest first; `category` limits them to one ('vehicle-reviews'). */
    blogPosts: (site: Site, category: string | null = null, limit = 50) =>
      read(BlogPostSummary.array(), BLOG_POSTS_QUERY, { siteId: site._id, category, limit }, ['content', siteTag(site.slug)]),
    blogPost: (site: Site, slug: string) =>
      read(BlogPost.nullable(), BLOG_POST_QUERY, { siteId: site._id, slug }, ['content', siteTag(site.slug)]).then((p) => p ?? undefined),
    /** Every promo card of the site; which are live and where they go is decided by domain/promos. */
    promos: (site: Site) => read(Promo.array(), PROMOS_QUERY, { siteId: site._id }, ['content', siteTag(site.slug)]),
    /** The site's popup promotions; whether one shows, and which, is decided by domain/popup. */
    popupPromotions: (site: Site) =>
      read(PopupPromotion.array(), POPUP_PROMOTIONS_QUERY, { siteId: site._id }, ['content', siteTag(site.slug)]),
    reviews: (site: Site, minRating = 4, limit = 12) =>
      read(Review.array(), REVIEWS_QUERY, { siteId: site._id, minRating, limit }, ['content', siteTag(site.slug)]),
    /**
     * The finance settings: with a site, only its dealer group's share of the platform's one document
     * (finance-settings.ts), which is what pages pass on; without, the whole document. No document
     * means the spec's defaults.
     */
    financeSettings: (site?: Pick<Site, 'dealership_group'>) =>
      read(FinanceSettings, FINANCE_SETTINGS_QUERY, {}, ['content', 'finance-settings']).then((all) =>
        site ? financeSettingsForSite(all, site) : all,
      ),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
