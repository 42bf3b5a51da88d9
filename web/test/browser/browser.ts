/** Debian's Chromium through playwright-core (its own browser downloads cannot run here). */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { inject } from 'vitest';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export async function launch(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error('No Chromium found: install Debian’s chromium or set CHROME_PATH');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Every host name (dealer domains included) reaches the local test server.
      '--host-resolver-rules=MAP * 127.0.0.1',
    ],
  });
}

export function urlFor(host: string, path = '/'): string {
  return `http://${host}:${inject('port')}${path}`;
}

export async function openPage(browser: Browser, host: string, path = '/') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(urlFor(host, path), { waitUntil: 'load' });
  return { page, response, context };
}

/** WCAG 2.2 A and AA violations on the page as axe-core reports them. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/**
 * A GET with an arbitrary Host header (fetch would replace it), for hostile-host tests. To the
 * shared test server unless a test runs its own (`port`).
 */
export function getWithHost(
  host: string,
  path = '/',
  port: number = inject('port'),
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time (agent: false): with Node's keep-alive agent, a test that blocks
    // the event loop (spawnSync of the import CLI) misses the server closing the idle socket, and
    // the next request is written to a dead connection ("socket hang up").
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
