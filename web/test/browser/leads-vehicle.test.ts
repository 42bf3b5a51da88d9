/**
 * The vehicle page's lead forms, end to end in the browser on the Toyota and used-car templates
 * (offers also on the caravan dealer, the other site that takes them): the multi-step enquiry with
 * its step validation, Back, and Enter moving on; Book a Test Drive and Make an Offer from their
 * dialogs; Request more photos; Find Me Something Similar on a sold car. Each is sent like a shopper
 * would (the server's 3-second minimum fill time is waited out, never bypassed), lands on /success,
 * fires its tracking event, and arrives in the test server's mailbox as an ADF e-mail naming the
 * shopper, the car's stock number and the right dealership and location. axe runs with every form
 * open, clean and in its error state. The pages the shopper saw and the campaign that brought them
 * travel in the lead the browser sends. Cars are picked through the site's own search API.
 */
import { FIELD_LABELS, LEAD_MESSAGES, REQUEST_PHOTOS_MESSAGE } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleTitle } from '@/components/search/results/card-model';
import { FIND_SIMILAR_CARD_COPY, findSimilarEnquiryMessage } from '@/domain/display-state';
import { formatPrice } from '@/domain/price';
import { enquiryEventId, TRACKING_EVENTS } from '@/domain/tracking';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Location, Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { VISITED_PAGES_KEY } from '@/lib/leads/client/visited-pages';
import { escapeXml } from '@/lib/xml';
import { axeViolations, getWithHost, hydratedElement, launch, urlFor } from './browser';
import { mailFor, shopper, waitOutMinimumFill, xmlText, type Shopper } from './leads';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/* ------------------------------------------------------------------------------------------------
 * Cars, shoppers, pages
 * --------------------------------------------------------------------------------------------- */

/** Cars as the site's search API gives them (the same stock the pages show). */
async function searchCars(site: string, query: string): Promise<Vehicle[]> {
  const response = await getWithHost(`${site}.localhost`, `/api/search?${query}`);
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { hits: Vehicle[] }).hits;
}

/**
 * An in-stock car with a price at the site's location that also distributes to another (Mona Vale
 * and Gold Coast in the sample content), so the test-drive form offers a location choice.
 */
async function carWithDistribution(site: Site, locations: Location[]): Promise<{ car: Vehicle; home: Location }> {
  const home = locations.find((l) => l.visible && l.distribution_locations.length > 0)!;
  const hits = await searchCars(site.slug, `status=in_stock&location_name=${encodeURIComponent(home.name)}`);
  const car = hits.find((v) => v.price > 10 && !v.reserved)!;
  expect(car, `an in-stock car at ${home.name}`).toBeDefined();
  return { car, home };
}

/** The page of a car with a location choice (carWithDistribution), opened for a new shopper. */
async function distributedCarPage(slug: string) {
  const site = (await repo.site(slug))!;
  const locations = await repo.locations(site);
  const { car, home } = await carWithDistribution(site, locations);
  return { site, locations, car, home, who: shopper('Driver'), ...(await openCar(slug, car)) };
}

async function soldCar(site: string): Promise<Vehicle> {
  const car = (await searchCars(site, 'status=sold'))[0];
  expect(car, `a recently sold car on ${site}`).toBeDefined();
  return car!;
}

interface ShopperPage {
  page: Page;
  context: BrowserContext;
  /** The tracking events the page sent (event ids). */
  events: number[];
}

/** The car's page in a fresh context from its own client address (the server limits leads per address). */
async function openCar(site: string, car: Vehicle): Promise<ShopperPage> {
  const carPage = await newShopperPage();
  const response = await carPage.page.goto(urlFor(`${site}.localhost`, `/cars/${car.slug}`), { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return carPage;
}

/** A page in a fresh context from its own client address, its problems and tracking events recorded. */
async function newShopperPage(): Promise<ShopperPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  pageProblems.set(page, problems);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  const events: number[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/events')) return;
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { event_id?: number };
      if (typeof body.event_id === 'number') events.push(body.event_id);
    } catch {
      // not an event body
    }
  });
  return { page, context, events };
}

/** What went wrong in a page opened by openCar (its errors, warnings and failed requests), for a failure's message. */
const pageProblems = new WeakMap<Page, string[]>();

/**
 * A lead form once hydrated with its start time set (the kit marks it data-ready). If it never comes,
 * the error says what the place showed instead and what the page reported: the wait has timed out a
 * few times in CI under load, with nothing to tell a slow machine from a form that failed to load.
 */
