/**
 * POST /api/trade-in/estimate — step 3 of the valuation wizard (lib/trade-in/estimate.ts does the work).
 *
 *   body  EstimateRequest (@forecourt/schemas/trade-in): lead_id, token (the start step's
 *         trade_in_token), vehicle, kms, answers; application/json, at most 4 KB, no other keys
 *   200   EstimateAnswer { valuation_id, outcome }
 *   400   not JSON / not that shape: { error, fields }     403  cross-site post, or a token that is not this lead's
 *   404   no trade-in on this site, or not a trade-in lead of this site
 *   413   body over 4 KB          415  not application/json
 *   429   20 valuations of this lead, or 60 per client address per 10 minutes (Retry-After)
 *   503   database unavailable
 */
import { EstimateRequestSchema } from '@forecourt/schemas/trade-in';
import { db } from '@/lib/db';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { answerJson, refusedBody } from '@/lib/trade-in/answer';
import { estimateTradeIn } from '@/lib/trade-in/estimate';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { tradeInSecret } from '@/lib/trade-in/secret';
import { valueTradeIn } from '@/lib/valuation';

export const dynamic = 'force-dynamic';

const MAX_ESTIMATE_BODY_BYTES = 4 * 1024;
const ESTIMATE_CLIENT_LIMIT = { name: 'trade-in-estimate', max: 60, windowMs: 10 * 60 * 1000 } as const;

export const POST = siteRoute(async ({ request, site }) => {
  if (!site.features.trade_in) return jsonError(404, TRADE_IN_MESSAGES.notOffered);
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, EstimateRequestSchema, MAX_ESTIMATE_BODY_BYTES);
  if (!body.ok) return refusedBody(body);
  const database = await db();
  const now = new Date();
  const refused = await overClientLimit(database, request.headers, ESTIMATE_CLIENT_LIMIT, now);
  if (refused) return refused;
  const result = await estimateTradeIn(site, body.data, {
    db: database,
    secret: tradeInSecret(),
    value: (valuation) => valueTradeIn(valuation),
    now: () => now,
  });
  return answerJson(result);
});
