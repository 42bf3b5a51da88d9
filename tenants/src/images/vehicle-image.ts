/**
 * Local vehicle pictures: a pure function that draws an SVG of a vehicle of a given body type in a
 * given paint colour, from one of several viewpoints, on a showroom or outdoor backdrop. The web app
 * serves them at /media/vehicles/<body>/<colour-slug>/<view>.svg (see vehicleImagePath).
 */
import { PAINT_COLOUR_NAMES, colourBySlug, colourSlug } from './colours';
import { own } from '@forecourt/schemas/own';

export { PAINT_COLOURS, PAINT_COLOUR_NAMES, colourSlug, colourBySlug } from './colours';

export const IMAGE_BODIES = [
  'sedan', 'hatch', 'suv', 'ute', 'van', 'wagon', 'coupe', 'convertible', 'peopleMover', 'cabChassis',
  'motorhome', 'caravan', 'camperTrailer',
] as const;
export type ImageBody = (typeof IMAGE_BODIES)[number];

/** Views 1..12: six compositions, each on two backdrops. */
export const VIEW_COUNT = 12;
export const COMPOSITIONS = ['front-three-quarter', 'side', 'rear-three-quarter', 'interior', 'front', 'wheel'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

export interface VehicleImageParams {
  body: ImageBody;
  /** Colour slug, e.g. "glacier-white" (see colours.ts). */
  colour: string;
  /** 1..VIEW_COUNT. */
  view: number;
}

export function isImageBody(value: string): value is ImageBody {
  return (IMAGE_BODIES as readonly string[]).includes(value);
}

/** Maps any simple_body (spec §3) to the nearest picture. */
export function imageBodyFor(simpleBody: string): ImageBody {
  if (isImageBody(simpleBody)) return simpleBody;
  const map: Record<string, ImageBody> = {
    '4x4': 'suv', ev: 'hatch', hardtop: 'coupe', hatchback: 'hatch', lightTruck: 'cabChassis', bus: 'van',
    prestige: 'sedan', softtop: 'convertible', stationWagon: 'wagon', 'camper trailer': 'camperTrailer',
  };
  return own(map, simpleBody) ?? 'sedan';
}

export function vehicleImagePath(params: { body: string; colour: string; view: number }): string {
  return `/media/vehicles/${imageBodyFor(params.body)}/${colourSlug(params.colour)}/${params.view}.svg`;
}

/**
 * Parses the segments after /media/vehicles/ (or the whole path's segments, starting "media",
 * "vehicles"). Anything not exactly a known body, a known colour slug and "<1..12>.svg" is null.
 */
export function parseVehicleImagePath(segments: readonly string[]): VehicleImageParams | null {
  if (!Array.isArray(segments)) return null;
  let parts: readonly unknown[] = segments;
  if (parts.length === 5 && parts[0] === 'media' && parts[1] === 'vehicles') parts = parts.slice(2);
  if (parts.length !== 3) return null;
  const [body, colour, file] = parts;
  if (typeof body !== 'string' || typeof colour !== 'string' || typeof file !== 'string') return null;
  if (!isImageBody(body)) return null;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(colour) || !colourBySlug(colour)) return null;
  const match = /^([1-9][0-9]?)\.svg$/.exec(file);
  if (!match) return null;
  const view = Number(match[1]);
  if (view < 1 || view > VIEW_COUNT) return null;
  return { body, colour, view };
}

