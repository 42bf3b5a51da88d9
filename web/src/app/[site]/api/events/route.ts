/**
 * POST /api/events — the browser's tracking events (spec §7 event ids; lib/tracking/client.ts).
 *
 * Hostile input is expected (anyone can post here), so in order:
 *   403  a cross-site post (lib/http/same-origin.ts, the rule of the lead form): another website
 *        cannot make its visitors' browsers fill a dealer's statistics
 *   415  not application/json (text/plain and form posts are what another origin can send without
 *        a CORS preflight; JSON from another origin needs one, and this route never grants it)
 *   413 / 400  the body over 4 KB (not read past the limit) / not a known event of the strict shape
 *   429  over EVENT_LIMIT per client (its address as lib/http/client-ip.ts reads it), Retry-After
 *   404  `params.car_id` is not one of THIS site's cars (found with the lead form's lookup, by id or
 *        slug): refused rather than silently dropped, so the client's warning shows the mistake
 *   204  stored, with the server's id of the car
 * Events are stored per site in the database (lib/db tracking_events): no personal data, nothing
 * logged per request. A database or search failure is a 503 (siteRoute); the client only warns.
 */
import { db, recordTrackingEvent } from '@/lib/db';
import { bodyFormat } from '@/lib/http/body-format';
import { overClientLimit } from '@/lib/http/client-limit';
import { readJsonBody } from '@/lib/http/read-body';
import { originCheck } from '@/lib/http/same-origin';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { searchEngine } from '@/lib/search';
import { EVENT_LIMIT, EventBody, MAX_EVENT_BODY_BYTES, trackingEventFrom } from '@/lib/tracking/events';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };
const findCar = findSiteCar(searchEngine);

export const POST = siteRoute(async ({ request, site }) => {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site')
    return jsonError(403, 'Cross-site events are not accepted.');
  if (format !== 'json') return jsonError(415, 'Send the event as JSON.');
  const body = await readJsonBody(request, EventBody, MAX_EVENT_BODY_BYTES, 'event');
  if (!body.ok) return body.response;

  const database = await db();
  const refused = await overClientLimit(database, request.headers, EVENT_LIMIT);
  if (refused) return refused;

  const event = trackingEventFrom(body.data);
  const params = body.data.params;
  if (params && Object.hasOwn(params, 'car_id')) {
    const named = params.car_id;
    const car = typeof named === 'string' ? await findCar(site, named) : undefined;
    if (!car) return jsonError(404, 'There is no such car on this site.');
    event.carId = car.id; // the server's id, also when the page sent the slug
  }
  await recordTrackingEvent(database, site.slug, event);
  return new Response(null, { status: 204, headers: NO_STORE });
});
