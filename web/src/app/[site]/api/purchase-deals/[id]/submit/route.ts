/**
 * POST /api/purchase-deals/{id}/submit — the finished online purchase goes to the dealer as ONE lead
 * (form 'online_purchase': ADF with the car, trade-in and finance, and the CRM webhook), once the
 * deal's deposit is held (lib/purchase/deals.ts). Submitting twice answers the same lead.
 *
 *   body  {} (JSON: the same-origin and content-type checks are what stop a cross-site submit)
 *   201 PurchaseSubmitAnswer {deal_id, lead_id, reservation_id}   200 the same answer again
 *   400 not JSON / not {}   401 signed out   403 cross-site   404 not this shopper's deal on this site
 *   409 a step is missing, the deposit is not held yet, or the deal was abandoned
 *   413 over 1 KB   415 not application/json   429 over 30 per client per 10 minutes
 */
import { PURCHASE_MESSAGES, PurchaseSubmitSchema } from '@forecourt/schemas/checkout';
import { requestUser } from '@/lib/auth/current-user';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { appPurchaseDeps } from '@/lib/purchase/app';
import { submitPurchase } from '@/lib/purchase/deals';
import { readPurchaseBody } from '@/lib/purchase/request-body';
import { answerJson } from '@/lib/http/answer-json';

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 1024;
const CLIENT_LIMIT = { name: 'purchase-submit', max: 30, windowMs: 10 * 60 * 1000 } as const;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const POST = siteRoute(async ({ request, site }) => {
  const id = request.nextUrl.pathname.split('/').at(-2) ?? '';
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const body = await readPurchaseBody(request, host, PurchaseSubmitSchema, MAX_BODY_BYTES);
  if (!body.ok) return answerJson(body);
  const deps = await appPurchaseDeps();
  const user = await requestUser(request, site, deps.db);
  if (!user) return jsonError(401, PURCHASE_MESSAGES.signIn);
  if (!ID.test(id)) return jsonError(404, PURCHASE_MESSAGES.unknownDeal);
  const refused = await overClientLimit(deps.db, request.headers, CLIENT_LIMIT, deps.now());
  if (refused) return refused;
  return answerJson(await submitPurchase(site, user.id, id, deps));
});
