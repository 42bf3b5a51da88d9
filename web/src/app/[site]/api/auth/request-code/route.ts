/**
 * POST /api/auth/request-code — texts a 6-digit sign-in code to an Australian mobile (lib/auth/codes.ts).
 *   body  {"phone": "0412 345 678"}  application/json, at most 2 KB
 *   200   {sent: true, phone: "04•• ••• 678"} and the sign-in binding cookie (a signed browser nonce:
 *         the code works only in this browser)
 *   400   {error} not a mobile number (a landline says so), not JSON, not that shape
 *   403   cross-site   413 over 2 KB   415 not JSON
 *   429   {error: 'Too many codes requested. Please try again in N minutes.'} with Retry-After
 *         (3 per number per 10 minutes, 10 per number per day, 10 per client per 10 minutes)
 *   503   {error} the text could not be sent (the SMS module's sentence; nothing was kept), with
 *         Retry-After when trying again may help; a number the gateway refuses is a 400 instead
 * The answer is the same whether or not the number has an account.
 */
import { z } from 'zod';
import { db } from '@/lib/db';
import { requestSignInCode } from '@/lib/auth/codes';
import { issueBrowserNonce, readBrowserNonce, signInCookieFrom, signInSetCookie } from '@/lib/auth/cookies';
import { accountJson, readJsonRequest, refuse, secureRequest } from '@/lib/auth/http';
import { maskedMobile, PHONE_MESSAGES } from '@/lib/auth/phone';
import { clientBucket } from '@/lib/http/client-ip';
import { requestClientIp } from '@/lib/http/request-client-ip';
import { siteRoute } from '@/lib/http/site-route';
import { sendSms } from '@/lib/sms';

export const dynamic = 'force-dynamic';

const Body = z.strictObject({
  phone: z.string({ error: PHONE_MESSAGES.invalid }).max(40, { error: PHONE_MESSAGES.invalid }),
});

export const POST = siteRoute(async ({ request, site }) => {
  const body = await readJsonRequest(request, Body);
  if (!body.ok) return body.response;
  const secure = secureRequest(request);
  // The same browser asking again keeps its nonce, so its newer code replaces the older one.
  const cookieValue = signInCookieFrom(request.cookies, secure);
  const existing = readBrowserNonce(cookieValue);
  const binding = existing && cookieValue ? { nonce: existing, cookieValue } : issueBrowserNonce();
  const result = await requestSignInCode({
    db: await db(),
    site: site.slug,
    siteName: site.name,
    phone: body.data.phone,
    clientBucketKey: clientBucket(requestClientIp(request.headers)),
    browserNonce: binding.nonce,
    send: sendSms,
  });
  if (!result.ok) {
    switch (result.reason) {
      case 'invalid-phone':
        return refuse(400, result.error);
      case 'rate-limited':
        return refuse(429, result.error, { 'retry-after': String(result.retryAfterSeconds) });
      case 'send-failed':
        if (result.badNumber) return refuse(400, result.error);
        return refuse(
          503,
          result.error,
          result.retryable ? { 'retry-after': String(result.retryAfterSeconds ?? 60) } : {},
        );
    }
  }
  const response = accountJson({ sent: true, phone: maskedMobile(result.phone) });
  response.headers.append('set-cookie', signInSetCookie(binding.cookieValue, secure));
  return response;
});
