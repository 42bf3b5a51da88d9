/**
 * For the trade-in route tests (not app code): the sample content with one more site that has no
 * trade-ins and saves no valuations, and a same-origin JSON post to a route of a site.
 */
import { NextRequest } from 'next/server';
import type { Site } from '@/lib/content/models';
// Not ./test-fixture: the route tests mock '@/lib/content' with routeContent, and that file's imports
// reach '@/lib/content' (through the intake), which would need routeContent before it exists.
import { A, B, repo } from '@/lib/leads/intake/test-fixture';

/** Southern Cross Motors' content under another slug, with features.trade_in and save_valuation off. */
export const NO_TRADE_IN = 'no-trade-in-motors';

export const routeContent: typeof repo = {
  ...repo,
  site: async (slug: string): Promise<Site | undefined> => {
    if (slug !== NO_TRADE_IN) return repo.site(slug);
    const base = await repo.site(B);
    return base && { ...base, slug: NO_TRADE_IN, features: { ...base.features, trade_in: false, save_valuation: false } };
  },
};

type Handler = (request: NextRequest, context: { params: Promise<{ site: string }> }) => Promise<Response>;

let ip = 0;

/** POST `body` (text, or JSON of anything else) to `path` on `site`, from that site's own page; a header given as '' is left out. */
export function post(
  handler: Handler,
  path: string,
  body: unknown,
  { site = A, headers = {} }: { site?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const host = `${site}.localhost:3000`;
  const all: Record<string, string> = {
    host,
    origin: `http://${host}`,
    'content-type': 'application/json',
    'x-forwarded-for': `192.0.2.${(++ip % 250) + 1}`,
    ...headers,
  };
  const request = new NextRequest(`http://${host}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
  });
  return handler(request, { params: Promise.resolve({ site }) });
}
