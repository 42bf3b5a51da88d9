/**
 * From a stock import to the page a shopper sees, on the production build: a cached vehicle page
 * keeps its price after an import on its own (the page cache holds it for five minutes), and shows
 * the new price at once when the import is run with --revalidate (the signed call to
 * /api/revalidate/stock). Runs its own server on a fresh data directory, so the changed stock never
 * reaches the other browser tests' server.
 *
 * That server starts with its wall clock a minute ahead of its monotonic clock, as a machine is after
 * a suspend or a VM pause (test/support/wall-clock-ahead.cjs). Next's page cache compares the two,
 * and without lib/http/page-cache-clock.ts it ignored a revalidation for that minute: the page kept
 * the old price. The other browser tests' server starts with the two clocks together.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stockFor } from '@forecourt/tenants/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/domain/price';
import { readSmsOutbox } from '@/lib/sms/outbox';
import { getWithHost, requestWithHost } from './browser';
import { waitForServer } from './global-setup';

const webDir = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BROWSER_TEST_PORT ?? 3100) + 7;
const origin = `http://127.0.0.1:${port}`;
const SECRET = 'stock-import-test-secret';
const WALL_CLOCK_AHEAD = path.resolve(import.meta.dirname, '../support/wall-clock-ahead.cjs');
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
    env: {
      ...inherited,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      STOCK_REVALIDATE_SECRET: SECRET,
      NODE_OPTIONS: `${inherited.NODE_OPTIONS ?? ''} --require ${WALL_CLOCK_AHEAD}`.trim(),
    },
    // DEBUG_STOCK_SERVER=1 shows this server's own log (the shared test server's log is always shown).
    stdio: process.env.DEBUG_STOCK_SERVER ? 'inherit' : 'ignore',
    detached: true,
  });
  await waitForServer(`${origin}/`, server);
}, 90_000);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('a stock import reaches the vehicle page', () => {
  it('stays cached without --revalidate, and is shown at once with it', { timeout: 180_000 }, async () => {
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
        // The first search after an import re-reads the store and re-marks held reservations, which
        // opens the database the first time: on a loaded two-core CI machine that took over 15 s.
        { timeout: 45_000, interval: 500 },
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

describe('a watched car’s price drop reaches the shopper who opted in', () => {
  const host = `${site}.localhost`;
  const json = (cookie = '') => ({ 'content-type': 'application/json', origin: `http://${host}`, ...(cookie ? { cookie } : {}) });
  const post = (pathname: string, body: unknown, cookie = '') => requestWithHost(host, pathname, { method: 'POST', headers: json(cookie), body: JSON.stringify(body) }, port);
  const smsTo = async (to: string) => (await readSmsOutbox(path.join(dataDir, 'sms'), site)).filter((m) => m.to === to);

  it('records the import’s price change, texts one alert with a stop link, and the link turns alerts off', { timeout: 180_000 }, async () => {
    // The imported copy of the car has its own id (see above): import once, then watch that id.
    importWithPrice(car.price, true);
    const { hits } = JSON.parse((await get(`/api/search?query=${encodeURIComponent(car.stocknum)}`)).body) as { hits: { id: string; slug: string }[] };
    const imported = hits.find((h) => h.slug === car.slug)!;
    expect(imported).toBeDefined();

    // Sign in with the code from the SMS outbox, save the car, opt in to alerts.
    const digits = `12${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const [national, e164] = [`04${digits}`, `+614${digits}`];
    const asked = await post('/api/auth/request-code', { phone: national });
    expect(asked.status, asked.body).toBe(200);
    const binding = (asked.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]).join('; ');
    const code = /\b(\d{6})\b/.exec((await smsTo(e164))[0]?.text ?? '')?.[1];
    expect(code, 'a sign-in code').toBeDefined();
    const verified = await post('/api/auth/verify-code', { phone: national, code }, binding);
    expect(verified.status, verified.body).toBe(200);
    const session = (verified.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]!).find((c) => c.startsWith('forecourt_session='))!;
    expect(JSON.parse((await post('/api/watchlist/save-car', { phone_number: national, car_id: imported.id }, session)).body)).toEqual({ success: true });
    expect(JSON.parse((await post('/api/account/alerts', { price_alerts: true }, session)).body)).toEqual({ price_alerts: true });

    // Saving started the car's price history at the price the shopper saw: nothing to text yet.
    expect((await smsTo(e164)).filter((m) => m.kind === 'alert')).toEqual([]);

    // A drop of $1,000: one text, naming the drop, with a stop link on the site.
    importWithPrice(car.price - 1000, true);
    await expect.poll(async () => (await smsTo(e164)).filter((m) => m.kind === 'alert').length, { timeout: 30_000, interval: 500 }).toBe(1);
    const [alert] = (await smsTo(e164)).filter((m) => m.kind === 'alert');
    expect(alert!.text).toContain('down $1,000');
    const garage = await requestWithHost(host, '/my-garage', { headers: { cookie: session } }, port);
    expect(garage.body.replaceAll('<!-- -->', '')).toContain('Price dropped $1,000 since you saved it');

    // The stop link: the page changes nothing; its button turns alerts off.
    const stop = new URL(/Stop alerts: (\S+)/.exec(alert!.text)![1]!);
    expect(stop.pathname).toBe('/alerts/stop');
    expect((await getWithHost(host, `${stop.pathname}${stop.search}`, port)).status).toBe(200);
    const form = new URLSearchParams({ u: stop.searchParams.get('u')!, t: stop.searchParams.get('t')! }).toString();
    const stopped = await requestWithHost(host, '/api/account/alerts/stop', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` }, body: form }, port);
    expect(stopped.status).toBe(303);
    expect(stopped.headers.location).toContain('done=1');

    // A further drop texts nobody now; the price goes back for the other tests.
    importWithPrice(car.price - 2000, true);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await smsTo(e164)).filter((m) => m.kind === 'alert')).toHaveLength(1);
    importWithPrice(car.price, true);
  });
});
