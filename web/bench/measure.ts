/**
 * What the page benchmarks share: first-load JavaScript from a build's route bundle stats, a GET by
 * Host header, waiting for a server, and a Lighthouse mobile run.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const execFileAsync = promisify(execFile);

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Gzipped first-load JavaScript of each route of the Next build in `appDir`, in KB. */
export function firstLoadKb(appDir: string): Map<string, number> {
  const stats = JSON.parse(readFileSync(path.join(appDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8')) as RouteStats[];
  return new Map(
    stats.map((s) => [s.route, s.firstLoadChunkPaths.reduce((n, p) => n + gzipSync(readFileSync(path.join(appDir, p))).length, 0) / 1024]),
  );
}

export interface Answer {
  status: number;
  setCookies: string[];
  body: string;
}

/** A request by Host header (fetch cannot set Host: undici sends the address's own). */
export function request(port: number, host: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: init.method ?? 'GET', headers: { ...init.headers, host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export const get = (port: number, host: string, pathname: string): Promise<Answer> => request(port, host, pathname);

export async function waitForServer(port: number, host: string, pathname = '/'): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await get(port, host, pathname)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseOptions {
  /** A session cookie sent with every request (signed-in pages). */
  cookie?: string;
  /** 'simulate' (Lighthouse's default: the throttled load estimated from an unthrottled one) or 'devtools' (applied and timed). */
  throttling?: 'simulate' | 'devtools';
  /** Where to keep each run's whole report (its layout shifts, long tasks, LCP element), to look at a miss afterwards. */
  reportsDir?: string;
}

/**
 * Lighthouse now and then loses the navigation's start in the trace (NO_NAVSTART) and reports no
 * score, which says nothing about the page: about one run in twenty on this machine (11 of about 215
 * in the ninth session's full run), twice in a row once, which left a page with a median of two.
 */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse mobile performance run, tried up to LIGHTHOUSE_ATTEMPTS times. */
export async function lighthouse(url: string, cwd: string, options: LighthouseOptions = {}): Promise<LighthouseRun | undefined> {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    const run = await lighthouseOnce(url, cwd, options);
    if (run) return run;
  }
  return undefined;
}

/** Asynchronous on purpose: a server in this process keeps serving while Chrome loads its page. */
async function lighthouseOnce(url: string, cwd: string, options: LighthouseOptions): Promise<LighthouseRun | undefined> {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const run = await execFileAsync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance',
      // A signed-in page (the garage, checkout) gets the shopper's session cookie on every request.
      ...(options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : []),
      ...(options.throttling === 'devtools' ? ['--throttling-method=devtools'] : []),
      `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --ignore-certificate-errors --host-resolver-rules=MAP * 127.0.0.1`,
    ],
    { cwd, env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string; message: string }) => {
    console.error('lighthouse failed:', (error.stderr ?? error.message).slice(-500));
    return undefined;
  });
  if (!run) return undefined;
  if (options.reportsDir) writeFileSync(path.join(options.reportsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${url.replace(/\W+/g, '_')}.json`), run.stdout);
  const report = JSON.parse(run.stdout) as {
    runtimeError?: { code: string };
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number } | undefined>;
  };
  if (report.runtimeError || report.categories.performance.score === null) {
    console.error(`lighthouse gave no score for ${url}: ${report.runtimeError?.code ?? 'no performance score'}`);
    return undefined;
  }
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
