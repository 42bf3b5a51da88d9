/**
 * POST /api/youx/quote — the finance partner's weekly repayment quote for a car (spec §8; the vehicle
 * page's quote panel, components/finance/quote).
 *
 * Contract:
 *   body  QuoteRequestSchema (@forecourt/schemas/finance/quote): {selfAssessedCreditScore,
 *         purchasePrice, loanTerm, year, vin?, nvic?, whoIsHelping?}, application/json, at most 2 KB
 *   200   {weeklyRepaymentAmount, advertisedRate, comparisonRate}   (cache-control: no-store)
 *   400   not JSON / not that shape: {error} names the first problem
 *   403   cross-site post          413  body over 2 KB          415  not application/json
 *   429   over 60 quotes per client address per 10 minutes (Retry-After)
 *   502   the finance partner refused or answered nonsense    503  it is down, busy or too slow
 * The page shows dashes on any failure (spec §5 "Finance quote failure silently ignored"), so the
 * messages are for logs and developers. Quotes come from lib/finance: the partner's API when
 * configured, else the embedded rate table.
 */
import { QuoteRequestSchema, quoteRequestProblem } from '@forecourt/schemas/finance/quote';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { db } from '@/lib/db';
import { FinanceProviderError, quote } from '@/lib/finance';
import { bodyFormat } from '@/lib/http/body-format';
import { overClientLimit } from '@/lib/http/client-limit';
import { readJsonBody } from '@/lib/http/read-body';
import { originCheck } from '@/lib/http/same-origin';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';

export const dynamic = 'force-dynamic';

const MAX_QUOTE_BODY_BYTES = 2048;
const QUOTE_LIMIT = { name: 'finance-quote', max: 60, windowMs: 10 * 60 * 1000 } as const;

const QUOTE_UNAVAILABLE = 'Finance quotes are not available right now.';

export const POST = siteRoute(async ({ request, site }) => {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site') return jsonError(403, INTAKE_MESSAGES.crossSite);
  if (format !== 'json') return jsonError(415, 'Send the quote request as JSON.');
  // Read as any JSON first, so a bad field is answered with its own message, not a generic one.
  const body = await readJsonBody(request, z.unknown(), MAX_QUOTE_BODY_BYTES, 'quote request');
  if (!body.ok) return body.response;
  const parsed = QuoteRequestSchema.safeParse(body.data);
  if (!parsed.success) return jsonError(400, quoteRequestProblem(parsed.error));

  const refused = await overClientLimit(await db(), request.headers, QUOTE_LIMIT);
  if (refused) return refused;

  try {
    const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = await quote(parsed.data);
    return NextResponse.json({ weeklyRepaymentAmount, advertisedRate, comparisonRate }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof FinanceProviderError)) throw error;
    console.error(`[api] finance quote failed on ${site.slug} (${error.reason})`, error.message);
    return error.temporary ? jsonError(503, QUOTE_UNAVAILABLE, { 'retry-after': '30' }) : jsonError(502, QUOTE_UNAVAILABLE);
  }
});
