/**
 * POST /api/events — the browser's tracking beacon (spec §7 event ids; lib/tracking/client.ts).
 *
 * Hostile input is expected (anyone can post here): the body is read with a hard size limit before
 * it is parsed, validated strictly (a known event id, a short path, a small flat record of strings
 * and numbers), and answered 204 with nothing to read. Failures never reach the shopper: the client
 * only warns.
 *
 * Events are stored per site in the database (lib/db tracking_events): no personal data, nothing
 * logged per request. A database failure is a 503 (siteRoute); the client only warns.
 */
import { db, recordTrackingEvent } from '@/lib/db';
import { readJsonBody } from '@/lib/http/read-body';
import { siteRoute } from '@/lib/http/site-route';
import { EventBody, MAX_EVENT_BODY_BYTES, trackingEventFrom } from '@/lib/tracking/events';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

export const POST = siteRoute(async ({ request, site }) => {
  const body = await readJsonBody(request, EventBody, MAX_EVENT_BODY_BYTES, 'event');
  if (!body.ok) return body.response;
  await recordTrackingEvent(await db(), site.slug, trackingEventFrom(body.data));
  return new Response(null, { status: 204, headers: NO_STORE });
});
