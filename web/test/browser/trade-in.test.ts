/**
 * The trade-in valuation wizard end to end in the browser (issue 15) on two templates (Toyota and the
 * used-car superstore): the shopper's details (the lead is created and delivered there), the car by a
 * demo rego or by manual selection, kilometres, the adjustment questions, the estimate from the
 * embedded comparable-listings model, and the accepted offer — whose ADF e-mail carries the trade-in
 * vehicle and '3. Offer Accepted'. And the spec §5 path: over 100,000 km gets no online estimate but an
 * in-person appraisal. axe on every step, the details step's error state included.
 */
import { TRADE_IN_QUESTIONS, TRADE_IN_SUBCATEGORIES } from '@forecourt/schemas/trade-in';
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGISTER } from '@/lib/valuation/demo-register';
import { axeViolations, launch, urlFor } from './browser';
import { mailFor, shopper, waitOutMinimumFill, xmlText, type Shopper } from './leads';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A field's label: its text, then the required mark (an asterisk hidden from screen readers). */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** The register's estimate and appraisal regos for a site (lib/valuation/demo-register.ts). */
function demoRegos(site: string) {
  const entries = DEMO_REGISTER.filter((e) => e.site === site);
  expect(entries.length).toBeGreaterThanOrEqual(2);
  return { estimate: entries.find((e) => e.path === 'estimate')!, appraisal: entries.find((e) => e.path === 'appraisal')! };
}

