/**
 * POST /api/watchlist/save-car (spec §7) — saves a car of THIS site to the shopper's watchlist.
 *   body  {"phone_number": "0412 345 678", "car_id": "<id or slug>"}  application/json, at most 2 KB
 *   200   {success: true} (saving again changes nothing; the first save's price is kept)
 *   400   {success: false, error} not JSON / not that shape    403 cross-site, or another number
 *   401   {success: false, error} no live session               404 not a car of this site
 *   409   {success: false, error} a sold car not already saved (spec §4: "A sold car can be saved only
 *         if already saved")                                    413 over 2 KB   415 not JSON
 */
import { priceAtSave } from '@/domain/watchlist';
import { recordFirstSighting } from '@/lib/watch-alerts/check';
import { db } from '@/lib/db';
import { saveToWatchlist, watchlistEntry } from '@/lib/db/watchlist';
import { accountJson, refuseWatchlist } from '@/lib/auth/http';
import { siteRoute } from '@/lib/http/site-route';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { searchEngine } from '@/lib/search';
import { WATCHLIST_MESSAGES, watchlistRequest } from '../account';

export const dynamic = 'force-dynamic';

const findCar = findSiteCar(searchEngine);
const LISTED = new Set(['in_stock', 'coming_soon']);
export const POST = siteRoute(async ({ request, site }) => {
  const checked = await watchlistRequest(request, site.slug, db);
  if (!checked.ok) return checked.response;
  const car = await findCar(site, checked.carId);
  if (!car) return refuseWatchlist(404, WATCHLIST_MESSAGES.notOnSite);
  const database = await db();
  if (!LISTED.has(car.status)) {
    const saved = await watchlistEntry(database, site.slug, checked.user.id, car.id);
    return saved ? accountJson({ success: true }) : refuseWatchlist(409, WATCHLIST_MESSAGES.sold);
  }
  await saveToWatchlist(database, {
    site: site.slug,
    userId: checked.user.id,
    carId: car.id,
    // The price the shopper saw (domain/watchlist.ts): the garage reports drops against it.
    priceAtSave: priceAtSave(car),
  });
  // The price history starts at what the shopper saw (lib/watch-alerts); its failure loses no save.
  await recordFirstSighting(database, site.slug, car).catch((error: unknown) => console.error('[watchlist] recording the first sighting failed', error));
  return accountJson({ success: true });
});