// ------------------------------------------------------------------ colour helpers

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c ?? 0))).toString(16).padStart(2, '0')).join('')}`;
}
/** amount > 0 lightens towards white, < 0 darkens towards black. */
function shade(hex: string, amount: number): string {
  const c = rgb(hex);
  return toHex(c.map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
}
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
type Pt = readonly [number, number];

/** A closed path through the points with every corner rounded by up to r. y is height above ground. */
function rounded(points: readonly Pt[], r: number): string {
  const n = points.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const p = points[i] as Pt;
    const prev = points[(i - 1 + n) % n] as Pt;
    const next = points[(i + 1) % n] as Pt;
    const lenA = Math.hypot(p[0] - prev[0], p[1] - prev[1]) || 1;
    const lenB = Math.hypot(next[0] - p[0], next[1] - p[1]) || 1;
    const ra = Math.min(r, lenA / 2);
    const rb = Math.min(r, lenB / 2);
    const a: Pt = [p[0] + ((prev[0] - p[0]) / lenA) * ra, p[1] + ((prev[1] - p[1]) / lenA) * ra];
    const b: Pt = [p[0] + ((next[0] - p[0]) / lenB) * rb, p[1] + ((next[1] - p[1]) / lenB) * rb];
    d += `${i === 0 ? 'M' : 'L'}${f(a[0])},${f(-a[1])} Q${f(p[0])},${f(-p[1])} ${f(b[0])},${f(-b[1])} `;
  }
  return d + 'Z';
}

// ------------------------------------------------------------------ body geometry (side view)

interface SideShape {
  len: number;
  wheelR: number;
  axles: number[];
  outline: Pt[];
  glass: Pt[][];
  /** Door / panel seams (x positions) between belt and sill. */
  seams: number[];
  belt: number;
  sill: number;
  /** Width / length for the front and rear faces. */
  widthRatio: number;
  roof: number;
  hood: number;
  kind: 'car' | 'van' | 'ute' | 'tray' | 'open' | 'motorhome' | 'caravan' | 'camper';
  corner: number;
}

function shapeFor(body: ImageBody): SideShape {
  const base = { seams: [] as number[], corner: 18 };
  switch (body) {
    case 'sedan':
      return { ...base, kind: 'car', len: 900, wheelR: 62, axles: [170, 720], belt: 190, sill: 45, roof: 280, hood: 150, widthRatio: 0.42,
        outline: [[8, 45], [0, 105], [18, 150], [250, 185], [400, 277], [585, 280], [745, 195], [885, 185], [900, 150], [893, 45]],
        glass: [[[268, 192], [404, 266], [488, 268], [488, 192]], [[500, 192], [500, 268], [578, 268], [720, 198]]], seams: [490, 660] };
    case 'hatch':
      return { ...base, kind: 'car', len: 800, wheelR: 60, axles: [150, 640], belt: 180, sill: 45, roof: 270, hood: 145, widthRatio: 0.46,
        outline: [[8, 45], [0, 105], [18, 145], [230, 175], [370, 265], [640, 270], [770, 225], [795, 150], [788, 45]],
        glass: [[[248, 183], [376, 256], [455, 258], [455, 183]], [[468, 183], [468, 258], [630, 259], [740, 210], [740, 190]]], seams: [460, 640] };
    case 'wagon':
      return { ...base, kind: 'car', len: 930, wheelR: 62, axles: [170, 750], belt: 188, sill: 45, roof: 272, hood: 150, widthRatio: 0.41,
        outline: [[8, 45], [0, 105], [18, 150], [250, 182], [390, 270], [860, 268], [915, 222], [926, 150], [918, 45]],
        glass: [[[268, 190], [396, 260], [490, 261], [490, 190]], [[503, 190], [503, 261], [680, 261], [680, 190]], [[693, 190], [693, 260], [850, 259], [890, 212], [890, 196]]], seams: [496, 686] };
    case 'suv':
      return { ...base, kind: 'car', len: 900, wheelR: 72, axles: [170, 720], belt: 215, sill: 62, roof: 318, hood: 190, widthRatio: 0.45,
        outline: [[8, 62], [0, 135], [18, 190], [250, 215], [372, 318], [822, 318], [880, 290], [896, 190], [890, 62]],
        glass: [[[268, 224], [378, 308], [488, 309], [488, 224]], [[502, 224], [502, 309], [665, 309], [665, 224]], [[678, 224], [678, 309], [810, 308], [858, 282], [858, 228]]], seams: [495, 672] };
    case 'peopleMover':
      return { ...base, kind: 'car', len: 950, wheelR: 62, axles: [160, 770], belt: 210, sill: 50, roof: 330, hood: 180, widthRatio: 0.42,
        outline: [[8, 50], [0, 125], [22, 180], [185, 215], [340, 330], [900, 330], [938, 292], [946, 140], [940, 50]],
        glass: [[[205, 222], [344, 320], [440, 320], [440, 222]], [[455, 222], [455, 320], [690, 320], [690, 222]], [[704, 222], [704, 320], [890, 320], [918, 290], [918, 226]]], seams: [447, 697] };
    case 'coupe':
      return { ...base, kind: 'car', len: 850, wheelR: 60, axles: [160, 680], belt: 165, sill: 42, roof: 238, hood: 130, widthRatio: 0.44,
        outline: [[8, 42], [0, 95], [18, 130], [275, 163], [425, 236], [545, 238], [800, 172], [842, 150], [846, 42]],
        glass: [[[292, 170], [428, 228], [538, 230], [700, 176]]], seams: [555] };
    case 'convertible':
      return { ...base, kind: 'open', len: 800, wheelR: 58, axles: [150, 640], belt: 158, sill: 40, roof: 230, hood: 128, widthRatio: 0.46,
        outline: [[8, 40], [0, 95], [18, 128], [275, 158], [780, 164], [800, 140], [794, 40]],
        glass: [[[292, 162], [352, 226], [366, 226], [312, 162]]], seams: [470] };
    case 'ute':
      return { ...base, kind: 'ute', len: 1000, wheelR: 70, axles: [180, 790], belt: 215, sill: 62, roof: 320, hood: 190, widthRatio: 0.38,
        outline: [[8, 62], [0, 135], [18, 190], [260, 215], [380, 320], [605, 320], [622, 215], [992, 212], [998, 62]],
        glass: [[[276, 224], [386, 309], [480, 309], [480, 224]], [[494, 224], [494, 309], [596, 309], [606, 224]]], seams: [487, 620] };
    case 'cabChassis':
      return { ...base, kind: 'tray', len: 1000, wheelR: 70, axles: [180, 790], belt: 215, sill: 62, roof: 320, hood: 190, widthRatio: 0.38,
        outline: [[8, 62], [0, 135], [18, 190], [260, 215], [380, 320], [600, 320], [614, 215], [614, 62]],
        glass: [[[276, 224], [386, 309], [480, 309], [480, 224]], [[494, 224], [494, 309], [592, 309], [600, 224]]], seams: [487] };
    case 'van':
      return { ...base, kind: 'van', len: 1000, wheelR: 62, axles: [150, 800], belt: 250, sill: 50, roof: 372, hood: 200, widthRatio: 0.38,
        outline: [[8, 50], [0, 135], [28, 200], [140, 245], [265, 372], [990, 372], [1000, 340], [1000, 50]],
        glass: [[[162, 255], [270, 360], [335, 360], [335, 255]]], seams: [345, 560] };
    case 'motorhome':
      return { ...base, kind: 'motorhome', len: 1150, wheelR: 62, axles: [170, 830], belt: 250, sill: 55, roof: 455, hood: 200, widthRatio: 0.34, corner: 22,
        outline: [[8, 55], [0, 135], [28, 200], [140, 245], [222, 345], [215, 380], [260, 455], [1130, 455], [1150, 430], [1150, 55]],
        glass: [[[162, 255], [226, 335], [300, 340], [300, 255]]], seams: [310] };
    case 'caravan':
      return { ...base, kind: 'caravan', len: 1050, wheelR: 52, axles: [560, 690], belt: 250, sill: 80, roof: 440, hood: 440, widthRatio: 0.36, corner: 48,
        outline: [[150, 80], [125, 300], [170, 440], [1035, 440], [1050, 400], [1050, 80]],
        glass: [[[200, 270], [200, 340], [380, 340], [380, 270]], [[640, 270], [640, 340], [790, 340], [790, 270]], [[900, 280], [900, 340], [1000, 340], [1000, 280]]], seams: [] };
    case 'camperTrailer':
      return { ...base, kind: 'camper', len: 780, wheelR: 58, axles: [470], belt: 190, sill: 70, roof: 330, hood: 190, widthRatio: 0.42, corner: 14,
        outline: [[170, 70], [170, 200], [760, 200], [760, 70]],
        glass: [], seams: [] };
  }
}

// ------------------------------------------------------------------ pieces

interface Palette {
  paint: string;
  light: string;
  dark: string;
  trim: string;
  /** Second colour for RV decals. */
  decal: string;
}

function palette(hex: string): Palette {
  const lum = luminance(hex);
  return {
    paint: hex,
    light: shade(hex, 0.35),
    dark: shade(hex, -0.35),
    trim: '#1d1f23',
    decal: lum > 0.6 ? '#3a4048' : shade(hex, 0.55),
  };
}

function defs(p: Palette): string {
  return `<defs>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.paint}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8598"/><stop offset="0.5" stop-color="#2c3947"/><stop offset="1" stop-color="#1a2330"/></linearGradient>
