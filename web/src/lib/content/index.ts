/**
 * The app's content repository: Sanity when SANITY_PROJECT_ID is set, otherwise groq-js over the
 * tenants' NDJSON. Reads are cached in Next's data cache with per-site tags, so a Sanity webhook
 * (app/api/revalidate) can refresh one dealer without touching the others.
 *
 * In draft mode (app/[site]/api/draft-mode) every read of that request uses the drafts perspective
 * instead, uncached: an editor sees their unpublished changes, and nothing they see can reach a
 * shopper through a cache.
 */
import 'server-only';
import { readDataset } from '@forecourt/tenants';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { env } from '@/env';
import { createEmbeddedSource } from './embedded';
import type { ContentPerspective } from './perspective';
import { createContentRepository, noCache, type CacheWrapper, type ContentRepository } from './repository';
import { sanitySourceFromEnv } from './sanity';
import type { ContentSource } from './source';

function createSource(perspective: ContentPerspective): ContentSource {
  return sanitySourceFromEnv(env, perspective) ?? createEmbeddedSource(readDataset(env.CONTENT_DIR), perspective);
}

// Sanity reads go through Next's data cache, tagged per site so the webhook can refresh one dealer.
// The embedded dataset is already in memory: caching it on disk would only keep stale content
// across rebuilds after an NDJSON edit.
const nextCache: CacheWrapper = (key, tags, read) =>
  unstable_cache(read, ['content', env.SANITY_PROJECT_ID ?? '', env.SANITY_DATASET, key], { tags })();

const globalForContent = globalThis as unknown as { forecourtContent?: ContentRepository; forecourtDrafts?: ContentRepository };

/** One repository per server process (the embedded dataset is read once). */
const published = (globalForContent.forecourtContent ??= (() => {
  const source = createSource('published');
  return createContentRepository(source, source.name === 'sanity' ? nextCache : noCache);
})());

/** Made on the first draft-mode request only: shoppers' servers never read drafts. */
const drafts = (): ContentRepository => (globalForContent.forecourtDrafts ??= createContentRepository(createSource('drafts'), noCache));

/**
 * Whether this request is in draft mode. Outside a request (the delivery worker, start-up) and in the
 * proxy there is no draft mode to read: published content.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * Drafts are read only where a preview could have been opened: with Sanity, a token that can read
 * them; with the embedded source, PREVIEW_SECRET. A draft-mode cookie left from another configuration
 * then just shows published content (no anonymous drafts query that the Lake would refuse).
 */
const draftsReadable = env.SANITY_PROJECT_ID ? Boolean(env.SANITY_API_TOKEN) : Boolean(env.PREVIEW_SECRET);

/**
 * The repository every page and route reads through: each call asks which perspective the current
 * request is in, so no caller has to pass it on (and none can forget to).
 */
function perRequest(): ContentRepository {
  const wrapped: Record<string, unknown> = { source: published.source };
  for (const [name, read] of Object.entries(published)) {
    if (typeof read !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      const repository = draftsReadable && (await isDraftMode()) ? drafts() : published;
      return (repository[name as keyof ContentRepository] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return wrapped as ContentRepository;
}

export const content: ContentRepository = perRequest();

export { siteTag } from './repository';
export type * from './models';
