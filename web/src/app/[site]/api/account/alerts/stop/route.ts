/**
 * POST /api/account/alerts/stop — the button on /alerts/stop (the signed link at the end of every
 * watch alert, lib/watch-alerts/stop-link.ts): turns the account's alerts off, no sign-in needed. A
 * plain form post that works without JavaScript. In order:
 *   403  a cross-site post (lib/http/same-origin.ts)
 *   415  not a form post;  413  over 2 KB
 *   303  back to the page: ?error=link when u/t do not verify for THIS site, ?done=1 once alerts are
 *        off (also when the account no longer exists: nothing to tell a stranger)
 */
import { db } from '@/lib/db';
import { setPriceAlerts } from '@/lib/db/users';
import { authSecret } from '@/lib/auth/secret';
import { readSameSiteForm } from '@/lib/http/same-site-form';
import { siteRoute } from '@/lib/http/site-route';
import { STOP_PAGE, verifyStopToken } from '@/lib/watch-alerts/stop-link';

export const dynamic = 'force-dynamic';

const back = (query: string) => new Response(null, { status: 303, headers: { location: `${STOP_PAGE}?${query}`, 'cache-control': 'no-store' } });

export const POST = siteRoute(async ({ request, site }) => {
  const posted = await readSameSiteForm(request);
  if (!posted.ok) return posted.response;
  const { form } = posted;
  const userId = form.get('u') ?? '';
  if (!verifyStopToken(authSecret(), site.slug, userId, form.get('t') ?? '')) return back('error=link');
  await setPriceAlerts(await db(), site.slug, userId, false);
  return back('done=1');
});
