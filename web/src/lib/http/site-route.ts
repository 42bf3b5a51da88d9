/**
 * The one wrapper for site route handlers: resolves the site from the path the proxy rewrote from the
 * Host header (never from the body or query), and turns failures into JSON errors with a message —
 * logged on the server, never a stack trace to the caller.
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { content, type Site } from '@/lib/content';
import { DatabaseError } from '@/lib/db/errors';
import { SearchEngineError } from '@/lib/search/engine';

export interface SiteRouteContext {
  request: NextRequest;
  site: Site;
}

type Handler = (context: SiteRouteContext) => Promise<Response>;

export function jsonError(status: number, error: string, headers: HeadersInit = {}): NextResponse {
  return NextResponse.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export function siteRoute(handler: Handler) {
  return async (request: NextRequest, { params }: { params: Promise<{ site: string }> }): Promise<Response> => {
    const { site: slug } = await params;
    let site: Site | undefined;
    try {
      site = await content.site(slug);
    } catch (error) {
      console.error(`[api] content unavailable for ${slug}`, error);
      return jsonError(503, 'This site is temporarily unavailable. Please try again shortly.');
    }
    if (!site) return jsonError(404, 'There is no dealer site at this address.');
    try {
      return await handler({ request, site });
    } catch (error) {
      if (error instanceof DatabaseError) {
        console.error(`[api] database error on ${slug} ${request.nextUrl.pathname}`, error);
        return jsonError(503, 'This service is temporarily unavailable. Please try again shortly.', { 'retry-after': '5' });
      }
      if (error instanceof SearchEngineError) {
        console.error(`[api] search engine error on ${slug} ${request.nextUrl.pathname}`, error);
        return jsonError(503, 'Search is temporarily unavailable. Please try again shortly.', { 'retry-after': '5' });
      }
      console.error(`[api] unexpected error on ${slug} ${request.nextUrl.pathname}`, error);
      return jsonError(500, 'Something went wrong on our side. Please try again.');
    }
  };
}
