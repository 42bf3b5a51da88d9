/**
 * The vehicle page on every template: for an in-stock, a sold, a coming-soon, a reserved, a certified
 * Toyota and a caravan vehicle, the page shows exactly the buttons, tags, price text and tabs that the
 * rules in web/src/domain give for that car and site (computed here through the same functions); the
 * PDF download is a real PDF; axe finds nothing with dialogs open or closed.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleActions, type VehicleButton } from '@/domain/buttons';
import { isInStock } from '@/domain/display-state';
import { priceDisplay } from '@/domain/price';
import { vehicleTags } from '@/domain/tags';
import { vehicleTabs } from '@/domain/vehicle-tabs';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { axeViolations, getWithHost, launch, pageForCases, urlFor } from './browser';

const repo = createContentRepository(createEmbeddedSource(readDataset()));

/** How each domain button reads on the page. */
const BUTTON_LABELS: Partial<Record<VehicleButton, string>> = {
  find_similar: 'Find Me Something Similar',
  reserve: 'Reserve Car Now',
  online_purchase: 'Online Purchase',
  trade_in: 'Trade-In Valuation',
  make_an_offer: 'Make an Offer',
};

type Kind = 'in stock' | 'sold' | 'coming soon' | 'reserved' | 'certified Toyota' | 'caravan';

const PICKERS: Record<Kind, (v: Vehicle) => boolean> = {
  'in stock': (v) => v.status === 'in_stock' && !v.reserved && v.price > 10 && v.item_type !== 'caravan',
  sold: (v) => v.status === 'sold',
  'coming soon': (v) => v.status === 'coming_soon',
  reserved: (v) => v.status === 'in_stock' && v.reserved,
  'certified Toyota': (v) => v.make === 'Toyota' && v.certified && v.car_type === 'used' && v.status === 'in_stock' && !v.reserved,
  caravan: (v) => v.item_type === 'caravan' && v.status === 'in_stock',
};

const cases: [string, Kind, Vehicle][] = [];
for (const slug of ['harbour-toyota', 'southern-cross-motors', 'gateway-car-superstore', 'coorong-caravans']) {
  const stock = stockFor(slug).filter((v) => v.show_on_dealer_website);
  for (const kind of Object.keys(PICKERS) as Kind[]) {
    const vehicle = stock.find(PICKERS[kind]);
    if (vehicle) cases.push([slug, kind, vehicle]);
  }
}

let browser: Browser;
const sites = new Map<string, Site>();
beforeAll(async () => {
  browser = await launch();
  for (const [slug] of cases) if (!sites.has(slug)) sites.set(slug, (await repo.site(slug))!);
});
afterAll(async () => {
  await browser?.close();
});

