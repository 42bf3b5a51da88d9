/**
 * The finance journeys in the browser (issue 15) on two templates each: the calculator driven by the
 * keyboard with the spec's clamps (the default limits on Harbour Toyota; the dealer group's 4–20% and
 * $5,000 minimum from content on Southern Cross), its chart's text alternative; the partner's quote on
 * the vehicle page, drawn by the server, and (with the partner's API, slow or failing) loading,
 * succeeding and failing in the browser; and a pre-approval application submitted step by
 * step, delivered to the finance contact with a link in place of the sensitive details, which the link's
 * protected view shows. axe on every state, error states included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  calculateFinance,
  calculatorSettings,
  formatRepayment,
  formatWholeDollars,
  GROUP_CALCULATOR_PROFILE,
} from '@/domain/finance-calculator';
import { financedPrice, vehicleQuoteRequest } from '@/domain/vehicle-quote';
import { embeddedQuote } from '@/lib/finance/embedded';
import { startFinanceServer, type TestFinanceServer } from '@/lib/finance/test-finance-server';
import { freePort } from '../support/free-port';
import { forgetCachedPages } from '../support/route-cache';
import { axeViolations, getWithHost, hydratedElement, launch, urlFor } from './browser';
import { stopServer, testServerEnv, waitForServer } from './global-setup';
import { mailFor, shopper, waitOutMinimumFill } from './leads';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(host: string, pathname: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });
  const page = await context.newPage();
  const response = await page.goto(urlFor(host, pathname), { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, context };
}

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

/** The quote panel: the section headed 'Your personalised quote'. */
const quotePanel = (page: Page) => page.locator('[data-state]').filter({ has: page.getByRole('heading', { name: 'Your personalised quote' }) }).first();

/** The quote panel's section in a page's HTML. */
function quotePanelHtml(html: string): string {
  const heading = html.indexOf('>Your personalised quote</h2>');
  expect(heading, 'the quote panel in the HTML').toBeGreaterThan(-1);
  const start = html.lastIndexOf('<section', heading);
  return html.slice(start, html.indexOf('</section>', heading));
}

/** The VIN and NVIC the page sends the partner for a car (domain/vehicle-quote.ts). */
const partnerIds = (car: Vehicle) => {
  const { vin, nvic } = vehicleQuoteRequest({ purchasePrice: financedPrice(car)!, year: car.year, vin: car.vin, nvic: car.nvic }) ?? {};
  return { ...(vin ? { vin } : {}), ...(nvic ? { nvic } : {}) };
};

/** The weekly figure the embedded engine (and the local partner, which answers with it) gives the car. */
const expectedWeekly = (car: Vehicle) =>
  `From ${formatWholeDollars(embeddedQuote({ selfAssessedCreditScore: 'GREAT', loanTerm: 5, purchasePrice: financedPrice(car)!, year: car.year }).weeklyRepaymentAmount)} per week`;

type SiteDoc = { slug: { current: string }; finance_provider?: string; dealership_group?: string };
const siteDoc = (slug: string) => readDataset().find((d) => d._type === 'site' && (d as unknown as SiteDoc).slug.current === slug) as unknown as SiteDoc;

const inStock = (slug: string) =>
  stockFor(slug).filter((v) => v.show_on_dealer_website && v.status === 'in_stock' && !v.reserved && v.price > 1000);

