/**
 * `npm run bench:pages` — every page type of every sample site beside a baseline measured in the same
 * run (issue 18): a hello-world App Router page built with the project's own Next and React (written to
 * web/.bench/hello-world and built there on first use), served by `next start` beside the app.
 *
 * - First-load JavaScript (gzip) of each page's route, from the build's route bundle stats, against
 *   the hello-world page's and the budgets in targets.ts.
 * - Lighthouse mobile (performance score, LCP, TBT, CLS; the median of --runs) straight from `next
 *   start` over HTTP/1.1, the same path as the baseline. Runs alternate: each round measures every
 *   page once and the baseline once per page type, so a machine that slows down part-way through
 *   slows both sides. Signed-in pages (the garage, checkout) carry a session cookie signed in through
 *   the site's own sign-in API and the local SMS outbox.
 * - The cached vehicle page's throughput against a static file of the same bytes served by the same
 *   server through the same proxy (autocannon, warmed, then alternating pairs), and the page's HTML
 *   size and how much of it is the RSC payload.
 *
 * - A second, diagnostic baseline: the same hello-world page with the app's own stylesheet linked
 *   (web/.bench/hello-world-styled). It is not a target; it shows what any page pays for waiting on
 *   a stylesheet before its first paint, which decides how much of the framework's JavaScript
 *   Lighthouse's simulated LCP counts (see the README, Page performance).
 *
 * Options: --port 3170 --runs 3 --sites harbour-toyota,... --pages home,vehicle,... --duration 5
 *          --no-lighthouse --no-throughput --throttling simulate|devtools --reports <dir>
 *
 * --reports <dir> (relative to web/): keeps every Lighthouse report there (layout shifts, long
 * tasks, the LCP element), so a figure that misses its target can be looked into afterwards: the
 * table keeps only medians.
 *
 * --throttling devtools: Lighthouse applies its mobile throttling to the real load and times it,
 * instead of simulating the throttled load from an unthrottled one (its default, and what issue 18's
 * table used). A diagnostic: the README's LCP section says why the two disagree here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readDataset } from '@forecourt/tenants';
import { modelPagePath } from '@forecourt/schemas/routes';
import { createEmbeddedSource } from '../src/lib/content/embedded';
import { createContentRepository } from '../src/lib/content/repository';
import { waitForSignInCode } from '../test/support/sign-in-code';
import { firstLoadKb, get, lighthouse, median, request, waitForServer, type Answer, type LighthouseRun } from './measure';
import { budgetFor, LIGHTHOUSE, PAGE_TYPES, VEHICLE_PAGE, type PageType } from './targets';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3170' },
    runs: { type: 'string', default: '3' },
    sites: { type: 'string' },
    pages: { type: 'string' },
    duration: { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-throughput': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
    reports: { type: 'string' },
  },
});
if (args.throttling !== 'simulate' && args.throttling !== 'devtools') throw new Error('--throttling is simulate or devtools');
const throttling = args.throttling;
const reportsDir = args.reports ? path.resolve(args.reports) : undefined;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const webDir = path.resolve(import.meta.dirname, '..');
const helloDir = path.join(webDir, '.bench', 'hello-world');
const styledDir = path.join(webDir, '.bench', 'hello-world-styled');
const appPort = Number(args.port);
const helloPort = appPort + 1;
const styledPort = appPort + 2;
/** The throughput comparison: unmeasured warm-up rounds of each path, then measured pairs. */
const THROUGHPUT_WARM_UP_ROUNDS = 2;
const THROUGHPUT_ROUNDS = 5;
// The app's own Next and React (hoisted by npm workspaces), so the baseline is built by the same versions.
const require = createRequire(path.join(webDir, 'package.json'));
const NEXT_BIN = require.resolve('next/dist/bin/next');
const version = (pkg: string) => (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
const log = (...parts: unknown[]) => console.error('[bench:pages]', ...parts);

const HELLO_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'hello-world', private: true, type: 'module' }),
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Hello, world!</h1>;\n}\n',
};

