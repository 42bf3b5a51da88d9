/**
 * The browser-tab icon of a dealer site: the dealer's initials on its brand colour, as SVG. Every
 * site gets one without a designer, the colours pass the same contrast rule as the rest of the
 * site, and a name can never break out of the markup.
 */
import { escapeXml } from '@/lib/xml';
import { accessibleFill } from './theme';

/** Up to two initials from the dealer's name: 'Harbour Toyota' -> 'HT', 'Coorong Caravans' -> 'CC'. */
export function siteInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

export function siteIconSvg(name: string, primary: string): string {
  const { background, text } = accessibleFill(primary);
  const initials = escapeXml(siteInitials(name));
  const size = initials.length > 1 ? 28 : 36;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${escapeXml(background)}"/>`,
    `<text x="32" y="33" fill="${escapeXml(text)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central">${initials}</text>`,
    '</svg>',
  ].join('');
}
