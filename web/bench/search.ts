/**
 * `npm run bench:search` — how fast the embedded engine indexes and answers, at 10k, 50k and 100k
 * vehicles spread over many dealer sites, through the adapter, the search service and GET /api/search.
 *
 * Representative query: 5 facets + a price range + a sort + page 2 (plus the service's disjunctive
 * counts). Prints a Markdown table (paste the latest into the README). Options:
 *   --sizes 10000,50000,100000   --queries 300   --no-api   --port 3150
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import http from 'node:http';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { dealerFromDataset, generateStock, type DealerInput } from '@forecourt/tenants/stock';
import { and, gte, lte, oneOf } from '../src/domain/filter';
import { siteStockFilter } from '../src/domain/stock-filter';
import { createEmbeddedSource } from '../src/lib/content/embedded';
import type { Site } from '../src/lib/content/models';
import { createContentRepository } from '../src/lib/content/repository';
import { createEmbeddedEngine } from '../src/lib/search/embedded';
import type { EngineQuery } from '../src/lib/search/engine';
import { decodeQuery } from '../src/lib/search/query';
import { searchStock } from '../src/lib/search/service';
import { importFeed } from '../src/lib/search/import/run';
import { storeSink } from '../src/lib/search/import/sink';
import { loadImportSite } from '../src/lib/search/import/site';
import { writeStoredStock } from '../src/lib/search/store';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,50000,100000' },
    queries: { type: 'string', default: '300' },
    'no-api': { type: 'boolean', default: false },
    port: { type: 'string', default: '3150' },
  },
});
const sizes = args.sizes.split(',').map(Number).filter((n) => n > 0);
const queryCount = Number(args.queries);
const now = new Date('2026-11-20T00:00:00Z');
const CLONES_PER_DEALER = 5; // 4 sample dealers x 5 = 20 sites

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
const ms = (n: number) => n.toFixed(1);

/** A copy of a sample dealer under new ids, so one index holds many dealers' stock. */
function cloneDealer(dealer: DealerInput, k: number): DealerInput {
  const suffix = k === 0 ? '' : `-b${k}`;
  return {
    site: {
      ...dealer.site,
      slug: `${dealer.site.slug}${suffix}`,
      dealerships: dealer.site.dealerships.map((d) => ({ ...d, dealership_id: `${d.dealership_id}${suffix}`, slug: `${d.slug}${suffix}` })),
    },
    locations: dealer.locations.map((l) => ({ ...l, location_id: `${l.location_id}${suffix}`, dealership_id: `${l.dealership_id}${suffix}` })),
  };
}

function siteFor(base: Site, dealer: DealerInput): Site {
  const ids = new Set(dealer.site.dealerships.map((d) => d.dealership_id));
  return { ...base, slug: dealer.site.slug, dealerships: base.dealerships.map((d, i) => ({ ...d, dealership_id: [...ids][i] ?? d.dealership_id })) };
}

const FACET_SETS = ['make', 'body', 'fuel', 'transmission', 'car_type'] as const;
const SORTS = ['price:asc', 'price:desc', 'year:desc', 'km:asc', 'custom_rank:desc'];

function representativeQuery(i: number): string {
  const low = 5000 + (i % 10) * 3000;
  return `price=${low}-${low + 40000}&sortBy=${SORTS[i % SORTS.length]}&page=2`;
}

