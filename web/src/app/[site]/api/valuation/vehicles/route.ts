/**
 * GET /api/valuation/vehicles — manual selection's next list of choices (the wizard's step 2 when the
 * shopper does not look the car up by its registration), drawn from the dealer group's own stock.
 *
 *   query ?year=2023&make=Toyota&model=Corolla (VehicleOptionsQuerySchema; each at most once, an empty
 *         value counts as absent, no other parameters)
 *   200   VehicleOptionsAnswer { field, options }: no query → years; year → makes; + make → models;
 *         + model → badges. Nothing matching → an empty list. Private: cached by the browser 5 minutes.
 *   400   { error }: a bad or repeated parameter       404  no trade-in on this site
 *   503   stock search unavailable
 */
import { VehicleOptionsQuerySchema } from '@forecourt/schemas/trade-in';
import { NextResponse } from 'next/server';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { TRADE_IN_MESSAGES } from '@/lib/trade-in/messages';
import { valuationEngine } from '@/lib/valuation';

export const dynamic = 'force-dynamic';

const MESSAGES = {
  repeated: 'Give each of year, make and model at most once.',
  unknown: 'Only year, make and model can be chosen.',
  year: 'Choose a year from the list.',
} as const;

function readQuery(params: URLSearchParams): string | { year?: number; make?: string; model?: string } {
  const entries = [...params].filter(([, value]) => value.trim() !== '');
  if (new Set(entries.map(([key]) => key)).size !== entries.length) return MESSAGES.repeated;
  // fromEntries makes a hostile key ('__proto__') an own property, which the strict schema refuses.
  const parsed = VehicleOptionsQuerySchema.safeParse(Object.fromEntries(entries));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue || issue.code === 'unrecognized_keys') return MESSAGES.unknown;
  return issue.path[0] === 'year' ? MESSAGES.year : issue.message;
}

export const GET = siteRoute(async ({ request, site }) => {
  if (!site.features.trade_in) return jsonError(404, TRADE_IN_MESSAGES.notOffered);
  const query = readQuery(request.nextUrl.searchParams);
  if (typeof query === 'string') return jsonError(400, query);
  const answer = await valuationEngine().vehicleOptions({ site, ...query });
  return NextResponse.json(answer, { headers: { 'cache-control': 'private, max-age=300' } });
});
