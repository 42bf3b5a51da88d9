import { describe, expect, it } from 'vitest';
import { directionsUrl, embedUrl, MAP_HEIGHT, MAP_WIDTH, mapProjection, offlineMap } from './offline-map';

describe('the offline location map', () => {
  it('puts the pin at the projection of the location, in the middle of the map', () => {
    const map = offlineMap(-33.7544, 151.2831);
    const [x, y] = mapProjection(-33.7544, 151.2831)([151.2831, -33.7544])!;
    expect(map.pin).toEqual({ x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 });
    expect(map.pin.x).toBeCloseTo(MAP_WIDTH / 2, 0);
    expect(map.pin.y).toBeCloseTo(MAP_HEIGHT / 2, 0);
  });

  it('draws the coast near a coastal city and nothing in the open ocean', () => {
    const sydney = offlineMap(-33.87, 151.21).land;
    expect(sydney.length).toBeGreaterThan(200);
    // Land east of Sydney is on the left half only: every x of the path is left of the far right edge.
    expect(offlineMap(-40, -140).land).toBe('');
  });

  it('keeps the SVG small enough to inline in the page', () => {
    for (const [lat, long] of [[-34.8462, 138.6012], [-12.4634, 130.8456], [-31.9505, 115.8605], [-37.8136, 144.9631]] as const) {
      expect(offlineMap(lat, long).land.length).toBeLessThan(12_000);
    }
  });

  it('links directions and the embed by coordinates, the key encoded', () => {
    expect(directionsUrl(-34.8, 138.6)).toBe('https://www.google.com/maps/dir/?api=1&destination=-34.8,138.6');
    expect(embedUrl('a&b', -34.8, 138.6)).toBe('https://www.google.com/maps/embed/v1/place?key=a%26b&q=-34.8,138.6&zoom=15');
  });
});
