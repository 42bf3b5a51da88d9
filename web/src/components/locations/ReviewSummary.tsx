import { formatRating, starRating } from '@/domain/reviews';

/** Average rating as stars and text ('4.6 out of 5 from 710 reviews'), '-' when there is none. */
export function ReviewSummary({ rating, count, reviewUrl }: { rating?: number | null; count?: number | null; reviewUrl?: string }) {
  const text = formatRating(rating, count);
  const stars = starRating(rating);
  return (
    <div className="flex flex-wrap items-center gap-2" data-review-summary="">
      <span aria-hidden="true" className="flex">
        {stars.fills.map((fill, i) => (
          <svg key={i} viewBox="0 0 20 20" className="size-5">
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="#b45309" />
                <stop offset={`${fill * 100}%`} stopColor="#d1d5db" />
              </linearGradient>
            </defs>
            <path fill={`url(#star-${i}-${Math.round(fill * 100)})`} d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
          </svg>
        ))}
      </span>
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
