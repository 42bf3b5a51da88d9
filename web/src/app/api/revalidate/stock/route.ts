/**
 * POST /api/revalidate/stock — called by the stock import (lib/search/import/notify.ts) when a site's
 * stock changed: the server reads the new stock now, then marks the cached pages that show it stale
 * (the changed cars' pages, the home page, content pages with stock tiles). Signed with STOCK_REVALIDATE_SECRET;
 * host-independent (excluded from the proxy, like the Sanity webhook), since the site is in the body
 * of a signed call rather than chosen by a shopper's request. After loading the stock it checks the
 * site's watched cars (lib/watch-alerts: price history and opted-in SMS alerts); that check runs after
 * the answer (next/server `after`), logs its own failures and never fails the revalidation.
 */
import { revalidatePath } from 'next/cache';
import { after, NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/env';
import { content } from '@/lib/content';
import { verifyBodySignature } from '@/lib/http/signature';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { loadNewImports } from '@/lib/search';
import { SIGNATURE_HEADER } from '@/lib/search/import/notify';
import { stockRevalidationPaths } from '@/lib/search/import/revalidation-paths';
import { checkSiteAfterImport } from '@/lib/watch-alerts/runtime';

export const dynamic = 'force-dynamic';

const Body = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,64}$/),
  slugs: z.array(z.string().max(200)).max(200_000),
});

const json = (status: number, body: object) => NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: NextRequest) {
  if (!env.STOCK_REVALIDATE_SECRET) return json(503, { error: 'Stock revalidation is not configured (STOCK_REVALIDATE_SECRET is unset).' });
  let text: string;
  try {
    text = await readLimited(request, 16 * 1024 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: 'The body is too large.' });
    throw error;
  }
  if (!verifyBodySignature(env.STOCK_REVALIDATE_SECRET, text, request.headers.get(SIGNATURE_HEADER))) {
    return json(401, { error: 'Invalid signature.' });
  }
  let parsed;
  try {
    parsed = Body.safeParse(JSON.parse(text));
  } catch {
    return json(400, { error: 'The body is not valid JSON.' });
  }
  if (!parsed.success) return json(400, { error: 'Expected {site, slugs[]}.' });
  const { site, slugs } = parsed.data;
  const siteDoc = await content.site(site);
  if (!siteDoc) return json(404, { error: `There is no site ${site}.` });
  try {
    await loadNewImports();
  } catch (error) {
    console.error('[revalidate] the search engine could not load the new stock', error);
    return json(503, { error: 'The search engine is unavailable; try again shortly.' });
  }
  // Each changed car's page, the home page and the content pages (stock tiles); see
  // revalidation-paths.ts for why not the site's layout. Pages re-render when next requested.
  const paths = stockRevalidationPaths(site, slugs);
  for (const [path, type] of paths) revalidatePath(path, type);
  // The check reads the stock just loaded, after the answer is sent: the import waits at most 10 s
  // for this call, and a site with many watched cars may take longer. It logs its failures, never throws.
  after(() => checkSiteAfterImport(siteDoc));
  return json(200, { revalidated: paths.map(([path]) => path), vehicles: slugs.length });
}
