import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconDataUrl, iconsCss, iconSvg } from './icon-set';

describe('the stylesheet’s icons', () => {
  it('src/app/icons.css is what the icon list writes (run `npm run icons -w web` after changing it)', () => {
    expect(readFileSync(path.join(import.meta.dirname, '../../app/icons.css'), 'utf8')).toBe(iconsCss());
  });

  it('is imported by the app’s stylesheet', () => {
    expect(readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8')).toMatch(/@import '\.\/icons\.css';/);
  });

  it('writes each icon as an SVG document with its paths, escaped for a CSS url()', () => {
    for (const [name, shape] of Object.entries(ICON_SHAPES)) {
      const svg = iconSvg(shape);
      expect(svg, name).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[\d. ]+'><g[^>]*>(<path d='[^']+'[^>]*\/>)+<\/g><\/svg>$/);
      expect(svg.match(/<path /g), name).toHaveLength(shape.paths.length);
      const url = iconDataUrl(shape);
      expect(url, name).not.toMatch(/[<>"#{}]/);
      expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length)), name).toBe(svg);
    }
  });
});
