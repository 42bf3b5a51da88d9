/**
 * The decorative icons the stylesheet draws (ui/Icon.tsx; `src/app/icons.css`, written from this
 * list by `npm run icons -w web` and checked against it by icon-set.test.ts; the sprite they point
 * into is served by app/media/icons/[file]/route.ts).
 *
 * An icon drawn as inline SVG travels in the HTML, and again in the RSC payload wherever a client
 * component takes it as a prop (a button's icon, a link's children): 250–550 bytes each time, on
 * every page that shows it. As a class it is ~40 bytes there, and its shape is in one sprite the
 * browser fetches once and keeps (iconSprite, below). Only icons hidden from screen readers belong here: a CSS mask has no
 * text alternative (an icon-only control's name is its aria-label).
 *
 * Each entry is the icon's SVG contents (its viewBox, and paths drawn in black: the mask's alpha).
 */
export interface IconShape {
  viewBox: string;
  /** Attributes shared by the paths (stroke widths, fills). */
  attributes: string;
  /** Each path's `d`, or its `d` and attributes of its own. */
  paths: (string | { d: string; attributes: string })[];
}

const stroke = (width: number) => `fill='none' stroke='black' stroke-width='${width}' stroke-linecap='round' stroke-linejoin='round'`;
const ACTION = stroke(1.8);

