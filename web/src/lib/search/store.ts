/**
 * Where the embedded engine's imported stock lives between runs: one JSON file per site under the
 * data directory (default `<repo>/.data/stock/<site>.json`). The stock import CLI writes it; the
 * server loads it at start-up (and when the file changes), falling back to the sample generator for
 * sample sites with no imported stock. Typesense keeps its own copy; this store is only for the
 * embedded default.
 *
 * Plain Node (no 'server-only'), so the CLI can use it too.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Vehicle } from '@forecourt/schemas/vehicle';
import { z } from 'zod';

const SITE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `<repo>/.data`, found from the working directory (repo root or web/), unless DATA_DIR is set. */
export function defaultDataDir(from = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  if (env.DATA_DIR) return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(/*turbopackIgnore: true*/ path.join(dir, 'turbo.json'))) return path.join(dir, '.data');
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ from, '.data');
    dir = parent;
  }
}

export function stockFile(dataDir: string, site: string): string {
  if (!SITE.test(site)) throw new Error(`Not a site slug: ${JSON.stringify(site)}`);
  return path.join(/*turbopackIgnore: true*/ dataDir, 'stock', `${site}.json`);
}

const StoredStock = z.object({ site: z.string(), updated_at: z.string(), vehicles: z.array(Vehicle) });
export type StoredStock = z.infer<typeof StoredStock>;

/** The site's imported stock, or undefined when nothing was imported. A corrupt file is an error, not "empty". */
export function readStoredStock(dataDir: string, site: string): StoredStock | undefined {
  const file = stockFile(dataDir, site);
  if (!existsSync(/*turbopackIgnore: true*/ file)) return undefined;
  const parsed = StoredStock.safeParse(JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not valid stored stock: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/** Last modification time (ms) of the site's stock file, or 0 when absent: lets the server notice an import. */
export function storedStockVersion(dataDir: string, site: string): number {
  const file = stockFile(dataDir, site);
  return existsSync(/*turbopackIgnore: true*/ file) ? statSync(/*turbopackIgnore: true*/ file).mtimeMs : 0;
}

/** Replaces the site's stock atomically (write a temporary file, then rename), so a reader never sees half a file. */
export function writeStoredStock(dataDir: string, site: string, vehicles: readonly Vehicle[], now = new Date()): void {
  const file = stockFile(dataDir, site);
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const body: StoredStock = { site, updated_at: now.toISOString(), vehicles: [...vehicles] };
  writeFileSync(/*turbopackIgnore: true*/ tmp, JSON.stringify(body));
  renameSync(/*turbopackIgnore: true*/ tmp, file);
}
