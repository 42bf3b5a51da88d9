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
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { EventBody, MAX_EVENT_BODY_BYTES, trackingEventFrom } from '@/lib/tracking/events';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

export const POST = siteRoute(async ({ request, site }) => {
  let text: string;
  try {
    text = await readLimited(request, MAX_EVENT_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, 'The event is too large.');
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return jsonError(400, 'The event is not valid JSON.');
  }
  const parsed = EventBody.safeParse(json);
  if (!parsed.success) return jsonError(400, 'The event is not valid.');
  await recordTrackingEvent(await db(), site.slug, trackingEventFrom(parsed.data));
  return new Response(null, { status: 204, headers: NO_STORE });
});