<radialGradient id="rim" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.7" stop-color="#b9bec4"/><stop offset="1" stop-color="#7d838a"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b9bd5"/><stop offset="1" stop-color="#cfe6f7"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9ecef"/><stop offset="1" stop-color="#cfd4d9"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7bcc2"/><stop offset="1" stop-color="#eef0f2"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d8f8f"/><stop offset="1" stop-color="#5f6263"/></linearGradient>
</defs>`;
}

function backdrop(outdoor: boolean, horizon: number): string {
  if (outdoor) {
    return `<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="1010" cy="120" r="46" fill="#fff6d5" opacity="0.9"/>
<path d="M0,${horizon - 60} C180,${horizon - 140} 320,${horizon - 40} 520,${horizon - 110} S900,${horizon - 50} 1200,${horizon - 120} V${horizon} H0 Z" fill="#8fae7c"/>
<path d="M0,${horizon - 20} C240,${horizon - 70} 520,${horizon - 10} 760,${horizon - 60} S1080,${horizon - 20} 1200,${horizon - 40} V${horizon} H0 Z" fill="#6f9160"/>
<g fill="#4e6b43">${[90, 210, 980, 1110].map((x) => `<circle cx="${x}" cy="${horizon - 45}" r="34"/><rect x="${x - 5}" y="${horizon - 20}" width="10" height="22" fill="#5b4632"/>`).join('')}</g>
<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="url(#road)"/>
<g stroke="#e7e3d6" stroke-width="6" opacity="0.7">${[150, 450, 750, 1050].map((x) => `<line x1="${x}" y1="${horizon + 10}" x2="${x - 120}" y2="800"/>`).join('')}</g>`;
  }
  return `<rect width="1200" height="${horizon}" fill="url(#wall)"/>
<g fill="#fff" opacity="0.85">${[150, 450, 750, 1050].map((x) => `<rect x="${x - 90}" y="28" width="180" height="10" rx="5"/>`).join('')}</g>
<rect x="0" y="${horizon - 150}" width="1200" height="6" fill="#b5bcc4"/>
<g fill="#dfe3e8">${[0, 300, 600, 900].map((x) => `<rect x="${x + 30}" y="90" width="240" height="${horizon - 250}" rx="6" opacity="0.6"/>`).join('')}</g>
<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="url(#floor)"/>
<g stroke="#c4c9ce" stroke-width="2">${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => `<line x1="${k * 150}" y1="${horizon}" x2="${k * 150 - 300 + k * 75}" y2="800"/>`).join('')}</g>`;
}

function wheel(cx: number, cy: number, r: number, rv: boolean): string {
  const spokes = rv ? 6 : 5;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#17181b"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.93)}" fill="none" stroke="#2a2c30" stroke-width="${f(r * 0.05)}"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.64)}" fill="${rv ? '#d9dcdf' : 'url(#rim)'}"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.5)}" fill="#3b3f45"/>`;
  for (let k = 0; k < spokes; k++) {
    const a = (k / spokes) * Math.PI * 2 - Math.PI / 2;
    s += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.cos(a) * r * 0.6)}" y2="${f(cy + Math.sin(a) * r * 0.6)}" stroke="#cfd3d8" stroke-width="${f(r * 0.16)}" stroke-linecap="round"/>`;
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.14)}" fill="#8b9097" stroke="#e6e8ea" stroke-width="2"/>`;
  return s;
}

