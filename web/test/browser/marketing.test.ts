/**
 * The dealership's marketing and information pages (issue 13), on the production build: offers,
 * locations (hours, open now across time zones, holiday dialog, Saturday rule, the map), model
 * pages, service, the generated complaints page, the blog and unsubscribing. Each page type on at
 * least two templates, axe clean, used with the keyboard.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isSaturdayByAppointment, localDateTime, openStatus } from '@/domain/opening-hours';
import { regulatorsFor } from '@/domain/regulators';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { mapProjection } from '@/lib/geo/offline-map';
import { unsubscribeHref } from '@/lib/leads/unsubscribe/link';
import { forgetCachedPages } from '../support/route-cache';
import { schemaOrgErrors } from '../support/schema-org-check';
import { axeViolations, getWithHost, hydratedElement, launch, pageForCases, requestWithHost, urlFor } from './browser';
import { waitForServer } from './global-setup';
import { confirmationsFor, mailFor, shopper, waitOutMinimumFill, type Shopper } from './leads';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function visit(host: string, pathname: string, setup?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (setup) await setup(page);
  const response = await page.goto(urlFor(host, pathname), { waitUntil: 'load' });
  return { page, context, status: response?.status() };
}

async function locationsOf(slug: string) {
  return repo.locations((await repo.site(slug))!);
}

describe('page types answer and pass axe on two templates', () => {
  const cases: [string, string][] = [
    ['harbour-toyota.localhost', '/special-offers'],
    ['southern-cross-motors.localhost', '/special-offers'],
    ['harbour-toyota.localhost', '/offers/rav4-hybrid-2-99-finance'],
    ['southern-cross-motors.localhost', '/offers/kia/scm-kia-sportage-bonus-accessories'],
    ['harbour-toyota.localhost', '/our-location'],
    ['coorong-caravans.localhost', '/our-location'],
    ['harbour-toyota.localhost', '/our-location/harbour-toyota-sales'],
    ['coorong-caravans.localhost', '/our-location/coorong-caravans-adelaide-sales'],
    ['coorong-caravans.localhost', '/contact-us/coorong-caravans-darwin'],
    ['gateway-car-superstore.localhost', '/contact-us'],
    ['harbour-toyota.localhost', '/rav4'],
    ['harbour-toyota.localhost', '/hilux/accessories'],
    ['harbour-toyota.localhost', '/service'],
    ['southern-cross-motors.localhost', '/service'],
    ['southern-cross-motors.localhost', '/genuine-service'],
    ['harbour-toyota.localhost', '/pages/complaint-handling-process'],
    ['coorong-caravans.localhost', '/pages/complaint-handling-process'],
    ['harbour-toyota.localhost', '/blog'],
    ['coorong-caravans.localhost', '/blog/vehicle-reviews'],
    ['gateway-car-superstore.localhost', '/blog/best-used-utes-under-40000'],
    ['harbour-toyota.localhost', '/pages/unsubscribe'],
    ['coorong-caravans.localhost', '/pages/unsubscribe'],
  ];
  const shared = pageForCases(() => browser.newContext({ viewport: { width: 1280, height: 900 } }));
  it.each(cases)('%s%s', async (host, pathname) => {
    const page = shared();
    const response = await page.goto(urlFor(host, pathname), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('offers', () => {
  it('groups a multi-franchise site’s offers by manufacturer and leaves out ended and future offers', async () => {
    const multi = await getWithHost('southern-cross-motors.localhost', '/special-offers');
    for (const make of ['Kia', 'Mazda', 'MG']) expect(multi.body).toMatch(new RegExp(`<h2[^>]*>${make}</h2>`));
    const toyota = await getWithHost('harbour-toyota.localhost', '/special-offers');
    expect(toyota.body).toContain('/offers/rav4-hybrid-2-99-finance');
    expect(toyota.body).not.toContain('eofy-2025-hilux');
    expect(toyota.body).not.toContain('2027-prado-launch');
  });

  it('answers an ended or unknown offer with a 404 that lists the current offers', async () => {
    for (const pathname of ['/offers/eofy-2025-hilux', '/offers/2027-prado-launch', '/offers/no-such-offer', '/offers/constructor']) {
      const res = await getWithHost('harbour-toyota.localhost', pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body, pathname).toContain('This offer has ended or is no longer available');
      expect(res.body, pathname).toContain('/offers/rav4-hybrid-2-99-finance');
    }
  });

  it('sends the other spelling of an offer’s address to the one its cards link', async () => {
    const res = await getWithHost('southern-cross-motors.localhost', '/offers/scm-kia-sportage-bonus-accessories');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/offers/kia/scm-kia-sportage-bonus-accessories');
  });

  it('collapses a long description to View more, expands and collapses it by keyboard', async () => {
    const { page, context } = await visit('harbour-toyota.localhost', '/offers/rav4-hybrid-2-99-finance');
    try {
      const text = page.locator('#offer-description');
      const toggle = page.getByRole('button', { name: 'View more' });
      await hydratedElement(toggle);
      const collapsed = await text.innerText();
      expect(collapsed.endsWith('…')).toBe(true);
      expect([...collapsed].length).toBeLessThanOrEqual(160);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'View less' }).waitFor();
      expect((await text.innerText()).length).toBeGreaterThan(200);
      expect(await page.getByRole('button', { name: 'View less' }).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'View more' }).waitFor();
      expect(await page.getByRole('link', { name: /Explore model/ }).getAttribute('href')).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('sends an enquiry that names the offer', async () => {
    const who = shopper('Offer');
    const { page, context } = await visit('southern-cross-motors.localhost', '/offers/kia/scm-kia-sportage-bonus-accessories');
    try {
      const form = page.locator('#offer-enquiry form');
      await form.and(page.locator('[data-ready]')).waitFor();
      // Timed from hydration (data-ready), when the form's start time is set, not from the page's load.
      const shownAt = Date.now();
      await fillShopper(form, who);
      await waitOutMinimumFill(page, shownAt);
      await form.getByRole('button', { name: /Now$/ }).click();
      await page.waitForURL('**/success', { timeout: 15_000 });
      const adf = await mailFor('southern-cross-motors', who);
      expect(adf).toContain('Kia Sportage: bonus tow pack and tint');
    } finally {
      await context.close();
    }
  });
});

