import { describe, expect, it } from 'vitest';
import { mapImagePath } from '@/lib/geo/map-image';
import { mapProjection } from '@/lib/geo/offline-map';
import { GET } from './route';

const call = (position: string) => GET(new Request('http://x/'), { params: Promise.resolve({ position }) });
const segment = (lat: number, long: number) => mapImagePath(lat, long).split('/').pop()!;

describe('GET /media/map/[position]', () => {
  it('draws the map around the coordinates, the pin at their projection, as a cacheable image that runs nothing', async () => {
    const [lat, long] = [-12.4634, 130.8456];
    const response = await call(segment(lat, long));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400" width="640" height="400">/);
    expect(svg).toMatch(/<path d="M[^"]{200,}" fill="#f5f5f4"/);
    const [x, y] = mapProjection(lat, long)([long, lat])!;
    const pin = /data-pin="" transform="translate\(([\d.]+) ([\d.]+)\)"/.exec(svg)!;
    expect(Number(pin[1])).toBeCloseTo(x, 0);
    expect(Number(pin[2])).toBeCloseTo(y, 0);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it.each(['-12.4634,130.8456', '-12.4634,130.8456.png', '91,0.svg', '0,181.svg', '-12.1234567,130.svg', '1e2,3.svg', 'a,b.svg', '..%2F.svg', '', '0,0.svg/x'])(
    'answers 400 with what it expects for %j',
    async (position) => {
      const response = await call(position);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('/media/map/<latitude>,<longitude>.svg');
    },
  );

  it('has one address for one place, whatever the coordinates’ precision', () => {
    expect(mapImagePath(-34.8462, 138.6012)).toBe('/media/map/-34.8462,138.6012.svg');
    expect(mapImagePath(-34.84620000001, 138.6012)).toBe('/media/map/-34.8462,138.6012.svg');
    expect(mapImagePath(-34.123456789, 0)).toBe('/media/map/-34.123457,0.svg');
  });
});