/** The side view in local coordinates: front at x=0, ground at y=0, y up is negative. */
function side(shape: SideShape, p: Palette): string {
  const { len, wheelR, axles, outline, glass, seams, belt, sill } = shape;
  const rv = shape.kind === 'caravan' || shape.kind === 'camper';
  let s = '';
  // drawbar for trailers
  if (rv) {
    const front = shape.outline[0]?.[0] ?? 150;
    s += `<path d="M${front},${-sill - 10} L10,${-sill + 14} L10,${-sill + 4} L${front},${-sill - 28} Z" fill="#3a3d42"/>`;
    s += `<rect x="40" y="${-sill + 6}" width="10" height="${sill - 20}" fill="#55595f"/><circle cx="45" cy="-12" r="12" fill="#222"/>`;
    s += `<rect x="${front - 70}" y="${-sill - 70}" width="60" height="50" rx="6" fill="#2f3237"/>`;
  }
  // tray body (cab chassis)
  if (shape.kind === 'tray') {
    s += `<rect x="600" y="${-sill - 6}" width="390" height="16" fill="#2a2c30"/>`;
    s += `<rect x="625" y="-176" width="375" height="26" rx="3" fill="#c9ced3" stroke="#8f969d" stroke-width="2"/>`;
    s += `<rect x="625" y="-150" width="375" height="10" fill="#8f969d"/>`;
    s += `<rect x="627" y="-320" width="14" height="146" fill="#9aa1a8"/><g stroke="#9aa1a8" stroke-width="6">${[680, 740, 800].map((x) => `<line x1="641" y1="${-300 + (x - 680) / 2}" x2="${x}" y2="${-300 + (x - 680) / 2}"/>`).join('')}</g>`;
  }
  // body
  s += `<path d="${rounded(outline, shape.corner)}" fill="url(#paint)" stroke="${p.dark}" stroke-width="2"/>`;
  // camper canvas
  if (shape.kind === 'camper') {
    s += `<path d="${rounded([[200, 200], [230, 330], [690, 330], [730, 200]], 16)}" fill="#d8ccb0" stroke="#9c8e70" stroke-width="3"/>`;
    s += `<rect x="330" y="-300" width="140" height="70" rx="8" fill="#5a6b5a" opacity="0.8"/><rect x="520" y="-300" width="120" height="70" rx="8" fill="#5a6b5a" opacity="0.8"/>`;
    s += `<rect x="170" y="-208" width="590" height="14" fill="#2f3237"/>`;
    s += `<rect x="220" y="-175" width="210" height="80" rx="6" fill="none" stroke="${p.dark}" stroke-width="3"/>`;
  }
  // caravan / motorhome decals and door
  if (shape.kind === 'caravan' || shape.kind === 'motorhome') {
    const x0 = shape.kind === 'caravan' ? 140 : 230;
    s += `<path d="M${x0},${-sill - 40} L${len - 10},${-sill - 40} L${len - 10},${-sill - 20} L${x0},${-sill - 20} Z" fill="${p.decal}"/>`;
    s += `<path d="M${x0 + 40},${-belt + 10} C${x0 + 300},${-belt - 30} ${len - 300},${-belt + 30} ${len - 10},${-belt - 20} L${len - 10},${-belt - 8} C${len - 300},${-belt + 44} ${x0 + 300},${-belt - 14} ${x0 + 40},${-belt + 22} Z" fill="${p.decal}" opacity="0.85"/>`;
    const dx = shape.kind === 'caravan' ? 440 : 560;
    s += `<rect x="${dx}" y="${-sill - 330}" width="120" height="315" rx="10" fill="${shade(p.paint, -0.06)}" stroke="${p.dark}" stroke-width="3"/><rect x="${dx + 20}" y="${-sill - 305}" width="80" height="110" rx="6" fill="url(#glass)"/><rect x="${dx + 95}" y="${-sill - 160}" width="14" height="6" fill="#555"/>`;
  }
  // glass
  for (const g of glass) s += `<path d="${rounded(g, 6)}" fill="url(#glass)" stroke="${p.trim}" stroke-width="3"/>`;
  if (glass.length > 0 && !rv) {
    const g0 = glass[0];
    if (g0 && g0.length > 1) {
      const [x1, y1] = g0[0] as Pt;
      s += `<path d="M${f(x1 + 30)},${f(-y1 - 8)} L${f(x1 + 70)},${f(-y1 - 60)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>`;
    }
  }
  // seams and handles
  for (const x of seams) {
    s += `<line x1="${x}" y1="${-belt}" x2="${x}" y2="${-sill - 6}" stroke="${p.dark}" stroke-width="2.5"/>`;
    s += `<rect x="${x - 70}" y="${-belt + 22}" width="34" height="7" rx="3.5" fill="${p.dark}"/>`;
  }
  // character line
  if (!rv && shape.kind !== 'motorhome') s += `<path d="M30,${-belt + 40} L${len - 25},${-belt + 30}" stroke="${p.light}" stroke-width="3" opacity="0.6"/>`;
  // lights
  if (!rv) {
    s += `<path d="${rounded([[6, shape.hood - 40], [8, shape.hood - 6], [78, shape.hood + 6], [80, shape.hood - 20]], 8)}" fill="#f4f7fb" stroke="${p.trim}" stroke-width="2"/>`;
    const tail = shape.kind === 'ute' || shape.kind === 'tray' ? 200 : shape.kind === 'van' || shape.kind === 'motorhome' ? 230 : shape.belt;
    if (shape.kind !== 'tray') s += `<rect x="${len - 22}" y="${-tail + 4}" width="20" height="44" rx="6" fill="#c0182a"/>`;
    s += `<rect x="12" y="${-sill - 30}" width="${len * 0.1}" height="16" rx="8" fill="${p.trim}" opacity="0.85"/>`;
    // mirror
    const ws = outline[3] ?? [250, 190];
    s += `<path d="M${f(ws[0] + 5)},${f(-ws[1] - 5)} l-28,-6 l-4,-26 l30,4 Z" fill="${p.paint}" stroke="${p.dark}" stroke-width="2"/>`;
  } else {
    s += `<rect x="${len - 14}" y="${-sill - 30}" width="12" height="24" rx="3" fill="#c0182a"/>`;
  }
  // wheel arches and wheels
  s += `<clipPath id="bodyclip"><path d="${rounded(outline, shape.corner)}"/></clipPath>`;
  s += `<g clip-path="url(#bodyclip)">${axles.map((x) => `<circle cx="${x}" cy="${-wheelR}" r="${wheelR + 10}" fill="#121315"/>`).join('')}</g>`;
  s += axles.map((x) => wheel(x, -wheelR, wheelR, rv)).join('');
  if (shape.kind === 'ute') s += `<line x1="630" y1="-212" x2="990" y2="-212" stroke="${p.trim}" stroke-width="6"/>`;
  return s;
}

interface Glass {
  baseX: number;
  baseH: number;
  topX: number;
  topH: number;
}

