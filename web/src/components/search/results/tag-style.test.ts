import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/domain/theme';
import { tagStyle } from './tag-style';

describe('tagStyle', () => {
  it.each([
    ['green', 'bg-green-700'],
    ['Green', 'bg-green-700'],
    ['blue', 'bg-blue-700'],
    ['orange', 'bg-orange-800'],
    ['black', 'bg-gray-900'],
    ['red', 'bg-red-700'],
    ['purple', 'bg-red-700'],
    [undefined, 'bg-red-700'],
  ])('a manual %s tag uses %s with white text', (colour, bg) => {
    const style = tagStyle({ kind: 'manual', label: 'X', ...(colour ? { colour } : {}) });
    expect(style.className).toContain(bg);
    expect(style.className).toContain('text-white');
  });

  it.each(['#ffee00', '#0b2e59', '#777777'])('a hex colour %s gets readable text', (hex) => {
    const style = tagStyle({ kind: 'manual', label: 'X', colour: hex });
    expect(style.style?.backgroundColor).toBe(hex);
    expect(contrastRatio(hex, style.style!.color)).toBeGreaterThanOrEqual(4.4);
  });

  it('the fixed palette has AA contrast (≥ 4.5:1)', () => {
    // Tailwind 4 colours as sRGB hex: green-700, red-700, blue-700, orange-800, gray-900, and the fuel/certified/reserved chips.
    const pairs: [string, string][] = [
      ['#15803d', '#ffffff'],
      ['#b91c1c', '#ffffff'],
      ['#1d4ed8', '#ffffff'],
      ['#9a3412', '#ffffff'],
      ['#111827', '#ffffff'],
      ['#ecfdf5', '#064e3b'],
      ['#ffffff', '#991b1b'],
      ['#fcd34d', '#111827'],
    ];
    for (const [bg, fg] of pairs) expect(contrastRatio(bg, fg)).toBeGreaterThanOrEqual(4.5);
  });
});