async function main() {
  const docs = readDataset();
  const repo = createContentRepository(createEmbeddedSource(docs));
  const slugs = (await repo.siteHosts()).map((s) => s.slug).sort();
  const baseSites = new Map<string, Site>();
  for (const slug of slugs) baseSites.set(slug, (await repo.site(slug))!);
  const dealers = slugs.flatMap((slug) => Array.from({ length: CLONES_PER_DEALER }, (_, k) => cloneDealer(dealerFromDataset(docs, slug), k)));

  const rows: string[] = [];
  for (const size of sizes) {
    const perDealer = Math.ceil(size / dealers.length);
    const vehicles: Vehicle[] = dealers.flatMap((d, i) => generateStock(d, { now, seed: 1000 + i, count: perDealer })).slice(0, size);
    const sites = dealers.map((d) => siteFor(baseSites.get(d.site.slug.replace(/-b\d+$/, ''))!, d));

    const t0 = performance.now();
    const engine = await createEmbeddedEngine(vehicles);
    const indexMs = performance.now() - t0;
    // Whole heap after a collection: the vehicles plus the index (a difference is unreliable under GC).
    global.gc?.();
    const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;

    // Through the adapter: one engine query with 5 facets + a range + sort + page 2.
    const adapter: number[] = [];
    const service: number[] = [];
    for (let i = 0; i < queryCount; i++) {
      const site = sites[i % sites.length]!;
      const low = 5000 + (i % 10) * 3000;
      const q: EngineQuery = {
        filter: and(siteStockFilter(site, now), gte('price', low), lte('price', low + 40000), ...(i % 3 === 0 ? [oneOf('simple_body', ['suv', 'ute'])] : [])),
        sort: { field: (['price', 'year', 'km', 'custom_rank'] as const)[i % 4]!, direction: i % 2 ? 'asc' : 'desc' },
        offset: 21,
        limit: 21,
        facets: FACET_SETS.map((f) => ({ field: f === 'body' ? 'simple_body' : f === 'fuel' ? 'simple_fuel' : f === 'transmission' ? 'simple_transmission' : f })),
        stats: ['price'],
      };
      let t = performance.now();
      await engine.search([q]);
      adapter.push(performance.now() - t);
      t = performance.now();
      await searchStock(engine, site, decodeQuery(new URLSearchParams(representativeQuery(i) + (i % 3 === 0 ? '&body=suv&body=ute' : ''))), {
        now,
        facets: ['make', 'body', 'fuel', 'transmission', 'car_type'],
      });
      service.push(performance.now() - t);
    }
    const a = summarise(adapter);
    const s = summarise(service);
    const api = args['no-api'] ? undefined : await apiBench(size);
    const imported = await importBench(docs, vehicles);
    rows.push(
      `| ${size.toLocaleString('en-AU')} | ${ms(indexMs)} ms (${Math.round(size / (indexMs / 1000)).toLocaleString('en-AU')}/s) | ${global.gc ? `${heapMb.toFixed(0)} MB` : '–'} | ${ms(a.p50)} / ${ms(a.p95)} / ${ms(a.p99)} | ${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)} | ${api ? `${ms(api.p50)} / ${ms(api.p95)} / ${ms(api.p99)}` : '–'} | ${Math.round(imported).toLocaleString('en-AU')}/s |`,
    );
    console.error(rows.at(-1));
  }
  console.log('\n| vehicles | index build | heap after build | adapter p50 / p95 / p99 (ms) | service p50 / p95 / p99 (ms) | GET /api/search p50 / p95 / p99 (ms) | stock:import |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\n${queryCount} queries per size; ${dealers.length} dealer sites in one index; node ${process.version}, ${(await import('node:os')).cpus().length} cores.`);
}

/** The stock import (parse, normalise, validate, merge, save) of a JSON Lines feed of `vehicles`, in rows/s. */
async function importBench(docs: ReturnType<typeof readDataset>, vehicles: readonly Vehicle[]): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-import-'));
  try {
    const slug = 'harbour-toyota';
    const site = loadImportSite(docs, slug);
    const own = vehicles.filter((v) => v.dealership_id.startsWith('hbt')).map((v) => ({ ...v, dealership_id: 'hbt' }));
    const file = path.join(dir, 'feed.jsonl');
    const out = createWriteStream(file);
    for (const v of own) out.write(`${JSON.stringify(v)}\n`);
    await new Promise((resolve) => out.end(resolve));
    const summary = await importFeed({ site, file, sink: storeSink(dir, now), now, rejects: path.join(dir, 'rejects.jsonl') });
    if (summary.accepted === 0) throw new Error('the import accepted nothing');
    return summary.rowsPerSecond;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function get(port: number, host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same queries over HTTP against `next start`, with the stock written to a temporary data dir. */
async function apiBench(size: number) {
  const webDir = path.resolve(import.meta.dirname, '..');
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
    console.error('  (skipping /api/search: no production build; run npm run build first)');
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-'));
  const docs = readDataset();
  const slugs = (await createContentRepository(createEmbeddedSource(docs)).siteHosts()).map((s) => s.slug);
  for (const [i, slug] of slugs.entries()) {
    writeStoredStock(dataDir, slug, generateStock(dealerFromDataset(docs, slug), { now, seed: 2000 + i, count: Math.ceil(size / slugs.length) }));
  }
  const port = Number(args.port);
  const server: ChildProcess = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: webDir,
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await get(port, `${slugs[0]}.localhost`, '/api/search')) === 200) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    const samples: number[] = [];
    for (let i = 0; i < queryCount; i++) {
      const t = performance.now();
      const status = await get(port, `${slugs[i % slugs.length]}.localhost`, `/api/search?${representativeQuery(i)}`);
      samples.push(performance.now() - t);
      if (status !== 200) throw new Error(`/api/search answered ${status}`);
    }
    return summarise(samples);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
