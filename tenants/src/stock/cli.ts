/**
 * npm run generate -w tenants -- [--site <slug>]... [--all] [--seed <n>] [--count <n>]
 *   [--out <dir>] [--format json|jsonl] [--now <ISO date>]
 * Writes <out>/<slug>.json (an array) or <slug>.jsonl, streaming so --count 100000 stays small in memory.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { contentDir, readDataset } from '../content';
import { dealerFromDataset, siteSlugs } from './dealer';
import { generateStockIter } from './generate';
import { DEFAULT_SEED, startOfUtcDay } from './index';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', multiple: true },
      all: { type: 'boolean', default: false },
      seed: { type: 'string' },
      count: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string', default: 'json' },
      now: { type: 'string' },
    },
    strict: true,
  });
  const format = values.format === 'jsonl' ? 'jsonl' : values.format === 'json' ? 'json' : null;
  if (!format) throw new Error('--format must be json or jsonl');
  const seed = values.seed !== undefined ? Number(values.seed) : DEFAULT_SEED;
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const count = values.count !== undefined ? Number(values.count) : undefined;
  if (count !== undefined && (!Number.isInteger(count) || count < 0)) throw new Error('--count must be a non-negative integer');
  const now = values.now ? Date.parse(values.now) : startOfUtcDay();
  if (!Number.isFinite(now)) throw new Error('--now must be a date');
  const dir = contentDir();
  const out = path.resolve(values.out ?? path.join(path.dirname(dir), '.generated', 'stock'));
  const docs = readDataset(dir);
  const slugs = values.site && values.site.length > 0 && !values.all ? values.site : siteSlugs(docs);
  mkdirSync(out, { recursive: true });
  console.log(`seed ${seed}, now ${new Date(now).toISOString()}, writing ${format} to ${out}`);
  for (const slug of slugs) {
    const started = Date.now();
    const dealer = dealerFromDataset(docs, slug);
    const file = path.join(out, `${slug}.${format}`);
    const stream = createWriteStream(file);
    const write = async (chunk: string) => {
      if (!stream.write(chunk)) await once(stream, 'drain');
    };
    const byType: Record<string, number> = {};
    const byStatus: Record<string, number> = {};
    let n = 0;
    if (format === 'json') await write('[\n');
    for (const v of generateStockIter(dealer, { now, seed, count })) {
      const line = JSON.stringify(v);
      await write(format === 'json' ? `${n > 0 ? ',\n' : ''}${line}` : `${line}\n`);
      byType[v.car_type] = (byType[v.car_type] ?? 0) + 1;
      byStatus[v.status] = (byStatus[v.status] ?? 0) + 1;
      n++;
    }
    if (format === 'json') await write('\n]\n');
    stream.end();
    await once(stream, 'finish');
    const fmt = (r: Record<string, number>) => Object.entries(r).sort().map(([k, c]) => `${k} ${c}`).join(', ');
    console.log(`${slug}: ${n} vehicles (${fmt(byType)}; ${fmt(byStatus)}) -> ${path.relative(process.cwd(), file)} in ${Date.now() - started} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
