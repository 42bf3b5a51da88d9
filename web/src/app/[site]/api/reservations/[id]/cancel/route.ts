/**
 * POST /api/reservations/{id}/cancel — the shopper cancels within the hold: the car is released and
 * the deposit refunded in full. Allowed for the signed-in account that reserved it, or with the
 * manage token from the receipt ({ token } in the body).
 *
 *   200 ReservationView   400 bad body   403 cross-site, or neither the owner nor the token
 *   404 no such reservation on this site   409 not held any more (ended, or the hold is over)
 */
import { RESERVE_MESSAGES } from '@forecourt/schemas/checkout';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requestUser } from '@/lib/auth/current-user';
import { reservationById } from '@/lib/db/reservations';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { endHold } from '@/lib/reservations/end';
import { validLinkToken } from '@/lib/reservations/links';
import { reservationAction } from '@/lib/reservations/route-input';
import { canCancel } from '@/domain/reservation';
import { reservationView } from '@/lib/reservations/view';

export const dynamic = 'force-dynamic';

const Body = z.strictObject({ token: z.string().max(100).optional() });

export const POST = siteRoute(async ({ request, site }) => {
  const input = await reservationAction(request, site, Body);
  if (!input.ok) return input.response;
  const { body, deps, row } = input;
  const user = await requestUser(request, site, deps.db);
  const owner = (!!user && row.userId === user.id) || validLinkToken(deps.secret, row.id, 'manage', body.token);
  if (!owner) return jsonError(403, RESERVE_MESSAGES.notYours);
  if (!canCancel(row, deps.now())) return jsonError(409, RESERVE_MESSAGES.cannotCancel);
  const ended = await endHold(row, 'cancelled', 'cancelled_by_shopper', deps);
  if (!ended) return jsonError(409, RESERVE_MESSAGES.cannotCancel);
  const now = (await reservationById(deps.db, site.slug, row.id)) ?? ended;
  return NextResponse.json(reservationView(now, deps.now()), { headers: { 'cache-control': 'no-store' } });
});
