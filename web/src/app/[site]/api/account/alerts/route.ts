/**
 * POST /api/account/alerts — the signed-in shopper turns SMS alerts about watched cars on or off
 * (their consent; off by default). lib/watch-alerts sends them.
 *   body  {"price_alerts": true|false}  application/json, at most 2 KB
 *   200   {price_alerts}   the stored choice
 *   400   {error} not JSON / not that shape      401 no live session of this site
 *   403   cross-site                              413 over 2 KB     415 not JSON
 */
import { z } from 'zod';
import { requestUser } from '@/lib/auth/current-user';
import { accountJson, readJsonRequest, refuse } from '@/lib/auth/http';
import { db } from '@/lib/db';
import { setPriceAlerts } from '@/lib/db/users';
import { siteRoute } from '@/lib/http/site-route';

export const dynamic = 'force-dynamic';

const ALERTS_MESSAGES = {
  signIn: 'Please sign in to change your alerts.',
  choice: 'Say whether to send alerts (price_alerts: true or false).',
} as const;

const Body = z.strictObject({ price_alerts: z.boolean({ error: ALERTS_MESSAGES.choice }) });

export const POST = siteRoute(async ({ request, site }) => {
  const body = await readJsonRequest(request, Body);
  if (!body.ok) return body.response;
  const database = await db();
  const user = await requestUser(request, site.slug, database);
  if (!user) return refuse(401, ALERTS_MESSAGES.signIn);
  const stored = await setPriceAlerts(database, site.slug, user.id, body.data.price_alerts);
  // The account went between the two statements (deleted): as signed out.
  if (stored === undefined) return refuse(401, ALERTS_MESSAGES.signIn);
  return accountJson({ price_alerts: stored });
});
