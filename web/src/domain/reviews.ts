/**
 * Reviews (spec §9 "Reviews: minimum rating 4 default (3 for one dealer); Google reviews full
 * quantity 12; stars up to 4 plus partial"; §8 "Missing ratings show '-'").
 */
import type { Review } from '@/lib/content/models';

export const DEFAULT_MINIMUM_RATING = 4;
/** How many Google reviews a full (not compact) reviews list shows. */
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12;
export const MAX_STARS = 5;
/** Stars drawn whole before the last, partially filled, one. */
export const FULL_STARS_MAX = 4;
export const MISSING_RATING = '-';

export interface StarRating {
  /** Whole stars, 0..4. */
  full: number;
  /** Fill of the star after the whole ones, 0..1 (two decimals). 0 means that star is empty. */
  partial: number;
  /** Fill of each of the 5 stars, e.g. 4.6 -> [1, 1, 1, 1, 0.6]. */
  fills: number[];
}

/**
 * Spec §9 "stars up to 4 plus partial": at most four whole stars are drawn and the next star is
 * filled by what remains, so 4.6 -> 4 full + 0.6, 3.2 -> 3 full + 0.2, 4 -> 4 full + 0, and 5 -> 4
 * full + a fifth star filled 1.0 (a perfect score is still drawn as 4 + "partial" 1). Ratings are
 * clamped to 0..5; missing or non-finite ratings draw five empty stars.
 */
export function starRating(rating: number | null | undefined): StarRating {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  const full = Math.min(Math.floor(value), FULL_STARS_MAX);
  const partial = Math.round((value - full) * 100) / 100;
  const fills = Array.from({ length: MAX_STARS }, (_, index) => (index < full ? 1 : index === full ? partial : 0));
  return { full, partial, fills };
}

/**
 * A rating as text with one decimal ('4.6', '5.0'), or '-' when missing (null, undefined, not a
 * number) or when the review count is given and is 0.
 */
export function formatRating(rating: number | null | undefined, count?: number | null): string {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || count === 0) return MISSING_RATING;
  return rating.toFixed(1);
}

/** The site's minimum rating to show; `DEFAULT_MINIMUM_RATING` (4) unless the site sets one (e.g. 3). */
export function minimumRating(siteMinimum?: number | null): number {
  return typeof siteMinimum === 'number' && Number.isFinite(siteMinimum) ? siteMinimum : DEFAULT_MINIMUM_RATING;
}

export interface VisibleReviewsOptions {
  /** Reviews rated below this are hidden (default 4). */
  minimumRating?: number | null;
  /** 'newest' (review_date descending, the default) or 'rating' (highest first, then newest). */
  sort?: 'newest' | 'rating';
  /** At most this many (e.g. GOOGLE_REVIEWS_FULL_QUANTITY); all when absent. */
  limit?: number;
  /** Only reviews of this dealership, when given. */
  dealershipSlug?: string;
}

type ReviewLike = Pick<Review, 'rating' | 'review_date'> & Partial<Pick<Review, 'dealership_slug' | '_id'>>;

function time(date: string): number {
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/** The reviews to show: at or above the minimum rating, optionally one dealership's, sorted, limited. Input is not changed. */
export function visibleReviews<T extends ReviewLike>(reviews: readonly T[], options: VisibleReviewsOptions = {}): T[] {
  const minimum = minimumRating(options.minimumRating);
  const byDate = (a: T, b: T) => time(b.review_date) - time(a.review_date);
  const sorted = reviews
    .filter((review) => Number.isFinite(review.rating) && review.rating >= minimum)
    .filter((review) => !options.dealershipSlug || review.dealership_slug === options.dealershipSlug)
    .sort(options.sort === 'rating' ? (a, b) => b.rating - a.rating || byDate(a, b) : byDate);
  return options.limit === undefined ? sorted : sorted.slice(0, Math.max(0, options.limit));
}

export interface ReviewTotals {
  /** Average over every counted review, or undefined when no dealership has both a rating and a count. */
  average_rating?: number;
  count: number;
}

type RatedDealership = { average_rating?: number | null; review_count?: number | null };

/**
 * One summary for a site of several dealerships (the reviews section of /about-us): each dealership's
 * average weighted by its review count, so a group's 900-review Mazda store counts more than its
 * 300-review MG store. Dealerships without both numbers are left out rather than counted as zero.
 */
export function reviewTotals(dealerships: readonly RatedDealership[]): ReviewTotals {
  const rated = dealerships.filter(
    (d): d is { average_rating: number; review_count: number } =>
      typeof d.average_rating === 'number' && Number.isFinite(d.average_rating) && typeof d.review_count === 'number' && d.review_count > 0,
  );
  const count = rated.reduce((sum, d) => sum + d.review_count, 0);
  if (count === 0) return { count: 0 };
  const average = rated.reduce((sum, d) => sum + d.average_rating * d.review_count, 0) / count;
  return { average_rating: Math.round(average * 100) / 100, count };
}
