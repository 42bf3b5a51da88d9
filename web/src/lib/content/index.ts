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
import { createContentRepository, type CacheWrapper } from './repository';
import { createSanitySource } from './sanity';
import type { ContentSource } from './source';

function createSource(): ContentSource {
  if (env.SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      token: env.SANITY_API_TOKEN,
    });
  }
  return createEmbeddedSource(readDataset(env.CONTENT_DIR));
}

const nextCache: CacheWrapper = (key, tags, read) => unstable_cache(read, ['content', key], { tags })();

const globalForContent = globalThis as unknown as { forecourtContent?: ReturnType<typeof createContentRepository> };

/** One repository per server process (the embedded dataset is read once). */
export const content = (globalForContent.forecourtContent ??= createContentRepository(createSource(), nextCache));

export { siteTag } from './repository';
export type * from './models';
