import { describe, expect, it } from 'vitest';
import { DEALER_COMMENTS_PENDING, dealerCommentSegments, dealerComments, truncateAtWord } from './dealer-comments';

describe('dealerCommentSegments', () => {
  it.each([
    ['One.|Two.|Three.', ['One.', 'Two.', 'Three.']],
    ['  One. |  | Two.  |', ['One.', 'Two.']],
    ['No separator here', ['No separator here']],
    ['||', []],
    [' | \t | ', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (raw, segments) => {
    expect(dealerCommentSegments(raw)).toEqual(segments);
  });
});

describe('dealerComments', () => {
  it.each(['', '|', '||', ' | | ', null, undefined])('shows the pending notice for %j', (raw) => {
    expect(dealerComments(raw)).toEqual({
      segments: [],
      pending: true,
      text: 'Dealer comments are pending. Please check back here later.',
      truncated: false,
      full: DEALER_COMMENTS_PENDING,
    });
  });

  it('joins segments one per line', () => {
    const c = dealerComments('Priced to sell.|Comes with roadside assist.|');
    expect(c).toEqual({
      segments: ['Priced to sell.', 'Comes with roadside assist.'],
      pending: false,
      text: 'Priced to sell.\nComes with roadside assist.',
      truncated: false,
      full: 'Priced to sell.\nComes with roadside assist.',
    });
  });

  it('does not truncate at exactly 400 characters', () => {
    const raw = 'a'.repeat(400);
    expect(dealerComments(raw)).toMatchObject({ text: raw, truncated: false, full: raw });
  });

  it('truncates at 401 characters, at a word boundary', () => {
    const raw = `${'word '.repeat(80)}x`; // 401 characters
    expect(raw).toHaveLength(401);
    const c = dealerComments(raw);
    expect(c.truncated).toBe(true);
    expect(c.full).toBe(raw);
    expect(c.text.endsWith('word…')).toBe(true);
    expect(c.text.length).toBeLessThanOrEqual(401);
  });

  it('keeps a whole word that ends exactly at the limit', () => {
    const raw = `${'b'.repeat(396)} end more`; // 'end' ends at character 400
    expect(truncateAtWord(raw, 400).text).toBe(`${'b'.repeat(396)} end…`);
  });

  it('backs up to the previous space instead of splitting a word', () => {
    const raw = `${'c'.repeat(390)} lengthyword tail`; // word spans the limit
    expect(truncateAtWord(raw, 400).text).toBe(`${'c'.repeat(390)}…`);
  });

  it('cuts hard when there is no word boundary near the limit', () => {
    const raw = `short ${'x'.repeat(500)}`;
    const { text } = truncateAtWord(raw, 400);
    expect(text).toBe(`${raw.slice(0, 400)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const raw = `${'d'.repeat(380)} alpha, ${'e'.repeat(30)}`;
    expect(truncateAtWord(raw, 400).text).toBe(`${'d'.repeat(380)} alpha…`);
  });

  it('counts the joined text, newlines included', () => {
    const seg = 'z'.repeat(200);
    expect(dealerComments(`${seg}|${seg}`).truncated).toBe(true); // 401 with the newline
    expect(dealerComments(`${seg}|${'z'.repeat(199)}`).truncated).toBe(false); // 400
  });

  it('takes another limit', () => {
    expect(dealerComments('one two three', 7)).toMatchObject({ text: 'one two…', truncated: true });
  });
});