describe('vehicle pages show what the rules give', () => {
  it('covers every kind on some template', () => {
    const kinds = new Set(cases.map(([, kind]) => kind));
    expect([...kinds].sort()).toEqual((Object.keys(PICKERS) as Kind[]).sort());
    expect(new Set(cases.map(([slug]) => slug)).size).toBe(4);
  });

  // The checks read the page's title, summary and tabs, which what an earlier car's page left behind
  // (the recently viewed cars, shown further down) cannot change: one page from case to case.
  const shared = pageForCases(() => browser.newContext({ viewport: { width: 1280, height: 900 } }));
  it.each(cases.map(([slug, kind, v]) => [slug, kind, v.slug, v] as const))('%s, %s car %s', async (slug, _kind, carSlug, vehicle) => {
    const site = sites.get(slug)!;
    const now = new Date();
    const page = shared();
    const response = await page.goto(urlFor(`${slug}.localhost`, `/cars/${carSlug}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(vehicle.model);
    const summary = page.getByRole('complementary', { name: 'Price and actions' });
    const summaryText = await summary.innerText();

    // Price text.
    const price = priceDisplay(vehicle, site);
    if (price.kind === 'none') {
      expect(summaryText).not.toMatch(/\$\d/);
    } else {
      expect(summaryText).toContain(price.text);
    }

    // Tags.
    const tags = vehicleTags(vehicle, site, now).map((t) => t.label);
    for (const label of tags) expect(summaryText.toUpperCase()).toContain(label.toUpperCase());

    // Buttons: exactly the ones the rules allow.
    const actions = vehicleActions(vehicle, site, { now, compareRequiresUsedPricedWithImages: site.features.compare_requires_used_priced_with_images });
    for (const [button, label] of Object.entries(BUTTON_LABELS) as [VehicleButton, string][]) {
      const shown = (await summary.getByText(label, { exact: true }).count()) > 0;
      expect(shown, `${label} on ${carSlug}`).toBe(actions.buttons.includes(button));
    }
    if (!isInStock(vehicle)) {
      expect(await summary.getByText('Reserve Car Now', { exact: true }).count()).toBe(0);
    }

    // Tabs.
    const expectedTabs = vehicleTabs(vehicle, site, now).map((t) => t.label);
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.map((t) => t.trim())).toEqual(expectedTabs);
  });
});

describe('vehicle page extras', () => {
  const [slug, , vehicle] = cases.find(([, kind]) => kind === 'in stock')!;

  it('downloads a real PDF with the title, price and stock number', async () => {
    const head = await getWithHost(`${slug}.localhost`, `/cars/${vehicle.slug}/pdf`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-disposition']).toContain(`${vehicle.slug}.pdf`);
    // Fetch it as the page's Print PDF button does, as bytes, and parse it.
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(urlFor(`${slug}.localhost`, `/cars/${vehicle.slug}`));
      const bytes = await page.evaluate(async (path) => {
        const r = await fetch(path);
        return Array.from(new Uint8Array(await r.arrayBuffer()));
      }, `/cars/${vehicle.slug}/pdf`);
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(new Uint8Array(bytes));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      // The generator's unit tests read the text streams for title, price and stock number; here the
      // document's own title proves the download is this car.
      expect(doc.getTitle() ?? '').toContain(vehicle.model);
    } finally {
      await context.close();
    }
  });

  it('has no WCAG 2.2 A/AA violations with dialogs closed and open', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor(`${slug}.localhost`, `/cars/${vehicle.slug}`));
      expect(await axeViolations(page)).toEqual([]);
      const summary = page.getByRole('complementary', { name: 'Price and actions' });
      await summary.getByRole('button', { name: /Book a Test Drive/ }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('shows the view count without moving anything: no layout shift on a phone or a desktop', async () => {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        await page.goto(urlFor(`${slug}.localhost`, `/cars/${vehicle.slug}`), { waitUntil: 'load' });
        await page.getByText(/^Viewed \d/).first().waitFor();
        // Two frames after the count is drawn, so its shift (if any) has been reported.
        const shifts = await page.evaluate(
          () =>
            new Promise<{ value: number; moved: string[] }[]>((resolve) => {
              const found: { value: number; moved: string[] }[] = [];
              const observer = new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                  sources: { node: Node | null }[];
                })[]) {
                  if (entry.hadRecentInput) continue;
                  const moved = entry.sources.map(({ node }) =>
                    node instanceof Element
                      ? `${node.tagName.toLowerCase()}${[...node.attributes].map((a) => `[${a.name}="${a.value.slice(0, 40)}"]`).join('')}`
                      : String(node?.nodeName),
                  );
                  found.push({ value: entry.value, moved });
                }
              });
              observer.observe({ type: 'layout-shift', buffered: true });
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  observer.disconnect();
                  resolve(found);
                }),
              );
            }),
        );
        expect(shifts, `${viewport.width} px`).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('answers 404 for another dealer’s car and for an unknown slug', async () => {
    const other = cases.find(([s]) => s !== slug)!;
    expect((await getWithHost(`${slug}.localhost`, `/cars/${other[2].slug}`)).status).toBe(404);
    expect((await getWithHost(`${slug}.localhost`, '/cars/no-such-car')).status).toBe(404);
  });
});
