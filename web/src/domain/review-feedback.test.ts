import { describe, expect, it } from 'vitest';
import {
  DEALERSHIP_NAME_MAX,
  DEFAULT_DEALERSHIP_NAME,
  DEFAULT_FIRST_NAME,
  FIRST_NAME_MAX,
  greatExperienceUrl,
  reviewFeedbackGreeting,
} from './review-feedback';

describe('review feedback greeting (spec §2 defaults)', () => {
  it("defaults to 'Valued Customer' and 'Our Dealership'", () => {
    expect(reviewFeedbackGreeting({})).toEqual({ firstName: 'Valued Customer', dealershipName: 'Our Dealership', requestedDealership: undefined });
    expect(DEFAULT_FIRST_NAME).toBe('Valued Customer');
    expect(DEFAULT_DEALERSHIP_NAME).toBe('Our Dealership');
  });

  it('shows plain names from the query, whitespace collapsed', () => {
    expect(reviewFeedbackGreeting({ first_name: '  Mary-Jane ', dealership_name: 'Southern  Cross Kia' })).toEqual({
      firstName: 'Mary-Jane',
      dealershipName: 'Southern Cross Kia',
      requestedDealership: 'Southern Cross Kia',
    });
    expect(reviewFeedbackGreeting({ first_name: "Siobhán O'Brien" }).firstName).toBe("Siobhán O'Brien");
    expect(reviewFeedbackGreeting({ first_name: 'Nguyễn' }).firstName).toBe('Nguyễn');
    expect(reviewFeedbackGreeting({ dealership_name: 'Smith & Sons 4WD (Ringwood)' }).dealershipName).toBe('Smith & Sons 4WD (Ringwood)');
  });

  it.each([
    ['markup', '<b>Bob</b>'],
    ['a script', '<script>alert(1)</script>'],
    ['an address', 'https://evil.example'],
    ['a phone number', 'Call 0400 000 000'],
    ['an entity', 'Bob&amp;'],
    ['a control character', 'Bob\u0000'],
    ['blank', '   '],
    ['empty', ''],
  ])('falls back to the default first name for %s', (_, value) => {
    expect(reviewFeedbackGreeting({ first_name: value }).firstName).toBe(DEFAULT_FIRST_NAME);
  });

  it('falls back to the default dealership for markup and addresses', () => {
    expect(reviewFeedbackGreeting({ dealership_name: '<img src=x onerror=alert(1)>' })).toMatchObject({ dealershipName: DEFAULT_DEALERSHIP_NAME, requestedDealership: undefined });
    expect(reviewFeedbackGreeting({ dealership_name: 'Visit evil.example/refund' }).dealershipName).toBe(DEFAULT_DEALERSHIP_NAME);
  });

  it('takes names up to the length limits and no longer', () => {
    expect(reviewFeedbackGreeting({ first_name: 'A'.repeat(FIRST_NAME_MAX) }).firstName).toBe('A'.repeat(FIRST_NAME_MAX));
    expect(reviewFeedbackGreeting({ first_name: 'A'.repeat(FIRST_NAME_MAX + 1) }).firstName).toBe(DEFAULT_FIRST_NAME);
    expect(reviewFeedbackGreeting({ dealership_name: 'B'.repeat(DEALERSHIP_NAME_MAX) }).dealershipName).toBe('B'.repeat(DEALERSHIP_NAME_MAX));
    expect(reviewFeedbackGreeting({ dealership_name: 'B'.repeat(DEALERSHIP_NAME_MAX + 1) }).dealershipName).toBe(DEFAULT_DEALERSHIP_NAME);
  });

  it('ignores a repeated parameter', () => {
    expect(reviewFeedbackGreeting({ first_name: ['Ann', 'Bob'] }).firstName).toBe(DEFAULT_FIRST_NAME);
  });
});

describe("'I had a great experience' destination", () => {
  const group = [
    { name: 'Southern Cross Mazda', review_url: 'https://search.google.com/local/writereview?placeid=mazda' },
    { name: 'Southern Cross Kia', review_url: 'https://search.google.com/local/writereview?placeid=kia' },
  ];

  it('is the review URL of the dealership the link names, ignoring case and spacing', () => {
    expect(greatExperienceUrl(group, 'southern cross  KIA')).toBe('https://search.google.com/local/writereview?placeid=kia');
  });

  it("is the site's first review URL when the name is unknown or absent", () => {
    expect(greatExperienceUrl(group, 'Our Dealership')).toBe('https://search.google.com/local/writereview?placeid=mazda');
    expect(greatExperienceUrl(group)).toBe('https://search.google.com/local/writereview?placeid=mazda');
  });

  it('skips dealerships without a review URL, and never links a non-web address', () => {
    expect(greatExperienceUrl([{ name: 'A' }, { name: 'B', review_url: 'https://g.page/b/review' }], 'A')).toBe('https://g.page/b/review');
    expect(greatExperienceUrl([{ name: 'A', review_url: 'javascript:alert(1)' }], 'A')).toBeUndefined();
    expect(greatExperienceUrl([{ name: 'A', review_url: 'not a url' }])).toBeUndefined();
    expect(greatExperienceUrl([])).toBeUndefined();
  });
});
