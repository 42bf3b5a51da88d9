/**
 * The online purchase journey's draft (issue 16; spec §2 /checkout-journey; lib/purchase/deals.ts).
 * For the signed-in shopper only: deals are kept per account so another device resumes them.
 *
 * GET ?car_id={id or slug}
 *   200 PurchaseDealView    401 signed out    404 no draft for this car, or no such car here
 * PUT PurchaseDealSave {car_id, step, data}; JSON, at most 8 KB
 *   201 the new draft's PurchaseDealView      200 the draft updated
 *   400 not JSON / not that shape / the step's data does not pass: { error, fields } (nothing saved)
 *   401 signed out   403 cross-site   404 no online purchase of this car   409 the car was just reserved
 *   413 over 8 KB    415 not application/json   429 over 120 saves per client per 10 minutes
 */
import { PURCHASE_MESSAGES, PurchaseDealSaveSchema } from '@forecourt/schemas/checkout';
import { requestUser } from '@/lib/auth/current-user';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { appPurchaseDeps } from '@/lib/purchase/app';
import { findDraft, saveDealStep } from '@/lib/purchase/deals';
import { readPurchaseBody } from '@/lib/purchase/request-body';
import { answerJson } from '@/lib/http/answer-json';

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 8 * 1024;
const CLIENT_LIMIT = { name: 'purchase', max: 120, windowMs: 10 * 60 * 1000 } as const;
const CAR_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export const GET = siteRoute(async ({ request, site }) => {
  const carId = request.nextUrl.searchParams.get('car_id')?.trim() ?? '';
  const deps = await appPurchaseDeps();
  const user = await requestUser(request, site, deps.db);
  if (!user) return jsonError(401, PURCHASE_MESSAGES.signIn);
  if (!CAR_ID.test(carId)) return jsonError(404, PURCHASE_MESSAGES.notAvailable);
  return answerJson(await findDraft(site, user.id, carId, deps));
});

export const PUT = siteRoute(async ({ request, site }) => {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readPurchaseBody(request, host, PurchaseDealSaveSchema, MAX_BODY_BYTES);
  if (!body.ok) return answerJson(body);
  const deps = await appPurchaseDeps();
  const user = await requestUser(request, site, deps.db);
  if (!user) return jsonError(401, PURCHASE_MESSAGES.signIn);
  const refused = await overClientLimit(deps.db, request.headers, CLIENT_LIMIT, deps.now());
  if (refused) return refused;
  return answerJson(await saveDealStep(site, user.id, body.data, deps));
});
