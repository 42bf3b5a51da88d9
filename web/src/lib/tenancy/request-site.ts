import 'server-only';
import { headers } from 'next/headers';
import { content, type Site } from '@/lib/content';
import { resolveHost } from './host';
import { hostMap } from './sites';

/**
 * The site of the current request from its Host header, for the few places that get no route
 * params (a segment's not-found page). Pages use loadSite(params.site) instead.
 */
export async function requestSite(): Promise<Site | undefined> {
  const match = resolveHost((await headers()).get('host'), await hostMap(), []);
  return match.kind === 'site' ? content.site(match.slug) : undefined;
}
