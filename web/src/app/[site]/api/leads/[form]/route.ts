/**
 * POST /api/leads/{form} — a lead form submission (spec §4 "Forms", §8; lib/leads/intake/submit.ts
 * does the work). Thin: the site comes from the host (siteRoute), the post must be same-origin
 * (same-origin.ts), then submitLead answers.
 *
 * - JSON (the browser forms): 201 {lead_id} for a new lead, 200 {lead_id} for a retry of the same
 *   Idempotency-Key, else {error, fields?} with 4xx (429 with Retry-After). The trade_in form (the
 *   valuation wizard's start; 404 on a site without features.trade_in) answers
 *   {lead_id, trade_in_token}: the token the wizard's later steps send back (lib/trade-in/token.ts).
 * - Form-encoded (the no-JS fallback): 303 to /success on success, else 303 back to the referring
 *   page with ?form_error=<message> (the page shows it).
 * - Never cached. Database or search trouble: 503 JSON (siteRoute), or for a no-JS post a redirect
 *   back with the spec's 'An error occurred when submitting this form'.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { NextResponse, type NextRequest } from 'next/server';
import { content } from '@/lib/content';
import { db } from '@/lib/db';
import { bodyFormat } from '@/lib/http/body-format';
import { originCheck } from '@/lib/http/same-origin';
import { sameSitePath, sameSiteReferer } from '@/lib/http/same-site-path';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { submitLead, type SubmitLeadResult } from '@/lib/leads/intake/submit';
import { searchEngine } from '@/lib/search';
import { tradeInSecret } from '@/lib/trade-in/secret';
import { tradeInToken } from '@/lib/trade-in/token';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };
const SUCCESS_PATH = '/success';
const MAX_FORM_ERROR_LENGTH = 500;

/**
 * Where a failed no-JS post goes back to: the referring page of this host (path and query), with the
 * error — but only a path on this site (same-site-path.ts: `Referer: http://site//evil.com/x` has
 * the path `//evil.com/x`, which a browser reads as another host). Anything else goes home.
 */
function backWithError(request: NextRequest, host: string, message: string): Response {
  const error = message.slice(0, MAX_FORM_ERROR_LENGTH);
  const home = `/?${new URLSearchParams({ form_error: error })}`;
  // An unreadable or foreign Referer: go home with the error.
  const from = sameSiteReferer(request.headers, host);
  from?.searchParams.set('form_error', error);
  const target = sameSitePath(from ? `${from.pathname}${from.search}` : undefined, home);
  return new Response(null, { status: 303, headers: { location: target, ...NO_STORE } });
}

function formAnswer(request: NextRequest, host: string, result: SubmitLeadResult): Response {
  if ('leadId' in result)
    return new Response(null, { status: 303, headers: { location: SUCCESS_PATH, ...NO_STORE } });
  const details = result.fields ? ` ${Object.values(result.fields).join(' ')}` : '';
  return backWithError(request, host, `${result.error}${details}`);
}

function jsonAnswer(result: SubmitLeadResult, site: string, form: string): Response {
  if ('leadId' in result) {
    // The valuation wizard's next steps must come from the browser that started the lead (lib/trade-in/token.ts).
    const token = form === 'trade_in' ? { trade_in_token: tradeInToken(tradeInSecret(), site, result.leadId) } : {};
    return NextResponse.json({ lead_id: result.leadId, ...token }, { status: result.status, headers: NO_STORE });
  }
  return NextResponse.json(
    { error: result.error, ...(result.fields ? { fields: result.fields } : {}) },
    {
      status: result.status,
      headers: {
        ...NO_STORE,
        ...(result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : {}),
      },
    },
  );
}

export async function POST(
  request: NextRequest,
  context: RouteContext<'/[site]/api/leads/[form]'>,
): Promise<Response> {
  const { form } = await context.params;
  return siteRoute(async ({ site }) => {
    const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
    const format = bodyFormat(request.headers);
    if (originCheck(request.headers, host, format) === 'cross-site')
      return jsonError(403, INTAKE_MESSAGES.crossSite);
    try {
      const result = await submitLead(
        { site, kind: form, headers: request.headers, body: request.body },
        { db: await db(), findCar: findSiteCar(searchEngine), locations: (s) => content.locations(s) },
      );
      // A new lead goes out now rather than at the worker's next poll.
      if ('leadId' in result && result.status === 201) nudgeDelivery();
      return format === 'form' ? formAnswer(request, host, result) : jsonAnswer(result, site.slug, form);
    } catch (error) {
      if (format !== 'form') throw error; // siteRoute: 503 for database or search trouble, else 500
      console.error(`[api] lead submission failed on ${site.slug}`, error);
      return backWithError(request, host, LEAD_MESSAGES.submitFailed);
    }
  })(request, context);
}