/** Builds the hello-world app with this checkout's Next (resolved from web/node_modules upwards). */
function buildHelloWorld(dir = helloDir, files = HELLO_FILES): string {
  const versions = `next ${version('next')}, react ${version('react')}`;
  const stamp = path.join(dir, '.versions');
  const wanted = `${versions}\n${createHash('sha256').update(JSON.stringify(files)).digest('hex')}`;
  if (existsSync(path.join(dir, '.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return versions;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`${path.basename(dir)} build failed`);
  writeFileSync(stamp, wanted);
  return versions;
}

/** The hello-world page with the stylesheets a site page links (read from its HTML), as one file. */
async function buildStyledHelloWorld(host: string): Promise<void> {
  const html = (await get(appPort, host, '/')).body;
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]!);
  if (sheets.length === 0) throw new Error(`no stylesheet linked from ${host}/`);
  const css = sheets.map((href) => readFileSync(path.join(webDir, '.next', href.slice('/_next/'.length)), 'utf8')).join('\n');
  buildHelloWorld(styledDir, {
    ...HELLO_FILES,
    'app/app.css': css,
    'app/layout.jsx': `import './app.css';\n${HELLO_FILES['app/layout.jsx']}`,
  });
}

function start(cwd: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true,
  });
}

/**
 * A server still listening on a bench port (an earlier run's, or one started by hand) would answer in
 * place of the one this run starts, with another data folder: the sign-in code never reaches this
 * run's outbox, and the figures would be that server's.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what listens there (a next-server left running?) or pass --port`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

async function stop(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

/** Signs a fresh shopper in through the site's own API, the code read from the local SMS outbox. */
async function signIn(site: string, dataDir: string): Promise<string> {
  const host = `${site}.localhost`;
  const national = `0412${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const e164 = `+61${national.slice(1)}`;
  const headers = { 'content-type': 'application/json', origin: `http://${host}` };
  const cookies = (res: Answer) => res.setCookies.map((c) => c.split(';', 1)[0]!).filter((c) => !c.endsWith('='));
  const asked = Date.now() - 1000;
  const requested = await request(appPort, host, '/api/auth/request-code', { method: 'POST', headers, body: JSON.stringify({ phone: national }) });
  if (requested.status !== 200) throw new Error(`sign-in code request on ${site}: ${requested.status} ${requested.body}`);
  const code = await waitForSignInCode(path.join(dataDir, 'sms'), site, e164, asked, 10_000);
  const verified = await request(appPort, host, '/api/auth/verify-code', {
    method: 'POST',
    headers: { ...headers, cookie: cookies(requested).join('; ') },
    body: JSON.stringify({ phone: national, code }),
  });
  const session = cookies(verified).find((c) => /^(__Host-)?forecourt_session=/.test(c));
  if (verified.status !== 200 || !session) throw new Error(`sign-in on ${site}: ${verified.status} ${verified.body}`);
  return session;
}

interface Target {
  type: PageType;
  site: string;
  path: string;
  route?: string;
  cookie?: string;
}

/** Each page type on one site, found as a shopper would reach it (the site's own pages and content). */
async function targetsFor(site: string, dataDir: string): Promise<Target[]> {
  const host = `${site}.localhost`;
  const repo = createContentRepository(createEmbeddedSource(readDataset()));
  const siteDoc = await repo.site(site);
  if (!siteDoc) throw new Error(`no site ${site}`);
  const cookie = await signIn(site, dataDir);
  const html = async (pathname: string, withCookie = false) => {
    const res = await request(appPort, host, pathname, withCookie ? { headers: { cookie } } : {});
    return res.status === 200 ? res.body : undefined;
  };
  const firstLink = async (pathname: string, pattern: RegExp) => pattern.exec((await html(pathname)) ?? '')?.[1]?.replaceAll('&amp;', '&');

  const search = JSON.parse((await request(appPort, host, '/api/search?status=in_stock')).body) as { hits: { slug: string }[] };
  // The first in-stock car whose page offers Reserve or Buy online, else the first car.
  let vehicle: string | undefined;
  let checkout: string | undefined;
  for (const hit of search.hits.slice(0, 12)) {
    const page = `/cars/${hit.slug}`;
    vehicle ??= page;
    const link = /href="(\/(?:cars\/[^"/]+\/(?:checkout|buy-online)|checkout-journey\?car_id=[^"]+))"/.exec((await html(page)) ?? '')?.[1];
    if (link) {
      vehicle = page;
      checkout = link.replaceAll('&amp;', '&');
      break;
    }
  }
  const model = (await repo.models(siteDoc)).map((m) => `/${m.slug}`).find((p) => modelPagePath(p));
  // A top-level content page if the site has one, else a nested one (harbour-toyota's are all /pages/…).
  // Not the 'home' page: it is the home page at /, and /home is a 404.
  const pageSlugs = (await repo.pageSlugs(siteDoc)).map((p) => p.slug).filter((slug) => slug !== 'home');
  const contentSlug = pageSlugs.find((slug) => !slug.includes('/')) ?? pageSlugs[0];
  const candidates: [PageType, string | undefined, boolean][] = [
    ['home', '/', false],
    ['search', '/search', false],
    ['vehicle', vehicle, false],
    ['location', await firstLink('/our-location', /href="(\/(?:our-location|locations)\/[a-z0-9-]+)"/), false],
    ['offers', '/special-offers', false],
    ['model', model, false],
    ['content', contentSlug ? `/${contentSlug}` : undefined, false],
    ['sign-in', '/sign-in', false],
    ['garage', '/my-garage', true],
    ['trade-in', '/trade-in', false],
    ['finance', '/finance', true],
    ['checkout', checkout, true],
    ['form', '/book-test-drive', false],
  ];
  const found: Target[] = [];
  for (const [type, pathname, signedIn] of candidates) {
    // A page type the site does not have (no model pages on a used-car site, no online checkout) is left out.
    if (!pathname || !(await html(pathname, signedIn))) continue;
    found.push({ type, site, path: pathname, route: budgetFor(pathname)?.route, cookie: signedIn ? cookie : undefined });
  }
  return found;
}