describe.each([
  // Harbour gates /finance behind sign-in (its content's gated_routes): its calculator is tested on the
  // personalised page, which it does not gate.
  { slug: 'harbour-toyota', group: false, path: '/personalised/finance' },
  { slug: 'southern-cross-motors', group: true, path: '/finance' },
])('the finance calculator on $slug', ({ slug, group, path }) => {
  it('is driven by the keyboard, clamps to the limits, recomputes, and its chart has a text alternative', { timeout: 120_000 }, async () => {
    const doc = siteDoc(slug);
    const settings = calculatorSettings(
      { finance_provider: doc.finance_provider, dealership_group: doc.dealership_group },
      { groups: group ? { [doc.dealership_group!]: GROUP_CALCULATOR_PROFILE } : {} },
    );
    // The content's group entry is what gives Southern Cross its limits (tenants/content/shared.ndjson).
    expect(settings.interestRate.max).toBe(group ? 20 : 15);
    const { page, context } = await open(`${slug}.localhost`, path);
    try {
      const calculator = page.locator('#finance-calculator');
      // Hydrated: the price slider replaces its static track.
      await calculator.getByRole('slider', { name: 'Adjust the purchase price' }).waitFor();
      const price = calculator.getByTestId('finance-calculator-purchasePrice');
      const rate = calculator.getByTestId('finance-calculator-interestRate');
      const repayment = calculator.getByTestId('finance-calculator-repayment');

      // A price below the minimum: the help text while typed, the minimum once committed with Tab.
      await price.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('500');
      await calculator.getByTestId('finance-calculator-price-help').waitFor();
      expect(await calculator.getByTestId('finance-calculator-price-help').textContent()).toBe(
        `Cannot be less than ${formatWholeDollars(settings.purchasePrice.min)} or more than $250,000`,
      );
      await page.keyboard.press('Tab');
      await expect.poll(() => price.inputValue()).toBe(formatWholeDollars(settings.purchasePrice.min).replace('$', ''));
      expect(await calculator.getByTestId('finance-calculator-price-help').count()).toBe(0);

      // A realistic price, typed with its thousands separators appearing.
      await price.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('32990');
      await page.keyboard.press('Tab');
      await expect.poll(() => price.inputValue()).toBe('32,990');

      // A rate above the maximum is clamped to it on Tab; below the minimum, to the minimum.
      await rate.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('99');
      await page.keyboard.press('Tab');
      await expect.poll(() => rate.inputValue()).toBe(String(settings.interestRate.max));
      await rate.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0.1');
      await page.keyboard.press('Tab');
      await expect.poll(() => rate.inputValue()).toBe(String(settings.interestRate.min));

      // The term by the keyboard: one step down the list from 5 years is 5.5 years.
      const term = calculator.getByTestId('finance-calculator-termYears');
      await term.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => term.inputValue()).toBe('5.5');

      // The figures are the rules' figures for those inputs, recomputed as the shopper went.
      const expected = calculateFinance(
        { purchasePrice: 32990, depositTradeIn: 0, residual: 0, termYears: 5.5, interestRate: settings.interestRate.min, frequency: settings.defaultFrequency },
        settings,
      );
      await expect.poll(async () => (await repayment.textContent())?.replace(/\s+/g, ' ')).toContain(formatRepayment(expected.repayment));

      // Monthly by the keyboard: the frequency radios move with the arrow keys.
      await calculator.getByRole('radio', { name: 'Weekly' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => calculator.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
      const monthly = calculateFinance({ ...expected.inputs, frequency: 'monthly' }, settings);
      await expect.poll(async () => (await repayment.textContent())?.replace(/\s+/g, ' ')).toContain(formatRepayment(monthly.repayment));

      // The disclaimer (the standard wording is longer than 197 characters): cut, then Show More / Show Less.
      const disclaimer = calculator.getByTestId('finance-calculator-disclaimer');
      // Both texts are in the page; what shows (innerText: the rendered text) is the cut one, then the full one.
      const cut = (await disclaimer.innerText()).length;
      await calculator.getByRole('button', { name: 'Show More' }).click();
      await calculator.getByRole('button', { name: 'Show Less' }).waitFor();
      expect((await disclaimer.innerText()).length).toBeGreaterThan(cut);

      // The chart loads when scrolled to, and reads as an image with a summary plus a table.
      const chart = calculator.getByTestId('finance-calculator-chart');
      await chart.scrollIntoViewIfNeeded();
      const picture = chart.locator('[role="img"]');
      // The charting library arrives only now (it is not in the page's first load) and draws an SVG.
      await picture.locator('svg').first().waitFor({ timeout: 20_000 });
      expect(await picture.getAttribute('aria-label')).toMatch(/^Loan balance over 5\.5 years: \$[\d,]+ at the start, \$0 at the end\.$/);
      await chart.locator('summary', { hasText: 'Show as table' }).click();
      expect(await chart.locator('table tbody tr').count()).toBeGreaterThan(1);
      await expectAxeClean(page, 'calculator after use');
    } finally {
      await context.close();
    }
  });
});

describe('the finance calculator on a vehicle page', () => {
  // The server draws a sketch in its place (CalculatorSketch, kept markup); the calculator's code loads
  // as it nears the viewport (LazyFinanceCalculator) and takes the sketch's box.
  const slug = 'coorong-caravans';
  const car = inStock(slug)[0]!;
  const doc = siteDoc(slug);
  const settings = calculatorSettings({ finance_provider: doc.finance_provider, dealership_group: doc.dealership_group }, { groups: {} });

  it.each([412, 1280])('at %i px: the sketch, then the calculator in about its box, from the car’s price', { timeout: 60_000 }, async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor(`${slug}.localhost`, `/cars/${car.slug}`), { waitUntil: 'load' });
      const section = page.locator('#finance-calculator');
      // Well below the fold at load: still the sketch, busy, with no control.
      expect(await section.getAttribute('aria-busy')).toBe('true');
      expect(await section.getByRole('textbox').count()).toBe(0);
      const sketch = await section.evaluate((e) => e.getBoundingClientRect().height);
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('slider', { name: 'Adjust the purchase price' }).waitFor({ timeout: 20_000 });
      const calculator = page.locator('#finance-calculator');
      expect(await calculator.getAttribute('aria-busy')).toBeNull();
      const height = await calculator.evaluate((e) => e.getBoundingClientRect().height);
      expect(Math.abs(height - sketch) / height).toBeLessThan(0.15);

      const price = calculator.getByTestId('finance-calculator-purchasePrice');
      expect(await price.inputValue()).toBe(formatWholeDollars(car.price).replace('$', ''));
      await price.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('41990');
      await page.keyboard.press('Tab');
      const expected = calculateFinance(
        { purchasePrice: 41990, depositTradeIn: 0, residual: 0, termYears: settings.defaultTermYears, interestRate: settings.defaultInterestRate, frequency: settings.defaultFrequency },
        settings,
      );
      await expect
        .poll(async () => (await calculator.getByTestId('finance-calculator-repayment').textContent())?.replace(/\s+/g, ' '))
        .toContain(formatRepayment(expected.repayment));
      await expectAxeClean(page, `vehicle page calculator at ${width} px`);
    } finally {
      await context.close();
    }
  });
});

