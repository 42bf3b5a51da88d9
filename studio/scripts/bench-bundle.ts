/**
 * `npm run bench:studio-bundle` — the Studio's JavaScript beside a baseline built in the same run: a
 * Studio of the same Sanity version with no plugins and no schema, written to studio/.bench/baseline
 * (inside the workspace, so it resolves the same node_modules) with the same CLI settings as ours
 * (no auto-updating runtime: every byte is in dist/). Both are built with `sanity build`, offline,
 * into studio/.bench/ (git-ignored), which is removed afterwards unless --keep.
 *
 * For each: total JS bytes and gzip bytes (each file gzipped on its own, as a server sends them),
 * the file count, what index.html loads when the Studio opens, and the largest chunks. Figures go in the README with the date.
 * Options: --top 5 --keep
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    top: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
  },
});

const studioDir = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(studioDir, '.bench');
const baselineDir = path.join(benchDir, 'baseline');
// The Studio's own sanity and CLI (hoisted by npm workspaces): the baseline is built by the same versions,
// with the binary `npm run build -w studio` runs.
const require = createRequire(path.join(studioDir, 'package.json'));
const SANITY_BIN = path.join(path.dirname(require.resolve('@sanity/cli/package.json')), 'bin', 'run.js');
const SANITY_VERSION = (JSON.parse(readFileSync(require.resolve('sanity/package.json'), 'utf8')) as { version: string }).version;

/** The Studio's own versions of what every Studio needs. */
function studioPeers(): Record<string, string> {
  const { dependencies } = JSON.parse(readFileSync(path.join(studioDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const peers = new Map(Object.entries(dependencies));
  return Object.fromEntries(['sanity', 'react', 'react-dom', 'styled-components'].map((name) => [name, peers.get(name) ?? '*']));
}

const BASELINE_FILES = new Map([
  [
    'sanity.config.ts',
    `import { defineConfig } from 'sanity';\n\nexport default defineConfig({ name: 'default', title: 'Baseline', projectId: 'placeholder', dataset: 'production', plugins: [], schema: { types: [] } });\n`,
  ],
  [
    'sanity.cli.ts',
    `import { defineCliConfig } from 'sanity/cli';\n\nexport default defineCliConfig({ api: { dataset: 'production' }, deployment: { autoUpdates: false } });\n`,
  ],
  // The CLI refuses to build a project that does not declare sanity, react, react-dom and styled-components.
  ['package.json', `${JSON.stringify({ name: 'studio-bundle-baseline', private: true, type: 'module', dependencies: studioPeers() }, null, 2)}\n`],
]);

function build(cwd: string, outDir: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [SANITY_BIN, 'build', outDir, '--yes'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    // No update check or telemetry: the run must not need the network.
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1', CI: '1' },
  });
  if (result.status !== 0) throw new Error(`sanity build failed in ${cwd} (exit ${String(result.status)})`);
  return (performance.now() - started) / 1000;
}

interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile());
}

function measure(dist: string): Chunk[] {
  return jsFiles(dist)
    .map((file) => {
      const body = readFileSync(file);
      return { file: path.relative(dist, file), bytes: body.length, gzip: gzipSync(body).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The scripts index.html loads when the Studio opens; every other chunk is imported on demand (Vision, the video player...). */
function entryFiles(dist: string): Set<string> {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/<script[^>]*\ssrc="\/?(static\/[^"]+\.m?js)"/g)].map((m) => path.normalize(m[1] ?? '')));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const sum = (chunks: Chunk[], key: 'bytes' | 'gzip') => chunks.reduce((n, c) => n + c[key], 0);

rmSync(benchDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });
for (const [name, text] of BASELINE_FILES) writeFileSync(path.join(baselineDir, name), text);

try {
  const studioDist = path.join(benchDir, 'forecourt-dist');
  console.log(`Building the Forecourt Studio (sanity ${SANITY_VERSION})…`);
  const studioSeconds = build(studioDir, studioDist);
  console.log('Building the baseline Studio (no plugins, no schema)…');
  const baselineSeconds = build(baselineDir, path.join(baselineDir, 'dist'));

  const row = (label: string, dist: string, seconds: number) => {
    const chunks = measure(dist);
    const entry = entryFiles(dist);
    return { label, chunks, entry: chunks.filter((c) => entry.has(path.normalize(c.file))), seconds };
  };
  const rows = [
    row(`baseline: Sanity ${SANITY_VERSION} Studio, no plugins, no schema`, path.join(baselineDir, 'dist'), baselineSeconds),
    row('Forecourt Studio (structure, Presentation, Feature flags, Vision, schema, templates)', studioDist, studioSeconds),
  ];
  const top = Number(args.top);

  console.log('\n| Studio | JS files | JS total | JS gzip | loaded on opening (gzip) | build |');
  console.log('|---|---|---|---|---|---|');
  for (const { label, chunks, entry, seconds } of rows) {
    const opening = `${kb(sum(entry, 'bytes'))} (${kb(sum(entry, 'gzip'))})`;
    console.log(`| ${label} | ${chunks.length} | ${mb(sum(chunks, 'bytes'))} | ${mb(sum(chunks, 'gzip'))} | ${opening} | ${seconds.toFixed(0)} s |`);
  }
  const [baseline, forecourt] = rows;
  if (baseline && forecourt) {
    const extra = (key: 'bytes' | 'gzip') => sum(forecourt.chunks, key) - sum(baseline.chunks, key);
    const extraOpening = (key: 'bytes' | 'gzip') => sum(forecourt.entry, key) - sum(baseline.entry, key);
    console.log(`\nOver the baseline: ${kb(extra('bytes'))} (${kb(extra('gzip'))} gzip) in all, ${kb(extraOpening('bytes'))} (${kb(extraOpening('gzip'))} gzip) on opening.`);
  }
  for (const { label, chunks } of rows) {
    console.log(`\nLargest chunks, ${label}:`);
    for (const c of chunks.slice(0, top)) console.log(`  ${c.file}  ${kb(c.bytes)}  (${kb(c.gzip)} gzip)`);
  }
} finally {
  if (!args.keep) rmSync(benchDir, { recursive: true, force: true });
}
