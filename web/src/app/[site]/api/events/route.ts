/**
 * POST /api/events — the browser's tracking beacon (spec §7 event ids; lib/tracking/client.ts).
 *
 * Hostile input is expected (anyone can post here): the body is read with a hard size limit before
 * it is parsed, validated strictly (a known event id, a short path, a small flat record of strings
 * and numbers), and answered 204 with nothing to read. Failures never reach the shopper: the client
 * only warns.
 *
 * For now events are counted in memory per site and event (lib/tracking/events.ts): no personal data,
 * nothing logged per request. TODO(events-store): persist events to the database in a later issue.
 */
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { countEvent, EventBody, MAX_EVENT_BODY_BYTES } from '@/lib/tracking/events';

export const dynamic = 'force-dynamic';

class TooLarge extends Error {}

/** The body as text, refusing (without reading it all) anything over the limit. */
async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const NO_STORE = { 'cache-control': 'no-store' };

export const POST = siteRoute(async ({ request, site }) => {
  let text: string;
  try {
    text = await readLimited(request, MAX_EVENT_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return jsonError(413, 'The event is too large.');
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
  countEvent(site.slug, parsed.data.event_id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
