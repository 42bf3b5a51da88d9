import { formatRating } from '@/domain/reviews';
import { Stars } from '@/components/reviews/Stars';

/** Average rating as stars and text ('4.6 out of 5 from 710 Google reviews'), 'No reviews yet' when there is none. */
export function ReviewSummary({ rating, count, reviewUrl }: { rating?: number | null; count?: number | null; reviewUrl?: string }) {
  const text = formatRating(rating, count);
  return (
    <div className="flex flex-wrap items-center gap-2" data-review-summary="">
      {/* The text beside the stars says the rating, so the stars themselves are not announced. */}
      <Stars rating={text === '-' ? null : rating} />
      <span className="font-semibold">{text === '-' ? 'No reviews yet' : `${text} out of 5`}</span>
      {text !== '-' && count ? <span className="text-gray-700">from {count.toLocaleString('en-AU')} Google reviews</span> : null}
      {reviewUrl ? (
        <a href={reviewUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-text underline">
          Write a review<span className="sr-only"> (opens Google in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