async function open(host: string, pathname: string): Promise<{ page: Page; close: () => Promise<void>; shownAt: number }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
  });
  const page = await context.newPage();
  const response = await page.goto(urlFor(host, pathname), { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.locator('#valuation-wizard form[data-ready]').waitFor();
  return { page, close: () => context.close(), shownAt: Date.now() };
}

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

const stepHeading = (page: Page) => page.locator('#valuation-wizard-heading');

async function fillDetails(page: Page, who: Shopper, shownAt: number) {
  const form = page.locator('#valuation-wizard form');
  await form.getByLabel(field('First Name')).fill(who.name);
  await form.getByLabel(field('Last Name')).fill(who.last_name);
  await form.getByLabel(field('Email')).fill(who.email);
  await form.getByLabel(field('Mobile')).fill(who.phone);
  const location = form.getByLabel(field('Location'));
  if (await location.count()) {
    const values = await location.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await location.selectOption(values[0]!);
  }
  const terms = form.getByLabel(/I agree to the terms of use/);
  if (await terms.count()) await terms.check();
  await waitOutMinimumFill(page, shownAt);
  await form.getByRole('button', { name: 'Start my valuation' }).click();
  await expect.poll(() => stepHeading(page).textContent(), { timeout: 20_000 }).toBe('Your car');
}

async function answerQuestions(page: Page, choice: 'first' | 'last') {
  await expect.poll(() => stepHeading(page).textContent()).toBe('About your car');
  for (const question of TRADE_IN_QUESTIONS) {
    const option = choice === 'first' ? question.options[0] : question.options.at(-1)!;
    await page.getByRole('radiogroup', { name: question.label }).getByRole('radio', { name: option.label, exact: true }).check();
  }
}

const SITES = [
  { slug: 'harbour-toyota', viaCar: false },
  { slug: 'gateway-car-superstore', viaCar: true },
] as const;

describe.each(SITES)('the valuation wizard on $slug', ({ slug, viaCar }) => {
  const host = `${slug}.localhost`;
  const { estimate, appraisal } = demoRegos(slug);
  const towards = stockFor(slug).find((v) => v.show_on_dealer_website && v.status === 'in_stock' && !v.reserved && v.price > 10)!;
  const start = viaCar ? `/cars/trade-in?car_id=${encodeURIComponent(towards.id)}` : '/trade-in';

  it('reaches an accepted offer by rego, and the ADF e-mail carries the trade-in car and 3. Offer Accepted', { timeout: 180_000 }, async () => {
    const { page, close, shownAt } = await open(host, start);
    try {
      if (viaCar) await page.getByRole('heading', { name: "The car you're trading towards" }).waitFor();
      // The details step's error state: every problem listed, focus on the summary, axe clean.
      await page.getByRole('button', { name: 'Start my valuation' }).click();
      const summary = page.locator('[data-error-summary]');
      await summary.waitFor();
      await expect.poll(() => summary.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectAxeClean(page, 'details with errors');

      const who = shopper('Trader');
      await fillDetails(page, who, shownAt);
      await expectAxeClean(page, 'your car');

      await page.getByLabel(field('Rego')).fill(estimate.rego.toLowerCase());
      await page.getByLabel(field('State of registration')).selectOption(estimate.regoState);
      await page.getByRole('button', { name: 'Find my car' }).click();
      await page.getByText('Demo register: sample registrations only').waitFor();
      await page.getByText(`${estimate.vehicle.make} ${estimate.vehicle.model}`, { exact: false }).first().waitFor();
      await expectAxeClean(page, 'is this your car');
      await page.getByRole('button', { name: 'Yes, this is my car' }).click();

      await expect.poll(() => stepHeading(page).textContent()).toBe('Kilometres');
      await page.getByLabel(field('Odometer reading (km)')).fill('45000');
      await expectAxeClean(page, 'kilometres');
      await page.getByRole('button', { name: 'Continue' }).click();

      await answerQuestions(page, 'first');
      await expectAxeClean(page, 'about your car');
      await page.getByRole('button', { name: 'Get my valuation' }).click();

      await expect.poll(() => stepHeading(page).textContent(), { timeout: 30_000 }).toBe('Your estimated trade-in value');
      await page.getByText(/Based on \d+ comparable cars?\./).waitFor();
      await expectAxeClean(page, 'estimate');
      await page.getByRole('button', { name: 'Accept offer' }).click();

      await expect.poll(() => stepHeading(page).textContent(), { timeout: 20_000 }).toBe('Offer accepted');
      await expectAxeClean(page, 'offer accepted');

      const adf = await mailFor(slug, who, 30_000, (text) => text.includes(TRADE_IN_SUBCATEGORIES.accepted));
      expect(adf).toMatch(/<vehicle[^>]*interest="trade-in"/);
      const tradeIn = adf.slice(adf.search(/<vehicle[^>]*interest="trade-in"/));
      expect(xmlText(tradeIn, 'make')).toBe(estimate.vehicle.make);
      expect(xmlText(tradeIn, 'model')).toBe(estimate.vehicle.model);
      expect(xmlText(tradeIn, 'year')).toBe(String(new Date().getFullYear() - estimate.age));
      expect(tradeIn).toMatch(/<odometer[^>]*>45000<\/odometer>/);
      // The answers travel by their labels.
      expect(adf).toContain(TRADE_IN_QUESTIONS[0].options[0].label);
      // And the start step's own lead reached the dealer first, so a shopper who stopped would not be lost.
      await mailFor(slug, who, 30_000, (text) => text.includes(TRADE_IN_SUBCATEGORIES.started));
      if (viaCar) expect(adf).toContain(towards.stocknum);
    } finally {
      await close();
    }
  });

  it('offers an in-person appraisal, not an online estimate, for a car over 100,000 km (and by manual selection)', { timeout: 180_000 }, async () => {
    const { page, close, shownAt } = await open(host, '/sell-your-car');
    try {
      const who = shopper('Appraiser');
      await fillDetails(page, who, shownAt);

      // An unknown rego falls back to manual selection, with the lookup's message.
      await page.getByLabel(field('Rego')).fill('ZZZ999');
      await page.getByLabel(field('State of registration')).selectOption(appraisal.regoState);
      await page.getByRole('button', { name: 'Find my car' }).click();
      await page.getByText("We couldn't find that registration", { exact: false }).first().waitFor();
      const pick = async (label: string) => {
        const select = page.getByLabel(field(label));
        await expect.poll(() => select.isEnabled(), { timeout: 15_000 }).toBe(true);
        await expect.poll(() => select.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
        const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
        await select.selectOption(values[0]!);
      };
      await pick('Year');
      await pick('Make');
      await pick('Model');
      await expectAxeClean(page, 'choose your car');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect.poll(() => stepHeading(page).textContent()).toBe('Kilometres');
      await page.getByLabel(field('Odometer reading (km)')).fill('150000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await answerQuestions(page, 'last');
      await page.getByRole('button', { name: 'Get my valuation' }).click();

      await expect.poll(() => stepHeading(page).textContent(), { timeout: 30_000 }).toBe("We'd like to see your car");
      await page.getByText('100,000 km', { exact: false }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
      await expectAxeClean(page, 'appraisal offered');
      await page.getByLabel('When would suit you to bring the car in? (optional)').fill('Saturday morning');
      await page.getByRole('button', { name: 'Book an in-person appraisal' }).click();
      await expect.poll(() => stepHeading(page).textContent(), { timeout: 20_000 }).toBe('Appraisal requested');

      const adf = await mailFor(slug, who, 30_000, (text) => text.includes(TRADE_IN_SUBCATEGORIES.appraisal));
      expect(adf).toMatch(/<vehicle[^>]*interest="trade-in"/);
      expect(adf).toContain('Saturday morning');
      expect(adf).not.toContain(TRADE_IN_SUBCATEGORIES.accepted);
    } finally {
      await close();
    }
  });
});
