/**
 * POST /api/watchlist/remove-car (spec §7) — removes a car from the shopper's watchlist.
 *   body  {"phone_number": "0412 345 678", "car_id": "<id or slug>"}  application/json, at most 2 KB
 *   200   {success: true}, also when it was not saved; a saved car can always be removed, even once
 *         it has left the site's stock
 *   400   {success: false, error} not JSON / not that shape    403 cross-site, or another number
 *   401   {success: false, error} no live session               404 neither saved nor a car of this site
 *   413   over 2 KB   415 not JSON
 */
import { db } from '@/lib/db';
import { removeFromWatchlist } from '@/lib/db/watchlist';
import { accountJson, refuseWatchlist } from '@/lib/auth/http';
import { siteRoute } from '@/lib/http/site-route';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { searchEngine } from '@/lib/search';
import { WATCHLIST_MESSAGES, watchlistRequest } from '../account';

export const dynamic = 'force-dynamic';

const findCar = findSiteCar(searchEngine);

export const POST = siteRoute(async ({ request, site }) => {
  const checked = await watchlistRequest(request, site.slug, db);
  if (!checked.ok) return checked.response;
  const database = await db();
  // Saved ids are the site's car ids; a car gone from the feed must still come off the list.
  if (await removeFromWatchlist(database, site.slug, checked.user.id, checked.carId))
    return accountJson({ success: true });
  const car = await findCar(site, checked.carId);
  if (!car) return refuseWatchlist(404, WATCHLIST_MESSAGES.notOnSite);
  await removeFromWatchlist(database, site.slug, checked.user.id, car.id);
  return accountJson({ success: true });
});
