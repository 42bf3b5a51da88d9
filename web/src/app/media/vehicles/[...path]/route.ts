/**
 * The sample stock's vehicle images: drawn on request from the path (body, paint colour, view) by the
 * tenants' image renderer, so no image needs the internet or a file on disk. Malformed paths are 404s.
 */
import { parseVehicleImagePath, vehicleImageSvg } from '@forecourt/tenants/images';
import { mediaResponse } from '@/lib/http/media-response';

export async function GET(_request: Request, { params }: RouteContext<'/media/vehicles/[...path]'>) {
  const parsed = parseVehicleImagePath((await params).path);
  if (!parsed) return new Response('Not found', { status: 404 });
  // Deterministic from the URL: cached for good.
  return mediaResponse(vehicleImageSvg(parsed), { type: 'image/svg+xml; charset=utf-8' });
}
