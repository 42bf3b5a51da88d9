/**
 * GET /api/search — the same parameters as the search page URL, answered as JSON for the browser's
 * refinements. Cacheable by a CDN for a short time (stock changes, but not by the second).
 */
import { NextResponse } from 'next/server';
import { siteRoute } from '@/lib/http/site-route';
import { decodeQuery, encodeQuery, searchEngine, searchStock } from '@/lib/search';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ request, site }) => {
  const query = decodeQuery(request.nextUrl.searchParams);
  const result = await searchStock(await searchEngine(), site, query, { now: new Date() });
  return NextResponse.json(
    { ...result, query: encodeQuery(query).toString() },
    { headers: { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=120' } },
  );
});
