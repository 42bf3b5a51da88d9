/**
 * GET /api/reservations/{id} — the checkout page polls this until the payment is recorded
 * (ReservationView: status, hold, refund; never the buyer's details). The id is unguessable (an HMAC
 * of the checkout's own random key), and another site's reservation is not found.
 */
import { RESERVE_MESSAGES } from '@forecourt/schemas/checkout';
import { NextResponse } from 'next/server';
import { reservationById } from '@/lib/db/reservations';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { appReservationDeps } from '@/lib/reservations/app';
import { reservationView } from '@/lib/reservations/view';

export const dynamic = 'force-dynamic';

const ID = /^[0-9a-f-]{36}$/;

export const GET = siteRoute(async ({ request, site }) => {
  const id = request.nextUrl.pathname.split('/').at(-1) ?? '';
  if (!ID.test(id)) return jsonError(404, RESERVE_MESSAGES.unknown);
  const deps = await appReservationDeps();
  const row = await reservationById(deps.db, site.slug, id);
  if (!row) return jsonError(404, RESERVE_MESSAGES.unknown);
  const intent = row.status === 'pending' ? await deps.processor.retrieve(row.paymentIntentId).catch(() => undefined) : undefined;
  return NextResponse.json(reservationView(row, deps.now(), intent), { headers: { 'cache-control': 'no-store' } });
});
