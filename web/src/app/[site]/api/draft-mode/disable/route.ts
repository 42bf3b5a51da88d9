/**
 * GET /api/draft-mode/disable — 'Leave preview' in the preview bar: draft mode off, back to the page
 * the link was followed from (its Referer, when it is a page of this host; else the home page), now
 * showing published content.
 */
import { draftMode } from 'next/headers';
import { sameSitePath, sameSiteReferer } from '@/lib/http/same-site-path';
import { siteRoute } from '@/lib/http/site-route';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ request }) => {
  (await draftMode()).disable();
  const from = sameSiteReferer(request.headers, request.headers.get('host'));
  const location = sameSitePath(from ? `${from.pathname}${from.search}` : undefined, '/');
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } });
});