/** Windscreen (front) or rear-window (rear) line of the side outline: base and top points. */
function screenLine(shape: SideShape, rear: boolean): Glass | null {
  if (shape.kind === 'caravan' || shape.kind === 'camper') return null;
  if (shape.kind === 'open') return rear ? null : { baseX: 282, baseH: 160, topX: 348, topH: 228 };
  if (shape.kind === 'motorhome') return rear ? null : { baseX: 140, baseH: 245, topX: 222, topH: 345 };
  const pts = shape.outline;
  const top = Math.max(...pts.map((pt) => pt[1]));
  const roofIdx = pts.map((pt, i) => [pt, i] as const).filter(([pt]) => pt[1] >= top - 6);
  const first = roofIdx[0];
  const last = roofIdx[roofIdx.length - 1];
  if (!first || !last) return null;
  if (!rear) {
    const base = pts[first[1] - 1];
    if (!base) return null;
    return { baseX: base[0], baseH: base[1], topX: first[0][0], topH: first[0][1] };
  }
  const base = pts[last[1] + 1];
  if (!base || base[1] < shape.sill + 40) return null;
  return { baseX: base[0], baseH: base[1], topX: last[0][0], topH: last[0][1] };
}

/** Height of the front (or rear) lower face: up to the bonnet / boot line. */
function lowerTop(shape: SideShape, rear: boolean, straight: boolean): number {
  if (shape.kind === 'caravan') return shape.roof;
  if (shape.kind === 'camper') return 200;
  const g = screenLine(shape, rear);
  if (straight) return g ? g.baseH : shape.belt;
  if (!rear) return shape.hood;
  if (shape.kind === 'ute') return 212;
  if (shape.kind === 'tray') return 176;
  const tail = shape.outline.filter((pt) => pt[0] >= shape.len - 30).map((pt) => pt[1]);
  return Math.max(...tail, shape.sill + 60);
}

/** The face below the glass, in local coordinates centred on x=0, ground y=0 (y up is negative). */
function faceLower(shape: SideShape, p: Palette, rear: boolean, top: number): string {
  const W = shape.len * shape.widthRatio;
  const hw = W / 2;
  const { sill, roof, wheelR } = shape;
  let s = '';
  const rv = shape.kind === 'caravan' || shape.kind === 'camper';
  if (rv) {
    s += `<rect x="${f(-hw * 0.7)}" y="${-wheelR * 2}" width="${f(hw * 0.22)}" height="${wheelR * 2}" rx="10" fill="#17181b"/><rect x="${f(hw * 0.48)}" y="${-wheelR * 2}" width="${f(hw * 0.22)}" height="${wheelR * 2}" rx="10" fill="#17181b"/>`;
    if (!rear) s += `<path d="M${f(-hw * 0.6)},${-sill - 10} L-6,${-10} L6,${-10} L${f(hw * 0.6)},${-sill - 10}" fill="none" stroke="#3a3d42" stroke-width="12"/><rect x="-30" y="${-sill - 95}" width="60" height="80" rx="8" fill="#2f3237"/>`;
    s += `<path d="${rounded([[-hw, sill], [-hw, top - 10], [-hw * 0.92, top], [hw * 0.92, top], [hw, top - 10], [hw, sill]], shape.corner * 0.7)}" fill="url(#paint)" stroke="${p.dark}" stroke-width="2"/>`;
    if (shape.kind === 'camper') s += `<path d="${rounded([[-hw * 0.9, 200], [-hw * 0.8, 330], [hw * 0.8, 330], [hw * 0.9, 200]], 14)}" fill="#d8ccb0" stroke="#9c8e70" stroke-width="3"/>`;
    else s += `<rect x="${f(-hw * 0.6)}" y="${-roof + 60}" width="${f(hw * 1.2)}" height="${rear ? 90 : 70}" rx="12" fill="url(#glass)" stroke="${p.trim}" stroke-width="3"/>`;
    s += `<rect x="${f(-hw)}" y="${-sill - 40}" width="${f(W)}" height="20" fill="${p.decal}"/>`;
    s += `<rect x="${f(-hw + 8)}" y="${-sill - 34}" width="24" height="14" rx="3" fill="${rear ? '#c0182a' : '#f3c04a'}"/><rect x="${f(hw - 32)}" y="${-sill - 34}" width="24" height="14" rx="3" fill="${rear ? '#c0182a' : '#f3c04a'}"/>`;
    if (rear) s += `<rect x="-45" y="${-sill - 28}" width="90" height="24" rx="3" fill="#f5f5f0" stroke="#333" stroke-width="2"/>`;
    return s;
  }
  s += `<rect x="${f(-hw + 6)}" y="${-wheelR * 1.25}" width="${f(W * 0.17)}" height="${f(wheelR * 1.25)}" rx="12" fill="#17181b"/>`;
  s += `<rect x="${f(hw - 6 - W * 0.17)}" y="${-wheelR * 1.25}" width="${f(W * 0.17)}" height="${f(wheelR * 1.25)}" rx="12" fill="#17181b"/>`;
  s += `<path d="${rounded([[-hw, sill], [-hw, top - 10], [-hw * 0.95, top], [hw * 0.95, top], [hw, top - 10], [hw, sill]], 16)}" fill="url(#paint)" stroke="${p.dark}" stroke-width="2"/>`;
  const mid = sill + (top - sill) * 0.45;
  if (!rear) {
    const big = shape.kind === 'ute' || shape.kind === 'tray' || shape.kind === 'van' || shape.kind === 'motorhome' || shape.widthRatio >= 0.45;
    const gw = big ? 0.62 : 0.46;
    s += `<path d="${rounded([[-hw * gw, sill + 12], [-hw * gw, mid + 14], [hw * gw, mid + 14], [hw * gw, sill + 12]], 12)}" fill="${p.trim}"/>`;
    s += `<g stroke="#3b3f46" stroke-width="3">${[0.3, 0.6].map((t) => `<line x1="${f(-hw * gw + 10)}" y1="${f(-(sill + 12 + (mid + 2 - sill - 12) * t))}" x2="${f(hw * gw - 10)}" y2="${f(-(sill + 12 + (mid + 2 - sill - 12) * t))}"/>`).join('')}</g>`;
    s += `<path d="${rounded([[-hw * 0.93, mid + 16], [-hw * 0.91, top - 10], [-hw * 0.52, top - 14], [-hw * 0.52, mid + 22]], 8)}" fill="#eef3fa" stroke="${p.trim}" stroke-width="2"/>`;
    s += `<path d="${rounded([[hw * 0.93, mid + 16], [hw * 0.91, top - 10], [hw * 0.52, top - 14], [hw * 0.52, mid + 22]], 8)}" fill="#eef3fa" stroke="${p.trim}" stroke-width="2"/>`;
    s += `<circle cx="0" cy="${f(-(mid + 2))}" r="10" fill="#cfd3d8" stroke="#555" stroke-width="2"/>`;
  } else {
    s += `<path d="${rounded([[-hw * 0.95, mid + 10], [-hw * 0.95, top - 8], [-hw * 0.6, top - 10], [-hw * 0.6, mid + 14]], 8)}" fill="#c0182a" stroke="${p.trim}" stroke-width="2"/>`;
    s += `<path d="${rounded([[hw * 0.95, mid + 10], [hw * 0.95, top - 8], [hw * 0.6, top - 10], [hw * 0.6, mid + 14]], 8)}" fill="#c0182a" stroke="${p.trim}" stroke-width="2"/>`;
    s += `<line x1="${f(-hw * 0.58)}" y1="${f(-(top - 14))}" x2="${f(hw * 0.58)}" y2="${f(-(top - 14))}" stroke="${p.dark}" stroke-width="3"/>`;
  }
  s += `<rect x="-52" y="${f(-(sill + 40))}" width="104" height="26" rx="4" fill="#f5f5f0" stroke="#333" stroke-width="2"/>`;
  s += `<rect x="${f(-hw)}" y="${-sill - 12}" width="${f(W)}" height="18" rx="8" fill="${p.trim}" opacity="0.9"/>`;
  return s;
}

