/**
 * GET /api/menu — the header menu's entries (components/site/nav-types MenuEntry[]): top-level items,
 * their dropdown links, the model and brand mega menus. Fetched by the desktop menu with its code and
 * by the mobile drawer when it opens; the page's HTML draws only the top-level items from the same
 * entries, so the dropdowns' data (harbour-toyota: 9.4 KB of JSON, 12.5 KB escaped into
 * the page) is not in every page's RSC payload.
 *   200 { entries }
 * Draft content (a preview session) is never cached; published menus briefly, at the edge only, as
 * they change with the content.
 */
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { toMenu } from '@/components/site/menu';
import { content } from '@/lib/content';
import { siteRoute } from '@/lib/http/site-route';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ site }) => {
  const [preview, items, models, brands] = await Promise.all([
    draftMode().then((d) => d.isEnabled),
    content.navigation(site, 'header'),
    content.models(site),
    content.brands(site),
  ]);
  return NextResponse.json(
    { entries: toMenu(site, items, { models, brands }) },
    { headers: { 'cache-control': preview ? 'private, no-store' : 'public, max-age=0, s-maxage=300, stale-while-revalidate=600' } },
  );
});
