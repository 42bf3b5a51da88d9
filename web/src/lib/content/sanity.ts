/** The production content source: Sanity's Content Lake through @sanity/client. */
import 'server-only';
import { createClient } from '@sanity/client';
import type { ContentSource, QueryParams } from './source';

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** 'drafts' (draft mode) needs a token that can read drafts; it never uses the CDN. */
  perspective?: 'published' | 'drafts';
}

export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createSanityClient(config);
  return {
    name: 'sanity',
    fetch: (query: string, params: QueryParams = {}) => client.fetch<unknown>(query, params as Record<string, unknown>),
  };
}

export function createSanityClient(config: SanitySourceConfig) {
  const perspective = config.perspective ?? 'published';
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    // Published content: the CDN is fine because pages are cached and revalidated by tag. Drafts are
    // read fresh from the API with the token, and never cached (see index.ts).
    useCdn: perspective === 'published' && !config.token,
    perspective,
  });
}
