/**
 * POST /api/reservations/{id}/dealer { action: 'sold' | 'release', token } — the dealer's signed link's
 * button: 'sold' ends the hold as a sale (no refund), 'release' frees the car and refunds the deposit.
 *   200 ReservationView   400 bad body   403 cross-site, or a token that is not this action's
 *   404 no such reservation   409 not held any more
 */
import { RESERVE_MESSAGES } from '@forecourt/schemas/checkout';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { reservationById } from '@/lib/db/reservations';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { appReservationDeps } from '@/lib/reservations/app';
import { endHold } from '@/lib/reservations/end';
import { validLinkToken } from '@/lib/reservations/links';
import { reservationView } from '@/lib/reservations/view';
import { refusedBody } from '@/lib/trade-in/answer';
import { readTradeInBody } from '@/lib/trade-in/request-body';

export const dynamic = 'force-dynamic';

const Body = z.strictObject({ action: z.enum(['sold', 'release']), token: z.string().max(100) });
const ID = /^[0-9a-f-]{36}$/;

export const POST = siteRoute(async ({ request, site }) => {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, Body, 1024);
  if (!body.ok) return refusedBody(body);
  const id = request.nextUrl.pathname.split('/').at(-2) ?? '';
  if (!ID.test(id)) return jsonError(404, RESERVE_MESSAGES.unknown);
  const deps = await appReservationDeps();
  if (!validLinkToken(deps.secret, id, body.data.action, body.data.token)) return jsonError(403, 'This link is not valid for that action.');
  const row = await reservationById(deps.db, site.slug, id);
  if (!row) return jsonError(404, RESERVE_MESSAGES.unknown);
  const ended = await endHold(row, body.data.action === 'sold' ? 'sold' : 'released', `dealer_${body.data.action}`, deps);
  if (!ended) return jsonError(409, 'This reservation is no longer held.');
  const now = (await reservationById(deps.db, site.slug, id)) ?? ended;
  return NextResponse.json(reservationView(now, deps.now()), { headers: { 'cache-control': 'no-store' } });
});
