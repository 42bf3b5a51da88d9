import { describe, expect, it } from 'vitest';
import { PAINT_COLOURS, colourSlug } from './colours';
import {
  COMPOSITIONS,
  IMAGE_BODIES,
  VIEW_COUNT,
  parseVehicleImagePath,
  vehicleImagePath,
  vehicleImageSvg,
} from './vehicle-image';

/** Checks element nesting: every opened tag is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClose] = m;
    if (selfClose) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('vehicle images', () => {
  it('renders well-formed, deterministic SVG in the paint colour for every body and view', () => {
    const colours = ['glacier-white', 'saturn-blue', 'soul-red-crystal', 'eclipse-black'];
    for (const body of IMAGE_BODIES) {
      const seen = new Set<string>();
      for (let view = 1; view <= VIEW_COUNT; view++) {
        const colour = colours[view % colours.length]!;
        const svg = vehicleImageSvg({ body, colour, view });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(balanced(svg)).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        const hex = Object.entries(PAINT_COLOURS).find(([name]) => colourSlug(name) === colour)![1];
        expect(svg).toContain(`stop-color="${hex}"`);
        expect(vehicleImageSvg({ body, colour, view })).toBe(svg);
        seen.add(svg);
      }
      expect(seen.size).toBe(VIEW_COUNT);
    }
    expect(COMPOSITIONS.length).toBeGreaterThanOrEqual(4);
  });

  it('paints the same view differently for different colours and bodies', () => {
    const a = vehicleImageSvg({ body: 'suv', colour: 'saturn-blue', view: 1 });
    expect(vehicleImageSvg({ body: 'suv', colour: 'feverish-red', view: 1 })).not.toBe(a);
    expect(vehicleImageSvg({ body: 'ute', colour: 'saturn-blue', view: 1 })).not.toBe(a);
  });

  it('formats and parses paths as a round trip', () => {
    for (const body of IMAGE_BODIES) {
      for (const name of Object.keys(PAINT_COLOURS)) {
        for (const view of [1, 6, VIEW_COUNT]) {
          const url = vehicleImagePath({ body, colour: name, view });
          expect(url).toBe(`/media/vehicles/${body}/${colourSlug(name)}/${view}.svg`);
          const segments = url.split('/').filter(Boolean);
          expect(parseVehicleImagePath(segments)).toEqual({ body, colour: colourSlug(name), view });
          expect(parseVehicleImagePath(segments.slice(2))).toEqual({ body, colour: colourSlug(name), view });
        }
      }
    }
  });

  it('maps other spec body types to a picture', () => {
    expect(vehicleImagePath({ body: 'stationWagon', colour: 'Jet Black', view: 2 })).toBe('/media/vehicles/wagon/jet-black/2.svg');
    expect(vehicleImagePath({ body: '4x4', colour: 'Jet Black', view: 2 })).toBe('/media/vehicles/suv/jet-black/2.svg');
  });

  it('rejects hostile or malformed paths', () => {
    const bad: string[][] = [
      [],
      ['suv'],
      ['suv', 'saturn-blue'],
      ['..', '..', 'etc', 'passwd'],
      ['suv', '..', '1.svg'],
      ['..', 'saturn-blue', '1.svg'],
      ['suv', 'saturn-blue', '../1.svg'],
      ['suv', 'saturn-blue', '0.svg'],
      ['suv', 'saturn-blue', '13.svg'],
      ['suv', 'saturn-blue', '01.svg'],
      ['suv', 'saturn-blue', '-1.svg'],
      ['suv', 'saturn-blue', '1.5.svg'],
      ['suv', 'saturn-blue', '1.png'],
      ['suv', 'saturn-blue', '1'],
      ['suv', 'saturn-blue', '1.svg', 'extra'],
      ['tank', 'saturn-blue', '1.svg'],
      ['SUV', 'saturn-blue', '1.svg'],
      ['constructor', 'saturn-blue', '1.svg'],
      ['suv', 'Saturn-Blue', '1.svg'],
      ['suv', 'hot-pink', '1.svg'],
      ['suv', 'saturn--blue', '1.svg'],
      ['suv', 'saturn-blue%2F', '1.svg'],
      ['suv', '__proto__', '1.svg'],
      ['media', 'vehicles', 'suv', 'saturn-blue', '99.svg'],
      ['other', 'vehicles', 'suv', 'saturn-blue', '1.svg'],
      ['suv', 'saturn-blue', '1.svg\0'],
    ];
    for (const segments of bad) expect(parseVehicleImagePath(segments), segments.join('/')).toBeNull();
    expect(parseVehicleImagePath(null as unknown as string[])).toBeNull();
    expect(parseVehicleImagePath([1, 2, 3] as unknown as string[])).toBeNull();
  });
});
