/**
 * POST /api/miscellaneous — the valuation wizard saves the valuation it showed (spec §7 "valuation
 * result plus column_name valuation (one site only)"); lib/trade-in/miscellaneous.ts does the work.
 * The browser logs 'Failed to save valuation data' on any failure and carries on.
 *
 *   body  MiscellaneousRequest (@forecourt/schemas/trade-in): lead_id, token, column_name 'valuation',
 *         valuation_id; application/json, at most 2 KB, no other keys
 *   201   { saved: true }   200  the same, saved already
 *   400   not JSON / not that shape: { error, fields }     403  cross-site post, or a token that is not this lead's
 *   404   the site does not save valuations (features.save_valuation), not a trade-in lead of this
 *         site, or not a valuation of that lead
 *   413   body over 2 KB          415  not application/json
 *   429   over 30 saves per client address per 10 minutes (Retry-After)
 *   503   database unavailable
 */
import { MiscellaneousRequestSchema } from '@forecourt/schemas/trade-in';
import { db } from '@/lib/db';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { answerJson, refusedBody } from '@/lib/trade-in/answer';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { saveValuationData } from '@/lib/trade-in/miscellaneous';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { tradeInSecret } from '@/lib/trade-in/secret';

export const dynamic = 'force-dynamic';

const MAX_MISCELLANEOUS_BODY_BYTES = 2 * 1024;
const MISCELLANEOUS_CLIENT_LIMIT = { name: 'miscellaneous', max: 30, windowMs: 10 * 60 * 1000 } as const;

export const POST = siteRoute(async ({ request, site }) => {
  if (!site.features.save_valuation) return jsonError(404, TRADE_IN_MESSAGES.notSaved);
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, MiscellaneousRequestSchema, MAX_MISCELLANEOUS_BODY_BYTES);
  if (!body.ok) return refusedBody(body);
  const database = await db();
  const now = new Date();
  const refused = await overClientLimit(database, request.headers, MISCELLANEOUS_CLIENT_LIMIT, now);
  if (refused) return refused;
  return answerJson(await saveValuationData(site, body.data, { db: database, secret: tradeInSecret(), now: () => now }));
});
