/**
 * GET /api/finance/disclaimer?car_id={id or slug} — the finance disclaimer of a car's estimate (spec §4
 * "disclaimer loads lazily with a spinner, fetched if missing"; §7 "Finance data fetch for a car id").
 *   200 { lender, disclaimer }   the car is this site's and a lender's estimate shows for it
 *   400 { error }                no car_id, or not an id
 *   404 { error }                no such car on this site, or no estimate for it
 * Cacheable briefly: it changes with the stock and the content, not by the second.
 */
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { content } from '@/lib/content';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { searchEngine } from '@/lib/search';
import { financeDisclaimerFor } from '@/lib/vehicle/finance-disclaimer';

export const dynamic = 'force-dynamic';

const findCar = findSiteCar(searchEngine);
const CarId = z.string().trim().min(1).max(128).regex(/^[\w.-]+$/);

export const GET = siteRoute(async ({ request, site }) => {
  const carId = CarId.safeParse(request.nextUrl.searchParams.get('car_id') ?? '');
  if (!carId.success) return jsonError(400, 'Say which car: car_id is its id or slug.');
  const [vehicle, settings] = await Promise.all([
    findCar(site, carId.data),
    content.financeSettings(site),
  ]);
  if (!vehicle) return jsonError(404, 'There is no such car on this site.');
  const found = financeDisclaimerFor(vehicle, site, { now: new Date(), excludedDealerGroups: settings.excludedDealerGroups });
  if (!found) return jsonError(404, 'This car has no finance estimate.');
  return NextResponse.json(found, { headers: { 'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600' } });
});
