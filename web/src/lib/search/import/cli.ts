/**
 * npm run stock:import -- --site <slug> <file> [--mapping <mapping.json>] [--partial] [--dry-run]
 *   [--rejects <file>] [--now <iso>] [--format csv|json|jsonl] [--encoding utf-8|windows-1252]
 *   [--data-dir <dir>] [--quiet]
 *
 * Imports a dealer's stock feed into the search engine: the embedded engine's store (default), or
 * Typesense when TYPESENSE_URL and TYPESENSE_API_KEY are set. See README.md in this folder.
 * Exit code 0 when the import ran (even with rejected rows), 1 on a fatal error or bad usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readDataset } from '@forecourt/tenants';
import cliProgress from 'cli-progress';
import { defaultDataDir } from '../store';
import { REJECT_CODES, WARNING_CODES } from './build';
import { parseEncoding } from './decode';
import { loadMapping, MappingError, type Mapping } from './mapping';
import { notifyStockChanged } from './notify';
import { progressOptions } from './progress';
import { importFeed, ImportError, type ImportSummary } from './run';
import type { FeedFormat } from './rejects';
import { engineSink, storeSink, type StockSink } from './sink';
import { loadImportSite, SiteError } from './site';

const USAGE = `usage: npm run stock:import -- --site <slug> <file> [options]

  --site <slug>          the site whose stock this feed is (required)
  --mapping <file>       column mapping (JSON) for a foreign CSV/JSON layout
  --partial              the feed lists only some vehicles: don't mark the others sold
  --dry-run              check and count everything, write only the rejects file
  --rejects <file>       where rejected rows go (default <feed>.rejects.csv|.jsonl)
  --now <iso date>       the clock (created_at, updated_at, sold dates); default: now
  --format csv|json|jsonl  when the file extension doesn't say
  --encoding utf-8|windows-1252  default utf-8 (rows with invalid UTF-8 are rejected)
  --data-dir <dir>       the embedded engine's data directory (default <repo>/.data or $DATA_DIR)
  --revalidate <url>     the running server to refresh afterwards (default $REVALIDATE_URL;
                         signed with $STOCK_REVALIDATE_SECRET)
  --quiet                no progress bar`;

class UsageError extends Error {}

function fail(message: string): never {
  process.stderr.write(`stock:import: ${message}\n`);
  process.exit(1);
}

const fmt = (n: number) => n.toLocaleString('en-AU');

export function formatSummary(s: ImportSummary, cwd = process.cwd()): string {
  const rel = (p: string) => {
    const r = path.relative(cwd, p);
    return r.startsWith('..') || path.isAbsolute(r) ? p : r;
  };
  const lines = [
    `${s.dryRun ? '[dry run] ' : ''}${s.site}: read ${fmt(s.read)} rows from ${rel(s.file)} (${s.format}, ${s.encoding})`,
    `  imported  ${fmt(s.accepted)} (new ${fmt(s.created)}, updated ${fmt(s.updated)}, unchanged ${fmt(s.unchanged)})`,
    `  rejected  ${fmt(s.rejected)}${s.rejected > 0 ? ` -> ${rel(s.rejectsFile)}` : ''}`,
  ];
  for (const code of REJECT_CODES) {
    const count = s.reasons[code];
    if (!count) continue;
    lines.push(`    ${code.padEnd(18)} ${fmt(count).padStart(7)}   e.g. ${s.examples[code]?.[0] ?? ''}`);
  }
  lines.push(`  warnings  ${fmt(s.warned)}${s.warned > 0 ? ` (imported; listed in ${rel(s.rejectsFile)})` : ''}`);
  for (const code of WARNING_CODES) {
    const count = s.warnings[code];
    if (!count) continue;
    lines.push(`    ${code.padEnd(18)} ${fmt(count).padStart(7)}   e.g. ${s.warningExamples[code]?.[0] ?? ''}`);
  }
  lines.push(`  marked sold ${fmt(s.markedSold)}${s.partial ? ' (partial feed: nothing marked sold)' : ''}`);
  if (s.ignoredColumns.length > 0) lines.push(`  ignored columns: ${s.ignoredColumns.join(', ')}`);
  const changes = s.created + s.updated + s.markedSold;
  lines.push(`  ${s.dryRun ? 'not saved (dry run)' : changes === 0 ? `nothing changed in the ${s.sink}` : `saved to the ${s.sink}`}`);
  lines.push(`  time ${(s.ms / 1000).toFixed(2)} s (cpu ${(s.cpuMs / 1000).toFixed(2)} s), ${fmt(s.rowsPerSecond)} rows/s`);
  return lines.join('\n');
}

async function createSink(env: NodeJS.ProcessEnv, dataDir: string | undefined, now: Date): Promise<StockSink> {
  if (env.TYPESENSE_URL) {
    if (!env.TYPESENSE_API_KEY) throw new ImportError('TYPESENSE_URL is set but TYPESENSE_API_KEY is not');
    const { createTypesenseEngine } = await import('../typesense');
    const engine = createTypesenseEngine({ url: env.TYPESENSE_URL, apiKey: env.TYPESENSE_API_KEY, collection: env.TYPESENSE_COLLECTION || undefined });
    try {
      await engine.ensureCollection();
    } catch (error) {
      throw new ImportError(`cannot reach Typesense at ${env.TYPESENSE_URL}: ${(error as Error).message}`);
    }
    return engineSink(engine);
  }
  return storeSink(dataDir ?? defaultDataDir(), now);
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        site: { type: 'string' },
        mapping: { type: 'string' },
        partial: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        rejects: { type: 'string' },
        now: { type: 'string' },
        format: { type: 'string' },
        encoding: { type: 'string' },
        'data-dir': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        revalidate: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.site) throw new UsageError('--site <slug> is required');
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'the feed file is required' : `one feed file at a time (got ${positionals.join(', ')})`);
  // npm runs the script in web/: relative paths are taken from where npm was invoked (INIT_CWD).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const resolve = (p: string) => path.resolve(cwd, p);
  const file = resolve(positionals[0]!);
  const format = values.format as FeedFormat | undefined;
  if (format !== undefined && !['csv', 'json', 'jsonl'].includes(format)) throw new UsageError('--format must be csv, json or jsonl');
  const encoding = values.encoding === undefined ? undefined : parseEncoding(values.encoding);
  if (values.encoding !== undefined && !encoding) throw new UsageError('--encoding must be utf-8 or windows-1252');
  const now = values.now ? new Date(values.now) : new Date();
  if (!Number.isFinite(now.getTime())) throw new UsageError(`--now ${JSON.stringify(values.now)} is not a date`);

  const mapping: Mapping | undefined = values.mapping ? loadMapping(resolve(values.mapping)) : undefined;
  const site = loadImportSite(readDataset(), values.site);
  const sink = await createSink(process.env, values['data-dir'] ? resolve(values['data-dir']) : undefined, now);

  const showBar = !values.quiet && process.stderr.isTTY === true;
  const bar = showBar
    ? new cliProgress.SingleBar({ stream: process.stderr, ...progressOptions }, cliProgress.Presets.shades_classic)
    : undefined;
  let started = false;
  let summary: ImportSummary;
  try {
    summary = await importFeed({
      site,
      file,
      sink,
      now,
      format,
      mapping,
      encoding,
      partial: values.partial,
      dryRun: values['dry-run'],
      rejects: values.rejects ? resolve(values.rejects) : undefined,
      onProgress: (done, total) => {
        if (!bar) return;
        if (!started) {
          bar.start(total, 0);
          started = true;
        }
        bar.update(done);
      },
    });
  } finally {
    if (started) bar?.stop();
  }
  process.stdout.write(`${formatSummary(summary, cwd)}\n`);
  await revalidateServer(summary, values.revalidate ?? process.env.REVALIDATE_URL, process.env.STOCK_REVALIDATE_SECRET);
}

/** Tells the running server the stock changed; a failure is a warning: the import itself is saved. */
async function revalidateServer(summary: ImportSummary, url: string | undefined, secret: string | undefined): Promise<void> {
  if (summary.changedSlugs.length === 0) return;
  const later = 'the site shows the new stock within 5 minutes (vehicle pages) to an hour (pages with stock tiles)';
  if (!url || !secret) {
    process.stdout.write(`  server not told (set REVALIDATE_URL and STOCK_REVALIDATE_SECRET): ${later}\n`);
    return;
  }
  try {
    await notifyStockChanged({ url, secret, site: summary.site, slugs: summary.changedSlugs });
    process.stdout.write(`  server at ${url} refreshed ${summary.site}'s pages\n`);
  } catch (error) {
    process.stderr.write(`stock:import: warning: could not refresh the server at ${url} (${(error as Error).message}); ${later}\n`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) fail(`${error.message}\n\n${USAGE}`);
  if (error instanceof ImportError || error instanceof MappingError || error instanceof SiteError) fail(error.message);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  fail(`${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`);
});
