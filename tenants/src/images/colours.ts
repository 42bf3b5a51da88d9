/**
 * Paint colours used by the generated stock. The image renderer only accepts these (by slug), so a
 * vehicle's colour always has a picture in the same paint.
 */
export const PAINT_COLOURS = {
  'Glacier White': '#f4f5f2',
  'Crystal Pearl': '#ecebe4',
  'Frosted White': '#e9ecec',
  'Snowflake White Pearl': '#f1f0ea',
  'Polar White': '#f5f6f4',
  'Clear White': '#f6f6f6',
  'Arctic White': '#eef1f3',
  'Silver Pearl': '#b9bdc1',
  'Silver Metallic': '#a9adb1',
  'Sonic Quartz': '#d8d9d6',
  'Graphite': '#5a5d61',
  'Machine Grey': '#6f7173',
  'Meteor Grey': '#54585d',
  'Gravity Grey': '#4a4d52',
  'Eclipse Black': '#15161a',
  'Jet Black': '#0f1013',
  'Saturn Blue': '#1f3b73',
  'Deep Crystal Blue': '#1b2c4f',
  'Lightning Blue': '#2a6fb6',
  'Feverish Red': '#b01d24',
  'Soul Red Crystal': '#9e0f1c',
  'Runway Red': '#a81c22',
  'Oxide Bronze': '#7a5d3f',
  'Eclipse Green': '#3d4a3a',
  'Sandstone': '#c9b48f',
  'Orange Metallic': '#d0621c',
  'Champagne': '#d6c6a5',
} as const;

export type PaintColour = keyof typeof PAINT_COLOURS;

export const PAINT_COLOUR_NAMES = Object.keys(PAINT_COLOURS) as PaintColour[];

export function colourSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BY_SLUG = new Map<string, { name: PaintColour; hex: string }>(
  PAINT_COLOUR_NAMES.map((name) => [colourSlug(name), { name, hex: PAINT_COLOURS[name] }]),
);

export function colourBySlug(slug: string): { name: PaintColour; hex: string } | undefined {
  return BY_SLUG.get(slug);
}

export function colourHex(name: string): string {
  return colourBySlug(colourSlug(name))?.hex ?? '#9aa0a6';
}
