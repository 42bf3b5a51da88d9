/**
 * The app's content repository: Sanity when SANITY_PROJECT_ID is set, otherwise groq-js over the
 * tenants' NDJSON. Reads are cached in Next's data cache with per-site tags, so a Sanity webhook
 * (app/api/revalidate) can refresh one dealer without touching the others.
 */
import 'server-only';
import { readDataset } from '@forecourt/tenants';
import { unstable_cache } from 'next/cache';
import { env } from '@/env';
import { createEmbeddedSource } from './embedded';
import { createContentRepository, noCache, type CacheWrapper } from './repository';
import { sanitySourceFromEnv } from './sanity';
import type { ContentSource } from './source';

function createSource(): ContentSource {
  return sanitySourceFromEnv() ?? createEmbeddedSource(readDataset(env.CONTENT_DIR));
}

// Sanity reads go through Next's data cache, tagged per site so the webhook can refresh one dealer.
// The embedded dataset is already in memory: caching it on disk would only keep stale content
// across rebuilds after an NDJSON edit.
const nextCache: CacheWrapper = (key, tags, read) =>
  unstable_cache(read, ['content', env.SANITY_PROJECT_ID ?? '', env.SANITY_DATASET, key], { tags })();

const globalForContent = globalThis as unknown as { forecourtContent?: ReturnType<typeof createContentRepository> };

/** One repository per server process (the embedded dataset is read once). */
export const content = (globalForContent.forecourtContent ??= (() => {
  const source = createSource();
  return createContentRepository(source, source.name === 'sanity' ? nextCache : noCache);
})());

export { siteTag } from './repository';
export type * from './models';
