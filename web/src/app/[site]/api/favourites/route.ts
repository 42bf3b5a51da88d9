/**
 * /api/favourites — the signed-in shopper's favourites on this site (the browser keeps its own list;
 * signing in merges it into the account, so a second device shows the same cars).
 *   GET     200 {entries: FavouriteEntry[]} newest first
 *   PUT     {"entries": FavouriteEntry[] (at most 50)} → 200 {entries}: the union of the browser's and
 *           the account's lists, newest first, at most 50 (the oldest drop off, as in the browser)
 *   DELETE  {"car_id": "<id>"} → 200 {entries}: the list without that car
 *   401     {error} without a live session of this site
 *   400     not JSON / not that shape    403 cross-site    413 body too large    415 not JSON
 * PUT takes up to 96 KB (fifty entries); DELETE 2 KB.
 */
import { z } from 'zod';
import { db } from '@/lib/db';
import { favouritesOf, mergeFavourites, removeFavourite } from '@/lib/db/favourites';
import { requestUser } from '@/lib/auth/current-user';
import { accountJson, readJsonRequest, refuse } from '@/lib/auth/http';
import { siteRoute } from '@/lib/http/site-route';
import { FAVOURITES_BODY_LIMIT, FAVOURITES_INVALID, FavouritesBody } from './entry';

export const dynamic = 'force-dynamic';

const SIGN_IN = 'Please sign in to keep your favourites.';
const RemoveBody = z.strictObject({ car_id: z.string().trim().min(1).max(128) });

export const GET = siteRoute(async ({ request, site }) => {
  const database = await db();
  const user = await requestUser(request, site.slug, database);
  if (!user) return refuse(401, SIGN_IN);
  return accountJson({ entries: await favouritesOf(database, site.slug, user.id) });
});

export const PUT = siteRoute(async ({ request, site }) => {
  const body = await readJsonRequest(request, FavouritesBody, {
    limit: FAVOURITES_BODY_LIMIT,
    invalid: FAVOURITES_INVALID,
  });
  if (!body.ok) return body.response;
  const database = await db();
  const user = await requestUser(request, site.slug, database);
  if (!user) return refuse(401, SIGN_IN);
  return accountJson({ entries: await mergeFavourites(database, site.slug, user.id, body.data.entries) });
});

export const DELETE = siteRoute(async ({ request, site }) => {
  const body = await readJsonRequest(request, RemoveBody, { invalid: 'The car is missing.' });
  if (!body.ok) return body.response;
  const database = await db();
  const user = await requestUser(request, site.slug, database);
  if (!user) return refuse(401, SIGN_IN);
  await removeFavourite(database, site.slug, user.id, body.data.car_id);
  return accountJson({ entries: await favouritesOf(database, site.slug, user.id) });
});
