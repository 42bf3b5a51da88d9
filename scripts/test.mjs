#!/usr/bin/env node
/**
 * `npm test`: every check of every workspace, ordered so that the longest one starts first.
 *
 * The browser suite is the run's critical path (about 85 % of a clean-clone CI run on the 2-core
 * machine), and it needs web's production build. Under one `turbo run … --concurrency=2`, turbo
 * started ready tasks package by package, so web's build began only after eleven other tasks (the
 * schemas', tenants' and Studio's checks, the Studio build, the PostgreSQL tests) had taken their
 * turns, and the browser suite after that. Turbo has no task priority, hence three steps:
 *
 *   1. web's build alone (it uses both cores), without its own type check (SKIP_BUILD_TYPECHECK, see
 *      web/next.config.ts): the typecheck task runs the same tsc in step 2, off the critical path;
 *   2. beside each other: the browser suite, and every other task one at a time (on two cores a
 *      second task at once would only slow the browser suite, which still ends last);
 *   3. the exit status: the first failure's, once everything has run (`--continue`: one run reports
 *      every failing task, not just the first).
 *
 * `--only` keeps turbo from running the build again as a dependency in step 2 (a cache hit would
 * still restore `.next` under the running server); the ordering between the tasks it runs (web's lint
 * after web's typecheck, web/turbo.json) stays.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const turboFlags = ['--output-logs=new-only'];

/** Runs `npx turbo run …args` and resolves with its exit status. */
function turbo(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...args, ...turboFlags], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`npm test: could not start turbo: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the steps one after another, each whatever the last one's status; resolves with the first failure's. */
async function inOrder(...steps) {
  let first = 0;
  for (const step of steps) {
    const status = await step();
    if (first === 0) first = status;
  }
  return first;
}

const build = await turbo(['build', '--filter=web'], { SKIP_BUILD_TYPECHECK: '1' });
if (build !== 0) process.exit(build);

const statuses = await Promise.all([
  turbo(['test:browser', '--filter=web', '--only']),
  inOrder(
    () => turbo(['typecheck', 'lint', 'test', 'test:postgres', '--only', '--concurrency=1', '--continue']),
    // The Studio's production build: nothing depends on it, but it must keep building.
    () => turbo(['build', '--filter=studio']),
  ),
]);
process.exit(statuses.find((status) => status !== 0) ?? 0);
