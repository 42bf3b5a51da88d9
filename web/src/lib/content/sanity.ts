/** The production content source: Sanity's Content Lake through @sanity/client. */
import 'server-only';
import { createClient } from '@sanity/client';
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
