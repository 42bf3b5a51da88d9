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
  /** 'drafts' (draft mode) needs a token that can read drafts. */
  perspective?: 'published' | 'drafts';
  /**
   * Another host speaking the Content Lake's query API (tests run a local one: test/support/
   * fake-content-lake.ts). Queried at `<apiHost>/v<apiVersion>/data/query/<dataset>`, without the
   * project sub-domain, which only exists on Sanity's own host.
   */
  apiHost?: string;
}

export function createSanityClient(config: SanitySourceConfig) {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    // Never the API CDN: the app caches every read itself (Next's data cache, by site tag) and a
    // webhook expires it the moment a document is published; a read right after that could get the
    // CDN's older answer and cache it again until the next publish. Drafts are not on the CDN anyway.
    useCdn: false,
    perspective: config.perspective ?? 'published',
    ...(config.apiHost ? { apiHost: config.apiHost.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  });
}

export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createSanityClient(config);
  return {
    name: 'sanity',
    fetch: (query: string, params: QueryParams = {}) => client.fetch<unknown>(query, params as Record<string, unknown>),
  };
}

/**
 * The Content Lake configuration the environment gives, or undefined when SANITY_PROJECT_ID is unset.
 * The one reading of the SANITY_* variables: the app's repository, the proxy's host map and the
 * draft-mode check each build a client, and two copies of this config had already drifted apart once
 * (the host map ignored SANITY_API_HOST).
 */
export function sanityConfigFromEnv(perspective: 'published' | 'drafts' = 'published', env: Env = processEnv): SanitySourceConfig | undefined {
  if (!env.SANITY_PROJECT_ID) return undefined;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_API_TOKEN,
    apiHost: env.SANITY_API_HOST,
    perspective,
  };
}

/** The Content Lake source the environment configures, or undefined without SANITY_PROJECT_ID. */
export function sanitySourceFromEnv(env: Env = processEnv, perspective: 'published' | 'drafts' = 'published'): ContentSource | undefined {
  const config = sanityConfigFromEnv(perspective, env);
  return config && createSanitySource(config);
}
