/**
 * POST /api/auth/verify-code — checks the code typed in this browser and signs it in (lib/auth/codes.ts).
 *   body  {"phone": "0412 345 678", "code": "123456"}  application/json, at most 2 KB
 *   200   {signedIn: true}: a new session cookie (the browser's previous session, if any, is revoked:
 *         sessions rotate at sign-in), and the sign-in binding cookie cleared
 *   400   {error} wrong code ('That code is not right. You have N tries left.'), the fifth wrong one
 *         ('Too many wrong codes. Please ask for a new one.'), expired, used, from another browser or
 *         no/forged binding cookie ('This code is not valid. Please ask for a new one.'), a bad number
 *         or code, not JSON
 *   403   cross-site   413 over 2 KB   415 not JSON
 */
import { z } from 'zod';
import { db } from '@/lib/db';
import { CODE_MESSAGES, verifySignInCode } from '@/lib/auth/codes';
import {
  clearSignInCookie,
  readBrowserNonce,
  sessionSetCookie,
  sessionTokenFrom,
  signInCookieFrom,
  SESSION_MAX_AGE_SECONDS,
} from '@/lib/auth/cookies';
import { accountJson, readJsonRequest, refuse, secureRequest } from '@/lib/auth/http';
import { PHONE_MESSAGES } from '@/lib/auth/phone';
import { createSession, revokeSession } from '@/lib/auth/sessions';
import { siteRoute } from '@/lib/http/site-route';

export const dynamic = 'force-dynamic';

const Body = z.strictObject({
  phone: z.string({ error: PHONE_MESSAGES.invalid }).max(40, { error: PHONE_MESSAGES.invalid }),
  code: z
    .string({ error: CODE_MESSAGES.malformed })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: CODE_MESSAGES.malformed })),
});

export const POST = siteRoute(async ({ request, site }) => {
  const body = await readJsonRequest(request, Body);
  if (!body.ok) return body.response;
  const secure = secureRequest(request);
  const database = await db();
  const now = new Date();
  const result = await verifySignInCode({
    db: database,
    site: site.slug,
    phone: body.data.phone,
    code: body.data.code,
    browserNonce: readBrowserNonce(signInCookieFrom(request.cookies, secure)),
    now,
  });
  if (!result.ok) return refuse(400, result.error);

  // Rotation: whatever session this browser had ends here, so a token planted before sign-in is useless after.
  await revokeSession(database, site.slug, sessionTokenFrom(request.cookies, secure), now);
  const session = await createSession(database, site.slug, result.user.id, now);
  const response = accountJson({ signedIn: true });
  response.headers.append('set-cookie', sessionSetCookie(session.token, secure, SESSION_MAX_AGE_SECONDS));
  response.headers.append('set-cookie', clearSignInCookie(secure));
  return response;
});
