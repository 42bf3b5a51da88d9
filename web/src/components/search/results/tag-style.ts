/**
 * Colours of tag chips with AA contrast (≥ 4.5:1 for their small bold text). A dealer's manual tag
 * colour is one of the studio's names (green, red, blue, orange, black); a '#rrggbb' value gets
 * whichever of white or near-black text reads better; anything else falls back to red (tags.ts).
 * Class names are written out in full so Tailwind finds them.
 */
import { readableTextOn } from '@/domain/theme';
import type { VehicleTag } from '@/domain/tags';
import { own } from '@forecourt/schemas/own';

export interface TagStyle {
  className: string;
  style?: { backgroundColor: string; color: string };
}

/** White text on each: green-700 5.0:1, red-700 6.5:1, blue-700 6.7:1, orange-800 7.0:1, gray-900 17:1. */
const NAMED: Readonly<Record<string, string>> = {
  green: 'bg-green-700 text-white',
  red: 'bg-red-700 text-white',
  blue: 'bg-blue-700 text-white',
  orange: 'bg-orange-800 text-white',
  black: 'bg-gray-900 text-white',
};

const KIND: Readonly<Record<VehicleTag['kind'], string>> = {
  reserved: 'bg-amber-300 text-gray-900',
  manual: NAMED.red!,
  coming_soon: 'bg-blue-700 text-white',
  just_arrived: 'bg-brand text-brand-ink',
  sold: 'bg-gray-900 text-white',
  fuel: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-700',
  certified: 'bg-white text-red-800 ring-1 ring-red-800',
};

export function tagStyle(tag: VehicleTag): TagStyle {
  if (tag.kind !== 'manual') return { className: KIND[tag.kind] };
  const colour = (tag.colour ?? '').trim();
  if (/^#[0-9a-f]{6}$/i.test(colour)) {
    return { className: '', style: { backgroundColor: colour, color: readableTextOn(colour) } };
  }
  return { className: own(NAMED, colour.toLowerCase()) ?? NAMED.red! };
}
