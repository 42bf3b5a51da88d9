/**
 * The host map the proxy resolves against: every site's domains plus `<slug>.localhost`, read from the
 * content source and kept for HOST_MAP_TTL_SECONDS. A content outage keeps serving the last good map.
 */
import 'server-only';
import { readDataset } from '@forecourt/tenants';
import { env } from '@/env';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { createSanitySource } from '@/lib/content/sanity';
import { buildHostMap } from './host';

const repository = createContentRepository(
  env.SANITY_PROJECT_ID
    ? createSanitySource({
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_TOKEN,
      })
    : createEmbeddedSource(readDataset(env.CONTENT_DIR)),
);

let cached: { map: Map<string, string>; at: number } | undefined;
let inflight: Promise<Map<string, string>> | undefined;

export async function hostMap(now = Date.now()): Promise<Map<string, string>> {
  if (cached && now - cached.at < env.HOST_MAP_TTL_SECONDS * 1000) return cached.map;
  inflight ??= repository
    .siteHosts()
    .then((sites) => {
      cached = { map: buildHostMap(sites), at: Date.now() };
      return cached.map;
    })
    .catch((error: unknown) => {
      if (cached) {
        console.warn('[tenancy] host map refresh failed; keeping the previous one', error);
        return cached.map;
      }
      throw error;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}
