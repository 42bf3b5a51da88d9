/**
 * Issue 18's byte budgets, asserted on the production build the browser tests run against. Bytes do
 * not move between machines, so these run in CI; timings (Lighthouse, throughput) are the bench's
 * (`npm run bench:pages`), reported beside a baseline of the same run, never asserted here.
 *
 * - First-load JavaScript (gzip) of every page route within the budget of its kind in the site route
 *   table (schemas/src/routes), every route listed there (a new page gets a budget from the start).
 * - No zod (nor zod's core) in the first load of the pages with the tightest budget: it loads with the
 *   form or the answer that needs it.
 * - The cached vehicle page's HTML within its size, its JSON-LD small, and every image with its box
 *   (width and height) so nothing shifts when it arrives.
 * - No Intl formatter made, and no localeCompare called, while the home, search and vehicle pages
 *   start: a page's first one loads ICU's locale data, 15–35 ms of main thread (domain/whole-number.ts,
 *   domain/compare-names.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadKb } from '../../bench/measure';
import { budgetFor, VEHICLE_PAGE } from '../../bench/targets';
import { firstInStockCarPath, getWithHost, launch, urlFor } from './browser';

const webDir = path.resolve(import.meta.dirname, '../..');
const stats = JSON.parse(readFileSync(path.join(webDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8')) as {
  route: string;
  firstLoadChunkPaths: string[];
}[];
const sitePages = stats.map((s) => s.route).filter((r) => r.startsWith('/[site]') && !r.includes('/api/') && !r.endsWith('.xml') && !r.endsWith('.txt'));
const kb = firstLoadKb(webDir);
/** The build's page route as a site path pattern: '/[site]/cars/[slug]' → '/cars/[slug]'. */
const sitePattern = (route: string) => route.slice('/[site]'.length) || '/';
const budgets = sitePages.map((route) => ({ route, budget: budgetFor(sitePattern(route)) }));

/** Strings only zod's bundle carries: its error class's name, and an error of its core. */
const ZOD_MARKERS = ['"ZodError"', 'Encountered Promise during synchronous parse'];

describe('first-load JavaScript', () => {
  it('every page route of the build has its own row in the site route table, hence a budget', () => {
    // A route the table does not list would be taken for the content catch-all (and its budget).
    const unlisted = budgets.filter(({ route, budget }) => budget?.route !== route && !['api', 'dev'].includes(budget?.kind ?? '')).map((b) => b.route);
    expect(unlisted, 'add these routes to SITE_ROUTES in schemas/src/routes/site-routes.ts').toEqual([]);
  });

  it.each(budgets.filter((b) => b.budget?.kb !== undefined).map((b) => [b.route, b.budget!.kind, b.budget!.kb!] as const))(
    '%s (%s) is within its budget',
    (route, kind, budget) => {
      const size = kb.get(route);
      expect(size, `${route} in the build's route stats`).toBeDefined();
      // Not rounded: the budget is a ceiling, as the bench reads it (150.004 KB is over 150).
      expect(size!, `${route}: first-load JS (gzip, KB) against the ${kind} budget`).toBeLessThanOrEqual(budget);
    },
  );

  it('carries no zod on the pages with the 150 KB budget', () => {
    const chunkHasZod = new Map<string, boolean>();
    const hasZod = (chunk: string) => {
      // zod itself, or zod's core alone (its settings module brings the core and its utilities).
      if (!chunkHasZod.has(chunk)) {
        const text = readFileSync(path.join(webDir, chunk), 'utf8');
        chunkHasZod.set(chunk, ZOD_MARKERS.some((marker) => text.includes(marker)));
      }
      return chunkHasZod.get(chunk)!;
    };
    const tight = new Set(budgets.filter((b) => (b.budget?.kb ?? Infinity) <= 150).map((b) => b.route));
    expect(tight.size).toBeGreaterThan(10);
    const offending = stats.filter((s) => tight.has(s.route) && s.firstLoadChunkPaths.some(hasZod)).map((s) => s.route);
    expect(offending).toEqual([]);
  });
});

