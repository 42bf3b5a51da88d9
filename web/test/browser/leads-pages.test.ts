/**
 * The lead forms of the content pages, end to end in the browser on two templates (Toyota and the
 * used-car superstore): contact, careers, fleet, general enquiry and finance enquiry are filled in
 * like a shopper would (respecting the server's 3-second minimum fill time), land on /success with
 * the shopper's name, and arrive in the test server's local mailbox as an ADF e-mail naming the
 * shopper and the right dealership (<vendorname>). Also: the error summary with the spec's messages
 * and its keyboard links, axe on every form clean and with errors, and the profile prefilling the
 * next form.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleTitle } from '@/components/search/results/card-model';
import { effectiveLocationType } from '@/domain/locations';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Location, Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { axeViolations, launch, pageForCases, urlFor } from './browser';
import { mailFor, shopper, waitOutMinimumFill, xmlText, type Shopper } from './leads';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A context per test, from its own client address: the server also limits leads per address (10 per
 * 10 minutes), and every test shopper is a different person.
 */
async function openForm(host: string, pathname: string): Promise<{ page: Page; context: BrowserContext; form: ReturnType<Page['locator']> }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
  });
  const page = await context.newPage();
  return { page, context, form: await formOn(page, host, pathname) };
}

/** The form of the page at `pathname`, opened in `page`, once it is ready. */
async function formOn(page: Page, host: string, pathname: string): Promise<ReturnType<Page['locator']>> {
  const response = await page.goto(urlFor(host, pathname), { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const form = page.locator('form[data-lead-form]').first();
  // data-ready: hydrated, and the form's start time is set.
  await form.and(page.locator('[data-ready]')).waitFor();
  return form;
}

/** A field's label: its text, then the required mark (an asterisk hidden from screen readers). */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

async function fillCore(form: ReturnType<Page['locator']>, who: Shopper) {
  await form.getByLabel(field('First Name')).fill(who.name);
  await form.getByLabel(field('Last Name')).fill(who.last_name);
  await form.getByLabel(field('Email')).fill(who.email);
  await form.getByLabel(field('Mobile')).fill(who.phone);
}

/** Picks the last choice of a select (not the default first one), returning its value. */
async function chooseLast(form: ReturnType<Page['locator']>, label: string): Promise<string> {
  const select = form.getByLabel(field(label));
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const value = values.at(-1)!;
  await select.selectOption(value);
  return value;
}

async function submitAfterMinimumFill(page: Page, form: ReturnType<Page['locator']>, shownAt: number) {
  await waitOutMinimumFill(page, shownAt);
  await form.getByRole('button', { name: /Now$/ }).click();
}


/** The dealership a lead is for: the chosen location, else the car's, else the primary sales location — named after its dealership. */
function expectedVendor(site: Site, locations: Location[], locationId?: string): { vendor: string; location: Location } {
  const sales = locations.filter((l) => effectiveLocationType(l) === 'sales' && l.visible);
  const location = locations.find((l) => l.location_id === locationId) ?? sales.find((l) => l.primary) ?? sales[0]!;
  const dealership = site.dealerships.find((d) => d.slug === location.dealership_slug);
  return { vendor: dealership?.name ?? location.name, location };
}

type FormCase = {
  label: string;
  path: (site: string) => string;
  kind: string;
  /** Fills what the form needs beyond the core fields; returns the chosen location id, if any. */
  fill: (form: ReturnType<Page['locator']>, site: string) => Promise<{ locationId?: string }>;
  car?: boolean;
};

function saleCar(site: string) {
  return stockFor(site).find((v) => v.show_on_dealer_website && v.status === 'in_stock' && !v.reserved && v.price > 10)!;
}

const FORMS: FormCase[] = [
  {
    label: 'contact',
    path: () => '/contact-us',
    kind: 'contact',
    fill: async (form) => {
      await form.getByLabel(field('Category')).selectOption('New Vehicle Enquiry');
      const locationId = await chooseLast(form, 'Location');
      await form.getByLabel(field('Message')).fill('Do you have a white one in stock?');
      return { locationId };
    },
  },
  {
    label: 'careers',
    path: () => '/careers',
    kind: 'careers',
    fill: async (form) => {
      await form.getByLabel(field('Position')).fill('Sales Consultant');
      await form.getByLabel(field('Message')).fill('Ten years selling cars; available from next month.');
      return {};
    },
  },
  {
    label: 'fleet',
    path: () => '/fleet',
    kind: 'fleet_enquiry',
    fill: async (form) => {
      await form.getByLabel(field('Company')).fill('Beach Plumbing Pty Ltd');
      await form.getByLabel(field('Fleet size')).fill('12');
      const locationId = await chooseLast(form, 'Location');
      await form.getByLabel(field('Message')).fill('Twelve utes with canopies, please.');
      return { locationId };
    },
  },
  {
    label: 'general enquiry',
    path: () => '/enquiries/general-enquiry',
    kind: 'contact',
    fill: async (form) => {
      const locationId = await chooseLast(form, 'Location');
      await form.getByLabel(field('Message')).fill('What are your Saturday hours?');
      return { locationId };
    },
  },
  {
    label: 'finance enquiry',
    path: (site) => `/finance-enquiry?car_id=${saleCar(site).slug}`,
    kind: 'finance_enquiry',
    car: true,
    fill: async (form) => {
      await form.getByLabel(field('Postcode')).fill('2000');
      return {};
    },
  },
];

const SITES = ['harbour-toyota', 'gateway-car-superstore'] as const;

describe.each(SITES)('lead forms on %s', (slug) => {
  const host = `${slug}.localhost`;

  it.each(FORMS.map((f) => [f.label, f] as const))('%s: sent from the browser, thanked on /success, delivered to the dealership', async (_label, formCase) => {
    const site = (await repo.site(slug))!;
    const locations = await repo.locations(site);
    const who = shopper();
    const { page, context, form } = await openForm(host, formCase.path(slug));
    const shownAt = Date.now();
    try {
      expect(await form.getAttribute('data-lead-form')).toBe(formCase.kind);
      expect(await axeViolations(page)).toEqual([]);
      await fillCore(form, who);
      const { locationId } = await formCase.fill(form, slug);
      // Both sample sites require the terms (spec §5 "some sites").
      await form.getByLabel('I agree to the terms of use').check();
      await submitAfterMinimumFill(page, form, shownAt);
      await page.waitForURL('**/success', { timeout: 15_000 });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Thanks ${who.name}`);
      expect(page.url()).not.toContain(who.email);

      const car = formCase.car ? saleCar(slug) : undefined;
      if (car) {
        await expect.poll(() => page.getByRole('link', { name: `Back to the ${vehicleTitle(car)}` }).getAttribute('href')).toBe(`/cars/${car.slug}`);
      }

      const adf = await mailFor(slug, who);
      expect(adf).toMatch(new RegExp(`<name part="first">\\s*${who.name}\\s*</name>`));
      expect(adf).toContain(who.last_name);
      const expected = expectedVendor(site, locations, locationId ?? car?.location_id);
      expect(xmlText(adf, 'vendorname')).toBe(expected.vendor);
      if (locationId) expect(adf).toContain(expected.location.name);
    } finally {
      await context.close();
    }
  });
});

describe('error state', () => {
  // Nothing is sent here (every submit is refused in the browser), so nothing a case leaves behind
  // reaches the next: one page from case to case (a new page cost more than loading one on CI).
  const shared = pageForCases(() => browser.newContext({ viewport: { width: 1280, height: 900 } }));
  it.each(FORMS.map((f) => [f.label, f] as const))('%s: empty submit shows the summary, focused, with the spec messages; axe stays clean', async (_label, formCase) => {
    const page = shared();
    const form = await formOn(page, 'harbour-toyota.localhost', formCase.path('harbour-toyota'));
    await form.getByRole('button', { name: /Now$/ }).click();
    const summary = form.locator('[data-error-summary]');
    await summary.waitFor();
    expect(await summary.getByRole('heading').innerText()).toBe(LEAD_MESSAGES.errorListHeading);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    const items = await summary.getByRole('listitem').allInnerTexts();
    expect(items).toEqual(expect.arrayContaining([LEAD_MESSAGES.required('First Name'), LEAD_MESSAGES.required('Mobile'), LEAD_MESSAGES.terms]));
    // Each field says so itself, tied to its input.
    const name = form.getByLabel(field('First Name'));
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain(LEAD_MESSAGES.required('First Name'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a bad postcode gets the exact spec message; summary links move keyboard focus to their field', async () => {
    const { page, context, form } = await openForm('gateway-car-superstore.localhost', '/finance-enquiry');
    try {
      await form.getByLabel(field('Postcode')).fill('12a');
      await form.getByRole('button', { name: /Now$/ }).click();
      const summary = form.locator('[data-error-summary]');
      await summary.waitFor();
      expect(await summary.getByRole('listitem').allInnerTexts()).toContain(LEAD_MESSAGES.postcode);
      // From the focused summary, Tab reaches the first link; Enter moves focus to that field.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(LEAD_MESSAGES.required('First Name'));
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete)).toBe('given-name');
      // The postcode link focuses the postcode input.
      await summary.getByRole('link', { name: LEAD_MESSAGES.postcode }).focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('12a');
      // Fixing the field clears its message as the shopper types.
      await form.getByLabel(field('Postcode')).fill('4000');
      await expect.poll(() => summary.getByRole('listitem').allInnerTexts()).not.toContain(LEAD_MESSAGES.postcode);
    } finally {
      await context.close();
    }
  });
});

describe('profile', () => {
  it('a successful lead prefills the next form with the shopper’s details', async () => {
    const who = shopper();
    const first = await openForm('harbour-toyota.localhost', '/careers');
    const shownAt = Date.now();
    try {
      await fillCore(first.form, who);
      await first.form.getByLabel(field('Message')).fill('Keen to join the parts team.');
      await first.form.getByLabel('I agree to the terms of use').check();
      await submitAfterMinimumFill(first.page, first.form, shownAt);
      await first.page.waitForURL('**/success', { timeout: 15_000 });
      await first.page.goto(urlFor('harbour-toyota.localhost', '/enquiries/general-enquiry'), { waitUntil: 'load' });
      const next = first.page.locator('form[data-lead-form][data-ready]');
      await next.waitFor();
      await expect.poll(() => next.getByLabel(field('First Name')).inputValue()).toBe(who.name);
      expect(await next.getByLabel(field('Last Name')).inputValue()).toBe(who.last_name);
      expect(await next.getByLabel(field('Email')).inputValue()).toBe(who.email);
      expect(await next.getByLabel(field('Mobile')).inputValue()).toBe(who.phone);
      expect(await next.getByLabel(field('Message')).inputValue()).toBe('');
    } finally {
      await first.context.close();
    }
  });
});

describe('without JavaScript', () => {
  it('the form posts form-encoded, lands on /success, and the lead arrives with its preset category', async () => {
    const who = shopper();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
    });
    try {
      const page = await context.newPage();
      // The form's start time is the server's render time: a page rendered just now needs a person's
      // pace (3 s) before it is sent, exactly as with JavaScript.
      const shownAt = Date.now();
      await page.goto(urlFor('harbour-toyota.localhost', '/enquiries/service-enquiry'), { waitUntil: 'load' });
      const form = page.locator('form[data-lead-form="contact"]');
      // Server HTML alone: the defaults are already in place (opt-in ticked).
      expect(await form.getByLabel('Email me similar stock and latest offers').isChecked()).toBe(true);
      await fillCore(form, who);
      await chooseLast(form, 'Location');
      await form.getByLabel(field('Message')).fill('Is the 40,000 km service due at 36 months too?');
      await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await Promise.all([page.waitForURL('**/success'), form.getByRole('button', { name: /Now$/ }).click()]);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Thank you');
      const adf = await mailFor('harbour-toyota', who);
      expect(adf).toContain('Service Enquiry');
      expect(adf).toContain(who.last_name);
    } finally {
      await context.close();
    }
  });
});

/**
 * /book-test-drive?car_id= as a page (the Book a Test Drive dialog without JavaScript, and its link
 * target): the no-car and another-dealer's-car cases are in leads-vehicle.test.ts; here the page for
 * one of the site's own in-stock cars.
 */
describe('/book-test-drive for an in-stock car', () => {
  it('names the car above the test-drive form; axe is clean before and after an empty submit', async () => {
    const slug = 'harbour-toyota';
    const car = saleCar(slug);
    const title = vehicleTitle(car);
    const { page, context, form } = await openForm(`${slug}.localhost`, `/book-test-drive?car_id=${car.slug}`);
    try {
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Book a Test Drive');
      expect(await page.title()).toContain(`Book a Test Drive: ${title}`);
      // The form is the test-drive form, named by the page heading.
      expect(await form.getAttribute('data-lead-form')).toBe('test_drive');
      expect(await page.getByRole('form', { name: 'Book a Test Drive' }).count()).toBe(1);
      // The car: its summary row (title, stock number) and the way back to its page.
      const carText = await page.getByRole('main').innerText();
      expect(carText).toContain(title);
      expect(carText).toContain(`Stock no. ${car.stocknum}`);
      expect(await page.getByRole('link', { name: `Back to the ${title}` }).getAttribute('href')).toBe(`/cars/${car.slug}`);
      expect(await axeViolations(page)).toEqual([]);

      await form.getByRole('button', { name: /Now$/ }).click();
      const summary = form.locator('[data-error-summary]');
      await summary.waitFor();
      expect(await summary.getByRole('heading').innerText()).toBe(LEAD_MESSAGES.errorListHeading);
      await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
      const items = await summary.getByRole('listitem').allInnerTexts();
      expect(items).toEqual(expect.arrayContaining([LEAD_MESSAGES.required('First Name'), LEAD_MESSAGES.required('Mobile'), LEAD_MESSAGES.terms]));
      expect(await form.getByLabel(field('First Name')).getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      // Still this page: nothing was sent.
      expect(new URL(page.url()).pathname).toBe('/book-test-drive');
    } finally {
      await context.close();
    }
  });
});
