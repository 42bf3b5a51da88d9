import { z } from 'zod';
import { minimumRating, reviewTotals } from '@/domain/reviews';
import { ReviewSummary } from '@/components/locations/ReviewSummary';
import { Stars } from '@/components/reviews/Stars';
import { content } from '@/lib/content';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

/**
 * The fragment the sites' menus link to ('/about-us#reviews'): the reviews section carries it. A page
 * holds at most one reviews block (tenants' content test), so the id stays unique.
 */
export const REVIEWS_ANCHOR = 'reviews';

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
    <section id={REVIEWS_ANCHOR} className="container-page scroll-mt-24 py-10" data-reviews="">
      <BlockHeading index={index}>{settings.heading ?? 'What our customers say'}</BlockHeading>
      {totals.count > 0 ? (
        <div className="mb-6 space-y-3">
          {/* One dealership: its own review link; a group's links are per dealership below. */}
          <ReviewSummary rating={totals.average_rating} count={totals.count} reviewUrl={site.dealerships.length === 1 ? site.dealerships[0]?.review_url : undefined} />
          {rated.length > 1 ? (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Ratings by dealership">
              {rated.map((d) => (
                <li key={d.slug} className="rounded-lg border border-gray-200 bg-white p-3">
                  <p className="font-semibold">{d.name}</p>
                  <ReviewSummary rating={d.average_rating} count={d.review_count} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <figure>
                <Stars rating={review.rating} label className="size-4" />
                <blockquote className="mt-3 text-gray-800">{review.text}</blockquote>
                <figcaption className="mt-3 text-sm font-semibold">
                  {review.customer_name}
                  <span className="font-normal text-gray-600">
                    {' · '}
                    {new Date(`${review.review_date}T00:00:00`).toLocaleDateString('en-AU', { month: 'long', year: 'numeric' })}
                  </span>
                </figcaption>
              </figure>
              {/* The dealer's reply follows the quoted review; HTML allows nothing after a figure's figcaption. */}
              {review.reply_text ? (
                <p className="mt-3 border-l-2 border-gray-300 pl-3 text-sm text-gray-700">
                  <span className="font-semibold">Reply from {site.name}:</span> {review.reply_text}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export const ReviewsBlock = defineBlock(Reviews, Render);
