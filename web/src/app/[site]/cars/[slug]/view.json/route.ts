/**
 * GET /cars/{slug}/view.json — counts a view of a vehicle page and answers the count with the car's
 * fields (spec §7: "query photos_count, updated_at, website_id; reads views and car_fields").
 *
 * - The car must be one of THIS site's (findVehicle scopes to the site's dealerships): another
 *   dealer's slug is a 404, exactly like a slug that does not exist.
 * - Counts are per site (lib/db vehicle_views). The same client and car within 30 minutes gets the
 *   current count without an increment (view-limiter.ts).
 * - The query is validated and ignored (view-query.ts): the answer always comes from the server.
 * - Database trouble is a 503 JSON error (retry later); the page then shows no count (§7 "non-OK
 *   gives nothing"). Search trouble is mapped to 503 by siteRoute.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { db, DatabaseError, recordVehicleView, vehicleViewCount } from '@/lib/db';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { findVehicle, searchEngine } from '@/lib/search';
import { clientBucket } from '@/lib/http/client-ip';
import { requestClientIp } from '@/lib/http/request-client-ip';
import { createViewLimiter } from './view-limiter';
import { readViewQuery } from './view-query';

export const dynamic = 'force-dynamic';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NOT_FOUND = 'There is no such car on this site.';

const globalForViews = globalThis as unknown as {
  forecourtViewLimiter?: ReturnType<typeof createViewLimiter>;
};
const limiter = (globalForViews.forecourtViewLimiter ??= createViewLimiter());

export async function GET(
  request: NextRequest,
  context: RouteContext<'/[site]/cars/[slug]/view.json'>,
): Promise<Response> {
  const { slug } = await context.params;
  return siteRoute(async ({ site }) => {
    if (slug.length > 200 || !SLUG.test(slug)) return jsonError(404, NOT_FOUND);
    readViewQuery(request.nextUrl.searchParams); // validated, never used: see view-query.ts
    const vehicle = await findVehicle(await searchEngine(), site, slug);
    if (!vehicle) return jsonError(404, NOT_FOUND);

    const key = `${site.slug}|${clientBucket(requestClientIp(request.headers))}|${vehicle.id}`;
    let views: number;
    try {
      const database = await db();
      if (limiter.claim(key)) {
        try {
          views = await recordVehicleView(database, site.slug, vehicle.id);
        } catch (error) {
          limiter.release(key);
          throw error;
        }
      } else {
        views = await vehicleViewCount(database, site.slug, vehicle.id);
      }
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
      console.error(`[api] database error on ${site.slug} ${request.nextUrl.pathname}`, error);
      return jsonError(503, 'View counts are temporarily unavailable. Please try again shortly.', {
        'retry-after': '5',
      });
    }

    return NextResponse.json(
      {
        views,
        car_fields: {
          id: vehicle.id,
          slug: vehicle.slug,
          stocknum: vehicle.stocknum,
          make: vehicle.make,
          model: vehicle.model,
          body: vehicle.body ?? null,
          simple_body: vehicle.simple_body,
          photos_count: vehicle.photos_count,
          updated_at: vehicle.updated_at,
        },
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  })(request, context);
}
