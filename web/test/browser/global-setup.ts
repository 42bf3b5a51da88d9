/**
 * Starts the production server once for all browser tests. Builds first if there is no build (when
 * run through `npm test`, turbo has already built it).
 *
 * The server gets a fresh temporary data directory (DATA_DIR), so the tests never share PGlite (one
 * process per directory) or the lead mailbox with a developer's running `npm start`. With nothing
 * imported there, each sample site's stock comes from the sample generator (lib/search/index.ts
 * falls back to it), which is what the tests compute their expectations from. Variables that would
 * send leads elsewhere (PostgreSQL, SMTP, a mailbox folder elsewhere) are removed for the same reason.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const webDir = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;
/** Known to the tests, so they can sign webhook calls. */
export const REVALIDATE_SECRET = 'browser-test-webhook-secret';
/** The embedded content source's draft-mode secret (PREVIEW_SECRET), for the draft-mode tests. */
export const PREVIEW_SECRET = 'browser-test-preview-secret-0123456789abcdef';

/** Resolves once the server answers at `url`; fails if it exits first. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url, { headers: { host: 'localhost' } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * This process's environment for a test server, without the variables that would send its leads
 * elsewhere (PostgreSQL, SMTP, a mailbox folder), plus `overrides`.
 */
export function testServerEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, SMTP_URL: _smtp, MAILBOX_DIR: _mailbox, ...inherited } = process.env;
  return { ...inherited, NEXT_TELEMETRY_DISABLED: '1', ...overrides };
}

/**
 * A render error no test provokes on purpose: a page Next renders statically that reads a
 * request-time API answers 500, and a test that only checks for a redirect or a heading may not see
 * it (the gated /car-finance did this on one site). The server's output is passed through as it was
 * (inherited before), and counted.
 */
const FORBIDDEN_DIGEST = 'DYNAMIC_SERVER_USAGE';

function watchServerLog(child: ChildProcess): { count: number } {
  const seen = { count: 0 };
  const watch = (from: NodeJS.ReadableStream | null, to: NodeJS.WriteStream) =>
    from?.on('data', (chunk: Buffer) => {
      to.write(chunk);
      seen.count += chunk.toString().split(FORBIDDEN_DIGEST).length - 1;
    });
  watch(child.stdout, process.stdout);
  watch(child.stderr, process.stderr);
  return seen;
}

/** Stops a server started with `detached: true` (its whole process group) and waits up to 5 s for it to exit. */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // PGlite flushes on shutdown: let the server exit before its directory goes.
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(resolve, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Fails when something already listens on `port`. Without this check the tests ran against whatever
 * answered there: `next start` could not listen, but the old server answered waitForServer first. A
 * run stopped before its teardown (turbo stops the browser tests when another task fails) leaves its
 * server running, since it is detached, and the next run then tested a build from a deleted checkout.
 */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is already in use (a server left by an earlier run?): stop it, or set BROWSER_TEST_PORT`)
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.BROWSER_TEST_PORT ?? 3100);
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-browser-'));
  const env = testServerEnv({
    PORT: String(port),
    SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
    PREVIEW_SECRET,
    DATA_DIR: dataDir,
    // Leads reach the mailbox quickly enough for a test to wait for them.
    LEAD_DELIVERY_POLL_MS: '250',
    // The tests play one trusted proxy: each browser context sends its own X-Forwarded-For (a
    // shopper's address) and the server appends the peer (127.0.0.1), so the client is the entry one
    // from the right — every test shopper gets its own lead and reveal limits (lib/http/client-ip.ts).
    TRUSTED_PROXY_COUNT: '1',
  });
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync('npx', ['next', 'build'], { cwd: webDir, env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }
  server = spawn('npx', ['next', 'start', '-p', String(port)], { cwd: webDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const renderErrors = watchServerLog(server);
  await waitForServer(`http://127.0.0.1:${port}/`, server);
  project.provide('port', port);
  project.provide('dataDir', dataDir);
  return async () => {
    await stopServer(server);
    if (!process.env.BROWSER_TEST_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    if (renderErrors.count > 0) {
      // Vitest only logs an error thrown here; the exit code is what CI reads.
      console.error(
        `\nThe server logged ${renderErrors.count} render error(s) with digest ${FORBIDDEN_DIGEST} (above): a page Next renders ` +
          'statically read a request-time API (cookies, headers, the query), and its visitor got a 500.',
      );
      process.exitCode = 1;
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The server's DATA_DIR (PGlite, the lead mailbox under mailbox/<site>/). */
    dataDir: string;
  }
}
