/**
 * The sample stock's vehicle images: drawn on request from the path (body, paint colour, view) by the
 * tenants' image renderer, so no image needs the internet or a file on disk. Malformed paths are 404s.
 */
import { parseVehicleImagePath, vehicleImageSvg } from '@forecourt/tenants/images';
import { MEDIA_CSP } from '@/lib/http/security-headers';

export async function GET(_request: Request, { params }: RouteContext<'/media/vehicles/[...path]'>) {
  const parsed = parseVehicleImagePath((await params).path);
  if (!parsed) return new Response('Not found', { status: 404 });
  return new Response(vehicleImageSvg(parsed), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Deterministic from the URL: cache for good.
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': MEDIA_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}