/** Windscreen / rear window with its pillars, local coordinates from base height to top height. */
function faceUpper(shape: SideShape, p: Palette, rear: boolean, g: Glass, mirrors: boolean): string {
  const hw = (shape.len * shape.widthRatio) / 2;
  const tall = shape.kind === 'van' || shape.kind === 'motorhome';
  const topW = tall ? 0.9 : 0.72;
  const open = shape.kind === 'open';
  let s = '';
  s += `<path d="${rounded([[-hw * 0.93, g.baseH], [-hw * topW, g.topH], [hw * topW, g.topH], [hw * 0.93, g.baseH]], 12)}" fill="${open ? 'none' : 'url(#paint)'}" stroke="${p.dark}" stroke-width="2"/>`;
  const inset = open ? 0.04 : 0.08;
  s += `<path d="${rounded([[-hw * (0.93 - inset), g.baseH + 6], [-hw * (topW - inset), g.topH - 10], [hw * (topW - inset), g.topH - 10], [hw * (0.93 - inset), g.baseH + 6]], 8)}" fill="url(#glass)" stroke="${p.trim}" stroke-width="3"/>`;
  if (!rear) s += `<path d="M${f(-hw * 0.5)},${f(-(g.topH - 20))} L${f(-hw * 0.2)},${f(-(g.baseH + 20))}" stroke="#fff" stroke-opacity="0.3" stroke-width="12"/>`;
  if (mirrors && !open) {
    s += `<path d="M${f(-hw * 0.93)},${-g.baseH - 8} l-34,-4 l0,-30 l30,4 Z" fill="${p.paint}" stroke="${p.dark}" stroke-width="2"/>`;
    s += `<path d="M${f(hw * 0.93)},${-g.baseH - 8} l34,-4 l0,-30 l-30,4 Z" fill="${p.paint}" stroke="${p.dark}" stroke-width="2"/>`;
  }
  if (shape.kind === 'motorhome') s += `<path d="${rounded([[-hw, g.topH], [-hw, shape.roof], [hw, shape.roof], [hw, g.topH]], 14)}" fill="url(#paint)" stroke="${p.dark}" stroke-width="2"/><rect x="${f(-hw * 0.6)}" y="${-shape.roof + 30}" width="${f(hw * 1.2)}" height="40" rx="10" fill="url(#glass)"/>`;
  if (rear && shape.kind === 'ute') s += `<rect x="${f(-hw * 0.9)}" y="${-g.baseH - 4}" width="${f(hw * 1.8)}" height="8" fill="${p.trim}"/>`;
  return s;
}

/** Straight-on front: lower face plus windscreen, all in one plane. */
function face(shape: SideShape, p: Palette): string {
  const g = screenLine(shape, false);
  return faceLower(shape, p, false, lowerTop(shape, false, true)) + (g ? faceUpper(shape, p, false, g, true) : '');
}

function groundShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#shadow)"/>`;
}

