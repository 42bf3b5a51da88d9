/**
 * GET /icon.svg — the site's browser-tab icon (domain/site-icon.ts), linked from every page's head
 * by the site layout's metadata. Cached like the pages: it changes only when the site's name or
 * brand colour does.
 */
import { siteIconSvg } from '@/domain/site-icon';
import { siteRoute } from '@/lib/http/site-route';

export const GET = siteRoute(({ site }) =>
  Promise.resolve(
    new Response(siteIconSvg(site.name, site.theme.primary), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
    }),
  ),
);
