/** The production content source: Sanity's Content Lake through @sanity/client. */
import 'server-only';
import { createClient } from '@sanity/client';
import { env as processEnv, type Env } from '@/env';
import type { ContentSource, QueryParams } from './source';

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /**
   * Another host speaking the Content Lake's query API (tests run a local one: test/support/
   * fake-content-lake.ts). Queried at `<apiHost>/v<apiVersion>/data/query/<dataset>`, without the
   * project sub-domain or the API CDN, which only exist on Sanity's own host.
   */
  apiHost?: string;
}

export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    // Published content only; the CDN is fine because pages are cached and revalidated by tag.
    useCdn: !config.token && !config.apiHost,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  });
  return {
    name: 'sanity',
    fetch: (query: string, params: QueryParams = {}) => client.fetch<unknown>(query, params as Record<string, unknown>),
  };
}

/**
 * The Content Lake source the environment configures, or undefined when SANITY_PROJECT_ID is unset.
 * The one reading of the SANITY_* variables: the app's repository and the proxy's host map each build
 * a source, and two copies of this config had already drifted apart once (the host map ignored
 * SANITY_API_HOST).
 */
export function sanitySourceFromEnv(env: Env = processEnv): ContentSource | undefined {
  if (!env.SANITY_PROJECT_ID) return undefined;
  return createSanitySource({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_API_TOKEN,
    apiHost: env.SANITY_API_HOST,
  });
}
