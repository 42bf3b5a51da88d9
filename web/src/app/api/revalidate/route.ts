/**
 * Sanity webhook: expires the cached content of the site a changed document belongs to, and no other
 * site's. Signed with SANITY_REVALIDATE_SECRET; host-independent (excluded from the proxy), since
 * Sanity calls one URL. The payload is the projection documented in lib/content/revalidate.ts; the
 * rules (signature, age, replays, document types, tags) are in lib/content/webhook.ts.
 *
 * Answers: 401 unsigned, wrongly signed, or signed more than 5 minutes ago or 1 minute ahead; 400
 * malformed signature header, not JSON, not the projection; 413 too large; 200 with
 * `revalidated: []` and `ignored` for a replay or a type no page shows; 200 with the expired tags.
 */
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { CONTENT_LAKE_SETTLE_MS, decideWebhook, MAX_BODY_BYTES } from '@/lib/content/webhook';
import { createReplayGuard, type ReplayGuard } from '@/lib/content/webhook-replay';
import { SIGNATURE_HEADER } from '@/lib/content/webhook-signature';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';

export const dynamic = 'force-dynamic';

// One per server process, kept across hot reloads in development.
const globalForWebhook = globalThis as unknown as { forecourtSanityReplays?: ReplayGuard };
const replays = (globalForWebhook.forecourtSanityReplays ??= createReplayGuard());

const json = (status: number, body: object) => NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: NextRequest) {
  if (!env.SANITY_REVALIDATE_SECRET) {
    return json(503, { error: 'Revalidation is not configured (SANITY_REVALIDATE_SECRET is unset).' });
  }
  let body: string;
  try {
    body = await readLimited(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
    return json(400, { error: 'The body could not be read.' });
  }
  const decision = decideWebhook(
    env.SANITY_REVALIDATE_SECRET,
    { body, signature: request.headers.get(SIGNATURE_HEADER), idempotencyKey: request.headers.get('idempotency-key'), now: Date.now() },
    replays,
  );
  if (decision.kind === 'refuse') return json(decision.status, { error: decision.error });
  if (decision.kind === 'ignore') return json(200, { revalidated: [], ignored: decision.reason });

  await new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_SETTLE_MS));
  try {
    // `{ expire: 0 }`, not 'max': with 'max' the next shopper is still served the old page while it
    // re-renders in the background (stale-while-revalidate), and a dealer's site seen rarely could
    // show the old offer for a long time after publishing. Expired outright, the next request waits
    // for a fresh render, so what is published is what the next shopper sees.
    for (const tag of decision.tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Let Sanity's retry (same idempotency-key, after a 5xx) be handled rather than ignored.
    replays.release(decision.claimed);
    console.error('[revalidate] expiring the content tags failed', error);
    return json(503, { error: 'The cache could not be refreshed; try again.' });
  }
  return json(200, { revalidated: decision.tags });
}