interface Measured {
  runs: LighthouseRun[];
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
const summarise = (runs: LighthouseRun[]): Measured | undefined =>
  runs.length === 0
    ? undefined
    : {
        runs,
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: Math.max(...runs.map((r) => r.cls)),
      };

/**
 * Throughput of the cached vehicle page against a static file of its bytes, alternating. The server
 * has just been restarted (to see the static file), so both paths are first loaded for a round each,
 * THROUGHPUT_WARM_UP_ROUNDS times, unmeasured: a cold server's JIT warms the page's path (Next's routing, cache and response
 * code) over its first ten or so seconds under load, the static file's sooner, and a production
 * server is warm. Each measured round is a pair (page, then its static twin); the ratio is the median
 * of the pairs' ratios, with their range.
 */
async function throughput(site: string, page: string, staticPath: string, rounds = THROUGHPUT_ROUNDS) {
  const host = `${site}.localhost`;
  const cannon = async (pathname: string) =>
    (await autocannon({ url: `http://127.0.0.1:${appPort}${pathname}`, headers: { host }, connections: 50, duration: Number(args.duration) })).requests.average;
  for (let i = 0; i < THROUGHPUT_WARM_UP_ROUNDS; i++) {
    await cannon(page);
    await cannon(staticPath);
  }
  const pairs: { page: number; static: number; ratio: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    const pageRps = await cannon(page);
    const staticRps = await cannon(staticPath);
    pairs.push({ page: pageRps, static: staticRps, ratio: pageRps / staticRps });
  }
  const ratios = pairs.map((p) => p.ratio);
  return {
    page: median(pairs.map((p) => p.page)),
    static: median(pairs.map((p) => p.static)),
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)] as const,
  };
}

/** The HTML's size and the share that is the RSC payload (the self.__next_f.push scripts). */
function htmlShape(html: string) {
  const rsc = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((n, m) => n + m[1]!.length, 0);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].reduce((n, m) => n + m[1]!.length, 0);
  return { kb: Buffer.byteLength(html) / 1024, rscKb: rsc / 1024, jsonLdKb: jsonLd / 1024 };
}

