/**
 * The address of a location's offline map image (src/app/media/map/[position]/route.ts draws it):
 * the coordinates to six decimals (≈ 0.1 m), so one place always has one address and the image is
 * cached as long as the browser likes. Client-safe: no map data here.
 */
const POSITION = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)\.svg$/;

const coordinate = (n: number) => String(Number(n.toFixed(6)));

export function mapImagePath(lat: number, long: number): string {
  return `/media/map/${coordinate(lat)},${coordinate(long)}.svg`;
}

/** The coordinates of an image address's last segment, or undefined when it is not one. */
export function parseMapPosition(segment: string): { lat: number; long: number } | undefined {
  const match = POSITION.exec(segment);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const long = Number(match[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(long) <= 180)) return undefined;
  return { lat, long };
}
