/**
 * Starts the production server once for all browser tests. Builds first if there is no build (when
 * run through `npm test`, turbo has already built it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const webDir = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;
/** Known to the tests, so they can sign webhook calls. */
export const REVALIDATE_SECRET = 'browser-test-webhook-secret';

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

export default async function setup(project: TestProject) {
  const port = Number(process.env.BROWSER_TEST_PORT ?? 3100);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET };
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync('npx', ['next', 'build'], { cwd: webDir, env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }
  server = spawn('npx', ['next', 'start', '-p', String(port)], { cwd: webDir, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await waitForServer(`http://127.0.0.1:${port}/`, server);
  project.provide('port', port);
  return () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}