/** A field by its label (the required mark is an asterisk after it). */
const field = (label: string) => new RegExp(`^${label}\\*?$`);

async function fillShopper(form: ReturnType<Page['locator']>, who: Shopper) {
  await form.getByLabel(field('First Name')).fill(who.name);
  await form.getByLabel(field('Last Name')).fill(who.last_name);
  await form.getByLabel(field('Email')).fill(who.email);
  await form.getByLabel(field('Mobile')).fill(who.phone);
  const terms = form.getByLabel('I agree to the terms of use');
  if ((await terms.count()) > 0) await terms.check();
  // Comments are required on most sites (spec §5).
  const message = form.getByLabel(field('Message'));
  if ((await message.count()) > 0 && (await message.inputValue()) === '') await message.fill('Please send me your latest offers.');
  // Selects shown on a site with several locations or dealerships are required: take the last choice.
  for (const label of ['Location', 'Dealership']) {
    const select = form.getByLabel(field(label));
    if ((await select.count()) === 0 || (await select.evaluate((el) => el.tagName)) !== 'SELECT') continue;
    const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    if (values.length > 0) await select.selectOption(values.at(-1)!);
  }
}

describe('locations', () => {
  it('lists the location cards with View Location Details on each', async () => {
    const res = await getWithHost('southern-cross-motors.localhost', '/our-location');
    expect(res.body).toContain('View our locations');
    for (const slug of ['southern-cross-hyundai-sales', 'southern-cross-kia-sales', 'southern-cross-mazda-sales', 'southern-cross-mg-sales']) {
      expect(res.body).toContain(`href="/our-location/${slug}"`);
    }
  });

  it('collapses Mon–Fri when all five weekdays match, and lists days when they differ', async () => {
    const locations = await locationsOf('coorong-caravans');
    const adelaide = locations.find((l) => l.slug === 'coorong-caravans-adelaide-sales')!;
    const res = await getWithHost('coorong-caravans.localhost', '/our-location/coorong-caravans-adelaide-sales');
    const hours = res.body.slice(res.body.indexOf(`data-hours="${adelaide.slug}"`));
    expect(hours).toMatch(/<th[^>]*>Mon-Fri<\/th><td[^>]*>9:00am - 5:30pm<\/td>/);
    expect(hours.slice(0, 3000)).not.toMatch(/<th[^>]*>Monday<\/th>/);
  });

  it('shows open now / closed now in each location’s own time zone at the same instant (Perth, Adelaide, Sydney)', async () => {
    const targets = [
      { site: 'gateway-car-superstore', slug: 'gateway-car-superstore-perth-service' },
      { site: 'coorong-caravans', slug: 'coorong-caravans-adelaide-sales' },
      { site: 'harbour-toyota', slug: 'harbour-toyota-sales' },
    ];
    const all = await Promise.all(targets.map(async (t) => ({ ...t, location: (await locationsOf(t.site)).find((l) => l.slug === t.slug)! })));
    expect(all.map((t) => t.location.timezone)).toEqual(['Australia/Perth', 'Australia/Adelaide', 'Australia/Sydney']);
    // An instant within the week the page's schedule covers where the three do not all agree:
    // 23:00 UTC on a coming weekday is 7:00 in Perth (before the service opens), 9:30 in Adelaide
    // and 10:00 in Sydney in daylight time.
    let instant = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    for (let i = 0; i < 24 * 6; i++, instant = new Date(instant.getTime() + 3_600_000)) {
      const states = all.map((t) => openStatus(t.location, instant).isOpen);
      if (states.includes(true) && states.includes(false)) break;
    }
    const expected = all.map((t) => openStatus(t.location, instant).isOpen);
    expect(expected).toContain(true);
    expect(expected).toContain(false);
    for (const [i, t] of all.entries()) {
      const { page, context } = await visit(`${t.site}.localhost`, `/our-location/${t.slug}`, (p) => p.clock.setFixedTime(instant));
      try {
        const badge = page.locator(`[data-hours="${t.slug}"] [data-open-now]`);
        await expect.poll(() => badge.getAttribute('data-open-now'), { message: t.slug }).toBe(String(expected[i]));
        expect(await badge.innerText()).toContain(expected[i] ? 'Open now' : 'Closed now');
      } finally {
        await context.close();
      }
    }
  });

  it('states the every-second-Saturday appointment rule for the coming Saturday', async () => {
    const locations = await locationsOf('harbour-toyota');
    const ruled = locations.find((l) => l.saturday_by_appointment_from)!;
    const res = await getWithHost('harbour-toyota.localhost', `/our-location/${ruled.slug}`);
    const today = localDateTime(new Date(), ruled.timezone).date;
    const start = new Date(`${today}T00:00:00Z`);
    const saturday = new Date(start.getTime() + ((6 - start.getUTCDay() + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
    const expected = isSaturdayByAppointment(ruled, saturday) ? 'appointment' : 'open';
    expect(res.body).toContain(`data-saturday-rule="${expected}"`);
  });

  it('opens the holiday hours in a dialog by keyboard, closes it with Escape and returns focus', async () => {
    const { page, context } = await visit('coorong-caravans.localhost', '/our-location/coorong-caravans-adelaide-sales');
    try {
      const trigger = page.getByRole('button', { name: /Holiday hours, Coorong Caravans Adelaide Sales/ });
      const dialog = page.getByRole('dialog');
      // Enter before React has hydrated the button does nothing: press again until the dialog opens.
      await expect
        .poll(
          async () => {
            if (await dialog.isVisible()) return true;
            await trigger.focus();
            await page.keyboard.press('Enter');
            return dialog.isVisible();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(true);
      expect(await dialog.innerText()).toContain('Christmas Day');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus comes back in a timer after the dialog has gone (Radix FocusScope), so it is polled.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Holiday hours');
    } finally {
      await context.close();
    }
  });

  it('draws the offline map with the pin at the projected coordinates and a directions link', async () => {
    const locations = await locationsOf('coorong-caravans');
    const darwin = locations.find((l) => l.slug === 'coorong-caravans-darwin-sales')!;
    const res = await getWithHost('coorong-caravans.localhost', `/our-location/${darwin.slug}`);
    const [x, y] = mapProjection(darwin.address.lat!, darwin.address.long!)([darwin.address.long!, darwin.address.lat!])!;
    // The map is an image the server draws (/media/map/<lat>,<long>.svg), not SVG in the page.
    const src = /<img src="(\/media\/map\/[^"]+)"[^>]*data-offline-map=""/.exec(res.body)?.[1] ?? '';
    expect(src, 'the map image').toMatch(/^\/media\/map\/-?[\d.]+,-?[\d.]+\.svg$/);
    const image = await getWithHost('coorong-caravans.localhost', src);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const transform = /data-pin=""[^>]*transform="translate\(([\d.]+) ([\d.]+)\)"/.exec(image.body);
    expect(transform, 'the pin').not.toBeNull();
    expect(Number(transform![1])).toBeCloseTo(x, 0);
    expect(Number(transform![2])).toBeCloseTo(y, 0);
    expect(res.body).toContain(`https://www.google.com/maps/dir/?api=1&amp;destination=${darwin.address.lat},${darwin.address.long}`);
    expect(res.body).not.toContain('maps/embed');
  });
});

describe('the map with a Google Maps key', () => {
  const webDir = path.resolve(import.meta.dirname, '../..');
  const port = Number(process.env.BROWSER_TEST_PORT ?? 3100) + 8;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    const { DATABASE_URL: _db, SMTP_URL: _smtp, MAILBOX_DIR: _mailbox, ...inherited } = process.env;
    server = spawn('npx', ['next', 'start', '-p', String(port)], {
      cwd: webDir,
      env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', GOOGLE_MAPS_KEY: 'test-maps-key', DATA_DIR: path.join(webDir, '.data', `maps-test-${port}`) },
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer(`http://127.0.0.1:${port}/`, server);
  }, 90_000);
  afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    for (const page of pages) forgetCachedPages(webDir, page);
  });
  // Both servers read and write the build's page cache: this one must draw these pages with its key,
  // and the main server must not be handed them afterwards.
  const car = stockFor('harbour-toyota').find((v) => v.show_on_dealer_website && v.status === 'in_stock' && v.location_id)!;
  const pages = ['harbour-toyota/our-location/harbour-toyota-sales', `harbour-toyota/cars/${car.slug}`];
  beforeAll(() => {
    for (const page of pages) forgetCachedPages(webDir, page);
  });

  it('loads the embed only when asked, in the same box (no layout shift)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const google: string[] = [];
    await page.route('https://www.google.com/**', (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' });
    });
    try {
      await page.goto(`http://harbour-toyota.localhost:${port}/our-location/harbour-toyota-sales`, { waitUntil: 'load' });
      const box = page.locator('#location-map > div').first();
      const before = await box.boundingBox();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(google).toEqual([]);
      const button = page.getByRole('button', { name: 'Show interactive map' });
      await button.focus();
      await page.keyboard.press('Enter');
      const frame = page.locator('#location-map iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toContain('key=test-maps-key');
      await expect.poll(() => google.length).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await box.boundingBox()).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('on a vehicle page too: the section is drawn by the server with the embed’s button (kept markup only without a key)', async () => {
    const html = await getWithHost('harbour-toyota.localhost', `/cars/${car.slug}`, port);
    expect(html.status).toBe(200);
    expect(html.body).toContain('<section id="vehicle-map"');
    expect(html.body).not.toContain('data-kept="vehicle-content"><section id="vehicle-map"');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }));
    try {
      await page.goto(`http://harbour-toyota.localhost:${port}/cars/${car.slug}`, { waitUntil: 'load' });
      const section = page.locator('section#vehicle-map');
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Where to see this car');
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: 'Show interactive map' }).click();
      expect(await section.locator('iframe').getAttribute('src')).toContain('key=test-maps-key');
      expect(await section.getByRole('link', { name: /Get directions/ }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('model pages', () => {
  it('shows the status, the live stock count the search gives and Service Advantage', async () => {
    const res = await getWithHost('harbour-toyota.localhost', '/hilux');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/data-model-status="">All-New</);
    const count = Number(/data-stock-count="">(\d+)</.exec(res.body)?.[1]);
    const search = JSON.parse((await getWithHost('harbour-toyota.localhost', '/api/search?make=Toyota&make_model=Toyota%20HiLux')).body) as { found?: number; count: number };
    expect(count).toBe(search.found ?? search.count);
    expect(res.body).toContain('Toyota Service Advantage');
    expect(res.body).toContain('href="/search/toyota/hilux"');
    expect((await getWithHost('southern-cross-motors.localhost', '/hilux')).status).toBe(404);
  });
});

describe('service and compliance', () => {
  it('books a Toyota service through the dealer network and others through /genuine-service', async () => {
    const toyota = await getWithHost('harbour-toyota.localhost', '/service');
    expect(toyota.body).toContain('https://www.toyota.com.au/dealer/harbour-toyota/service-booking');
    expect(toyota.body).toContain('data-service-advantage');
    const other = await getWithHost('southern-cross-motors.localhost', '/service');
    expect(other.body).toContain('href="/genuine-service"');
    expect(other.body).not.toContain('data-service-advantage');
  });

  it.each(['harbour-toyota', 'coorong-caravans', 'gateway-car-superstore'])('lists the regulator of every state %s has a location in', async (slug) => {
    const expected = regulatorsFor((await locationsOf(slug)).filter((l) => l.visible));
    const res = await getWithHost(`${slug}.localhost`, '/pages/complaint-handling-process');
    expect(res.body).toContain('Please raise any complaints or concerns with the relevant department manager');
    expect(res.body).toContain('This manager will be your contact person whilst your complaint or concern is being dealt with.');
    const list = res.body.slice(res.body.indexOf('data-regulators'), res.body.indexOf('</ul>', res.body.indexOf('data-regulators')));
    const states = [...list.matchAll(/data-state="([A-Z]+)"/g)].map((m) => m[1]);
    expect(states).toEqual(expected.map((r) => r.state));
    for (const r of expected) expect(list).toContain(`href="${r.website}"`);
    expect(list.match(/or seek independent legal advice/g)).toHaveLength(expected.length);
  });
});

describe('car history report', () => {
  it('shows the button only for a car whose report resolves, and serves the report as a PDF', async () => {
    const host = 'gateway-car-superstore.localhost';
    const shown = stockFor('gateway-car-superstore').filter((v) => v.show_on_dealer_website && v.status === 'in_stock');
    const withReport = shown.find((v) => v.file)!;
    const without = shown.find((v) => !v.file)!;
    const page = await getWithHost(host, `/cars/${withReport.slug}`);
    expect(page.body).toContain(`href="${withReport.file}"`);
    const pdf = await getWithHost(host, withReport.file);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    expect((await getWithHost(host, `/cars/${without.slug}`)).body).not.toContain('/history-reports/');
    expect((await getWithHost(host, `/history-reports/${without.stocknum}.pdf`)).status).toBe(404);
    expect((await getWithHost('harbour-toyota.localhost', withReport.file)).status).toBe(404);
  });
});

describe('the vehicle page map section', () => {
  const inStock = (site: string) => stockFor(site).find((v) => v.show_on_dealer_website && v.status === 'in_stock' && v.location_id)!;

  it('shows where the car is at #vehicle-map where the site turns it on, and the summary links there', async () => {
    const car = inStock('harbour-toyota');
    const location = (await locationsOf('harbour-toyota')).find((l) => l.location_id === car.location_id)!;
    const { page, context } = await visit('harbour-toyota.localhost', `/cars/${car.slug}`);
    try {
      const section = page.locator('section#vehicle-map');
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Where to see this car');
      expect(await section.innerText()).toContain(location.address.street);
      expect(await section.locator('[data-offline-map]').count()).toBe(1);
      expect(await section.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toContain(`destination=${location.address.lat},${location.address.long}`);
      await page.getByRole('link', { name: 'View on map' }).click();
      await page.waitForURL('**#vehicle-map');
      await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is not there where the site leaves it off', async () => {
    const res = await getWithHost('gateway-car-superstore.localhost', `/cars/${inStock('gateway-car-superstore').slug}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('id="vehicle-map"');
    expect(res.body).not.toContain('View on map');
  });
});

describe('blog', () => {
  it('marks up a post as a schema.org BlogPosting', async () => {
    const res = await getWithHost('harbour-toyota.localhost', '/blog/rav4-hybrid-review-northern-beaches');
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(blocks.some((b) => b['@type'] === 'BlogPosting')).toBe(true);
    expect(schemaOrgErrors(blocks as never)).toEqual([]);
    const category = await getWithHost('harbour-toyota.localhost', '/blog/vehicle-reviews');
    expect(category.body).toContain('/blog/rav4-hybrid-review-northern-beaches');
    expect(category.body).not.toContain('/blog/road-trip-checklist');
  });
});

describe('unsubscribe', () => {
  async function sendEnquiry(who: Shopper) {
    const { page, context } = await visit('coorong-caravans.localhost', '/enquiries/general-enquiry');
    try {
      const form = page.locator('form[data-lead-form]');
      await form.and(page.locator('[data-ready]')).waitFor();
      // Timed from hydration (data-ready), when the form's start time is set, not from the page's load.
      const shownAt = Date.now();
      await fillShopper(form, who);
      const optIn = form.getByLabel('Email me similar stock and latest offers');
      if (!(await optIn.isChecked())) await optIn.check();
      await waitOutMinimumFill(page, shownAt);
      await form.getByRole('button', { name: /Now$/ }).click();
      await page.waitForURL('**/success', { timeout: 15_000 });
    } finally {
      await context.close();
    }
  }

  it('takes the marketing consent off the next lead from an address that unsubscribed, and says the same for unknown addresses', async () => {
    const who = shopper('Unsub');
    await sendEnquiry(who);
    expect(await mailFor('coorong-caravans', who)).toContain('Marketing opt-in: Yes');

    for (const email of [who.email.toUpperCase(), 'never.seen@example.com']) {
      const { page, context } = await visit('coorong-caravans.localhost', '/pages/unsubscribe');
      try {
        await page.getByLabel('Email').fill(email);
        await page.getByRole('button', { name: 'Unsubscribe' }).click();
        await page.locator('[data-unsubscribed]').waitFor();
        expect(await page.locator('[data-unsubscribed]').innerText()).toContain('You have been unsubscribed.');
      } finally {
        await context.close();
      }
    }

    const again = { ...who, last_name: `${who.last_name}x` };
    await sendEnquiry(again);
    expect(await mailFor('coorong-caravans', again)).toContain('Marketing opt-in: No');
  });

  it('unsubscribes through the signed link in the confirmation e-mail, and the next lead carries no consent', async () => {
    const who = shopper('Signed');
    await sendEnquiry(who);
    expect(await mailFor('coorong-caravans', who)).toContain('Marketing opt-in: Yes');
    const [confirmation] = await confirmationsFor('coorong-caravans', who);
    // The raw header lines: mailparser turns List-* headers into objects.
    const header = (name: string) => (confirmation!.headerLines.find((h) => h.key === name)?.line ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <https:\/\/www\.coorongcaravans\.com\.au\/api\/unsubscribe\?email=.+&token=.+>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The link points at the dealer's public address; the test server answers the same path.
    const href = String(confirmation!.html).match(/<a href="([^"]+)">unsubscribe<\/a>/)?.[1]?.replaceAll('&amp;', '&');
    const link = new URL(href ?? 'missing:');
    expect(link.origin).toBe('https://www.coorongcaravans.com.au');

    // A token that is not the one signed for this address is refused: the shopper is offered the form.
    const forged = new URLSearchParams(link.search);
    forged.set('email', `x${who.email}`);
    const bad = await visit('coorong-caravans.localhost', `${link.pathname}?${forged.toString()}`);
    try {
      expect(await bad.page.locator('#unsubscribe-error').innerText()).toContain('This unsubscribe link is not valid.');
    } finally {
      await bad.context.close();
    }

    const { page, context } = await visit('coorong-caravans.localhost', `${link.pathname}${link.search}`);
    try {
      const form = page.locator('form[data-signed-unsubscribe]');
      expect(await form.innerText()).toContain(who.email);
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.locator('[data-unsubscribed]').waitFor();
    } finally {
      await context.close();
    }

    const again = { ...who, last_name: `${who.last_name}x` };
    await sendEnquiry(again);
    expect(await mailFor('coorong-caravans', again)).toContain('Marketing opt-in: No');
    // No consent, so no second confirmation.
    expect(await confirmationsFor('coorong-caravans', who)).toHaveLength(1);
  });

  describe('POST /api/unsubscribe with hostile or broken input', () => {
    const host = 'coorong-caravans.localhost';
    const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
    const secret = () => readFileSync(path.join(inject('dataDir'), 'unsubscribe-secret'), 'utf8').trim();
    const signed = (email: string) => unsubscribeHref('/api/unsubscribe', secret(), 'coorong-caravans', email);

    it.each([
      ['JSON instead of a form (from the site itself: header-less JSON is refused as cross-site)', {}, { 'content-type': 'application/json', origin: 'http://coorong-caravans.localhost' }, '{"email":"a@example.com"}', 415],
      ['a post from another site', {}, { ...FORM, origin: 'https://evil.example' }, 'email=a%40example.com', 403],
      ['a body over 2 KB', {}, FORM, `email=${'a'.repeat(3000)}`, 413],
      ['a one-click post with no token', {}, FORM, 'List-Unsubscribe=One-Click', 400],
      ['a one-click post with a forged token', { token: 'A'.repeat(43), email: 'a@example.com' }, FORM, 'List-Unsubscribe=One-Click', 400],
    ])('%s', async (_, query, headers, body, status) => {
      const res = await requestWithHost(host, `/api/unsubscribe?${new URLSearchParams(query).toString()}`, { method: 'POST', headers, body });
      expect(res.status).toBe(status);
      expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) as string });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it.each([
      ['an address that is not one', 'email=not-an-address', 'error=email'],
      ['a token not signed for the address', `email=a%40example.com&token=${'A'.repeat(43)}`, 'error=link'],
    ])('the form with %s goes back to the page with the message', async (_, body, query) => {
      const res = await requestWithHost(host, '/api/unsubscribe', { method: 'POST', headers: FORM, body });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/pages/unsubscribe?${query}`);
    });

    it('a mail client’s one-click post with the signed link unsubscribes, with the security headers', async () => {
      // Any token check makes the server create its secret, if no earlier test has.
      await requestWithHost(host, `/api/unsubscribe?email=a%40example.com&token=${'A'.repeat(43)}`, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' });
      const res = await requestWithHost(host, signed('one.click@example.com'), { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' });
      expect(res.status).toBe(200);
      expect(res.body).toBe('Unsubscribed.\n');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });

  it('refuses an address that is not one, with the message beside the field', async () => {
    const { page, context } = await visit('harbour-toyota.localhost', '/pages/unsubscribe');
    try {
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      // Not getByRole('alert'): Next's route announcer is an alert too once the page has hydrated.
      const message = page.locator('#unsubscribe-error');
      await message.waitFor();
      expect(await message.innerText()).toBe('Please enter a valid email address.');
      expect(await message.getAttribute('role')).toBe('alert');
      expect(await page.getByLabel('Email').getAttribute('aria-describedby')).toBe('unsubscribe-error');
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
