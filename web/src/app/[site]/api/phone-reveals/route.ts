/**
 * POST /api/phone-reveals — records that a shopper revealed a masked phone number (spec §4 "clicking
 * reveals and records the reveal"; §7 phone-reveal record {car_id, dealership_id, website_id}).
 *
 * Contract (for the PhoneButton client: same-origin fetch with keepalive, lib/tracking/client.ts):
 *   body  {"car_id": "<vehicle id or slug>", "dealership_id": "<vehicle.dealership_id>", "website_id": "<site._id>"}
 *         application/json, at most 1 KB, no other keys
 *   204   recorded (no body)
 *   400   not JSON / not that shape / website_id is not this site's
 *   403   cross-site post          404  the car is not one of this site's
 *   413   body over 1 KB           415  not application/json
 *   429   over 30 reveals per client address per 10 minutes (Retry-After)
 *   503   database or search unavailable
 * The site comes from the host, and the stored dealership from the server's copy of the car: the
 * body only says which car. Failures are for the client to warn about, never to show.
 */
import { z } from 'zod';
import { db, recordPhoneReveal } from '@/lib/db';
import { bodyFormat } from '@/lib/http/body-format';
import { overClientLimit } from '@/lib/http/client-limit';
import { readJsonBody } from '@/lib/http/read-body';
import { originCheck } from '@/lib/http/same-origin';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { searchEngine } from '@/lib/search';

export const dynamic = 'force-dynamic';

const MAX_REVEAL_BODY_BYTES = 1024;
const REVEAL_LIMIT = { name: 'reveal', max: 30, windowMs: 10 * 60 * 1000 } as const;

const id = z.string().trim().min(1).max(128);
const RevealBody = z.strictObject({ car_id: id, dealership_id: id, website_id: id });

const findCar = findSiteCar(searchEngine);

export const POST = siteRoute(async ({ request, site }) => {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site')
    return jsonError(403, INTAKE_MESSAGES.crossSite);
  if (format !== 'json') return jsonError(415, 'Send the record as JSON.');
  const body = await readJsonBody(request, RevealBody, MAX_REVEAL_BODY_BYTES, 'record');
  if (!body.ok) return body.response;
  if (body.data.website_id !== site._id) return jsonError(400, 'The record is for another site.');

  const car = await findCar(site, body.data.car_id);
  if (!car) return jsonError(404, 'There is no such car on this site.');

  const database = await db();
  const now = new Date();
  const refused = await overClientLimit(database, request.headers, REVEAL_LIMIT, now);
  if (refused) return refused;
  await recordPhoneReveal(
    database,
    { site: site.slug, vehicleId: car.id, dealershipId: car.dealership_id },
    now,
  );
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
});
