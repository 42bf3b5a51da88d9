import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINIMUM_RATING,
  GOOGLE_REVIEWS_FULL_QUANTITY,
  formatRating,
  minimumRating,
  reviewTotals,
  starRating,
  visibleReviews,
} from './reviews';

describe('stars (spec §9 up to 4 plus partial)', () => {
  it.each([
    [4.6, 4, 0.6, [1, 1, 1, 1, 0.6]],
    [3.2, 3, 0.2, [1, 1, 1, 0.2, 0]],
    [4, 4, 0, [1, 1, 1, 1, 0]],
    [5, 4, 1, [1, 1, 1, 1, 1]],
    [4.95, 4, 0.95, [1, 1, 1, 1, 0.95]],
    [0.5, 0, 0.5, [0.5, 0, 0, 0, 0]],
    [0, 0, 0, [0, 0, 0, 0, 0]],
    [7, 4, 1, [1, 1, 1, 1, 1]],
    [-1, 0, 0, [0, 0, 0, 0, 0]],
  ])('%d -> %i full + %d', (rating, full, partial, fills) => {
    expect(starRating(rating)).toEqual({ full, partial, fills });
  });

  it('draws empty stars for a missing rating', () => {
    expect(starRating(null).fills).toEqual([0, 0, 0, 0, 0]);
    expect(starRating(Number.NaN).full).toBe(0);
  });
});

describe('rating text (spec §8)', () => {
  it("shows '-' when missing", () => {
    expect(formatRating(undefined)).toBe('-');
    expect(formatRating(null)).toBe('-');
    expect(formatRating(Number.NaN)).toBe('-');
    expect(formatRating(4.5, 0)).toBe('-');
  });
  it('shows one decimal', () => {
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatRating(5, 120)).toBe('5.0');
    expect(formatRating(0, null)).toBe('0.0');
  });
});

describe('visible reviews', () => {
  const review = (id: string, rating: number, review_date: string, dealership_slug?: string) => ({ _id: id, rating, review_date, dealership_slug });
  const reviews = [
    review('a', 5, '2025-01-01', 'harbour'),
    review('b', 3, '2025-03-01', 'harbour'),
    review('c', 4, '2025-02-01', 'bay'),
    review('d', 4.5, '2025-04-01', 'harbour'),
    review('e', 2, '2025-05-01', 'harbour'),
  ];
  const ids = (list: { _id: string }[]) => list.map((r) => r._id);

  it('defaults: minimum 4, newest first, full Google quantity 12', () => {
    expect(DEFAULT_MINIMUM_RATING).toBe(4);
    expect(GOOGLE_REVIEWS_FULL_QUANTITY).toBe(12);
    expect(ids(visibleReviews(reviews))).toEqual(['d', 'c', 'a']);
  });

  it('honours a site minimum of 3 (and only a number)', () => {
    expect(minimumRating(3)).toBe(3);
    expect(minimumRating(undefined)).toBe(4);
    expect(minimumRating(null)).toBe(4);
    expect(ids(visibleReviews(reviews, { minimumRating: 3 }))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('sorts by rating, filters by dealership, limits, and leaves the input alone', () => {
    const input = [...reviews];
    expect(ids(visibleReviews(input, { minimumRating: 3, sort: 'rating' }))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(visibleReviews(input, { dealershipSlug: 'harbour' }))).toEqual(['d', 'a']);
    expect(ids(visibleReviews(input, { limit: 1 }))).toEqual(['d']);
    expect(visibleReviews(input, { limit: 0 })).toEqual([]);
    expect(input).toEqual(reviews);
  });

  it('caps a long list at the full quantity', () => {
    const many = Array.from({ length: 20 }, (_, i) => review(`r${i}`, 5, `2025-01-${String(i + 1).padStart(2, '0')}`));
    const shown = visibleReviews(many, { limit: GOOGLE_REVIEWS_FULL_QUANTITY });
    expect(shown).toHaveLength(12);
    expect(shown[0]!._id).toBe('r19');
  });
});

describe('review totals (the reviews section of /about-us)', () => {
  it('weights each dealership by its review count', () => {
    // (4.6 × 900 + 4.4 × 300) / 1200 = 4.55
    expect(reviewTotals([{ average_rating: 4.6, review_count: 900 }, { average_rating: 4.4, review_count: 300 }])).toEqual({ average_rating: 4.55, count: 1200 });
  });
  it('is the dealership itself for a single dealership', () => {
    expect(reviewTotals([{ average_rating: 4.8, review_count: 3120 }])).toEqual({ average_rating: 4.8, count: 3120 });
  });
  it('leaves out dealerships without a rating or a count', () => {
    expect(reviewTotals([{ average_rating: 4.5, review_count: 10 }, { average_rating: null, review_count: 50 }, { average_rating: 3, review_count: 0 }, {}])).toEqual({
      average_rating: 4.5,
      count: 10,
    });
  });
  it('has no average when nothing is rated', () => {
    expect(reviewTotals([])).toEqual({ count: 0 });
    expect(reviewTotals([{ average_rating: 4.2 }])).toEqual({ count: 0 });
  });
});
