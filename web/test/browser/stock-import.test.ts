/**
 * From a stock import to the page a shopper sees, on the production build: a cached vehicle page
 * keeps its price after an import on its own (the page cache holds it for five minutes), and shows
 * the new price at once when the import is run with --revalidate (the signed call to
 * /api/revalidate/stock). Runs its own server on a fresh data directory, so the changed stock never
 * reaches the other browser tests' server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stockFor } from '@forecourt/tenants/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/domain/price';
import { getWithHost } from './browser';
import { waitForServer } from './global-setup';

const webDir = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BROWSER_TEST_PORT ?? 3100) + 7;
const origin = `http://127.0.0.1:${port}`;
const SECRET = 'stock-import-test-secret';
const site = 'harbour-toyota';
const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-import-'));
const dataDir = path.join(dir, 'data');
let server: ChildProcess | undefined;

const stock = stockFor(site);
// The last such car: the other browser tests pick the first ones, and the two servers share the
// build's page cache (.next), so this test stays off the pages they read and puts the price back.
const car = stock.findLast((v) => v.show_on_dealer_website && v.status === 'in_stock' && !v.reserved && v.price > 10 && v.offer_price === undefined)!;

/** GET on this test's server as the site's host. */
const get = (pathname: string) => getWithHost(`${site}.localhost`, pathname, port);

async function pageHtml(): Promise<string> {
  const { status, body } = await get(`/cars/${car.slug}`);
  expect(status).toBe(200);
  return body;
}

/** The whole sample feed with this car at `price`, imported with the CLI as a dealer's job would. */
function importWithPrice(price: number, revalidate: boolean): string {
  const feed = path.join(dir, `feed-${price}.json`);
  writeFileSync(feed, JSON.stringify(stock.map((v) => (v.id === car.id ? { ...v, price } : v))));
  const args = ['tsx', 'src/lib/search/import/cli.ts', '--site', site, feed, '--data-dir', dataDir, '--quiet'];
  if (revalidate) args.push('--revalidate', origin);
  const { REVALIDATE_URL: _unset, ...env } = process.env;
  const run = spawnSync('npx', args, { cwd: webDir, env: { ...env, STOCK_REVALIDATE_SECRET: SECRET }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout + run.stderr;
}

beforeAll(async () => {
  const { DATABASE_URL: _db, SMTP_URL: _smtp, MAILBOX_DIR: _mailbox, ...inherited } = process.env;
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: webDir,
    env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, STOCK_REVALIDATE_SECRET: SECRET },
    stdio: 'ignore',
    detached: true,
  });
  await waitForServer(`${origin}/`, server);
}, 90_000);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('a stock import reaches the vehicle page', () => {
  it('stays cached without --revalidate, and is shown at once with it', async () => {
    expect(car, 'an in-stock car with a plain price').toBeDefined();
    expect(await pageHtml()).toContain(formatPrice(car.price));

    // Imported without telling the server: the cached page still shows the old price, although
    // search (which rereads the store within seconds) already has the new one.
    importWithPrice(12_345, false);
    await expect
      .poll(
        async () => {
          const { hits } = JSON.parse((await get(`/api/search?query=${encodeURIComponent(car.stocknum)}`)).body) as { hits: { slug: string; price: number }[] };
          // One car per slug: the import's copy replaces the sample one (its id differs).
          return hits.filter((h) => h.slug === car.slug).map((h) => h.price);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual([12_345]);
    const stale = await pageHtml();
    expect(stale).toContain(formatPrice(car.price));
    expect(stale).not.toContain(formatPrice(12_345));

    // With --revalidate the page shows the newest price on the next request.
    const output = importWithPrice(23_456, true);
    expect(output).toContain(`server at ${origin} refreshed ${site}'s pages`);
    const fresh = await pageHtml();
    expect(fresh).toContain(formatPrice(23_456));
    expect(fresh).not.toContain(formatPrice(car.price));

    // And back, which also shows it works more than once.
    importWithPrice(car.price, true);
    const restored = await pageHtml();
    expect(restored).toContain(formatPrice(car.price));
    expect(restored).not.toContain(formatPrice(23_456));
  });
});
