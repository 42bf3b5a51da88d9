/**
 * The reviews section's markup (ReviewsBlock): drawn by the server and kept by the browser as drawn
 * (KeptReviews, ui/kept-markup.tsx), so React sends the reviews rather than their markup.
 */
import { ReviewSummary } from '@/components/locations/ReviewSummary';
import { Stars } from '@/components/reviews/Stars';
import type { Review } from '@/lib/content/models';
import { BlockHeading } from './Heading';

/** The fragment the sites' menus link to ('/about-us#reviews'). */
export const REVIEWS_ANCHOR = 'reviews';

export interface ReviewsModel {
  heading: string;
  index: number;
  siteName: string;
  totals: { average_rating?: number | null; count: number };
  /** One dealership: its own review link. */
  reviewUrl?: string;
  /** A group's dealerships with a rating, each with its own. */
  rated: { slug: string; name: string; average_rating?: number | null; review_count?: number | null }[];
  reviews: Pick<Review, '_id' | 'rating' | 'text' | 'customer_name' | 'review_date' | 'reply_text'>[];
}

export default function ReviewsView({ heading, index, siteName, totals, reviewUrl, rated, reviews }: ReviewsModel) {
  return (
    <section id={REVIEWS_ANCHOR} className="container-page scroll-mt-24 py-10" data-reviews="">
      <BlockHeading index={index}>{heading}</BlockHeading>
      {totals.count > 0 ? (
        <div className="mb-6 space-y-3">
          {/* One dealership: its own review link; a group's links are per dealership below. */}
          <ReviewSummary rating={totals.average_rating} count={totals.count} reviewUrl={reviewUrl} />
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
                  <span className="font-semibold">Reply from {siteName}:</span> {review.reply_text}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
