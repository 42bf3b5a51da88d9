/**
 * For tests: an embedded search engine over the sample generator's stock of the given sites, built
 * once per set of sites and shared by the tests of a file (building one takes a moment).
 */
import { stockFor } from '@forecourt/tenants/stock';
import { createEmbeddedEngine } from './embedded';
import type { SearchEngine } from './engine';

const engines = new Map<string, Promise<SearchEngine>>();

export function sampleEngine(...sites: string[]): Promise<SearchEngine> {
  const key = [...sites].sort().join('|');
  let engine = engines.get(key);
  if (!engine) {
    engine = createEmbeddedEngine(sites.flatMap((site) => stockFor(site)));
    engines.set(key, engine);
  }
  return engine;
}
