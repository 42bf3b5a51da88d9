/**
 * The app's search engine: Typesense when TYPESENSE_URL (and a key) is set, otherwise the embedded
 * engine built in-process at start-up from each site's imported stock (the stock store) or, for a
 * sample site with nothing imported, from the sample stock generator. The embedded engine notices a
 * new import within a few seconds (it checks the store's file times) and upserts that site's stock.
 */
import 'server-only';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { stockFor } from '@forecourt/tenants/stock';
import { env } from '@/env';
import { content } from '@/lib/content';
import { createEmbeddedEngine } from './embedded';
import { SearchEngineError, type SearchEngine } from './engine';
import { replacementFromEngine } from './site-stock';
import { defaultDataDir, readStoredStock, storedStockVersion } from './store';
import { createTypesenseEngine } from './typesense';

const RECHECK_MS = 5_000;

interface EmbeddedState {
  engine: SearchEngine;
  versions: Map<string, number>;
  /**
   * The ids the engine holds for each site: a new import hides those it no longer has (site-stock.ts).
   * Only ids: the vehicles live in the engine, and keeping the feed's objects here as well kept a
   * second full copy of every vehicle alive beside the index (issue 18).
   */
  stock: Map<string, Set<string>>;
  checkedAt: number;
}

function siteStock(dataDir: string, slug: string): Vehicle[] {
  let stored;
  try {
    stored = readStoredStock(dataDir, slug);
  } catch (error) {
    // One dealer's broken store must not take every other dealer's search down with it.
    console.error(`[search] cannot read the imported stock of ${slug}; serving none for it`, error);
    return [];
  }
  if (stored) return stored.vehicles;
  try {
    return stockFor(slug);
  } catch {
    // A site from a real content source with no sample profile and nothing imported yet: no stock.
    return [];
  }
}

async function createEmbedded(): Promise<EmbeddedState> {
  const dataDir = defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR });
  const slugs = (await content.siteHosts()).map((s) => s.slug);
  const versions = new Map(slugs.map((slug) => [slug, storedStockVersion(dataDir, slug)]));
  const loaded = slugs.map((slug) => siteStock(dataDir, slug));
  const engine = await createEmbeddedEngine(loaded.flat());
  const stock = new Map(slugs.map((slug, i) => [slug, new Set(loaded[i]!.map((v) => v.id))]));
  // Held reservations survive a restart (not while `next build` prerenders: no database then).
  if (process.env.NEXT_PHASE !== 'phase-production-build') for (const slug of slugs) await reapplyReservations(engine, slug);
  return { engine, versions, stock, checkedAt: Date.now() };
}

/** Upserts the stock of any site whose store file changed since the last look (`force`: look now). */
async function refresh(state: EmbeddedState, force = false): Promise<void> {
  if (!force && Date.now() - state.checkedAt < RECHECK_MS) return;
  state.checkedAt = Date.now();
  const dataDir = defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR });
  for (const [slug, version] of state.versions) {
    const current = storedStockVersion(dataDir, slug);
    if (current === version || current === 0) continue;
    state.versions.set(slug, current);
    try {
      const stored = readStoredStock(dataDir, slug);
      if (stored) {
        await state.engine.upsert(await replacementFromEngine(state.engine, state.stock.get(slug) ?? [], stored.vehicles));
        state.stock.set(slug, new Set(stored.vehicles.map((v) => v.id)));
        await reapplyReservations(state.engine, slug);
      }
    } catch (error) {
      console.error(`[search] cannot load the new stock of ${slug}; keeping the previous`, error);
    }
  }
}

/**
 * A feed never un-reserves a car: the reservations (the database) are the truth, so their held cars
 * are marked reserved again over the import just loaded (lib/reservations/reserved-flags.ts).
 */
async function reapplyReservations(engine: SearchEngine, slug: string): Promise<void> {
  try {
    const site = await content.site(slug);
    if (!site) return;
    const [{ db }, { reapplyHeld }] = await Promise.all([import('@/lib/db'), import('@/lib/reservations/reserved-flags')]);
    await reapplyHeld(await db(), engine, site, await content.locations(site));
  } catch (error) {
    console.error(`[search] could not mark the reserved cars of ${slug} after its import`, error);
  }
}

const globalForSearch = globalThis as unknown as { forecourtSearch?: Promise<SearchEngine>; forecourtEmbedded?: EmbeddedState };

function create(): Promise<SearchEngine> {
  if (env.TYPESENSE_URL && env.TYPESENSE_API_KEY) {
    return Promise.resolve(
      createTypesenseEngine({ url: env.TYPESENSE_URL, apiKey: env.TYPESENSE_API_KEY, collection: env.TYPESENSE_COLLECTION }),
    );
  }
  return createEmbedded().then((state) => {
    globalForSearch.forecourtEmbedded = state;
    const { engine } = state;
    // Same engine, with an import check before each batch of queries.
    const watched: SearchEngine = {
      name: engine.name,
      search: async (queries) => {
        await refresh(state);
        return engine.search(queries);
      },
      upsert: (vehicles) => engine.upsert(vehicles),
      list: (filter) => engine.list(filter),
    };
    return watched;
  });
}

/** One engine per server process; a failed start is retried on the next request. */
export function searchEngine(): Promise<SearchEngine> {
  globalForSearch.forecourtSearch ??= create().catch((error: unknown) => {
    globalForSearch.forecourtSearch = undefined;
    throw error instanceof SearchEngineError ? error : new SearchEngineError('The search engine could not start', { cause: error });
  });
  return globalForSearch.forecourtSearch;
}

/**
 * Makes the embedded engine read any new import now instead of within RECHECK_MS, so pages
 * revalidated right after an import render the new stock. Typesense is written by the import
 * itself: nothing to do.
 */
export async function loadNewImports(): Promise<void> {
  await searchEngine();
  const state = globalForSearch.forecourtEmbedded;
  if (state) await refresh(state, true);
}

export * from './service';
export * from './query';
export type { SearchEngine } from './engine';
