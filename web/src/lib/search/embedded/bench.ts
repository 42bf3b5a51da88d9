/**
 * Quick benchmark of the embedded engine (not a test: timings depend on the machine).
 *   npx tsx src/lib/search/embedded/bench.ts [sizes...]     e.g. 10000 50000
 * Prints indexing throughput and p50/p95 of a faceted search page query (site scope + 5 facets +
 * a price range + sort + page 2), with and without free text.
 */
import { stockFor } from '@forecourt/tenants/stock';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { and, eq, gte, lte, oneOf, type Filter } from '@/domain/filter';
import type { EngineQuery } from '../engine';
import { createEmbeddedEngine } from './embedded-engine';

const NOW = Date.UTC(2025, 6, 1);
const DEALERS = ['gateway-car-superstore', 'southern-cross-motors', 'harbour-toyota', 'coorong-caravans'];

function inventory(size: number): Vehicle[] {
  const per = Math.ceil(size / DEALERS.length);
  return DEALERS.flatMap((slug) => stockFor(slug, { now: NOW, seed: 7, count: per })).slice(0, size);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function queries(vehicles: readonly Vehicle[], n: number, withText: boolean): EngineQuery[] {
  const makes = [...new Set(vehicles.map((v) => v.make))];
  const dealerships = [...new Set(vehicles.map((v) => v.dealership_id))];
  const out: EngineQuery[] = [];
  for (let i = 0; i < n; i++) {
    const parts: Filter[] = [
      oneOf('dealership_id', dealerships.slice(0, 1 + (i % dealerships.length))),
      oneOf('status', ['in_stock', 'coming_soon']),
      eq('show_on_dealer_website', true),
      gte('price', 5000 + (i % 7) * 2000),
      lte('price', 60000 + (i % 5) * 10000),
    ];
    if (i % 3 === 0) parts.push(eq('make', makes[i % makes.length]!));
    out.push({
      filter: and(...parts),
      text: withText ? ['auto', 'white', 'sport', 'hilux', 'cx'][i % 5] : undefined,
      sort: {
        field: (['price', 'km', 'year', 'custom_rank'] as const)[i % 4]!,
        direction: i % 2 ? 'asc' : 'desc',
      },
      offset: 21,
      limit: 21,
      facets: [
        { field: 'make' },
        { field: 'make_model', limit: 30 },
        { field: 'simple_body' },
        { field: 'year' },
        { field: 'categories' },
      ],
      stats: ['price', 'km'],
    });
  }
  return out;
}

async function run(size: number): Promise<void> {
  const vehicles = inventory(size);
  const t0 = performance.now();
  const engine = await createEmbeddedEngine(vehicles);
  const indexMs = performance.now() - t0;
  const cold = performance.now();
  await engine.search(queries(vehicles, 1, false));
  console.log(
    `${size} vehicles: first query after the build ${(performance.now() - cold).toFixed(0)} ms`,
  );
  for (const withText of [false, true]) {
    const qs = queries(vehicles, 300, withText);
    for (const q of qs.slice(0, 30)) await engine.search([q]); // warm up (JIT)
    const times: number[] = [];
    let found = 0;
    for (const q of qs) {
      const t = performance.now();
      const [r] = await engine.search([q]);
      times.push(performance.now() - t);
      found += r!.found;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${size} vehicles${withText ? ' + text' : ''}: index ${indexMs.toFixed(0)} ms (${Math.round(size / (indexMs / 1000))}/s)` +
        ` | query p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms,` +
        ` max ${times.at(-1)!.toFixed(2)} ms | mean found ${Math.round(found / qs.length)}`,
    );
  }
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
for (const size of sizes.length ? sizes : [10_000, 50_000]) await run(size);
