/**
 * POST /api/valuation/rego — step 2 of the valuation wizard: the car by its registration (lib/valuation:
 * the provider's register, or the local demo register when no provider is configured).
 *
 *   body  {"rego": "ABC 123", "regoState": "NSW"} (RegoLookupRequestSchema: the rego is upper-cased and
 *         spaces and hyphens dropped); application/json, at most 1 KB, no other keys
 *   200   RegoLookupAnswer: { found: true, vehicle, register } or { found: false, message }
 *   400   not JSON / not that shape: { error, fields }     403  cross-site post
 *   404   no trade-in on this site                        413  body over 1 KB     415  not application/json
 *   429   over 20 lookups per client address per 10 minutes (Retry-After): each can cost a provider fee
 *   503   the register cannot be reached: { error } telling the shopper to choose the car's details
 */
import { RegoLookupRequestSchema } from '@forecourt/schemas/trade-in';
import { NextResponse } from 'next/server';
import { db } from '@/lib/db';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { refusedBody } from '@/lib/trade-in/answer';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { valuationEngine } from '@/lib/valuation';
import { describeError } from '@/lib/valuation/errors';
import { VALUATION_MESSAGES } from '@/lib/valuation/messages';

export const dynamic = 'force-dynamic';

const MAX_REGO_BODY_BYTES = 1024;
const REGO_CLIENT_LIMIT = { name: 'valuation-rego', max: 20, windowMs: 10 * 60 * 1000 } as const;

export const POST = siteRoute(async ({ request, site }) => {
  if (!site.features.trade_in) return jsonError(404, TRADE_IN_MESSAGES.notOffered);
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readTradeInBody(request, host, RegoLookupRequestSchema, MAX_REGO_BODY_BYTES);
  if (!body.ok) return refusedBody(body);
  const refused = await overClientLimit(await db(), request.headers, REGO_CLIENT_LIMIT, new Date());
  if (refused) return refused;
  try {
    const answer = await valuationEngine().regoLookup(site, body.data);
    return NextResponse.json(answer, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    // Never the registration: it identifies the shopper's car.
    console.error(`[valuation] registration lookup failed on ${site.slug} (${describeError(error)})`);
    return jsonError(503, VALUATION_MESSAGES.regoUnavailable, { 'retry-after': '30' });
  }
});