async function readyForm(scope: Locator | Page, kind: string): Promise<{ form: Locator; shownAt: number }> {
  const form = scope.locator(`form[data-lead-form="${kind}"][data-ready]`);
  try {
    await form.waitFor({ timeout: 30_000 });
  } catch (error) {
    // A dialog or panel shows its own text; a whole page, its main.
    const [page, place] = 'page' in scope ? [scope.page(), scope] : [scope, scope.locator('main')];
    const shown = (await place.innerText({ timeout: 2_000 }).catch(() => '(unreadable)')).slice(0, 300);
    const problems = pageProblems.get(page) ?? [];
    throw new Error(`no ready ${kind} form within 30 s at ${page.url()}; the place showed: ${JSON.stringify(shown)}; the page reported: ${problems.join(' | ') || 'nothing'}`, { cause: error });
  }
  return { form, shownAt: Date.now() };
}

/** A text input or textarea by its accessible name (the label without its aria-hidden required mark). */
const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

async function fillCore(form: Locator, who: Shopper) {
  await textbox(form, 'First Name').fill(who.name);
  await textbox(form, 'Last Name').fill(who.last_name);
  await textbox(form, 'Email').fill(who.email);
  await textbox(form, 'Mobile').fill(who.phone);
}

const submit = (form: Locator) => form.getByRole('button', { name: /Now$/ }).click();

async function summaryItems(page: Page, form: Locator): Promise<string[]> {
  const summary = form.locator('[data-error-summary]');
  await summary.waitFor();
  expect(await summary.getByRole('heading').innerText()).toBe(LEAD_MESSAGES.errorListHeading);
  // Focus moves to the summary, so keyboard and screen-reader users land on it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
  return summary.getByRole('listitem').allInnerTexts();
}

async function thankedOnSuccess(page: Page, who: Shopper) {
  await page.waitForURL('**/success', { timeout: 15_000 });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Thanks ${who.name}`);
  expect(page.url()).not.toContain(who.email);
}

/* ------------------------------------------------------------------------------------------------
 * The mailbox
 * --------------------------------------------------------------------------------------------- */


/** The shopper, the car and the dealership location the lead is for, as the ADF names them. */
function expectDelivered(adf: string, { who, car, site, location }: { who: Shopper; car: Vehicle; site: Site; location: Location }) {
  expect(xmlText(adf, 'name', ' part="first"')).toBe(who.name);
  expect(xmlText(adf, 'name', ' part="last"')).toBe(who.last_name);
  expect(xmlText(adf, 'stock')).toBe(car.stocknum);
  const dealership = site.dealerships.find((d) => d.slug === location.dealership_slug);
  expect(xmlText(adf, 'vendorname')).toBe(dealership?.name ?? location.name);
  // The vendor's contact is the location itself.
  const vendor = adf.slice(adf.indexOf('<vendor>'));
  expect(xmlText(vendor, 'name', ' part="full"')).toBe(location.name);
}

/** A date-time a few days ahead, as a datetime-local input takes it. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:30`;
}

/* ------------------------------------------------------------------------------------------------
 * The journeys, on two templates
 * --------------------------------------------------------------------------------------------- */

const SITES = ['harbour-toyota', 'gateway-car-superstore'] as const;

