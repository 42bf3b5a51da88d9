import { useId } from 'react';
import { formatRating, starRating } from '@/domain/reviews';

/**
 * Five stars filled per the rule in domain/reviews (four whole stars plus a partial fifth). Each
 * drawing gets its own gradient ids (useId), so several on one page never share an id. With `label`
 * the stars are an image announced as '4.6 out of 5 stars'; without, they are decoration beside text
 * that says the rating.
 */
export function Stars({ rating, label = false, className = 'size-5' }: { rating?: number | null; label?: boolean; className?: string }) {
  const uid = useId();
  const { fills } = starRating(rating);
  const a11y = label ? { role: 'img', 'aria-label': `${formatRating(rating)} out of 5 stars` } : { 'aria-hidden': true };
  return (
    <span {...a11y} className="inline-flex" data-stars={formatRating(rating)}>
      {fills.map((fill, i) => (
        <svg key={i} viewBox="0 0 20 20" className={className} aria-hidden="true">
          <defs>
            <linearGradient id={`${uid}star-${i}`}>
              <stop offset={`${fill * 100}%`} stopColor="#b45309" />
              <stop offset={`${fill * 100}%`} stopColor="#d1d5db" />
            </linearGradient>
          </defs>
          <path fill={`url(#${uid}star-${i})`} d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}