describe('finance pages a site gates', () => {
  it('send a visitor without a session to sign in, and back', async () => {
    const gated = await getWithHost('harbour-toyota.localhost', '/finance?vehiclePriceBudget=30000');
    expect(gated.status).toBe(307);
    expect(String(gated.headers.location)).toMatch(/\/sign-in\?type=finance&redirect=%2Ffinance%3FvehiclePriceBudget%3D30000&back=%2F$/);
    expect((await getWithHost('southern-cross-motors.localhost', '/car-finance')).status).toBe(307);
    expect((await getWithHost('southern-cross-motors.localhost', '/finance')).status).toBe(200);
  });
});

describe("a result card's finance disclaimer", () => {
  it('opens in a dialog, fetched when asked for with a spinner meanwhile, and closes with Escape', { timeout: 60_000 }, async () => {
    const { page, context } = await open('gateway-car-superstore.localhost', '/search/used-cars');
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/finance/disclaimer**', async (route) => {
        await held;
        await route.continue();
      });
      const trigger = page.getByRole('button', { name: /^Finance disclaimer for the / }).first();
      // A kept card's trigger: the click is handled by the list around the cards once it has hydrated.
      await hydratedElement(trigger);
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Finance disclaimer' });
      await dialog.waitFor();
      await dialog.locator('#financeDisclaimer[data-state="loading"]').waitFor();
      await expectAxeClean(page, 'disclaimer loading');
      release();
      await dialog.locator('#financeDisclaimer[data-state="ready"]').waitFor();
      expect(((await dialog.locator('#financeDisclaimer').textContent()) ?? '').length).toBeGreaterThan(40);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the finance partner quote on the vehicle page', () => {
  // A car in stock with a price and no quote in the feed: the server asks the engine while it draws the page.
  const car = inStock('harbour-toyota').find((v) => !v.youxQuote)!;

  it('arrives with the page: the engine’s figures in the server’s HTML, and the browser asks nothing', { timeout: 60_000 }, async () => {
    expect(car, 'a sample car without a stock quote').toBeDefined();
    const html = (await getWithHost('harbour-toyota.localhost', `/cars/${car.slug}`)).body;
    const panel = quotePanelHtml(html);
    expect(panel).toContain('data-state="ready"');
    expect(panel).toContain(expectedWeekly(car));
    const { page, context } = await open('harbour-toyota.localhost', '/');
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/youx/quote')) asked.push(request.url());
      });
      await page.goto(urlFor('harbour-toyota.localhost', `/cars/${car.slug}`), { waitUntil: 'load' });
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 3000 })));
      expect(await quotePanel(page).getAttribute('data-state')).toBe('ready');
      const text = (await quotePanel(page).textContent()) ?? '';
      expect(text).toContain(expectedWeekly(car));
      expect(text).toContain('WARNING: This comparison rate is true only for the examples given');
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * With the finance partner's API configured (FINANCE_API_URL, a local server speaking it in this
 * process): the page's own ask goes to the partner, and when the partner fails or is slow the page
 * is drawn without the figures and the browser asks POST /api/youx/quote, as before.
 */
