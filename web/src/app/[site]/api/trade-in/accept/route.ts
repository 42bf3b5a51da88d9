/**
 * POST /api/trade-in/accept — step 4 of the valuation wizard (lib/trade-in/accept.ts does the work).
 *
 *   body  AcceptRequest (@forecourt/schemas/trade-in): lead_id, token, valuation_id, message?
 *         application/json, at most 8 KB, no other keys
 *   201   AcceptAnswer { lead_id, subcategory } — the new lead ('3. Offer Accepted' or '3. Appraisal Requested')
 *   200   the same answer again: that valuation was accepted already
 *   400   not JSON / not that shape: { error, fields }     403  cross-site post, or a token that is not this lead's
 *   404   no trade-in on this site, not a trade-in lead of this site, or not a valuation of that lead
 *   413   body over 8 KB          415  not application/json
 *   429   over 20 accepts per client address per 10 minutes (Retry-After)
 *   503   database or content unavailable
 */
import { AcceptRequestSchema } from '@forecourt/schemas/trade-in';
import { content } from '@/lib/content';
import { db } from '@/lib/db';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { acceptTradeIn } from '@/lib/trade-in/accept';
import { answerJson, refusedBody } from '@/lib/trade-in/answer';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { tradeInSecret } from '@/lib/trade-in/secret';

export const dynamic = 'force-dynamic';

const MAX_ACCEPT_BODY_BYTES = 8 * 1024;
const ACCEPT_CLIENT_LIMIT = { name: 'trade-in-accept', max: 20, windowMs: 10 * 60 * 1000 } as const;

export const POST = siteRoute(async ({ request, site }) => {
  if (!site.features.trade_in) return jsonError(404, TRADE_IN_MESSAGES.notOffered);
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, AcceptRequestSchema, MAX_ACCEPT_BODY_BYTES);
  if (!body.ok) return refusedBody(body);
  const database = await db();
  const now = new Date();
  const refused = await overClientLimit(database, request.headers, ACCEPT_CLIENT_LIMIT, now);
  if (refused) return refused;
  const result = await acceptTradeIn(site, body.data, {
    db: database,
    secret: tradeInSecret(),
    locations: (s) => content.locations(s),
    now: () => now,
  });
  // A new lead goes out now rather than at the worker's next poll.
  if (result.status === 201) nudgeDelivery();
  return answerJson(result);
});
