/**
 * POST /api/reservations — Reserve, step 1 (issue 16; lib/reservations/start.ts does the work).
 *
 *   body  ReserveRequest (@forecourt/schemas/checkout): car_id, name, last_name, email, phone,
 *         location_id?, terms_agreed, idempotency_key (one per checkout), deal_id?; JSON, at most 4 KB
 *   201   ReserveAnswer { reservation_id, payment, lock_expires_at }: pay with `payment`
 *   200   the same answer again (the same checkout retried)
 *   400   not JSON / not that shape: { error, fields }    403  cross-site post
 *   404   no reserve on this site, or not for this car    409  another buyer holds or is paying for the car
 *   413   body over 4 KB     415  not application/json     429  over 10 per client address per 10 minutes
 *   503   payments, database or content unavailable (nothing charged)
 */
import { RESERVE_MESSAGES, ReserveRequestSchema } from '@forecourt/schemas/checkout';
import { requestUser } from '@/lib/auth/current-user';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { appReservationDeps } from '@/lib/reservations/app';
import { startReserve } from '@/lib/reservations/start';
import { answerJson, refusedBody } from '@/lib/trade-in/answer';
import { readTradeInBody } from '@/lib/trade-in/request-body';

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 4 * 1024;
const CLIENT_LIMIT = { name: 'reserve', max: 10, windowMs: 10 * 60 * 1000 } as const;

export const POST = siteRoute(async ({ request, site }) => {
  if (!site.features.reserve) return jsonError(404, RESERVE_MESSAGES.notAvailable);
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, ReserveRequestSchema, MAX_BODY_BYTES);
  if (!body.ok) return refusedBody(body);
  const deps = await appReservationDeps();
  const refused = await overClientLimit(deps.db, request.headers, CLIENT_LIMIT, deps.now());
  if (refused) return refused;
  const user = await requestUser(request, site, deps.db);
  return answerJson(await startReserve(site, body.data, user?.id, deps));
});
