/**
 * GET /api/watchlist — the signed-in shopper's saved cars on this site, newest first.
 *   200  {car_ids: [...], phone_number: "+614…"} (the number save-car and remove-car expect back)
 *   401  {error: 'Please sign in to use your watchlist.'} without a live session of this site
 */
import { db } from '@/lib/db';
import { watchlistCarIds } from '@/lib/db/watchlist';
import { requestUser } from '@/lib/auth/current-user';
import { accountJson, refuse } from '@/lib/auth/http';
import { siteRoute } from '@/lib/http/site-route';
import { WATCHLIST_MESSAGES } from './account';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ request, site }) => {
  const database = await db();
  const user = await requestUser(request, site.slug, database);
  if (!user) return refuse(401, WATCHLIST_MESSAGES.signIn);
  return accountJson({
    car_ids: await watchlistCarIds(database, site.slug, user.id),
    phone_number: user.phone,
  });
});
