/**
 * The host map the proxy resolves against: every site's domains plus `<slug>.localhost`, read from the
 * content source and kept for HOST_MAP_TTL_SECONDS. A content outage keeps serving the last good map.
 */
import 'server-only';
import { readDataset } from '@forecourt/tenants';
import { env } from '@/env';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { sanitySourceFromEnv } from '@/lib/content/sanity';
import { garageEnabled } from '@/domain/garage';
import type { SiteGating } from '@/lib/routes/gates';
import { buildHostMap } from './host';

const repository = createContentRepository(sanitySourceFromEnv() ?? createEmbeddedSource(readDataset(env.CONTENT_DIR)));

interface Directory {
  map: Map<string, string>;
  /** Site slug → how its paths are gated (lib/routes/gates.ts), read with the hosts so the proxy asks once. */
  gated: Map<string, SiteGating>;
}

let cached: (Directory & { at: number }) | undefined;
let inflight: Promise<Directory> | undefined;

async function directory(now: number): Promise<Directory> {
  if (cached && now - cached.at < env.HOST_MAP_TTL_SECONDS * 1000) return cached;
  inflight ??= repository
    .siteHosts()
    .then((sites) => {
      cached = { map: buildHostMap(sites), gated: new Map(sites.map((s) => [s.slug, { routes: s.gated_routes, garage: garageEnabled(s) }])), at: Date.now() };
      return cached;
    })
    .catch((error: unknown) => {
      if (cached) {
        console.warn('[tenancy] host map refresh failed; keeping the previous one', error);
        return cached;
      }
      throw error;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

export async function hostMap(now = Date.now()): Promise<Map<string, string>> {
  return (await directory(now)).map;
}

/** How the site's paths are gated: its gated routes as content lists them, and whether it has a garage (none for an unknown slug). */
export async function siteGating(slug: string, now = Date.now()): Promise<SiteGating> {
  return (await directory(now)).gated.get(slug) ?? { routes: [], garage: false };
}
