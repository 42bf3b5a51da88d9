/** GET /robots.txt — crawl everything but the lead-flow, print and API paths; where the sitemap is. */
import { siteRoute } from '@/lib/http/site-route';
import { robotsTxt, siteOrigin } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(({ request, site }) =>
  Promise.resolve(
    new Response(robotsTxt(siteOrigin(site.url, request.headers.get('host'), request.headers.get('x-forwarded-proto'))), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=86400' },
    }),
  ),
);
