/**
 * POST /api/finance-applications — a finance pre-approval application from /apply-for-finance
 * (issue 15; lib/finance/applications/submit.ts does the work). Thin: the site comes from the host
 * (siteRoute), the post must be same-origin (same-origin.ts), then submitApplication answers.
 *
 * Contract (for the browser form, components/finance/application):
 *   headers  Content-Type: application/json; Idempotency-Key: <up to 200 printable ASCII> (optional)
 *   body     {"fields": {…the application, @forecourt/schemas/finance/application…},
 *             "started_at": <epoch ms the form was shown>, "company_website": "" (honeypot),
 *             "context": {"page_url", "visited_pages", "linked_query_params"}}, at most 32 KB
 *   201      {"application_id", "lead_id"}     200  the same, for a retry with the same key and details
 *   400      {"error", "fields"?}  unreadable, expired form, another site's car, or field errors
 *            ({"error": "Please fix the following errors:", "fields": {name: message}})
 *   403      cross-site post    409  key reused with different details    413  over 32 KB
 *   415      not JSON           429  too many (Retry-After)                503  database or search down
 * Never cached.
 */
import { NextResponse } from 'next/server';
import { content } from '@/lib/content';
import { db } from '@/lib/db';
import { applicationKeys } from '@/lib/finance/applications/secret';
import { submitApplication } from '@/lib/finance/applications/submit';
import { bodyFormat } from '@/lib/http/body-format';
import { originCheck } from '@/lib/http/same-origin';
import { publicOrigin } from '@/lib/leads/delivery/vendor';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { searchEngine } from '@/lib/search';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

export const POST = siteRoute(async ({ request, site }) => {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  if (originCheck(request.headers, host, bodyFormat(request.headers)) === 'cross-site')
    return jsonError(403, INTAKE_MESSAGES.crossSite);
  // The dealer's link goes on the site's public address, as every e-mailed link does (publicOrigin);
  // a site with none (a local sample) gets the address it was posted to — same-origin by now.
  const origin = publicOrigin(site) ?? request.headers.get('origin') ?? `${request.nextUrl.protocol}//${host}`;
  const result = await submitApplication(
    { site, headers: request.headers, body: request.body, origin },
    {
      db: await db(),
      findCar: findSiteCar(searchEngine),
      locations: (s) => content.locations(s),
      keys: applicationKeys,
    },
  );
  if ('applicationId' in result) {
    // A new application goes out now rather than at the worker's next poll.
    if (result.status === 201) nudgeDelivery();
    return NextResponse.json(
      { application_id: result.applicationId, lead_id: result.leadId },
      { status: result.status, headers: NO_STORE },
    );
  }
  return NextResponse.json(
    { error: result.error, ...(result.fields ? { fields: result.fields } : {}) },
    {
      status: result.status,
      headers: { ...NO_STORE, ...(result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : {}) },
    },
  );
});