function compose3q(shape: SideShape, p: Palette, rear: boolean): string {
  const W = shape.len * shape.widthRatio;
  const hw = W / 2;
  const sx = 0.86;
  const sf = 0.5;
  const k2 = 0.3;
  const len = shape.len;
  const ends = shape.outline.map((pt) => pt[0]);
  const anchor = rear ? len - Math.max(...ends) : Math.min(...ends);
  const total = len * sx + W * sf;
  const S = Math.min(1000 / total, 430 / (shape.roof + k2 * W));
  const ground = 650;
  const x0 = 600 - (total * S) / 2 + W * sf * S;
  const sideM = rear ? `matrix(${(-S * sx).toFixed(4)},0,0,${S.toFixed(4)},${f(x0 + S * sx * len)},${ground})` : `matrix(${(S * sx).toFixed(4)},0,0,${S.toFixed(4)},${f(x0)},${ground})`;
  const dx = -W * sf * S;
  const dy = -W * k2 * S;
  const faceM = (dBase: number, baseH: number, m: number) =>
    `matrix(${(S * sf).toFixed(4)},${(S * k2).toFixed(4)},${(-S * sx * m).toFixed(4)},${S.toFixed(4)},${f(x0 + S * sx * (dBase - baseH * m) - S * sf * hw)},${f(ground - S * k2 * hw)})`;
  const rv = shape.kind === 'caravan' || shape.kind === 'camper';
  let s = groundShadow(600 + dx / 2, ground - 8 + dy / 3, (total * S) / 2 + 50, 46);
  // far side: the roof, bonnet and boot seen from above
  s += `<g transform="translate(${f(dx)},${f(dy)})"><g transform="${sideM}"><path d="${rounded(shape.outline, shape.corner)}" fill="${shade(p.paint, rv ? -0.08 : 0.12)}" stroke="${p.dark}" stroke-width="2"/></g></g>`;
  // band joining near and far outlines along the top
  const top = lowerTop(shape, rear, false);
  s += `<g transform="${faceM(anchor, 0, 0)}">${faceLower(shape, p, rear, top)}</g>`;
  const g = screenLine(shape, rear);
  if (g) {
    const dBase = rear ? len - g.baseX : g.baseX;
    const dTop = rear ? len - g.topX : g.topX;
    const m = (dTop - dBase) / (g.topH - g.baseH);
    s += `<g transform="${faceM(dBase, g.baseH, m)}">${faceUpper(shape, p, rear, g, false)}</g>`;
  }
  s += `<g transform="${sideM}">${side(shape, p)}</g>`;
  return s;
}

function composeSide(shape: SideShape, p: Palette): string {
  const s = Math.min(1000 / shape.len, 430 / shape.roof);
  const ground = 630;
  return `${groundShadow(600, ground, (shape.len * s) / 2 + 40, 26)}<g transform="translate(${f(600 - (shape.len * s) / 2)},${ground}) scale(${s.toFixed(4)})">${side(shape, p)}</g>`;
}

function composeFront(shape: SideShape, p: Palette): string {
  const W = shape.len * shape.widthRatio;
  const s = Math.min(620 / W, 470 / shape.roof);
  const ground = 650;
  return `${groundShadow(600, ground, (W * s) / 2 + 60, 30)}<g transform="translate(600,${ground}) scale(${s.toFixed(4)})">${face(shape, p)}</g>`;
}

function composeWheel(shape: SideShape, p: Palette, outdoor: boolean): string {
  const rv = shape.kind === 'caravan' || shape.kind === 'camper';
  const r = 230;
  const cx = 600;
  const cy = 800 - r - 40;
  let s = `<rect x="0" y="0" width="1200" height="${cy - r * 0.2}" fill="url(#paint)"/>`;
  s += `<path d="M0,${cy - r * 0.2} H1200 V${cy + r + 20} H0 Z" fill="${p.dark}"/>`;
  s += `<path d="M0,${cy - r * 0.55} H1200" stroke="${p.light}" stroke-width="6" opacity="0.7"/>`;
  s += `<path d="M0,${cy + r * 0.1} H1200 V800 H0 Z" fill="${outdoor ? '#6a6d6e' : '#c9cdd2'}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="#0f1012"/>`;
  s += `<path d="M${cx - r - 40},${cy} A${r + 40},${r + 40} 0 0 1 ${cx + r + 40},${cy}" fill="none" stroke="${p.dark}" stroke-width="22"/>`;
  s += wheel(cx, cy, r, rv);
  if (!rv) s += `<path d="M${cx + r * 0.18},${cy - r * 0.42} a${r * 0.46},${r * 0.46} 0 0 1 ${r * 0.3},${r * 0.3}" stroke="#c0182a" stroke-width="${r * 0.12}" fill="none"/>`;
  s += `<g fill="#2a2c30">${Array.from({ length: 24 }, (_, k) => {
    const a = (k / 24) * Math.PI * 2;
    return `<rect x="${f(cx + Math.cos(a) * r * 0.96 - 8)}" y="${f(cy + Math.sin(a) * r * 0.96 - 8)}" width="16" height="16" transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * r * 0.96)} ${f(cy + Math.sin(a) * r * 0.96)})"/>`;
  }).join('')}</g>`;
  return s;
}

function composeInterior(shape: SideShape, p: Palette, outdoor: boolean): string {
  if (shape.kind === 'caravan' || shape.kind === 'camper' || shape.kind === 'motorhome') {
    return `<rect width="1200" height="800" fill="#f3efe6"/>
