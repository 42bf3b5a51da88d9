import { z } from 'zod';
import { minimumRating, reviewTotals } from '@/domain/reviews';
import { content } from '@/lib/content';
import { KeptReviews } from './KeptReviews';
import { str, type BlockProps, defineBlock } from './shared';

/**
 * The fragment the sites' menus link to ('/about-us#reviews'): the reviews section carries it. A page
 * holds at most one reviews block (tenants' content test), so the id stays unique.
 */
export { REVIEWS_ANCHOR } from './ReviewsView';

const Reviews = z.object({
  heading: str,
  min_rating: z.number().nullish(),
  limit: z.number().int().nullish().transform((v) => v ?? 3),
});

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Reviews>>) {
  // The block's own minimum wins; otherwise the site's (default 4, spec §9).
  const reviews = await content.reviews(site, settings.min_rating ?? minimumRating(site.reviews_minimum_rating), settings.limit);
  const totals = reviewTotals(site.dealerships);
  const rated = site.dealerships.filter((d) => typeof d.average_rating === 'number' && (d.review_count ?? 0) > 0);
  // The section stays while there is a rating to show, so the menu's #reviews link always lands.
  if (reviews.length === 0 && totals.count === 0) return null;
  return (
    <KeptReviews
      heading={settings.heading ?? 'What our customers say'}
      index={index}
      siteName={site.name}
      totals={totals}
      {...(site.dealerships.length === 1 && site.dealerships[0]?.review_url ? { reviewUrl: site.dealerships[0].review_url } : {})}
      rated={rated.map(({ slug, name, average_rating, review_count }) => ({ slug, name, average_rating, review_count }))}
      reviews={reviews.map(({ _id, rating, text, customer_name, review_date, reply_text }) => ({ _id, rating, text, customer_name, review_date, reply_text }))}
    />
  );
}

export const ReviewsBlock = defineBlock(Reviews, Render);
