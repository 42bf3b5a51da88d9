import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn, textColourOnWhite } from './theme';

describe('theme contrast', () => {
  it('computes the WCAG ratio of black on white as 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
  it.each([
    ['#eb0a1e', LIGHT_TEXT], // Toyota red
    ['#0b3d91', LIGHT_TEXT],
    ['#ffd200', DARK_TEXT], // yellow
    ['#f5f5f5', DARK_TEXT],
  ])('text on %s is %s', (bg, text) => {
    expect(readableTextOn(bg)).toBe(text);
  });
  it('falls back to dark text on white for pale brand colours', () => {
    expect(textColourOnWhite('#ffd200')).toBe(DARK_TEXT);
    expect(textColourOnWhite('#0b3d91')).toBe('#0b3d91');
  });
  it('rejects malformed colours', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });
});
