/**
 * The header's navigation (issue 13 item 4), on the production build: the Toyota header sits on one
 * row from 1280 px and leaves out its hidden 'Home' entry; the model mega menu (models by category,
 * each with an image, Explore and Our Stock) and the multi-franchise brand-logo menu open and close
 * by keyboard, pass axe while open, and every link they show answers; on a phone the drawer keeps
 * the model categories and images.
 */
import { readDataset } from '@forecourt/tenants';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandTiles, siteMakes } from '@/domain/brand-menu';
import { groupModels } from '@/domain/model-menu';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { axeViolations, getWithHost, hydratedElement, launch, RADIX_FOCUS_PROXY, urlFor } from './browser';

const TOYOTA = 'harbour-toyota.localhost';
const GROUP = 'southern-cross-motors.localhost';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(host: string, width: number, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const response = await page.goto(urlFor(host, '/'), { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, context };
}

const mainNav = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Main' });

/** The desktop menu's own code (Radix) has arrived: it marks its menu with data-orientation. */
async function menuLoaded(page: Page) {
  await expect.poll(() => mainNav(page).getAttribute('data-orientation'), { timeout: 10_000 }).toBe('horizontal');
}

/** Top-level entries of the header menu with the top edge and text of each. */
function topLevelItems(nav: Locator) {
  return nav.locator(':scope > div > ul > li').evaluateAll((items) =>
    items.map((li) => {
      const control = li.firstElementChild as HTMLElement;
      return { text: control.innerText.trim(), top: Math.round(control.getBoundingClientRect().top) };
    }),
  );
}

/** Site paths answer 200 through the server; external addresses (the network's model pages) are https. */
async function expectAnswers(host: string, hrefs: string[]) {
  for (const href of [...new Set(hrefs)]) {
    if (href.startsWith('/')) expect((await getWithHost(host, href)).status, href).toBe(200);
    else expect(href, href).toMatch(/^https:\/\//);
  }
}

const isFocusWithin = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

describe('the Toyota header at 1280 px', () => {
  it('sits on one row and does not show the hidden Home entry', async () => {
    const { page, context } = await visit(TOYOTA, 1280);
    try {
      for (const stage of ['before the menu code', 'after the menu code']) {
        if (stage === 'after the menu code') await menuLoaded(page);
        const items = await topLevelItems(mainNav(page));
        expect(items.length, stage).toBeGreaterThanOrEqual(10);
        expect(new Set(items.map((i) => i.top)).size, `${stage}: ${JSON.stringify(items)}`).toBe(1);
        expect(items.map((i) => i.text), stage).not.toContain('Home');
        await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true }).count()).resolves.toBe(0);
      }
      // The logo and the menu share the row too.
      const logoTop = await page.locator('header').getByRole('link', { name: 'Harbour Toyota home' }).evaluate((el) => el.getBoundingClientRect().bottom);
      const navTop = await mainNav(page).evaluate((el) => el.getBoundingClientRect().top);
      expect(navTop).toBeLessThan(logoTop);
    } finally {
      await context.close();
    }
  });
});

