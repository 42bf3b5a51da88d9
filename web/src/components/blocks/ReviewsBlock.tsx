import { z } from 'zod';
import { formatRating, minimumRating, starRating } from '@/domain/reviews';
import { content } from '@/lib/content';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Reviews = z.object({
  heading: str,
  min_rating: z.number().nullish(),
  limit: z.number().int().nullish().transform((v) => v ?? 3),
});

/** Stars filled per the rule in domain/reviews (four full stars plus a partial fifth). */
function Stars({ rating }: { rating: number }) {
  const { fills } = starRating(rating);
  return (
    <span aria-label={`${formatRating(rating)} out of 5 stars`} role="img" className="inline-flex gap-0.5">
      {fills.map((fill, i) => (
        <span key={i} aria-hidden="true" className="relative inline-block text-gray-300">
          ★
          <span className="absolute inset-0 overflow-hidden text-amber-700" style={{ width: `${Math.round(fill * 100)}%` }}>
            ★
          </span>
        </span>
      ))}
    </span>
  );
}

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Reviews>>) {
  // The block's own minimum wins; otherwise the site's (default 4, spec §9).
  const reviews = await content.reviews(site, settings.min_rating ?? minimumRating(site.reviews_minimum_rating), settings.limit);
  if (reviews.length === 0) return null;
  const rated = site.dealerships.filter((d) => typeof d.average_rating === 'number');
  const summary = rated[0];
  return (
    <section className="container-page py-10">
      <BlockHeading index={index}>{settings.heading ?? 'What our customers say'}</BlockHeading>
      {summary?.average_rating ? (
        <p className="mb-6 text-gray-700">
          Rated {formatRating(summary.average_rating, summary.review_count)} out of 5 from {summary.review_count ?? '-'} reviews
        </p>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review._id} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <figure>
              <Stars rating={review.rating} />
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
    </section>
  );
}

export const ReviewsBlock = defineBlock(Reviews, Render);