describe('the cached vehicle page', () => {
  const host = 'harbour-toyota.localhost';
  const vehiclePage = async () => {
    const page = await getWithHost(host, await firstInStockCarPath(host));
    expect(page.status).toBe(200);
    return page.body;
  };

  // Issue 18's target is VEHICLE_PAGE.htmlKb (80 KB) for the page the bench measures (bench/pages.ts:
  // the first site's first car in stock, coorong-caravans'), met since 2026-11-29 (79.2 KB): the
  // finance calculator drawn by its code, a sketch in its place until then, and the map section and
  // the dealer's 404 kept markup. Other cars' pages are longer (their specifications, features, tabs
  // and photos: 75–94 KB on the sample sites that day). The history: 261–267 KB on 2026-11-26,
  // 207–220 KB on 2026-11-27 (the mobile menu drawn in the browser, repeated class lists as one
  // class), 182–208 KB once the menu's dropdown entries came from /api/menu, 164–182 KB with the
  // gallery's later photos and the forms' sketches drawn from data, 119–133 KB with its static parts
  // kept markup (ui/kept-markup.tsx: in the HTML, not again in the RSC payload), 99–113 KB with the
  // share row and the menu's top row kept too, repeated elements sent once, the offline map an image
  // and decorative icons drawn by the stylesheet, 88–102 KB with the specification rows, FAQ and
  // gallery styled by one class each (2026-11-28). HTML_KB_TODAY holds the line for every site's
  // first car so nothing makes it worse; lower it with every cut.
  const HTML_KB_TODAY = 95;

  it(`the bench's page is at most ${VEHICLE_PAGE.htmlKb} KB of HTML`, async () => {
    const bench = 'coorong-caravans.localhost';
    const page = await getWithHost(bench, await firstInStockCarPath(bench));
    expect(page.status).toBe(200);
    expect(Buffer.byteLength(page.body) / 1024).toBeLessThanOrEqual(VEHICLE_PAGE.htmlKb);
  });

  it.each(['coorong-caravans', 'gateway-car-superstore', 'harbour-toyota', 'southern-cross-motors'])(
    `%s: the first car in stock is at most ${HTML_KB_TODAY} KB of HTML, with a JSON-LD of at most 3 KB`,
    async (site) => {
      const path = await firstInStockCarPath(`${site}.localhost`);
      const page = await getWithHost(`${site}.localhost`, path);
      expect(page.status).toBe(200);
      const html = page.body;
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
      expect(jsonLd.length).toBeGreaterThan(0);
      expect(jsonLd.reduce((n, s) => n + Buffer.byteLength(s), 0) / 1024).toBeLessThanOrEqual(3);
      expect(Buffer.byteLength(html) / 1024).toBeLessThanOrEqual(HTML_KB_TODAY);
    },
  );

  it('gives every image its box, so nothing shifts when it arrives', async () => {
    const images = (await vehiclePage()).match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((img) => !/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img))).toEqual([]);
  });
});

describe('pages arrive in order', () => {
  // A <Suspense> boundary whose content is not ready when the page's first bytes go out is streamed
  // out of order: a fallback in place (<template id="B:…">), the content later in a hidden <div>, and
  // an inline script ($RC) swapping it in. A browser may paint before the swap, so everything below
  // jumps (the search pages' Lighthouse CLS of 0.795), and without JavaScript the content never shows.
  const pages = ['coorong-caravans', 'gateway-car-superstore', 'harbour-toyota', 'southern-cross-motors'].flatMap((site) =>
    ['/', '/search'].map((path) => [`${site}.localhost`, path] as const),
  );
  it.each(pages)('%s%s has no boundary streamed out of order', async (host, path) => {
    const page = await getWithHost(host, path);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<template id="B:\d+">|\$RC\(/);
  });

  it('nor does a vehicle page', async () => {
    const page = await getWithHost('harbour-toyota.localhost', await firstInStockCarPath('harbour-toyota.localhost'));
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<template id="B:\d+">|\$RC\(/);
  });
});

describe('the header menu’s dropdowns', () => {
  // Their entries (the model and brand mega menus, ≈ 10 KB) come from GET /api/menu when a menu is
  // used; the page draws only the top-level items. In the RSC payload they went to every page view.
  it.each([
    ['harbour-toyota.localhost', 'stockHref'],
    ['southern-cross-motors.localhost', '"brands":['],
  ])('%s: not in the page, from /api/menu', async (host, marker) => {
    const page = await getWithHost(host, '/');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(marker.replaceAll('"', '\\"'));
    expect(page.body).not.toContain(marker);
    const menu = await getWithHost(host, '/api/menu');
    expect(menu.status).toBe(200);
    expect(menu.body).toContain(marker);
  });
});