describe.each(SITES)('vehicle page lead forms on %s', (slug) => {
  it('multi-step enquiry: each step validated with the spec messages, Back keeps answers, then /success and the dealer’s mail', async () => {
    const { site, car, home, who, page, context, events } = await distributedCarPage(slug);
    try {
      // The panel is real content before the form's code arrives.
      const panel = page.locator('#enquire');
      expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe(`Enquire about this ${vehicleTitle(car)}`);
      // The Enquire button leads there; the form loads as the panel comes into view.
      await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: 'Enquire', exact: true }).click();
      const { form, shownAt } = await readyForm(panel, 'enquiry');
      const stepHeading = form.getByRole('heading', { level: 3 });
      expect(await stepHeading.innerText()).toContain('Step 1 of 3');
      expect(await form.getByRole('button', { name: 'Back' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Step 1: nothing filled in.
      await form.getByRole('button', { name: 'Next' }).click();
      expect(await summaryItems(page, form)).toEqual([
        LEAD_MESSAGES.required('First Name'),
        LEAD_MESSAGES.required('Last Name'),
        LEAD_MESSAGES.required('Email'),
        LEAD_MESSAGES.required('Mobile'),
        LEAD_MESSAGES.required('Postcode'),
      ]);
      expect(await axeViolations(page)).toEqual([]);
      // A bad postcode: the spec's exact message, and still step 1.
      await fillCore(form, who);
      await textbox(form, 'Postcode').fill('123');
      await form.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => form.locator('[data-error-summary] li').allInnerTexts()).toEqual([LEAD_MESSAGES.postcode]);
      expect(await stepHeading.innerText()).toContain('Step 1 of 3');
      // Enter in a field moves on once the step is valid; focus goes to the new step's heading.
      await textbox(form, 'Postcode').fill('2000');
      await textbox(form, 'Postcode').press('Enter');
      await expect.poll(() => stepHeading.innerText()).toContain('Step 2 of 3');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Step 2 of 3');

      // Step 2: the enquiry itself (the car's own location is preset, not asked).
      expect(await form.getByRole('combobox', { name: 'Location' }).count()).toBe(0);
      await form.getByRole('radiogroup', { name: FIELD_LABELS.PreferredContactMethod }).getByRole('radio', { name: 'Email' }).check();
      await form.getByRole('radiogroup', { name: FIELD_LABELS.finance }).getByRole('radio', { name: 'No' }).check();
      await textbox(form, 'Message').fill('Is it still available this weekend?');
      // Back: step 1 with everything as typed, then on again with step 2's answers kept.
      await form.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => stepHeading.innerText()).toContain('Step 1 of 3');
      expect(await textbox(form, 'Last Name').inputValue()).toBe(who.last_name);
      await form.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => stepHeading.innerText()).toContain('Step 2 of 3');
      expect(await textbox(form, 'Message').inputValue()).toBe('Is it still available this weekend?');
      await form.getByRole('button', { name: 'Next' }).click();

      // Step 3: consent; both sample sites require the terms. An unticked opt-in stays unticked
      // through Back and Next (and the radio answers of step 2 stay as given).
      await expect.poll(() => stepHeading.innerText()).toContain('Step 3 of 3');
      const optIn = form.getByRole('checkbox', { name: FIELD_LABELS.opt_in! });
      expect(await optIn.isChecked()).toBe(true);
      await optIn.uncheck();
      await form.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => stepHeading.innerText()).toContain('Step 2 of 3');
      expect(await form.getByRole('radio', { name: 'Email' }).isChecked()).toBe(true);
      await form.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => stepHeading.innerText()).toContain('Step 3 of 3');
      expect(await optIn.isChecked()).toBe(false);
      await submit(form);
      expect(await summaryItems(page, form)).toEqual([LEAD_MESSAGES.terms]);
      expect(await axeViolations(page)).toEqual([]);
      await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await submit(form);
      await thankedOnSuccess(page, who);
      await expect.poll(() => events).toContain(enquiryEventId('enquiry', car.car_type, car.tag));

      const adf = await mailFor(slug, who);
      expectDelivered(adf, { who, car, site, location: home });
      expect(adf).toContain('Is it still available this weekend?');
      expect(adf).toContain('Preferred contact: Email');
      expect(adf).toContain('Marketing opt-in: No');
    } finally {
      await context.close();
    }
  });

  it('Book a Test Drive from its dialog: a chosen location and time reach that location', async () => {
    const { site, locations, car, home, who, page, context, events } = await distributedCarPage(slug);
    try {
      await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('button', { name: /Book a Test Drive/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
      await dialog.waitFor();
      // Spec §9: the dialog is at most 600 px wide.
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(600);
      expect(await dialog.innerText()).toContain(`Stock no. ${car.stocknum}`);
      const { form, shownAt } = await readyForm(dialog, 'test_drive');
      expect(await axeViolations(page)).toEqual([]);
      await submit(form);
      expect(await summaryItems(page, form)).toEqual(
        expect.arrayContaining([LEAD_MESSAGES.required('First Name'), LEAD_MESSAGES.required('Location'), LEAD_MESSAGES.terms]),
      );
      expect(await axeViolations(page)).toEqual([]);

      await fillCore(form, who);
      // The car can be driven at its own location or the ones it is distributed to.
      const select = form.getByRole('combobox', { name: 'Location', exact: true });
      const choices = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(choices).toEqual([home.location_id, ...home.distribution_locations]);
      const chosen = locations.find((l) => l.location_id === home.distribution_locations[0])!;
      await select.selectOption(chosen.location_id);
      const when = inDays(3);
      await form.getByLabel(FIELD_LABELS.preferred_date!).fill(when);
      await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await submit(form);
      await thankedOnSuccess(page, who);
      await expect.poll(() => events).toContain(enquiryEventId('test-drive', car.car_type, car.tag));

      const adf = await mailFor(slug, who);
      expectDelivered(adf, { who, car, site, location: chosen });
      expect(adf).toContain(`Preferred test drive time: ${when}`);
    } finally {
      await context.close();
    }
  });

  it('Request more photos: the default request is sent when the message is left empty', async () => {
    const { site, car, home, who, page, context, events } = await distributedCarPage(slug);
    try {
      const requestPhotos = page.locator('#enquire').getByRole('button', { name: 'Request more photos' });
      await hydratedElement(requestPhotos);
      await requestPhotos.click();
      const dialog = page.getByRole('dialog', { name: 'Request more photos' });
      const { form, shownAt } = await readyForm(dialog, 'request_photos');
      expect(await textbox(form, 'Message').inputValue()).toBe('');
      expect(await axeViolations(page)).toEqual([]);
      await submit(form);
      expect(await summaryItems(page, form)).toEqual(expect.arrayContaining([LEAD_MESSAGES.required('First Name'), LEAD_MESSAGES.terms]));
      expect(await axeViolations(page)).toEqual([]);
      await fillCore(form, who);
      await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await submit(form);
      await thankedOnSuccess(page, who);
      await expect.poll(() => events).toContain(TRACKING_EVENTS.defaultForm);

      const adf = await mailFor(slug, who);
      expectDelivered(adf, { who, car, site, location: home });
      expect(adf).toContain(`Message: ${REQUEST_PHOTOS_MESSAGE}`);
      expect(adf).toContain('Subcategory: Request Photos');
    } finally {
      await context.close();
    }
  });
});

