/**
 * What save-car and remove-car share (spec §7: JSON {phone_number, car_id} → {success}): the body,
 * the session, and the rule that `phone_number` must be the signed-in shopper's own number.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { requestUser, type AccountUser } from '@/lib/auth/current-user';
import { readJsonRequest, refuseWatchlist } from '@/lib/auth/http';
import { normaliseMobile } from '@/lib/auth/phone';
import type { Database } from '@/lib/db';

export const WATCHLIST_MESSAGES = {
  signIn: 'Please sign in to use your watchlist.',
  otherNumber: 'This watchlist belongs to another phone number. Please sign in with your own number.',
  notOnSite: 'This car is not available on this site.',
  sold: 'This car has sold and can no longer be added to your watchlist.',
  phoneMissing: 'The phone number is missing.',
  carMissing: 'The car is missing.',
} as const;

const Body = z.strictObject({
  phone_number: z
    .string({ error: WATCHLIST_MESSAGES.phoneMissing })
    .max(40, { error: WATCHLIST_MESSAGES.otherNumber }),
  car_id: z
    .string({ error: WATCHLIST_MESSAGES.carMissing })
    .trim()
    .min(1, { error: WATCHLIST_MESSAGES.carMissing })
    .max(128, { error: WATCHLIST_MESSAGES.notOnSite }),
});

export type WatchlistRequest =
  { ok: true; user: AccountUser; carId: string } | { ok: false; response: Response };

/** The checked body and the shopper, or the refusal: 400/403/413/415 (body), 401 (no session), 403 (another number). */
export async function watchlistRequest(
  request: NextRequest,
  site: string,
  database: () => Promise<Database>,
): Promise<WatchlistRequest> {
  const body = await readJsonRequest(request, Body, { refuse: refuseWatchlist });
  if (!body.ok) return body;
  const user = await requestUser(request, site, await database());
  if (!user) return { ok: false, response: refuseWatchlist(401, WATCHLIST_MESSAGES.signIn) };
  const phone = normaliseMobile(body.data.phone_number);
  if (!phone.ok || phone.e164 !== user.phone)
    return { ok: false, response: refuseWatchlist(403, WATCHLIST_MESSAGES.otherNumber) };
  return { ok: true, user, carId: body.data.car_id };
}