describe('kept markup', () => {
  // Markup nothing in the browser changes is drawn by the server from data and kept by the browser
  // (components/ui/kept-markup.tsx): in the HTML once, and the RSC payload carries its data only.
  const payload = (html: string) =>
    [...html.matchAll(/self\.__next_f\.push\(\[1,(".*?")\]\)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as string).join('');
  const markupOnly = (html: string) => html.replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, '');

  it.each([
    ['the footer', '/', 'id="footer-locations"'],
    ['the trade-in FAQ', 'vehicle', 'data-faq="how-estimate-works"'],
    ['the finance calculator’s sketch', 'vehicle', 'id="finance-calculator-sketch-title"'],
    ['a panel of About This Car', 'vehicle', 'data-testid="why-buy-from-us"'],
    ['the map section', 'vehicle', 'id="vehicle-map-heading"'],
  ])('%s is in the HTML, not in the RSC payload', async (_, path, marker) => {
    const host = 'harbour-toyota.localhost';
    let target = path;
    if (path === 'vehicle') {
      target = await firstInStockCarPath(host);
    }
    const page = await getWithHost(host, target);
    expect(page.status).toBe(200);
    expect(markupOnly(page.body)).toContain(marker);
    const rsc = payload(page.body);
    expect(rsc.length).toBeGreaterThan(1000);
    // The payload names elements by their React props: the marker's attribute as a prop.
    const [attribute, value] = marker.split('=') as [string, string];
    expect(rsc).not.toContain(`"${attribute}":${value}`);
  });

  it('the dealer’s 404 view goes with every page as a kept part’s name, not as markup', async () => {
    // Next sends the layout's not-found view with the layout, so every page's payload carries it.
    const page = await getWithHost('harbour-toyota.localhost', '/');
    expect(page.status).toBe(200);
    expect(payload(page.body)).toContain('"part":"not-found"');
    expect(page.body).not.toContain('couldn’t find that page');
  });
});

describe('no Intl formatter while a page starts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Counts, in the page, every Intl formatter made and every toLocale*String and localeCompare call
   * (each makes one, or uses ICU's collation data, which loads the same way).
   */
  function countIntl() {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
      const Original = intl[name];
      if (!Original) continue;
      const Counted = function (this: unknown, ...args: unknown[]) {
        made.push(`Intl.${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return new Original(...args);
      } as unknown as new (...args: unknown[]) => unknown;
      Object.assign(Counted, Original);
      Counted.prototype = Original.prototype as object;
      intl[name] = Counted;
    }
    for (const [owner, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const methods = owner as unknown as Record<string, (this: unknown, ...a: unknown[]) => unknown>;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the number, date or string as `this`
      const original = methods[method]!;
      methods[method] = function (this: unknown, ...args: unknown[]) {
        // One entry per place: a sort calls localeCompare once per comparison.
        const entry = `${method} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`;
        if (!made.includes(entry)) made.push(entry);
        return original.apply(this, args);
      };
    }
  }

  it.each([
    ['harbour-toyota', '/'],
    ['harbour-toyota', '/search'],
    ['coorong-caravans', '/search'],
    ['harbour-toyota', 'vehicle'],
    ['gateway-car-superstore', 'vehicle'],
  ])('%s %s', async (site, path) => {
    const host = `${site}.localhost`;
    let target = path;
    if (path === 'vehicle') {
      target = await firstInStockCarPath(host);
    }
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(countIntl);
    const page = await context.newPage();
    await page.goto(urlFor(host, target), { waitUntil: 'load' });
    // What loads after the page has arrived and run: on a vehicle page the view counter's label and
    // the partner's quote (its figures are formatted when its answer comes), then whatever waits for
    // the browser to be idle.
    if (path === 'vehicle') {
      await page.getByText(/^Viewed \d/).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('section[data-state="loading"]'));
    }
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 3000 })));
    const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
    await context.close();
    expect(made).toEqual([]);
  });
});