describe('links in kept markup (plain <a>, not next/link)', () => {
  it('prefetch a vehicle page when the pointer comes to its card, and are followed through the router', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const prefetches: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['next-router-prefetch'] === '1') prefetches.push(new URL(request.url()).pathname);
      });
      expect((await page.goto(urlFor(TOYOTA, '/search/used-cars'), { waitUntil: 'load' }))?.status()).toBe(200);
      // Time for next/link's viewport prefetches (the search page keeps the network busy, so no networkidle).
      await page.waitForTimeout(2_000);
      const card = page.locator('[data-kept] a[href^="/cars/"]').first();
      // Hovers reach the router once React has committed the list the card is kept in.
      await hydratedElement(card);
      const path = (await card.getAttribute('href'))!.split(/[?#]/)[0]!;
      // In view, yet not prefetched: the card is kept markup, which next/link's viewport prefetch never sees.
      expect(prefetches).not.toContain(path);
      await card.hover();
      await expect.poll(() => prefetches.includes(path), { timeout: 15_000 }).toBe(true);
      // A full page load would lose this marker; the router's navigation keeps it.
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await card.click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the model mega menu', () => {
  it('opens by keyboard with models by category, each with Explore and Our Stock, and closes with Escape', { timeout: 180_000 }, async () => {
    const site = (await repo.site('harbour-toyota'))!;
    const groups = groupModels(await repo.models(site), site.manufacturer!.name);
    expect(groups.length).toBeGreaterThan(1);
    const { page, context } = await visit(TOYOTA, 1280);
    try {
      await menuLoaded(page);
      const trigger = mainNav(page).getByRole('button', { name: 'New Vehicles' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const menu = mainNav(page).locator('[data-mega-menu="models"]');
      await menu.waitFor({ state: 'visible' });

      // ArrowDown moves focus from the trigger into the open menu.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocusWithin(menu)).toBe(true);

      const categories = await menu.locator('[data-model-category] > h3').allInnerTexts();
      expect(categories.map((c) => c.toLowerCase())).toEqual(groups.map((g) => g.category.toLowerCase()));

      const models = menu.locator('[data-model]');
      await expect(models.count()).resolves.toBe(groups.flatMap((g) => g.models).length);
      const hrefs: string[] = [];
      for (const model of await models.all()) {
        const name = await model.getAttribute('data-model');
        await expect(model.locator('img').count(), `${name} image`).resolves.toBe(1);
        const explore = model.getByRole('link', { name: /^Explore/ });
        const stock = model.getByRole('link', { name: /^Our Stock/ });
        await expect(explore.count(), `${name} Explore`).resolves.toBe(1);
        await expect(stock.count(), `${name} Our Stock`).resolves.toBe(1);
        hrefs.push((await explore.getAttribute('href'))!, (await stock.getAttribute('href'))!);
        expect(await stock.getAttribute('href')).toMatch(/^\/search\/toyota\/[a-z0-9-]+$/);
      }

      expect(await axeViolations(page, { exclude: [RADIX_FOCUS_PROXY] })).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => menu.count()).toBe(0);

      await expectAnswers(TOYOTA, hrefs);
    } finally {
      await context.close();
    }
  });

  it('keeps the categories and images in the phone drawer', async () => {
    const site = (await repo.site('harbour-toyota'))!;
    const groups = groupModels(await repo.models(site), site.manufacturer!.name);
    const { page, context } = await visit(TOYOTA, 390, 844);
    try {
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await hydratedElement(menuButton);
      await menuButton.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('summary', { hasText: 'New Vehicles' }).click();
      const menu = dialog.locator('[data-mega-menu="models"]');
      await menu.waitFor({ state: 'visible' });
      const categories = await menu.locator('[data-model-category] > h3').allInnerTexts();
      expect(categories.map((c) => c.toLowerCase())).toEqual(groups.map((g) => g.category.toLowerCase()));
      const withImage = groups.flatMap((g) => g.models).filter((m) => m.image).length;
      expect(withImage).toBeGreaterThan(0);
      const images = menu.locator('[data-model] img');
      await expect(images.count()).resolves.toBe(withImage);
      // Loaded, not broken (lazy images load once the group is open and scrolled to).
      await images.first().scrollIntoViewIfNeeded();
      await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the brand-logo mega menu of a multi-franchise site', () => {
  it('opens by keyboard, shows each brand’s logo, and every brand link answers', { timeout: 120_000 }, async () => {
    const site = (await repo.site('southern-cross-motors'))!;
    const tiles = brandTiles(siteMakes(site.dealerships), await repo.brands(site));
    expect(tiles.length).toBeGreaterThan(1);
    const { page, context } = await visit(GROUP, 1280);
    try {
      await menuLoaded(page);
      const items = await topLevelItems(mainNav(page));
      expect(new Set(items.map((i) => i.top)).size, JSON.stringify(items)).toBe(1);

      const trigger = mainNav(page).getByRole('button', { name: 'Our Brands' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const menu = mainNav(page).locator('[data-mega-menu="brands"]');
      await menu.waitFor({ state: 'visible' });
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocusWithin(menu)).toBe(true);

      const links = menu.getByRole('link');
      await expect(links.count()).resolves.toBe(tiles.length);
      const hrefs: string[] = [];
      for (const tile of tiles) {
        const link = menu.getByRole('link', { name: tile.name, exact: true });
        await expect(link.count(), tile.name).resolves.toBe(1);
        await expect(link.locator('img').count(), `${tile.name} logo`).resolves.toBe(tile.logo ? 1 : 0);
        hrefs.push((await link.getAttribute('href'))!);
      }

      expect(await axeViolations(page, { exclude: [RADIX_FOCUS_PROXY] })).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      await expectAnswers(GROUP, hrefs);
    } finally {
      await context.close();
    }
  });
});