const kb = (n: number | undefined) => (n === undefined ? '–' : `${n.toFixed(2)} KB`);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function main() {
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const versions = buildHelloWorld();
  const appJs = firstLoadKb(webDir);
  const helloJs = firstLoadKb(helloDir).get('/');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'));
  const siteSlugs = args.sites?.split(',') ?? (await createContentRepository(createEmbeddedSource(readDataset())).siteHosts()).map((s) => s.slug);
  const wantedTypes = new Set<PageType>(args.pages ? (args.pages.split(',') as PageType[]) : PAGE_TYPES);
  const env = { DATA_DIR: dataDir };
  // The static twin of the vehicle page lives where the proxy's rewrite of its path lands
  // (public/<site>/…), so both pay the same proxy; it must exist before the server starts.
  const publicDir = path.join(webDir, 'public');
  const hadPublic = existsSync(publicDir);
  for (const port of [appPort, helloPort, styledPort]) await assertPortFree(port);
  let app = start(webDir, appPort, env);
  const hello = start(helloDir, helloPort);
  let styled: ChildProcess | undefined;
  try {
    await Promise.all([waitForServer(appPort, `${siteSlugs[0]}.localhost`), waitForServer(helloPort, 'localhost')]);
    await buildStyledHelloWorld(`${siteSlugs[0]}.localhost`);
    styled = start(styledDir, styledPort);
    await waitForServer(styledPort, 'localhost');
    const targets: Target[] = [];
    for (const site of siteSlugs) targets.push(...(await targetsFor(site, dataDir)).filter((t) => wantedTypes.has(t.type)));
    log(`${targets.length} pages on ${siteSlugs.length} sites`);

    // The vehicle page's HTML, and its static twin for the throughput comparison.
    const vehicle = targets.find((t) => t.type === 'vehicle' && t.site === siteSlugs[0]);
    let shape: ReturnType<typeof htmlShape> | undefined;
    let rps: Awaited<ReturnType<typeof throughput>> | undefined;
    if (vehicle) {
      const html = (await get(appPort, `${vehicle.site}.localhost`, vehicle.path)).body;
      shape = htmlShape(html);
      if (!args['no-throughput']) {
        const staticPath = '/__bench/vehicle.html';
        mkdirSync(path.join(publicDir, vehicle.site, '__bench'), { recursive: true });
        writeFileSync(path.join(publicDir, vehicle.site, staticPath), html);
        await stop(app);
        app = start(webDir, appPort, env);
        await waitForServer(appPort, `${vehicle.site}.localhost`, staticPath);
        for (let i = 0; i < 3; i++) await Promise.all([get(appPort, `${vehicle.site}.localhost`, vehicle.path), get(appPort, `${vehicle.site}.localhost`, staticPath)]);
        rps = await throughput(vehicle.site, vehicle.path, staticPath);
        log(`throughput: page ${rps.page.toFixed(0)} req/s, static file ${rps.static.toFixed(0)} req/s, ratio ${rps.ratio.toFixed(2)} (pairs ${rps.ratioRange.map((r) => r.toFixed(2)).join('–')})`);
      }
    }

    // Warm up: each page's first render and first module loads are start-up costs, not what a shopper waits for.
    const ask = (t: Target) => request(appPort, `${t.site}.localhost`, t.path, t.cookie ? { headers: { cookie: t.cookie } } : {});
    for (let i = 0; i < 3; i++) for (const t of targets) await ask(t);
    for (let i = 0; i < 3; i++) await Promise.all([get(helloPort, 'localhost', '/'), get(styledPort, 'localhost', '/')]);

    // A cached page older than its revalidate time (the vehicle page's 300 s; a round takes longer)
    // is served stale and rendered again in the background: measured as it is, Lighthouse's load would
    // share the two cores with that render, which the static baseline never has to. So each page is
    // asked for just before its run, and again once the render has had time to finish.
    const freshen = async (t: Target) => {
      await ask(t);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await ask(t);
    };
    const runs = new Map<Target, LighthouseRun[]>(targets.map((t) => [t, []]));
    const baselineRuns: LighthouseRun[] = [];
    const styledRuns: LighthouseRun[] = [];
    if (!args['no-lighthouse']) {
      const rounds = Number(args.runs);
      // One run at a time: parallel runs would share the two cores and slow each other.
      for (let round = 0; round < rounds; round++) {
        for (const type of PAGE_TYPES) {
          const ofType = targets.filter((t) => t.type === type);
          if (ofType.length === 0) continue;
          const base = await lighthouse(`http://localhost:${helloPort}/`, webDir, { throttling, reportsDir });
          if (base) baselineRuns.push(base);
          const styledBase = await lighthouse(`http://localhost:${styledPort}/`, webDir, { throttling, reportsDir });
          if (styledBase) styledRuns.push(styledBase);
          for (const t of ofType) {
            await freshen(t);
            const run = await lighthouse(`http://${t.site}.localhost:${appPort}${t.path}`, webDir, { cookie: t.cookie, throttling, reportsDir });
            if (run) runs.get(t)!.push(run);
            log(`round ${round + 1}/${rounds} ${t.site} ${t.type}: ${run ? `${run.score}, LCP ${secs(run.lcpMs)}, TBT ${run.tbtMs.toFixed(0)} ms` : 'failed'}`);
          }
        }
      }
    }
    const baseline = summarise(baselineRuns);
    const styledBaseline = summarise(styledRuns);

    const date = new Date().toISOString().slice(0, 10);
    console.log(`\n## bench:pages, ${date}, ${os.cpus().length} cores, Node ${process.version}, ${versions}`);
    console.log(`\nLighthouse mobile (${throttling === 'devtools' ? 'applied throttling' : 'simulated throttling'}) from next start over HTTP/1.1, median of ${args.runs} per page; the hello-world baseline's figures are the median of its ${baselineRuns.length} runs alternated with the pages'.\n`);
    console.log('| page | route | first-load JS (gzip) | Lighthouse | LCP | TBT | CLS |');
    console.log('|---|---|---|---|---|---|---|');
    const lhCells = (m: Measured | undefined, type?: PageType) => {
      if (!m) return '– | – | – | –';
      if (!baseline || !type) return `${m.score} (${m.runs.map((r) => r.score).join(', ')}) | ${secs(m.lcpMs)} | ${m.tbtMs.toFixed(0)} ms | ${m.cls.toFixed(3)}`;
      const drop = type === 'search' ? LIGHTHOUSE.searchScoreDrop : LIGHTHOUSE.scoreDrop;
      return [
        `${m.score} (${m.runs.map((r) => r.score).join(', ')}) ${mark(m.score >= baseline.score - drop)}`,
        `${secs(m.lcpMs)} ${mark(m.lcpMs <= baseline.lcpMs + LIGHTHOUSE.lcpExtraMs)}`,
        `${m.tbtMs.toFixed(0)} ms ${mark(m.tbtMs <= baseline.tbtMs * LIGHTHOUSE.tbtFactor)}`,
        `${m.cls.toFixed(3)} ${mark(m.cls <= LIGHTHOUSE.cls)}`,
      ].join(' | ');
    };
    console.log(`| **hello-world page (baseline)** | / | ${kb(helloJs)} | ${lhCells(baseline)} |`);
    console.log(`| hello-world page + the app's stylesheet (diagnostic, not a target) | / | ${kb(helloJs)} | ${lhCells(styledBaseline)} |`);
    for (const t of targets) {
      const js = t.route ? appJs.get(t.route) : undefined;
      const budget = budgetFor(t.path)?.kb;
      const jsCell = js === undefined || budget === undefined ? kb(js) : `${kb(js)} ${mark(js <= budget)} (≤ ${budget})`;
      console.log(`| ${t.type} ${t.site} \`${t.path}\` | ${t.route ?? '?'} | ${jsCell} | ${lhCells(summarise(runs.get(t)!), t.type)} |`);
    }
    if (baseline) {
      console.log(
        `\nTargets against this run's baseline: score ≥ ${baseline.score - LIGHTHOUSE.scoreDrop} (search ≥ ${baseline.score - LIGHTHOUSE.searchScoreDrop}), LCP ≤ ${secs(baseline.lcpMs + LIGHTHOUSE.lcpExtraMs)}, TBT ≤ ${(baseline.tbtMs * LIGHTHOUSE.tbtFactor).toFixed(0)} ms, CLS ≤ ${LIGHTHOUSE.cls}.`,
      );
    }
    if (vehicle && shape) {
      console.log(`\n| cached vehicle page \`${vehicle.path}\` (${vehicle.site}) | result | baseline, same run | target |`);
      console.log('|---|---|---|---|');
      console.log(`| HTML (uncompressed) | ${kb(shape.kb)}, of which RSC payload ${kb(shape.rscKb)} and JSON-LD ${kb(shape.jsonLdKb)} | – | ≤ ${VEHICLE_PAGE.htmlKb} KB ${mark(shape.kb <= VEHICLE_PAGE.htmlKb)} |`);
      if (rps) {
        const { ratio, ratioRange } = rps;
        console.log(
          `| throughput (autocannon, 50 connections, ${args.duration} s, warmed, median of ${THROUGHPUT_ROUNDS} alternated pairs) | ${rps.page.toFixed(0)} req/s | static file of the same bytes: ${rps.static.toFixed(0)} req/s | ≥ ${VEHICLE_PAGE.throughputRatio}× (${ratio.toFixed(2)}×; pairs ${ratioRange.map((r) => r.toFixed(2)).join('–')}) ${mark(ratio >= VEHICLE_PAGE.throughputRatio)} |`,
        );
      }
    }
  } finally {
    await Promise.all([stop(app), stop(hello), ...(styled ? [stop(styled)] : [])]);
    rmSync(dataDir, { recursive: true, force: true });
    if (hadPublic) for (const site of siteSlugs) rmSync(path.join(publicDir, site, '__bench'), { recursive: true, force: true });
    else rmSync(publicDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
