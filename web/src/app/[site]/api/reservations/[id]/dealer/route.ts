/**
 * POST /api/reservations/{id}/dealer { action: 'sold' | 'release', token } — the dealer's signed link's
 * button: 'sold' ends the hold as a sale (no refund), 'release' frees the car and refunds the deposit.
 *   200 ReservationView   400 bad body   403 cross-site, or a token that is not this action's
 *   404 no such reservation   409 not held any more
 */
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { reservationById } from '@/lib/db/reservations';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { endHold } from '@/lib/reservations/end';
import { validLinkToken } from '@/lib/reservations/links';
import { reservationAction } from '@/lib/reservations/route-input';
import { reservationView } from '@/lib/reservations/view';

export const dynamic = 'force-dynamic';

const Body = z.strictObject({ action: z.enum(['sold', 'release']), token: z.string().max(100) });

export const POST = siteRoute(async ({ request, site }) => {
  const input = await reservationAction(request, site, Body);
  if (!input.ok) return input.response;
  const { body, deps, row } = input;
  if (!validLinkToken(deps.secret, row.id, body.action, body.token)) return jsonError(403, 'This link is not valid for that action.');
  const ended = await endHold(row, body.action === 'sold' ? 'sold' : 'released', `dealer_${body.action}`, deps);
  if (!ended) return jsonError(409, 'This reservation is no longer held.');
  const now = (await reservationById(deps.db, site.slug, row.id)) ?? ended;
  return NextResponse.json(reservationView(now, deps.now()), { headers: { 'cache-control': 'no-store' } });
});
