import { describe, expect, it } from 'vitest';
import {
  OFFER_TEXT_COLLAPSED_LIMIT,
  OFFER_TEXT_LIMIT,
  manufacturerSlug,
  offerCardText,
  offerDescriptionView,
  offerUrl,
  truncateAtWord,
} from './offers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('truncateAtWord', () => {
  it('leaves text within the limit alone', () => {
    expect(truncateAtWord('  Short offer.  ', 20)).toEqual({ text: 'Short offer.', truncated: false });
    const exact = 'a'.repeat(200);
    expect(truncateAtWord(exact, 200)).toEqual({ text: exact, truncated: false });
  });

  it('cuts at the last word boundary and adds an ellipsis, within the limit', () => {
    expect(truncateAtWord('The quick brown fox jumps', 16)).toEqual({ text: 'The quick brown…', truncated: true });
    expect(truncateAtWord('The quick brown fox jumps', 15)).toEqual({ text: 'The quick…', truncated: true });
    // A comma before the cut is dropped.
    expect(truncateAtWord('Free servicing, tinted windows and mats', 17).text).toBe('Free servicing…');
  });

  it('cuts a single long word mid-word', () => {
    expect(truncateAtWord('Supercalifragilistic', 10)).toEqual({ text: 'Supercali…', truncated: true });
  });

  it('never exceeds the limit', () => {
    for (let n = 1; n < 80; n++) {
      const result = truncateAtWord(words(n), OFFER_TEXT_COLLAPSED_LIMIT);
      expect([...result.text].length).toBeLessThanOrEqual(OFFER_TEXT_COLLAPSED_LIMIT);
      if (result.truncated) expect(result.text).toMatch(/word\d+…$/);
    }
  });
});

describe('offer text (spec §9, §4)', () => {
  const long = words(40); // ~ 270 characters
  const twoHundred = `${'x'.repeat(195)} abcd`;

  it('cards truncate at 200', () => {
    expect(long.length).toBeGreaterThan(OFFER_TEXT_LIMIT);
    const card = offerCardText(long);
    expect(card.length).toBeLessThanOrEqual(200);
    expect(card.endsWith('…')).toBe(true);
    expect(offerCardText(twoHundred)).toBe(twoHundred);
  });

  it('the description view collapses text over 200 to 160 with View more / View less', () => {
    const collapsed = offerDescriptionView(long, false);
    expect(collapsed.toggle).toBe('View more');
    expect(collapsed.text.length).toBeLessThanOrEqual(160);
    expect(collapsed.text.endsWith('…')).toBe(true);
    expect(offerDescriptionView(long, true)).toEqual({ text: long, toggle: 'View less' });
  });

  it('text of 200 or fewer characters needs no toggle', () => {
    expect(offerDescriptionView(twoHundred, false)).toEqual({ text: twoHundred, toggle: null });
    expect(offerDescriptionView(`${twoHundred}e`, false).toggle).toBe('View more');
  });
});

describe('offer URL (spec §2)', () => {
  const offer = { slug: 'ev-runout', manufacturer: 'Mercedes Benz' };

  it('omits the manufacturer on a single-manufacturer site', () => {
    expect(offerUrl(offer, { manufacturer: { _id: 'm', name: 'Toyota', slug: 'toyota', logo: undefined } })).toBe('/offers/ev-runout');
  });

  it('adds the manufacturer slug on a multi-manufacturer site', () => {
    expect(offerUrl(offer, { manufacturer: undefined })).toBe('/offers/mercedes-benz/ev-runout');
    expect(offerUrl({ slug: 'x', manufacturer: 'Škoda' }, { manufacturer: undefined })).toBe('/offers/skoda/x');
  });

  it('falls back to /offers/{id} when the offer names no manufacturer, and encodes the id', () => {
    expect(offerUrl({ slug: 'a b', manufacturer: undefined }, { manufacturer: undefined })).toBe('/offers/a%20b');
  });

  it('slugs manufacturer names', () => {
    expect(manufacturerSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(manufacturerSlug(' Great Wall ')).toBe('great-wall');
  });
});
