/**
 * GET /api/draft-mode/enable — the preview link (the Studio's Presentation tool opens it in its frame;
 * with the embedded source, a link carrying PREVIEW_SECRET). A valid secret turns on draft mode for this
 * site's host and goes to `sanity-preview-pathname` on the same site; every content read of the
 * following requests then shows drafts (lib/content). Answers:
 *   307  to the previewed page, draft mode on
 *   401  a missing, wrong or expired secret (draft mode stays off)
 *   404  draft mode is not available on this server (no secret to check against)
 */
import { draftMode } from 'next/headers';
import { checkPreviewUrl } from '@/lib/content/preview-access';
import { jsonError, siteRoute } from '@/lib/http/site-route';

export const dynamic = 'force-dynamic';

export const GET = siteRoute(async ({ request }) => {
  const access = await checkPreviewUrl(request.url);
  if (access.kind === 'unavailable') {
    console.warn(`[draft-mode] ${access.reason}`);
    return jsonError(404, 'Previews are not available on this site.');
  }
  if (access.kind === 'refused') return jsonError(401, 'This preview link is not valid or has expired. Open the preview again from the Studio.');
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { location: access.redirectTo, 'cache-control': 'no-store' } });
});
