/**
 * POST /api/unsubscribe — the unsubscribe form (/pages/unsubscribe), a plain form post that works
 * without JavaScript. In order:
 *   403  a cross-site post (lib/http/same-origin.ts): another website cannot unsubscribe its visitors
 *   415  not a form post;  413  over 2 KB
 *   303  back to the page: ?error=email for an address that is not one, ?error=busy over the
 *        client's limit, ?error=link for a signed link that does not verify, ?done=1 once the
 *        opt-out is recorded for this site (lib/db opt-outs)
 *   200  a mail client's RFC 8058 one-click post (`List-Unsubscribe=One-Click`, the signed email and
 *        token in the query string, as the confirmation e-mail's List-Unsubscribe header gives them)
 * With a token (the signed link) the address is the one the link was made for, so no client limit.
 * The answer is the same whether or not the address was known (nothing to learn by trying addresses).
 */
import { z } from 'zod';
import { db } from '@/lib/db';
import { recordOptOut } from '@/lib/db/opt-outs';
import { overClientLimit } from '@/lib/http/client-limit';
import { readSameSiteForm } from '@/lib/http/same-site-form';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { verifyUnsubscribeToken } from '@/lib/leads/unsubscribe/link';
import { unsubscribeSecret } from '@/lib/leads/unsubscribe/secret';

export const dynamic = 'force-dynamic';

const PAGE = '/pages/unsubscribe';
const Email = z.email().max(254);
const UNSUBSCRIBE_LIMIT = { name: 'unsubscribe', max: 10, windowMs: 10 * 60_000 };

const back = (query: string) => new Response(null, { status: 303, headers: { location: `${PAGE}?${query}`, 'cache-control': 'no-store' } });

export const POST = siteRoute(async ({ request, site }) => {
  const posted = await readSameSiteForm(request);
  if (!posted.ok) return posted.response;
  const { form } = posted;
  const query = request.nextUrl.searchParams;
  const oneClick = form.get('List-Unsubscribe') === 'One-Click';
  const given = (name: string) => (oneClick ? query.get(name) : form.get(name)) ?? '';
  const email = Email.safeParse(given('email').trim());
  const token = given('token');
  if (!email.success) return oneClick ? jsonError(400, 'This unsubscribe link is not valid.') : back('error=email');
  const database = await db();
  if (token !== '' || oneClick) {
    if (!verifyUnsubscribeToken(unsubscribeSecret(), site.slug, email.data, token)) {
      return oneClick ? jsonError(400, 'This unsubscribe link is not valid.') : back('error=link');
    }
  } else if (await overClientLimit(database, request.headers, UNSUBSCRIBE_LIMIT)) {
    return back('error=busy');
  }
  await recordOptOut(database, site.slug, email.data);
  if (oneClick) return new Response('Unsubscribed.\n', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  return back('done=1');
});