<rect x="0" y="0" width="1200" height="60" fill="#e6e0d2"/>
<rect x="760" y="120" width="300" height="170" rx="16" fill="${outdoor ? 'url(#sky)' : '#9fb8c9'}" stroke="#8a8172" stroke-width="10"/>
<rect x="700" y="420" width="500" height="380" fill="#d9d2c3"/>
<rect x="720" y="360" width="480" height="120" rx="20" fill="#f8f6f1" stroke="#c9c0ae" stroke-width="4"/>
<rect x="740" y="330" width="150" height="60" rx="24" fill="#fff"/><rect x="920" y="330" width="150" height="60" rx="24" fill="#fff"/>
<rect x="720" y="470" width="480" height="60" fill="${p.decal}"/>
<rect x="0" y="420" width="620" height="380" fill="#8a6b4d"/>
<rect x="0" y="400" width="640" height="36" fill="#e9e4da" stroke="#b5ab98" stroke-width="3"/>
<rect x="80" y="395" width="170" height="12" rx="4" fill="#b9bec4"/><circle cx="430" cy="398" r="26" fill="#2d2f33"/><circle cx="520" cy="398" r="26" fill="#2d2f33"/>
${[0, 1, 2].map((k) => `<rect x="${30 + k * 200}" y="470" width="180" height="300" rx="6" fill="#9b7a59" stroke="#6e5238" stroke-width="3"/><rect x="${100 + k * 200}" y="600" width="40" height="8" rx="4" fill="#d8d8d8"/>`).join('')}
${[0, 1, 2].map((k) => `<rect x="${30 + k * 200}" y="90" width="180" height="170" rx="6" fill="#b08f6c" stroke="#6e5238" stroke-width="3"/>`).join('')}
<rect x="650" y="60" width="40" height="740" fill="#e0d9cb"/>
<rect x="30" y="300" width="600" height="16" fill="${p.paint}" stroke="${p.dark}" stroke-width="2"/>`;
  }
  const view = outdoor
    ? `<rect width="1200" height="430" fill="url(#sky)"/><path d="M0,330 C300,260 600,360 1200,290 V430 H0 Z" fill="#7a9a68"/><rect y="380" width="1200" height="60" fill="#7f8283"/>`
    : `<rect width="1200" height="430" fill="url(#wall)"/><rect y="360" width="1200" height="80" fill="url(#floor)"/>`;
  return `${view}
<path d="M0,0 H1200 V80 C900,40 300,40 0,80 Z" fill="#2b2d31"/>
<path d="M0,0 L150,0 L60,520 L0,560 Z" fill="#2b2d31"/><path d="M1200,0 L1050,0 L1140,520 L1200,560 Z" fill="#2b2d31"/>
<path d="M0,420 C300,360 900,360 1200,420 V800 H0 Z" fill="#24262a"/>
<path d="M0,470 C300,410 900,410 1200,470 L1200,500 C900,440 300,440 0,500 Z" fill="${p.paint}" stroke="${p.dark}" stroke-width="2"/>
<rect x="120" y="500" width="140" height="40" rx="14" fill="#17181b"/><rect x="940" y="500" width="140" height="40" rx="14" fill="#17181b"/>
<rect x="270" y="430" width="260" height="120" rx="16" fill="#0f1114" stroke="#3a3d42" stroke-width="3"/>
<circle cx="340" cy="490" r="42" fill="none" stroke="#47b3ff" stroke-width="5"/><circle cx="460" cy="490" r="42" fill="none" stroke="#47b3ff" stroke-width="5"/>
<line x1="340" y1="490" x2="368" y2="462" stroke="#ff6b3d" stroke-width="4"/><line x1="460" y1="490" x2="480" y2="458" stroke="#ff6b3d" stroke-width="4"/>
<rect x="600" y="410" width="280" height="170" rx="14" fill="#0d1b2a" stroke="#3a3d42" stroke-width="6"/>
<rect x="620" y="428" width="110" height="60" rx="6" fill="#1f6feb" opacity="0.8"/><rect x="745" y="428" width="115" height="60" rx="6" fill="#2ea043" opacity="0.7"/><rect x="620" y="500" width="240" height="60" rx="6" fill="#30363d"/>
<rect x="640" y="600" width="200" height="70" rx="10" fill="#17181b"/>${[0, 1, 2, 3].map((k) => `<circle cx="${670 + k * 46}" cy="635" r="14" fill="#3a3d42"/>`).join('')}
<circle cx="400" cy="640" r="150" fill="none" stroke="#141517" stroke-width="34"/>
<path d="M260,650 L370,640 L430,640 L540,650" stroke="#141517" stroke-width="30" fill="none"/><rect x="368" y="620" width="64" height="90" rx="14" fill="#141517"/>
<circle cx="400" cy="650" r="30" fill="#2b2d31"/><circle cx="400" cy="650" r="12" fill="${p.paint}"/>
<path d="M900,800 L920,690 C930,650 1010,640 1050,680 L1090,800 Z" fill="#2d2f33"/>
<rect x="960" y="700" width="70" height="100" rx="16" fill="#3a3d42"/><rect x="980" y="690" width="30" height="40" rx="10" fill="#9aa0a6"/>`;
}

/** Renders one picture. Pure and deterministic: the same params always give the same bytes. */
export function vehicleImageSvg(params: VehicleImageParams): string {
  const hex = colourBySlug(params.colour)?.hex ?? '#9aa0a6';
  const p = palette(hex);
  const shape = shapeFor(params.body);
  const view = Math.min(VIEW_COUNT, Math.max(1, Math.floor(params.view)));
  const composition = COMPOSITIONS[(view - 1) % COMPOSITIONS.length] ?? 'side';
  const rv = shape.kind === 'caravan' || shape.kind === 'camper' || shape.kind === 'motorhome';
  const outdoor = view > COMPOSITIONS.length !== rv;
  let scene: string;
  switch (composition) {
    case 'front-three-quarter':
      scene = backdrop(outdoor, 520) + compose3q(shape, p, false);
      break;
    case 'rear-three-quarter':
      scene = backdrop(outdoor, 520) + compose3q(shape, p, true);
      break;
    case 'side':
      scene = backdrop(outdoor, 500) + composeSide(shape, p);
      break;
    case 'front':
      scene = backdrop(outdoor, 520) + composeFront(shape, p);
      break;
    case 'interior':
      scene = composeInterior(shape, p, outdoor);
      break;
    case 'wheel':
      scene = composeWheel(shape, p, outdoor);
      break;
  }
  const name = colourBySlug(params.colour)?.name ?? params.colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${params.body} in ${name}, ${composition} view" data-fill="${hex}">${defs(p)}${scene}</svg>`;
}

export const ALL_PAINT_SLUGS = PAINT_COLOUR_NAMES.map(colourSlug);
