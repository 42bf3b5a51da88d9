/**
 * What the reservation action routes (cancel, dealer) read first: a same-origin JSON body of their
 * shape, the reservation id from the path (…/reservations/{id}/{action}), the app's dependencies and
 * the reservation of THIS site — or the refusal to answer.
 */
import 'server-only';
import { RESERVE_MESSAGES } from '@forecourt/schemas/checkout';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Site } from '@/lib/content/models';
import { reservationById } from '@/lib/db/reservations';
import type { ReservationRow } from '@/lib/db/schema';
import { jsonError } from '@/lib/http/site-route';
import { refusedBody } from '@/lib/trade-in/answer';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { appReservationDeps } from './app';
import type { ReservationDeps } from './deps';

const ID = /^[0-9a-f-]{36}$/;

export async function reservationAction<S extends z.ZodType>(
  request: NextRequest,
  site: Site,
  schema: S,
): Promise<{ ok: true; body: z.infer<S>; deps: ReservationDeps; row: ReservationRow } | { ok: false; response: Response }> {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, schema, 1024);
  if (!body.ok) return { ok: false, response: refusedBody(body) };
  const id = request.nextUrl.pathname.split('/').at(-2) ?? '';
  if (!ID.test(id)) return { ok: false, response: jsonError(404, RESERVE_MESSAGES.unknown) };
  const deps = await appReservationDeps();
  const row = await reservationById(deps.db, site.slug, id);
  if (!row) return { ok: false, response: jsonError(404, RESERVE_MESSAGES.unknown) };
  return { ok: true, body: body.data, deps, row };
}
