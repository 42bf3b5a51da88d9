/**
 * Host -> site. Every request is rewritten to /<site>/<path> from its Host header alone, so a path
 * or query string can never select another dealer. The platform's own hosts (localhost) get the
 * index of sample sites; any other host gets a neutral 404. (Junk router headers are refused before
 * this runs, in lib/http/server-hooks.ts: Next removes them from the request the proxy sees.)
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { resolveHost } from '@/lib/tenancy/host';
import { hostMap } from '@/lib/tenancy/sites';

export async function proxy(request: NextRequest) {
  const match = resolveHost(request.headers.get('host'), await hostMap(), env.PLATFORM_HOSTS);
  const url = request.nextUrl.clone();
  const path = url.pathname === '/' ? '' : url.pathname;
  switch (match.kind) {
    case 'site':
      url.pathname = `/${match.slug}${path}`;
      break;
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
  matcher: ['/((?!_next/static|_next/image|media/|api/revalidate|favicon.ico).*)'],
};