export const ICON_SHAPES = {
  // The vehicle page's action buttons (20 × 20, drawn at 18 px).
  mail: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M3 5h14v10H3zM3 5l7 6 7-6'] },
  wheel: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3.5 9h4.6M11.9 9h4.6M10 12v5'] },
  dollar: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M10 2.5v15M13.5 5.5H8.7a2.4 2.4 0 0 0 0 4.8h2.6a2.4 2.4 0 0 1 0 4.8H6.2'] },
  swap: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M4 7h11l-3-3M16 13H5l3 3'] },
  lock: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M5.5 9V6.5a4.5 4.5 0 0 1 9 0V9M4 9h12v8H4z'] },
  cart: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M2.5 3h2l2 10h9l1.8-7H6'] },
  doc: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M6 2.5h5.5L15 6v11.5H6zM11 2.5V6h4M8.5 10h4M8.5 13h4'] },
  tag: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M3 3h6.5l7.5 7.5-6.5 6.5L3 9.5zM7 7h.01'] },
  chat: { viewBox: '0 0 20 20', attributes: ACTION, paths: ['M3 4h14v9H8l-4 3.5V13H3z'] },
  phone: {
    viewBox: '0 0 20 20',
    attributes: "fill='black'",
    paths: ['M6.6 2.5 8.4 6a1 1 0 0 1-.2 1.1L6.9 8.4a10.5 10.5 0 0 0 4.7 4.7l1.3-1.3a1 1 0 0 1 1.1-.2l3.5 1.8a1 1 0 0 1 .5 1.1l-.5 2.4a1 1 0 0 1-1 .8A14.5 14.5 0 0 1 2.3 3.5a1 1 0 0 1 .8-1l2.4-.5a1 1 0 0 1 1.1.5z'],
  },
  whatsapp: {
    viewBox: '0 0 20 20',
    attributes: '',
    paths: [
      { d: 'M10 2.5a7.5 7.5 0 0 0-6.4 11.4L2.5 17.5l3.7-1A7.5 7.5 0 1 0 10 2.5z', attributes: "fill='none' stroke='black' stroke-width='1.6'" },
      'M7.4 6.6c.2-.4.5-.4.7-.4h.5c.2 0 .4.1.5.4l.6 1.4c.1.2 0 .4-.1.6l-.4.5c.6 1 1.4 1.8 2.4 2.3l.5-.5c.2-.2.4-.2.6-.1l1.4.6c.3.1.4.3.3.6-.2.9-1 1.5-1.9 1.4-2.6-.4-5-2.8-5.4-5.4 0-.5.1-1 .3-1.4z',
    ],
  },
  // The share row (24 × 24, drawn at 20 px).
  'share-facebook': { viewBox: '0 0 24 24', attributes: '', paths: ['M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z'] },
  'share-twitter': { viewBox: '0 0 24 24', attributes: '', paths: ['M17.8 3h3.2l-7 8 8.2 10.9h-6.4l-5-6.6-5.8 6.6H1.8l7.5-8.6L1.4 3h6.6l4.5 6 5.3-6zm-1.1 17h1.8L7.4 4.8H5.5l11.2 15.2z'] },
  'share-whatsapp': {
    viewBox: '0 0 24 24',
    attributes: '',
    paths: [
      'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.7-.3-2.1-1-3-2.7-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1.1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z',
    ],
  },
  'share-email': { viewBox: '0 0 24 24', attributes: '', paths: ['M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.2 7 12 11.5 18.8 7H5.2z'] },
  'share-sms': { viewBox: '0 0 24 24', attributes: '', paths: ['M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z'] },
  'share-copy': {
    viewBox: '0 0 24 24',
    attributes: '',
    paths: [
      'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 1 0-1.4-1.4l-3.5 3.5a1 1 0 0 1-1.4 0zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0z',
    ],
  },
  // Disclosure and navigation.
  'chevron-down': { viewBox: '0 0 20 20', attributes: stroke(2), paths: ['m5 7.5 5 5 5-5'] },
  'arrow-left': { viewBox: '0 0 20 20', attributes: stroke(2.2), paths: ['M12.5 4 6.5 10l6 6'] },
  'arrow-right': { viewBox: '0 0 20 20', attributes: stroke(2.2), paths: ['M7.5 4l6 6-6 6'] },
  expand: { viewBox: '0 0 16 16', attributes: "fill='none' stroke='black' stroke-width='1.8'", paths: ['M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4'] },
  'nav-chevron': { viewBox: '0 0 12 12', attributes: "fill='none' stroke='black' stroke-width='1.5'", paths: ['M2 4l4 4 4-4'] },
  pin: { viewBox: '0 0 16 16', attributes: '', paths: ['M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15zm0-6.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4z'] },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICON_SHAPES;

/** The icon as an SVG document (in the sprite, with its id in place of the namespace). */
export function iconSvg({ viewBox, attributes, paths }: IconShape): string {
  const group = attributes ? ` ${attributes}` : '';
  const path = (p: IconShape['paths'][number]) => (typeof p === 'string' ? `<path d='${p}'/>` : `<path d='${p.d}' ${p.attributes}/>`);
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'><g${group}>${paths.map(path).join('')}</g></svg>`;
}

/**
 * Every icon in one SVG document, each a nested <svg id="name"> shown only when the URL's fragment
 * names it (`:target`): the stylesheet masks with `/media/icons/<version>.svg#name`.
 *
 * Why one file and not a data: URL per icon: Chromium turns each distinct mask image into an SVG
 * document of its own, and it made the data: URLs' documents inside the page's first style
 * recalculation, on the main thread before the first paint. On the vehicle page (19 icons), at 4×
 * CPU, that was the page's longest task: 374 ms against 226 ms with the sprite, which is one
 * document, fetched once, after that recalculation (a trial of the page without its scripts, ten
 * alternated loads; the twenty-seventh session's note).
 */
export function iconSprite(): string {
  const icons = Object.entries(ICON_SHAPES).map(([name, shape]) => iconSvg(shape).replace(" xmlns='http://www.w3.org/2000/svg'", ` id='${name}'`));
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><style>svg>svg:not(:target){display:none}</style>${icons.join('')}</svg>`;
}

/** FNV-1a over the text, as 8 hex digits: a version for the sprite's URL (no crypto in this module). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The sprite's address: its content's version in the name, so it can be cached for good. */
export function iconSpritePath(): string {
  return `/media/icons/${fnv1a(iconSprite())}.svg`;
}

/**
 * src/app/icons.css: one class per icon, setting the shape the `icon` utility (globals.css) masks.
 * Plain rules rather than Tailwind utilities: Icon.tsx builds the class name from the icon's name,
 * which Tailwind's scanner would not find in the source.
 */
export function iconsCss(): string {
  const sprite = iconSpritePath();
  const rules = Object.keys(ICON_SHAPES).map((name) => `  .icon-${name} {\n    --icon: url("${sprite}#${name}");\n  }`);
  return `/* Written by \`npm run icons -w web\` from src/components/ui/icon-set.ts: edit that, not this. */\n@layer components {\n${rules.join('\n')}\n}\n`;
}
