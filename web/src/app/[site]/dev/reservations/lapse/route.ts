/**
 * POST /dev/reservations/lapse?at=<ISO time> — runs the hold's end as if the clock said `at` (the
 * browser tests' injected clock: a 48-hour hold lapses without waiting 48 hours). Development only,
 * like /dev/mailbox: the embedded processor, and a request from this machine (whatever Host or
 * X-Forwarded-For it claims); a 404 otherwise.
 */
import { NextResponse } from 'next/server';
import { env } from '@/env';
import { isLocalRequest } from '@/lib/http/local-request';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { appReservationDeps } from '@/lib/reservations/app';
import { lapseExpired, reconcilePending } from '@/lib/reservations/maintenance';

export const dynamic = 'force-dynamic';

export const POST = siteRoute(async ({ request }) => {
  if (env.STRIPE_SECRET_KEY || !isLocalRequest(request.headers, env.TRUSTED_PROXY_COUNT)) return jsonError(404, 'Not found.');
  const at = new Date(request.nextUrl.searchParams.get('at') ?? '');
  if (Number.isNaN(at.getTime())) return jsonError(400, 'Give ?at= an ISO date and time.');
  const deps = await appReservationDeps(() => at);
  const reconciled = await reconcilePending(deps);
  const lapsed = await lapseExpired(deps);
  return NextResponse.json({ at: at.toISOString(), reconciled, lapsed }, { headers: { 'cache-control': 'no-store' } });
});