describe('the finance partner quote with the partner’s API', () => {
  const webDir = path.resolve(import.meta.dirname, '../..');
  const fetchCacheDir = path.join(webDir, '.next', 'cache', 'fetch-cache');
  const fetchCacheBefore = new Set(existsSync(fetchCacheDir) ? readdirSync(fetchCacheDir) : []);
  // One car per case: a page (and a partner's answer) the server has cached is not asked for again.
  const [answered, slow, failing] = inStock('harbour-toyota').filter((v) => !v.youxQuote);
  const pages = [answered, slow, failing].map((v) => `harbour-toyota/cars/${v!.slug}`);
  let partner: TestFinanceServer;
  let server: ChildProcess | undefined;
  let port: number;
  const host = 'harbour-toyota.localhost';
  const pageUrl = (slug: string) => `http://${host}:${port}/cars/${slug}`;

  beforeAll(async () => {
    for (const page of pages) forgetCachedPages(webDir, page);
    partner = await startFinanceServer();
    port = await freePort();
    server = spawn('npx', ['next', 'start', '-p', String(port)], {
      cwd: webDir,
      env: testServerEnv({
        DATA_DIR: path.join(webDir, '.data', `finance-partner-test-${port}`),
        FINANCE_API_URL: partner.url,
        FINANCE_API_KEY: partner.apiKey,
        // Longer than the default 1 s, so a loaded machine still draws the answered page with its figures;
        // the hanging partner is given up on after this, well before the adapter's own 8 s.
        FINANCE_PAGE_WAIT_MS: '3000',
      }),
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer(`http://127.0.0.1:${port}/`, server);
  }, 90_000);

  afterAll(async () => {
    await stopServer(server);
    await partner?.close();
    rmSync(path.join(webDir, '.data', `finance-partner-test-${port}`), { recursive: true, force: true });
    // Pages drawn with this server's partner, and its kept answers: not for the main server.
    for (const page of pages) forgetCachedPages(webDir, page);
    for (const file of existsSync(fetchCacheDir) ? readdirSync(fetchCacheDir) : []) {
      if (!fetchCacheBefore.has(file)) rmSync(path.join(fetchCacheDir, file), { force: true });
    }
  });

  beforeEach(() => partner.reset());

  it('asks the partner once while drawing the page, which stays cached with its figures', { timeout: 60_000 }, async () => {
    expect(slow && failing, 'three sample cars without a stock quote').toBeTruthy();
    const first = await getWithHost(host, `/cars/${answered!.slug}`, port);
    expect(first.status).toBe(200);
    expect(quotePanelHtml(first.body)).toContain('data-state="ready"');
    expect(quotePanelHtml(first.body)).toContain(expectedWeekly(answered!));
    expect(partner.received.map((r) => [r.method, r.path, r.json])).toEqual([
      ['POST', '/quote', { selfAssessedCreditScore: 'GREAT', loanTerm: 5, purchasePrice: financedPrice(answered!), year: answered!.year, ...partnerIds(answered!) }],
    ]);
    expect(partner.received[0]?.headers.authorization).toBe(`Bearer ${partner.apiKey}`);
    // Still a cached page (a fetch that is never kept would have made Next draw it on every request).
    expect(first.headers['cache-control']).toMatch(/s-maxage=300/);
    const again = await getWithHost(host, `/cars/${answered!.slug}`, port);
    expect(again.body).toContain(expectedWeekly(answered!));
    expect(partner.received).toHaveLength(1);
  });

  it('draws the page loading when the partner is slow; the browser then asks, showing ellipses until the answer', { timeout: 60_000 }, async () => {
    partner.answer = 'hang';
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/youx/quote', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(pageUrl(slow!.slug), { waitUntil: 'load' });
      await expect.poll(() => quotePanel(page).getAttribute('data-state'), { timeout: 20_000 }).toBe('loading');
      expect(await quotePanel(page).textContent()).toContain('…');
      await expectAxeClean(page, 'quote loading');
      partner.answer = 'normal';
      release();
      await expect.poll(() => quotePanel(page).getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
      const text = (await quotePanel(page).textContent()) ?? '';
      expect(text).toContain(expectedWeekly(slow!));
      expect(text).toMatch(/\d+\.\d{2}%/);
      expect(text).toContain('WARNING: This comparison rate is true only for the examples given');
      // The page's own ask (given up on), then the browser's through POST /api/youx/quote.
      expect(partner.received).toHaveLength(2);
    } finally {
      await context.close();
    }
  });

  it('shows dashes, and no error, when the partner fails for the page and for the browser', { timeout: 60_000 }, async () => {
    partner.answer = 'server-error';
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(pageUrl(failing!.slug), { waitUntil: 'load' });
      await expect.poll(() => quotePanel(page).getAttribute('data-state'), { timeout: 20_000 }).toBe('failed');
      const text = (await quotePanel(page).textContent()) ?? '';
      expect(text).toContain('–');
      expect(text).not.toMatch(/error|unavailable/i);
      await expectAxeClean(page, 'quote failed');
      expect(partner.received).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});

const APPLICANT = {
  licence: `${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
  income: '6789',
};

/** Sets a field of the application by its name (input ids are finance-form-<name>). */
async function set(page: Page, name: string, value: string) {
  const control = page.locator(`#finance-form-${name}`);
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') await control.selectOption(value);
  else await control.fill(value);
}

async function next(page: Page, label: string) {
  await page.getByTestId('finance-continue').click();
  try {
    await expect.poll(() => page.getByTestId('finance-step-heading').textContent()).toContain(label);
  } catch (error) {
    // Say why the step would not move on: the error summary lists every problem.
    const summary = page.locator('[data-error-summary]');
    throw new Error(`did not reach ${label}: ${(await summary.count()) ? await summary.innerText() : 'no error summary'}`, { cause: error });
  }
}

describe.each([
  { slug: 'harbour-toyota', state: 'NSW', postcode: '2100' },
  { slug: 'gateway-car-superstore', state: 'QLD', postcode: '4009' },
])('a pre-approval application on $slug', ({ slug, state, postcode }) => {
  it('is submitted step by step, and the e-mail links to the details instead of carrying them', { timeout: 180_000 }, async () => {
    const car = inStock(slug)[0]!;
    const host = `${slug}.localhost`;
    const { page, context } = await open(host, `/apply-for-finance?car_id=${encodeURIComponent(car.slug)}#finance-form`);
    try {
      const form = page.getByTestId('finance-application-form');
      await form.and(page.locator('[data-ready]')).waitFor();
      const shownAt = Date.now();
      await expectAxeClean(page, 'applicant step');

      // Continue with nothing filled in: the error summary takes focus and axe stays clean.
      await page.getByTestId('finance-continue').click();
      const summary = page.locator('[data-error-summary]');
      await summary.waitFor();
      await expect.poll(() => summary.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectAxeClean(page, 'applicant step with errors');

      const who = shopper('Borrower');
      await set(page, 'name', who.name);
      await set(page, 'last_name', who.last_name);
      await set(page, 'date_of_birth', '1988-04-17');
      await set(page, 'phone', who.phone);
      await set(page, 'email', who.email);
      await set(page, 'licence_number', APPLICANT.licence);
      await set(page, 'licence_state', state);
      await set(page, 'relationship_status', 'married');
      await set(page, 'dependants', '2');
      await next(page, 'Residence');

      await set(page, 'address_line', '12 Example Street');
      await set(page, 'suburb', 'Testville');
      await set(page, 'state', state);
      await set(page, 'postcode', postcode);
      await set(page, 'residential_status', 'renting');
      await set(page, 'years_at_address', '3');
      await set(page, 'months_at_address', '4');
      await set(page, 'housing_cost', '2200');
      await expectAxeClean(page, 'residence step');
      await next(page, 'Employment');

      await set(page, 'employment_status', 'full_time');
      await set(page, 'employer', 'Example Logistics');
      await set(page, 'occupation', 'Planner');
      await set(page, 'years_in_job', '5');
      await set(page, 'months_in_job', '0');
      await next(page, 'Income & expenses');

      await set(page, 'net_income', APPLICANT.income);
      await set(page, 'living_expenses', '2500');
      await expectAxeClean(page, 'income step');
      await next(page, 'The car');

      // The car from car_id, its price prefilled.
      await page.getByTestId('finance-car').waitFor();
      expect(await page.getByTestId('finance-car').textContent()).toContain(car.stocknum);
      await set(page, 'deposit', '5000');
      await set(page, 'term_years', '5');
      await next(page, 'Review & consent');

      const provider = siteDoc(slug).finance_provider!;
      await page.getByTestId('finance-collection-notice').waitFor();
      expect(await page.getByTestId('finance-collection-notice').textContent()).toContain(provider);
      await expectAxeClean(page, 'review and consent');
      await page.getByLabel(new RegExp(`I agree that ${provider} may obtain my credit report`)).check();
      await page.getByLabel(/I have read the collection notice above/).check();
      await waitOutMinimumFill(page, shownAt);
      await page.getByRole('button', { name: 'Submit application' }).click();

      await page.getByTestId('finance-application-success').waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Application received' }).waitFor();
      await expectAxeClean(page, 'application received');
      // Progress is cleared once sent.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('forecourt:finance-application')))).toEqual([]);

      // The dealer's e-mail: the applicant and the car, the link, and none of the sensitive details.
      const mail = await mailFor(slug, who);
      expect(mail).toContain(car.stocknum);
      expect(mail).not.toContain(APPLICANT.licence);
      expect(mail).not.toContain('12 Example Street');
      const link = mail.match(/https?:\/\/[^\s<>"]+\/finance-applications\/[^\s<>"]+/)?.[0];
      expect(link, 'the e-mail links to the application').toBeDefined();

      // The protected view shows the details; the link tampered with shows nothing.
      const url = new URL(link!.replace(/&amp;/g, '&'));
      const view = await page.goto(urlFor(host, `${url.pathname}${url.search}`), { waitUntil: 'load' });
      expect(view?.status()).toBe(200);
      const shown = (await page.getByTestId('finance-application-view').textContent()) ?? '';
      expect(shown).toContain(APPLICANT.licence);
      expect(shown).toContain('Example Logistics');
      await expectAxeClean(page, 'protected view');
      const forged = await page.goto(urlFor(host, `${url.pathname}${url.search.replace(/sig=[^&]+/, 'sig=AAAA')}`), { waitUntil: 'load' });
      expect(forged?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
