/**
 * Host -> site. Every request is rewritten to /<site>/<path> from its Host header alone, so a path
 * or query string can never select another dealer. The platform's own hosts (localhost) get the
 * index of sample sites; any other host gets a neutral 404. (Junk router headers are refused before
 * this runs, in lib/http/server-hooks.ts: Next removes them from the request the proxy sees.)
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { hasSessionCookie } from '@/lib/auth/cookie-names';
import { sameSitePath, sameSiteReferer } from '@/lib/http/same-site-path';
import { gateFor, signInPath } from '@/lib/routes/gates';
import { resolveHost } from '@/lib/tenancy/host';
import { hostMap, siteGating } from '@/lib/tenancy/sites';

/**
 * A signed-out visitor on a gated path goes to sign-in before anything renders. Only the cookie's
 * presence is checked here (no database in the proxy); a gated page checks the session itself and
 * sends a stale or forged cookie to sign-in the same way.
 */
async function signInRedirect(request: NextRequest, slug: string): Promise<NextResponse | undefined> {
  const gating = await siteGating(slug);
  const kind = gateFor(request.nextUrl.pathname, gating.routes, { garage: gating.garage });
  if (!kind || hasSessionCookie(request.cookies)) return undefined;
  const redirect = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const from = sameSiteReferer(request.headers, request.headers.get('host'));
  const location = signInPath(kind, redirect, sameSitePath(from ? `${from.pathname}${from.search}` : undefined, '/'));
  // Next wants an absolute URL here; on the request's own origin it sends the Location relative,
  // so the visitor stays on the host they asked for.
  const response = NextResponse.redirect(new URL(location, request.nextUrl), 307);
  response.headers.set('cache-control', 'no-store');
  return response;
}

export async function proxy(request: NextRequest) {
  const match = resolveHost(request.headers.get('host'), await hostMap(), env.PLATFORM_HOSTS);
  const url = request.nextUrl.clone();
  const path = url.pathname === '/' ? '' : url.pathname;
  switch (match.kind) {
    case 'site': {
      const gate = await signInRedirect(request, match.slug);
      if (gate) return gate;
      url.pathname = `/${match.slug}${path}`;
      break;
    }
    case 'platform':
      url.pathname = `/platform${path}`;
      break;
    case 'unknown':
      url.pathname = '/platform/unknown-host';
      break;
  }
  return NextResponse.rewrite(url);
}

export const config = {
  // Static build output, the shared media library and the signed Sanity webhook are the same for every host.
  matcher: ['/((?!_next/static|_next/image|media/|api/revalidate|api/payments/webhook|favicon.ico).*)'],
};
