/**
 * `npm run bench:pages` — the marketing pages (locations, offers, model pages) beside a baseline
 * measured in the same run: a hello-world App Router page built with the same Next version (written
 * to web/.bench/hello-world and built there on first use), served by `next start` like the app.
 *
 * For each page: gzipped first-load JavaScript of its route, and Lighthouse mobile (performance
 * score, LCP, CLS; the median of --runs) straight from `next start` over HTTP/1.1 — the same path for
 * the baseline, so the difference is the page's own. Figures go in the README with the date.
 * Options: --port 3170 --runs 3 --no-lighthouse
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadKb, get, lighthouse, median, waitForServer, type LighthouseRun } from './measure';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3170' },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const webDir = path.resolve(import.meta.dirname, '..');
const helloDir = path.join(webDir, '.bench', 'hello-world');
const appPort = Number(args.port);
const helloPort = appPort + 1;
// The app's own Next (hoisted by npm workspaces), so the baseline is built by the same version.
const require = createRequire(path.join(webDir, 'package.json'));
const NEXT_BIN = require.resolve('next/dist/bin/next');

interface Target {
  label: string;
  host: string;
  path: string;
  route: string;
}

const HELLO_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'hello-world', private: true, type: 'module' }),
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Hello, world!</h1>;\n}\n',
};

/** Builds the hello-world app with this checkout's Next (resolved from web/node_modules upwards). */
function buildHelloWorld() {
  const nextVersion = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string }).version;
  const stamp = path.join(helloDir, '.next-version');
  if (existsSync(path.join(helloDir, '.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion) return nextVersion;
  for (const [file, text] of Object.entries(HELLO_FILES)) {
    mkdirSync(path.dirname(path.join(helloDir, file)), { recursive: true });
    writeFileSync(path.join(helloDir, file), text);
  }
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: helloDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('hello-world build failed');
  writeFileSync(stamp, nextVersion);
  return nextVersion;
}

function start(cwd: string, port: number): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
}

/** Sample pages of each kind on the Toyota and the multi-franchise sites, read from their own index pages. */
async function targets(): Promise<Target[]> {
  const first = async (host: string, listPath: string, pattern: RegExp) => {
    const { body } = await get(appPort, host, listPath);
    const found = pattern.exec(body)?.[1];
    if (!found) throw new Error(`no link matching ${pattern} on ${host}${listPath}`);
    return found;
  };
  const toyota = 'harbour-toyota.localhost';
  const multi = 'southern-cross-motors.localhost';
  return [
    { label: 'locations', host: multi, path: '/our-location', route: '/[site]/our-location' },
    { label: 'location', host: toyota, path: await first(toyota, '/our-location', /href="(\/our-location\/[a-z0-9-]+)"/), route: '/[site]/our-location/[slug]' },
    { label: 'special offers', host: multi, path: '/special-offers', route: '/[site]/special-offers' },
    { label: 'offer', host: toyota, path: await first(toyota, '/special-offers', /href="(\/offers\/[a-z0-9-]+)"/), route: '/[site]/offers/[...segments]' },
    { label: 'model', host: toyota, path: '/rav4', route: '/[site]/[...slug]' },
  ];
}

async function measure(url: string, runs: number): Promise<{ runs: LighthouseRun[]; score: number; lcpMs: number; cls: number } | undefined> {
  if (args['no-lighthouse']) return undefined;
  const done: LighthouseRun[] = [];
  // One after another: parallel runs would share the two cores and slow each other.
  for (let i = 0; i < runs; i++) {
    const run = await lighthouse(url, webDir);
    if (run) done.push(run);
  }
  if (done.length === 0) return undefined;
  return { runs: done, score: median(done.map((r) => r.score)), lcpMs: median(done.map((r) => r.lcpMs)), cls: median(done.map((r) => r.cls)) };
}

async function main() {
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const nextVersion = buildHelloWorld();
  const appJs = firstLoadKb(webDir);
  const helloJs = firstLoadKb(helloDir);
  const app = start(webDir, appPort);
  const hello = start(helloDir, helloPort);
  try {
    await Promise.all([waitForServer(appPort, 'harbour-toyota.localhost'), waitForServer(helloPort, 'localhost')]);
    const pages = await targets();
    // Warm up: each page's first render and first module loads are start-up costs, not what a shopper waits for.
    for (let i = 0; i < 3; i++) for (const t of pages) await get(appPort, t.host, t.path);
    for (let i = 0; i < 3; i++) await get(helloPort, 'localhost', '/');

    const runs = Number(args.runs);
    const rows: string[] = [];
    const row = (label: string, kb: number | undefined, lh: Awaited<ReturnType<typeof measure>>) => {
      const lhText = lh
        ? `${lh.score} (${lh.runs.map((r) => r.score).join(', ')}) | ${(lh.lcpMs / 1000).toFixed(2)} s | ${lh.cls.toFixed(3)}`
        : '– | – | –';
      rows.push(`| ${label} | ${kb === undefined ? '?' : `${kb.toFixed(1)} KB`} | ${lhText} |`);
    };
    row(`hello-world page, Next ${nextVersion} (baseline)`, helloJs.get('/'), await measure(`http://localhost:${helloPort}/`, runs));
    for (const t of pages) {
      row(`${t.label} \`${t.path}\` (${t.host.replace('.localhost', '')})`, appJs.get(t.route), await measure(`http://${t.host}:${appPort}${t.path}`, runs));
    }
    console.log(`\nMarketing pages against a hello-world page, ${new Date().toISOString().slice(0, 10)}, Lighthouse mobile over HTTP/1.1 from next start, median of ${runs}\n`);
    console.log('| page | first-load JS (gzip) | Lighthouse performance (runs) | LCP | CLS |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(r);
  } finally {
    for (const child of [app, hello]) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
