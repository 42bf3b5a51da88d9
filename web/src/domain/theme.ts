/**
 * Text colour on a dealer's brand colour: whichever of white or near-black has the higher WCAG
 * contrast, so a marketer's colour choice can't make the header unreadable.
 */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => channel(parseInt(h!, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const DARK_TEXT = '#111827';
export const LIGHT_TEXT = '#ffffff';

export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** A colour safe as link/text colour on white: the brand colour if it has 4.5:1, else near-black. */
export function textColourOnWhite(brand: string): string {
  return contrastRatio(brand, '#ffffff') >= 4.5 ? brand : DARK_TEXT;
}

function mixWithBlack(hex: string, amount: number): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)!;
  const channel = (h: string) => Math.round(parseInt(h, 16) * (1 - amount));
  return `#${[m[1]!, m[2]!, m[3]!].map((h) => channel(h).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A brand colour used as a fill behind text, with the text colour to use on it. When neither white nor
 * near-black text reaches WCAG AA (4.5:1) on the colour as given, the fill is darkened just enough for
 * white text to — so a mid-tone brand colour still gives readable buttons.
 */
export function accessibleFill(background: string): { background: string; text: string } {
  const text = readableTextOn(background);
  if (contrastRatio(background, text) >= 4.5) return { background, text };
  for (let step = 1; step <= 20; step++) {
    const darker = mixWithBlack(background, step * 0.05);
    if (contrastRatio(darker, LIGHT_TEXT) >= 4.5) return { background: darker, text: LIGHT_TEXT };
  }
  return { background: DARK_TEXT, text: LIGHT_TEXT };
}
