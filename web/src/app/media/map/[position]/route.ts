/**
 * A location's offline map as an SVG image: /media/map/<lat>,<long>.svg (lib/geo/map-image.ts makes
 * the address, lib/geo/offline-map.ts draws it). The same for every site: it depends on the
 * coordinates alone, so it is cached for a year.
 */
import { parseMapPosition } from '@/lib/geo/map-image';
import { offlineMapSvg } from '@/lib/geo/offline-map';
import { mediaResponse } from '@/lib/http/media-response';

export async function GET(_request: Request, { params }: RouteContext<'/media/map/[position]'>) {
  const position = parseMapPosition((await params).position);
  if (!position) {
    return new Response('Expected /media/map/<latitude>,<longitude>.svg, latitude -90 to 90 and longitude -180 to 180 with up to six decimals.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return mediaResponse(offlineMapSvg(position.lat, position.long), { type: 'image/svg+xml' });
}
