import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconsCss, iconSprite, iconSpritePath, iconSvg } from './icon-set';

describe('the stylesheet’s icons', () => {
  it('src/app/icons.css is what the icon list writes (run `npm run icons -w web` after changing it)', () => {
    expect(readFileSync(path.join(import.meta.dirname, '../../app/icons.css'), 'utf8')).toBe(iconsCss());
  });

  it('is imported by the app’s stylesheet', () => {
    expect(readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8')).toMatch(
      /@import '\.\/icons\.css';/,
    );
  });

  it('writes each icon as an SVG document with its paths', () => {
    for (const [name, shape] of Object.entries(ICON_SHAPES)) {
      const svg = iconSvg(shape);
      expect(svg, name).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[\d. ]+'><g[^>]*>(<path d='[^']+'[^>]*\/>)+<\/g><\/svg>$/,
      );
      expect(svg.match(/<path /g), name).toHaveLength(shape.paths.length);
    }
  });

  it('puts every icon in one sprite, shown one at a time by the URL’s fragment, and each class points into it', () => {
    const sprite = iconSprite();
    expect(sprite).toMatch(
      /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 20 20'><style>svg>svg:not\(:target\)\{display:none\}<\/style>/,
    );
    const css = iconsCss();
    for (const [name, shape] of Object.entries(ICON_SHAPES)) {
      expect(sprite, name).toContain(`<svg id='${name}' viewBox='${shape.viewBox}'>`);
      expect(css, name).toContain(`.icon-${name} {\n    --icon: url("${iconSpritePath()}#${name}");`);
    }
    expect(sprite.match(/<svg id=/g)).toHaveLength(Object.keys(ICON_SHAPES).length);
    // Nothing a CSS url() or an id would need escaped.
    expect(Object.keys(ICON_SHAPES).every((name) => /^[a-z][a-z-]*$/.test(name))).toBe(true);
  });

  it('names the sprite by its content, so a changed icon gets a new address', () => {
    expect(iconSpritePath()).toMatch(/^\/media\/icons\/[0-9a-f]{8}\.svg$/);
    const before = iconSpritePath();
    const shape = ICON_SHAPES.pin;
    const original = shape.paths[0]!;
    try {
      shape.paths[0] = 'M0 0h1';
      expect(iconSpritePath()).not.toBe(before);
    } finally {
      shape.paths[0] = original;
    }
    expect(iconSpritePath()).toBe(before);
  });
});
