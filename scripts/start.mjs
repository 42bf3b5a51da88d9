#!/usr/bin/env node
/**
 * `npm start`: build whatever changed (turbo skips what is up to date), then serve the production
 * build on PORT (default 3000) and print every sample dealer site's address.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=web', '--output-logs=errors-only'], { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

function siteSlugs() {
  const dir = path.join(root, 'tenants', 'content');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ndjson'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line))
    .filter((doc) => doc._type === 'site')
    .map((doc) => ({ slug: doc.slug?.current, name: doc.name }))
    .filter((s) => s.slug);
}

const server = spawn('npx', ['next', 'start', '-p', port], { cwd: path.join(root, 'web'), env, stdio: ['inherit', 'pipe', 'inherit'] });
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready|Local:/i.test(String(chunk))) {
    announced = true;
    console.log(`\nForecourt is serving the sample dealer sites:\n  platform index   http://localhost:${port}/`);
    for (const site of siteSlugs()) console.log(`  ${site.name.padEnd(28)} http://${site.slug}.localhost:${port}/`);
    console.log('');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
