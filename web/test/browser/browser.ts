/** Debian's Chromium through playwright-core (its own browser downloads cannot run here). */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { POPUP_CLOSED_KEY_PREFIX } from '@/domain/popup';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Runs in every page before its scripts: every popup promotion reads as already closed (any key under
 * the closed-state prefix that is not set answers with a value), whatever its site, id or revision.
 * Otherwise the home page's popup would open over whatever a test is doing there.
 */
function preClosePopups(prefix: string) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the storage as `this`
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    const value = getItem.call(this, key);
    return value === null && String(key).startsWith(prefix) ? 'closed-by-browser-test' : value;
  };
}

/**
 * Chromium for the tests. Its contexts (browser.newContext, hence openPage too) start with every
 * popup promotion closed, unless `popups: true` (the popup's own tests). `scrollbars: true` draws
 * classic scroll bars that take room, as on a desktop (Playwright hides them in headless Chromium),
 * for checks that the page does not shift when one goes.
 */
export async function launch({ popups = false, scrollbars = false }: { popups?: boolean; scrollbars?: boolean } = {}): Promise<Browser> {
  const browser = await launchChromium(scrollbars);
  if (!popups) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await context.addInitScript(preClosePopups, POPUP_CLOSED_KEY_PREFIX);
      return context;
    };
  }
  return browser;
}

function launchChromium(scrollbars: boolean): Promise<Browser> {
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
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
}

export function urlFor(host: string, path = '/'): string {
  return `http://${host}:${inject('port')}${path}`;
}

/**
 * One page for the cases of a describe block, taken from case to case as a shopper goes from page to
 * page: for checks that what a page leaves behind (a cookie, the recently viewed cars) cannot change.
 * A new page is a new Chromium renderer process, and on the CI's two cores starting one cost more
 * than loading the page itself (2.4 s a page against 0.8 s, measured in one sitting). Registers the
 * block's beforeAll and afterAll; call it inside the describe (or at a file's top level, for all its
 * blocks, as tenancy.test.ts does), and the answer's page inside its cases.
 */
export function pageForCases(context: () => BrowserContext | Promise<BrowserContext>): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await (await context()).newPage();
  });
  afterAll(async () => {
    await page?.close();
  });
  return () => {
    if (!page) throw new Error('pageForCases: the page exists only while the block’s cases run');
    return page;
  };
}

export async function openPage(browser: Browser, host: string, path = '/') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(urlFor(host, path), { waitUntil: 'load' });
  return { page, response, context };
}

/**
 * axe's WCAG 2.2 A/AA violations on the page. `exclude` leaves out selectors a test names with its
 * reason (only Radix NavigationMenu's focus proxy so far; see RADIX_FOCUS_PROXY).
 *
 * In axe's legacy mode (`axe.run` in the page): the default mode runs each frame's part and then
 * opens a blank page of its own to put the parts together, a new renderer process for every check,
 * which made each check take twice as long (vehicle page 2.1–2.8 s against 1.0–1.1 s, search page
 * 4.4–5.2 s against 2.1–2.2 s, one sitting). What legacy mode gives up is checking cross-origin
 * frames, and our pages have none of their own content: the map's Google frame and Stripe's card
 * frames are other sites', and the tests use neither. Same-origin frames are still checked.
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/**
 * Waits until React has hydrated this element (or, for kept markup, the kept container around it)
 * and committed it, so its handlers answer. A press on a server-drawn button before then does
 * nothing, and on a busy machine 'load' can come well before hydration reaches the button: the offer
 * page's View more test pressed Enter too early in one CI run and waited 30 s for a View less that
 * never came.
 *
 * React marks each element it claims with a __reactFiber$ key while it renders, which can be several
 * tasks before the commit that makes its handlers live, or a render React throws away. Committed
 * means the element's fiber (or its alternate, after later renders) belongs to the tree the root
 * currently shows: walking up from it, each fiber is its parent's child, up to the HostRoot fiber
 * (tag 3) that is its root's `current`. React's internals; tests only.
 */
export async function hydratedElement(locator: Locator, { timeout = 30_000 } = {}): Promise<void> {
  // Polled through the locator, which finds the element again each time: a part React swaps for
  // another (the header's menu placeholder for Radix's) is judged as it is now.
  const committed = () =>
    locator.evaluate((node) => {
      type Fiber = { return: Fiber | null; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; tag: number; stateNode: { current?: Fiber } | null };
      // Kept markup (ui/kept-markup.tsx) is never hydrated: its events are handled from the kept
      // container React manages around it. Any other element without a fiber is not hydrated yet,
      // whatever its ancestors are (a Suspense boundary's content hydrates after the rest).
      const fiberKey = (element: Element) => Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
      let managed: Element | null = node;
      while (managed && !fiberKey(managed)) managed = managed.parentElement;
      const key = managed ? fiberKey(managed) : undefined;
      if (!managed || !key || (managed !== node && !managed.hasAttribute('data-kept'))) return false;
      // Each fiber on the way up must be among its parent's children: a render that suspended (a lazy
      // component's code still on its way) leaves its fibers on the DOM, pointing up into the committed
      // tree, while their Suspense boundary stays dehydrated and has no children.
      const inCurrentTree = (fiber: Fiber | null) => {
        let node = fiber;
        while (node?.return) {
          let child = node.return.child;
          while (child && child !== node) child = child.sibling;
          if (!child) return false;
          node = node.return;
        }
        return node?.tag === 3 && node.stateNode?.current === node;
      };
      const fiber = (managed as unknown as Record<string, Fiber | undefined>)[key] ?? null;
      return inCurrentTree(fiber) || inCurrentTree(fiber?.alternate ?? null);
    }, undefined, { timeout });
  await expect.poll(committed, { timeout, interval: 50 }).toBe(true);
}

/**
 * While a Radix NavigationMenu item is open, Radix puts an empty `aria-hidden` span with tabindex 0
 * after its trigger: a focus sentinel that, when Tab reaches it, moves focus straight into the open
 * panel (or back). axe reports it as focusable content hidden from assistive technology
 * (aria-hidden-focus), but nothing ever stays focused there and it has no content to hide.
 */
export const RADIX_FOCUS_PROXY = 'li > span[aria-hidden="true"][tabindex="0"]';

/**
 * A GET with an arbitrary Host header (fetch would replace it), for hostile-host tests. To the
 * shared test server unless a test runs its own (`port`).
 */
export function getWithHost(
  host: string,
  path = '/',
  port: number = inject('port'),
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return requestWithHost(host, path, {}, port);
}

/**
 * The path of the first in-stock car the site's search answers with (`/cars/<slug>`): the vehicle
 * page tests that need any one car for sale, without tying themselves to one stock number.
 */
export async function firstInStockCarPath(host: string): Promise<string> {
  const res = await getWithHost(host, '/api/search?status=in_stock');
  const hits = (JSON.parse(res.body) as { hits?: { slug: string }[] }).hits ?? [];
  if (!hits[0]) throw new Error(`${host} has no car in stock (GET /api/search answered ${res.status})`);
  return `/cars/${hits[0].slug}`;
}

/** Any request with an arbitrary Host header (a POST of a raw body, hostile headers). */
export function requestWithHost(
  host: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string },
  port: number = inject('port'),
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time (agent: false): with Node's keep-alive agent, a test that blocks
    // the event loop (spawnSync of the import CLI) misses the server closing the idle socket, and
    // the next request is written to a dead connection ("socket hang up").
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { ...headers, host }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
