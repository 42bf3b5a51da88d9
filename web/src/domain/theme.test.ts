import { describe, expect, it } from 'vitest';
import { accessibleFill, contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn, textColourOnWhite } from './theme';

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

describe('accessibleFill', () => {
  it.each(['#2E8B9A', '#E4A11B', '#F2B705', '#1E1E1E', '#eb0a1e', '#777777', '#ffffff', '#000000'])('%s gives AA text', (bg) => {
    const fill = accessibleFill(bg);
    expect(contrastRatio(fill.background, fill.text)).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps colours that already work', () => {
    expect(accessibleFill('#1E1E1E')).toEqual({ background: '#1E1E1E', text: LIGHT_TEXT });
    expect(accessibleFill('#F2B705')).toEqual({ background: '#F2B705', text: DARK_TEXT });
  });
  it('darkens a mid-tone only as much as needed', () => {
    const fill = accessibleFill('#2E8B9A');
    expect(fill.background).not.toBe('#2E8B9A');
    expect(fill.text).toBe(LIGHT_TEXT);
    expect(contrastRatio(fill.background, LIGHT_TEXT)).toBeLessThan(6);
  });
});
