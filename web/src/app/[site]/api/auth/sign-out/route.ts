/**
 * POST /api/auth/sign-out — ends this browser's session (the row is revoked, the cookie expired).
 *   body  none, {} or {"everywhere": true} (also ends the account's sessions on other devices)
 *   200   {signedOut: true}, signed in or not
 *   400   not that shape   403 cross-site   413 over 2 KB   415 a body that is not JSON
 */
import { z } from 'zod';
import { db } from '@/lib/db';
import { revokeUserSessions } from '@/lib/db/sessions';
import { clearSessionCookie, sessionTokenFrom } from '@/lib/auth/cookies';
import { accountJson, readJsonRequest, secureRequest } from '@/lib/auth/http';
import { revokeSession, sessionUser } from '@/lib/auth/sessions';
import { siteRoute } from '@/lib/http/site-route';

export const dynamic = 'force-dynamic';

const Body = z.strictObject({ everywhere: z.boolean().optional() });

export const POST = siteRoute(async ({ request, site }) => {
  const body = await readJsonRequest(request, Body, { allowEmpty: true });
  if (!body.ok) return body.response;
  const secure = secureRequest(request);
  const token = sessionTokenFrom(request.cookies, secure);
  if (token) {
    const database = await db();
    const now = new Date();
    if (body.data.everywhere) {
      const user = await sessionUser(database, site.slug, token, now);
      if (user) await revokeUserSessions(database, site.slug, user.userId, now);
    }
    await revokeSession(database, site.slug, token, now);
  }
  const response = accountJson({ signedOut: true });
  response.headers.append('set-cookie', clearSessionCookie(secure));
  return response;
});
