/**
 * The parts request (/parts/search, spec §2 Parts) in the browser on two templates: Harbour Toyota
 * (terms required, one parts counter, so no location choice) and Southern Cross Motors (no terms,
 * four service centres that sell parts, so the shopper picks one). The page answers and passes axe,
 * the parts page links to it, an empty submit lists the field errors (the rego-or-VIN rule among
 * them), and a part number with a rego arrives in the local mailbox as a Parts Enquiry ADF e-mail
 * naming the part, the rego and the parts counter.
 */
import { collectionNoticeParts, LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { readDataset } from '@forecourt/tenants';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { axeViolations, launch, urlFor } from './browser';
import { mailFor, shopper, waitOutMinimumFill, xmlText } from './leads';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PATH = '/parts/search';

/** Per site: whether the terms box is required, and the parts counter a lead should reach. */
const SITES = [
  { slug: 'harbour-toyota', terms: true },
  { slug: 'southern-cross-motors', terms: false },
] as const;

/** A context of its own, from its own client address (the server limits leads per address). */
async function open(host: string, pathname = PATH): Promise<{ page: Page; context: BrowserContext; status?: number }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
  });
  const page = await context.newPage();
  const response = await page.goto(urlFor(host, pathname), { waitUntil: 'load' });
  return { page, context, status: response?.status() };
}

/** The parts request form, once hydrated with its start time set (data-ready). */
async function partsForm(page: Page): Promise<Locator> {
  const form = page.locator('form[data-lead-form="parts_request"]');
  await form.and(page.locator('[data-ready]')).waitFor();
  return form;
}

/** A field's label: its text, then the required mark (an asterisk hidden from screen readers). */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

describe.each(SITES)('the parts request on $slug', ({ slug, terms }) => {
  const host = `${slug}.localhost`;

  it('renders the page with its form and collection notice, axe clean', async () => {
    const site = (await repo.site(slug))!;
    const { page, context, status } = await open(host);
    try {
      expect(status).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Parts Search');
      const form = await partsForm(page);
      expect(await page.getByRole('heading', { level: 2, name: 'Request a part' }).isVisible()).toBe(true);
      for (const label of ['Part name or number', 'Rego', 'VIN', 'Message']) {
        expect(await form.getByLabel(field(label)).count(), label).toBe(1);
      }
      expect(await form.getByLabel(field('Part name or number')).getAttribute('required')).not.toBeNull();
      expect(await form.innerText()).toContain(collectionNoticeParts(site.name).before.trim());
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/parts\/search$/);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is linked from the Parts & Accessories page', async () => {
    const { page, context } = await open(host, '/parts-and-accessories');
    try {
      await page.locator('main').getByRole('link', { name: 'Search for a part' }).click();
      await page.waitForURL(`**${PATH}`);
      await partsForm(page);
    } finally {
      await context.close();
    }
  });

  it('an empty submit lists the field errors, then the rego-or-VIN rule once the rest is filled; axe stays clean', async () => {
    const { page, context } = await open(host);
    try {
      const form = await partsForm(page);
      await form.getByRole('button', { name: /Now$/ }).click();
      const summary = form.locator('[data-error-summary]');
      await summary.waitFor();
      expect(await summary.getByRole('heading').innerText()).toBe(LEAD_MESSAGES.errorListHeading);
      const items = await summary.getByRole('listitem').allInnerTexts();
      expect(items).toEqual(
        expect.arrayContaining([
          LEAD_MESSAGES.required('First Name'),
          LEAD_MESSAGES.required('Mobile'),
          LEAD_MESSAGES.required('Part name or number'),
          ...(terms ? [LEAD_MESSAGES.terms] : []),
        ]),
      );
      if (!terms) expect(items).not.toContain(LEAD_MESSAGES.terms);
      expect(await axeViolations(page)).toEqual([]);

      // The form-wide rule is checked once every field is valid by itself (zod refines a valid object).
      const who = shopper('Parts');
      await form.getByLabel(field('First Name')).fill(who.name);
      await form.getByLabel(field('Last Name')).fill(who.last_name);
      await form.getByLabel(field('Email')).fill(who.email);
      await form.getByLabel(field('Mobile')).fill(who.phone);
      await form.getByLabel(field('Part name or number')).fill('90915-YZZD4');
      const select = form.getByLabel(field('Location'));
      if ((await select.count()) > 0) await select.selectOption({ index: 1 });
      if (terms) await form.getByLabel('I agree to the terms of use').check();
      await form.getByRole('button', { name: /Now$/ }).click();
      await expect.poll(() => summary.getByRole('listitem').allInnerTexts()).toEqual([LEAD_MESSAGES.regoOrVin]);
      // The rule's message sits on the Rego input, tied to it.
      const rego = form.getByLabel(field('Rego'));
      expect(await rego.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await rego.getAttribute('aria-describedby'))!.split(' ');
      const described = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
      expect(described.join('\n')).toContain(LEAD_MESSAGES.regoOrVin);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a part number and rego arrive in the mailbox as a Parts Enquiry ADF naming the part, the rego and the parts counter', async () => {
    const site = (await repo.site(slug))!;
    const locations = await repo.locations(site);
    const who = shopper('Parts');
    const { page, context } = await open(host);
    try {
      const form = await partsForm(page);
      const shownAt = Date.now();
      await form.getByLabel(field('First Name')).fill(who.name);
      await form.getByLabel(field('Last Name')).fill(who.last_name);
      await form.getByLabel(field('Email')).fill(who.email);
      await form.getByLabel(field('Mobile')).fill(who.phone);
      await form.getByLabel(field('Part name or number')).fill('90915-YZZD4');
      await form.getByLabel(field('Rego')).fill('abc 123');
      // Several parts counters: the shopper picks one (the last); a single one is chosen for them.
      const select = form.getByLabel(field('Location'));
      let locationId = locations.find((l) => l.location_type === 'parts' && l.visible)?.location_id;
      if ((await select.count()) > 0) {
        const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
        locationId = values.at(-1)!;
        await select.selectOption(locationId);
      }
      if (terms) await form.getByLabel('I agree to the terms of use').check();
      await waitOutMinimumFill(page, shownAt);
      await form.getByRole('button', { name: /Now$/ }).click();
      await page.waitForURL('**/success', { timeout: 15_000 });

      const adf = await mailFor(slug, who);
      expect(adf).toContain(who.last_name);
      // The shopper's answers are the customer's comments, one 'Label: value' line each.
      const customer = /<customer>[\s\S]*<\/customer>/.exec(adf)?.[0] ?? '';
      expect(customer).toContain('Category: Parts Enquiry');
      expect(customer).toContain('Part: 90915-YZZD4');
      expect(customer).toContain('Registration: ABC123');
      // No car of the dealer's stock: the ADF vehicle says so.
      expect(adf).toContain('No particular vehicle (Parts Enquiry)');
      // The vendor contact is the parts counter the request went to.
      const counter = locations.find((l) => l.location_id === locationId);
      expect(counter, `parts counter ${locationId}`).toBeDefined();
      expect(xmlText(/<vendor>[\s\S]*<\/vendor>/.exec(adf)?.[0] ?? '', 'name', ' part="full"')).toBe(counter!.name);
    } finally {
      await context.close();
    }
  });
});