describe('what travels with a lead besides the form', () => {
  // VisitRecorder records each page in a task of its own after hydration (lib/tasks/own-task.ts): the
  // unit tests cover the list and the server's use of it; this checks the browser really sends it.
  it('the pages the shopper saw on the site and the campaign that brought them are in the lead the browser sends', async () => {
    const slug = 'harbour-toyota';
    const car = (await searchCars(slug, 'status=in_stock')).find((v) => v.price > 10 && !v.reserved)!;
    const { page, context } = await newShopperPage();
    const recorded = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], VISITED_PAGES_KEY);
    try {
      await page.goto(urlFor(`${slug}.localhost`, '/?utm_source=newsletter&utm_campaign=spring&colour=red'), { waitUntil: 'load' });
      await expect.poll(recorded).toEqual(['/?colour=red']);
      await page.goto(urlFor(`${slug}.localhost`, `/cars/${car.slug}`), { waitUntil: 'load' });
      await expect.poll(recorded).toEqual(['/?colour=red', `/cars/${car.slug}`]);

      const requestPhotos = page.locator('#enquire').getByRole('button', { name: 'Request more photos' });
      await hydratedElement(requestPhotos);
      await requestPhotos.click();
      const { form, shownAt } = await readyForm(page.getByRole('dialog', { name: 'Request more photos' }), 'request_photos');
      await fillCore(form, shopper('Traveller'));
      await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/leads/'));
      await submit(form);
      const body = JSON.parse((await sent).postData() ?? '{}') as { context?: { visited_pages?: string[]; linked_query_params?: Record<string, string>; page_url?: string } };
      expect(body.context?.visited_pages).toEqual(['/?colour=red', `/cars/${car.slug}`]);
      expect(body.context?.linked_query_params).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
      expect(body.context?.page_url).toBe(urlFor(`${slug}.localhost`, `/cars/${car.slug}`));
      await page.waitForURL('**/success', { timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});

/** Gateway's stock filter shows no sold cars: the sold view is tested on the Toyota and multi-franchise dealers. */
describe.each(['harbour-toyota', 'southern-cross-motors'] as const)('sold car on %s', (slug) => {
  it('Find Me Something Similar on a sold car: the prefilled form under the card copy', async () => {
    const site = (await repo.site(slug))!;
    const locations = await repo.locations(site);
    const car = await soldCar(slug);
    const location = locations.find((l) => l.location_id === car.location_id)!;
    const who = shopper('Driver');
    const { page, context } = await openCar(slug, car);
    try {
      await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: 'Find Me Something Similar' }).click();
      const panel = page.locator('#enquire');
      expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe(FIND_SIMILAR_CARD_COPY);
      const { form, shownAt } = await readyForm(panel, 'find_similar');
      const message = findSimilarEnquiryMessage(car);
      expect(await textbox(form, 'Message').inputValue()).toBe(message);
      expect(await axeViolations(page)).toEqual([]);
      await fillCore(form, who);
      await textbox(form, 'Postcode').fill('200');
      await submit(form);
      expect(await summaryItems(page, form)).toEqual(site.features.terms_required ? [LEAD_MESSAGES.postcode, LEAD_MESSAGES.terms] : [LEAD_MESSAGES.postcode]);
      expect(await axeViolations(page)).toEqual([]);
      await textbox(form, 'Postcode').fill('4000');
      if (site.features.terms_required) await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await submit(form);
      await thankedOnSuccess(page, who);

      const adf = await mailFor(slug, who);
      expectDelivered(adf, { who, car, site, location });
      expect(adf).toContain(`Message: ${escapeXml(message)}`);
      expect(adf).toContain('Subcategory: Find Me Something Similar');
    } finally {
      await context.close();
    }
  });
});

describe.each(['gateway-car-superstore', 'coorong-caravans'] as const)('Make an Offer on %s', (slug) => {
  it('the amount is typed with separators over the price placeholder and arrives as dollars', async () => {
    const site = (await repo.site(slug))!;
    const locations = await repo.locations(site);
    const car = (await searchCars(slug, 'status=in_stock')).find((v) => v.price > 10 && v.offer_price === undefined && !v.reserved)!;
    const location = locations.find((l) => l.location_id === car.location_id)!;
    const who = shopper('Driver');
    const { page, context } = await openCar(slug, car);
    try {
      await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('button', { name: 'Make an Offer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
      const { form, shownAt } = await readyForm(dialog, 'make_an_offer');
      const amount = textbox(form, FIELD_LABELS.offer_from_client!);
      expect(await amount.getAttribute('placeholder')).toBe(formatPrice(car.price).slice(1));
      // Spec §5: no message and no opt-in on the offer form.
      expect(await textbox(form, 'Message').count()).toBe(0);
      expect(await form.getByRole('checkbox', { name: FIELD_LABELS.opt_in! }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await submit(form);
      expect(await summaryItems(page, form)).toEqual(expect.arrayContaining([LEAD_MESSAGES.required(FIELD_LABELS.offer_from_client!)]));
      expect(await axeViolations(page)).toEqual([]);

      await fillCore(form, who);
      await amount.pressSequentially('25000');
      expect(await amount.inputValue()).toBe('25,000');
      if (site.features.terms_required) await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await submit(form);
      await thankedOnSuccess(page, who);

      const adf = await mailFor(slug, who);
      expectDelivered(adf, { who, car, site, location });
      expect(adf).toContain('Offer: $25,000');
    } finally {
      await context.close();
    }
  });
});

describe('form pages', () => {
  it('/enquiries/make-an-offer takes the amount from the URL (the dialog without JavaScript) and shows it formatted', async () => {
    const slug = 'gateway-car-superstore';
    const car = (await searchCars(slug, 'status=in_stock')).find((v) => v.price > 10 && !v.reserved)!;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
    });
    const page = await context.newPage();
    try {
      await page.goto(urlFor(`${slug}.localhost`, `/enquiries/make-an-offer?car_id=${car.slug}&offer_from_client=31500`));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Make an Offer');
      const { form } = await readyForm(page, 'make_an_offer');
      expect(await textbox(form, FIELD_LABELS.offer_from_client!).inputValue()).toBe('31,500');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('before the page’s JavaScript runs, Book a Test Drive and Make an Offer link to their form pages', async () => {
    const slug = 'gateway-car-superstore';
    const car = (await searchCars(slug, 'status=in_stock')).find((v) => v.price > 10 && !v.reserved)!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(urlFor(`${slug}.localhost`, `/cars/${car.slug}`));
      const actions = page.getByRole('complementary', { name: 'Price and actions' });
      const offer = actions.getByRole('link', { name: 'Make an Offer' });
      expect(await offer.getAttribute('href')).toBe(`/enquiries/make-an-offer?car_id=${car.slug}`);
      await actions.getByRole('link', { name: /Book a Test Drive/ }).first().click();
      await page.waitForURL((url) => url.pathname === '/book-test-drive');
      expect(new URL(page.url()).searchParams.get('car_id')).toBe(car.slug);
      expect(await page.locator('form[data-lead-form="test_drive"]').count()).toBe(1);
      await expect(page.getByText(`Stock no. ${car.stocknum}`).count()).resolves.toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('/book-test-drive without a car points to the search; with another dealer’s car it is a friendly 404', async () => {
    const other = await soldCar('harbour-toyota');
    const none = await getWithHost('gateway-car-superstore.localhost', '/book-test-drive');
    expect(none.status).toBe(200);
    expect(none.body).toContain('href="/search/new-used-and-demo-cars"');
    const foreign = await getWithHost('gateway-car-superstore.localhost', `/book-test-drive?car_id=${other.slug}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toContain('We couldn’t find that car');
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(urlFor('gateway-car-superstore.localhost', '/book-test-drive'));
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
