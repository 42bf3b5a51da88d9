/**
 * Where imported stock goes. The import only needs two operations, so it depends on this small
 * interface rather than on an engine: the embedded engine's stock store (default: the server loads
 * it) or any SearchEngine (Typesense) through `list` + `upsert`.
 */
import { existsSync } from 'node:fs';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { oneOf } from '../../../domain/filter';
import type { SearchEngine } from '../engine';
import { readStoredStock, stockFile, writeStoredStock } from '../store';
import type { ImportSite } from './site';

export interface StockSink {
  /** For the summary: where the stock went. */
  readonly description: string;
  /** Every stored vehicle of the site, any status. */
  load(site: ImportSite): Promise<Vehicle[]>;
  /** `all` is the site's whole stock after the import; `changed` the vehicles that differ from what `load` returned. */
  save(site: ImportSite, stock: { all: readonly Vehicle[]; changed: readonly Vehicle[] }): Promise<void>;
}

/** The embedded engine's store: one JSON file per site (rewritten atomically, and only when something changed). */
export function storeSink(dataDir: string, now: Date): StockSink {
  return {
    description: `embedded store ${dataDir}`,
    load: (site) => Promise.resolve().then(() => readStoredStock(dataDir, site.slug)?.vehicles ?? []),
    save: (site, { all, changed }) =>
      Promise.resolve().then(() => {
        // An empty first import is still written: "imported, no stock" differs from "never imported".
        if (changed.length === 0 && existsSync(stockFile(dataDir, site.slug))) return;
        writeStoredStock(dataDir, site.slug, all, now);
      }),
  };
}

const UPSERT_BATCH = 2_000;

/** Any search engine: the site's vehicles are those of its dealerships; only changed vehicles are upserted. */
export function engineSink(engine: Pick<SearchEngine, 'name' | 'list' | 'upsert'>): StockSink {
  return {
    description: `${engine.name} search engine`,
    async load(site) {
      return engine.list(oneOf('dealership_id', site.dealerships.map((d) => d.dealership_id)));
    },
    async save(_site, { changed }) {
      for (let i = 0; i < changed.length; i += UPSERT_BATCH) await engine.upsert(changed.slice(i, i + UPSERT_BATCH));
    },
  };
}
