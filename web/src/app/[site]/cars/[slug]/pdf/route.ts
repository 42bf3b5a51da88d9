/**
 * GET /cars/{slug}/pdf — the car's A4 PDF (spec §4 Print PDF, §8 "PDF failure: alert with the error
 * message"). Only a car of this site (the site comes from the path the proxy rewrote from the Host);
 * anything else is a 404 with a JSON message the Print PDF button shows. Generated per request with
 * pdf-lib (lib/vehicle-pdf) and cacheable by a CDN for a few minutes, as prices change.
 */
import type { NextRequest } from 'next/server';
import { vehiclePdfFileName } from '@/components/vehicle/share/pdf-download';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { findVehicle, searchEngine } from '@/lib/search';
import { vehiclePdf } from '@/lib/vehicle-pdf';

export const dynamic = 'force-dynamic';

/** Vehicle slugs are slugify() output; anything else cannot be a car and skips the search. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

const NOT_FOUND = 'Sorry, this car is no longer available, so its PDF cannot be prepared.';

export async function GET(request: NextRequest, context: RouteContext<'/[site]/cars/[slug]/pdf'>): Promise<Response> {
  const { slug } = await context.params;
  return siteRoute(async ({ site }) => {
    if (!site.features.print) return jsonError(404, 'Printing is not available on this site.');
    if (!SLUG.test(slug)) return jsonError(404, NOT_FOUND);
    const vehicle = await findVehicle(await searchEngine(), site, slug);
    if (!vehicle) return jsonError(404, NOT_FOUND);
    const bytes = await vehiclePdf(vehicle, site, { now: new Date(), pageUrl: `${request.nextUrl.origin}/cars/${slug}` });
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${vehiclePdfFileName(slug)}"`,
        'content-length': String(bytes.byteLength),
        'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
        'x-content-type-options': 'nosniff',
        'x-robots-tag': 'noindex',
      },
    });
  })(request, context);
}
