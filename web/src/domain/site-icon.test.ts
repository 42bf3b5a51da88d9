import { describe, expect, it } from 'vitest';
import { siteIconSvg, siteInitials } from './site-icon';
import { contrastRatio } from './theme';

describe('site icon', () => {
  it.each([
    ['Harbour Toyota', 'HT'],
    ['Coorong Caravans', 'CC'],
    ['gateway car superstore', 'GC'],
    ['Ōtaki Motors', 'ŌM'],
    ['  ', '?'],
    ['4WD Centre', '4C'],
  ])('%s has the initials %s', (name, initials) => {
    expect(siteInitials(name)).toBe(initials);
  });

  it('draws the initials in a readable colour on the brand colour', () => {
    const svg = siteIconSvg('Harbour Toyota', '#C8102E');
    const fill = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
    const ink = /<text[^>]*fill="([^"]+)"/.exec(svg)?.[1];
    expect(svg).toContain('>HT</text>');
    expect(contrastRatio(fill!, ink!)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes only letters and digits from the name, so no markup reaches the SVG', () => {
    const svg = siteIconSvg('<b>Bad</b> & "Co"', '#ffffff');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>BC</text>');
  });
});
