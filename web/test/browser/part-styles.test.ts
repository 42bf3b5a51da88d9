/**
 * Classes that style a part from its row or list (globals.css `@utility` with child selectors:
 * `spec-row`, `key-fact`, `faq-item`, `facet-choice`, `card-specs`, `card-location`, `vehicle-card`,
 * `icon-toggle`) reach the parts the markup draws, and the icons' masks reach the sprite. The parts carry no class of their own, so a change
 * to the markup (another span in a filter row, the FAQ's icon moved) would lose their look silently;
 * this reads the computed styles the browser gives them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconSpritePath } from '@/components/ui/icon-set';
import { firstInStockCarPath, launch, openPage, urlFor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The computed values of the named CSS properties of the first element each selector matches. */
function computed(page: Page, wanted: Record<string, string[]>): Promise<Record<string, string[]>> {
  return page.evaluate(
    (wanted) =>
      Object.fromEntries(
        Object.entries(wanted).map(([selector, properties]) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`no ${selector}`);
          const style = getComputedStyle(element);
          return [selector, properties.map((property) => style.getPropertyValue(property))];
        }),
      ),
    wanted,
  );
}

describe('styles given from a row or list', () => {
  it('the search page: a filter row’s box, label and count; a card’s specifications, location pin and kept parts; a pressed heart fills', async () => {
    const { page, context } = await openPage(browser, 'southern-cross-motors.localhost', '/search');
    try {
      expect(
        await computed(page, {
          'label.facet-choice > input': ['width', 'flex-shrink'],
          'label.facet-choice > span:first-of-type': ['flex-grow', 'min-width'],
          'label.facet-choice > span:last-of-type': ['flex-shrink', 'font-variant-numeric'],
          '.vehicle-card dl.card-specs dd': ['text-overflow', 'white-space'],
          '.vehicle-card .card-location > .icon': ['width', 'margin-top'],
        }),
      ).toEqual({
        'label.facet-choice > input': ['16px', '0'],
        'label.facet-choice > span:first-of-type': ['1', '0px'],
        'label.facet-choice > span:last-of-type': ['0', 'tabular-nums'],
        '.vehicle-card dl.card-specs dd': ['ellipsis', 'nowrap'],
        '.vehicle-card .card-location > .icon': ['14px', '2px'],
      });
      const kept = await page.$$eval('.vehicle-card [data-kept]', (parts) =>
        parts.map((part) => getComputedStyle(part).display),
      );
      expect(kept.length).toBeGreaterThan(0);
      expect(new Set(kept)).toEqual(new Set(['contents']));

      const heart = page.locator('[data-card-favourite]').first();
      const fill = () => heart.locator('path').evaluate((path) => getComputedStyle(path).fill);
      expect(await fill()).toBe('none');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      expect(await fill()).not.toBe('none');
    } finally {
      await context.close();
    }
  });

  it('the vehicle page: a specification row’s term and value, a key fact’s label, a FAQ question’s summary and its chevron turning open', async () => {
    const host = 'harbour-toyota.localhost';
    const { page, context } = await openPage(browser, host, await firstInStockCarPath(host));
    try {
      const chevron = 'details.faq-item > summary > .icon';
      expect(
        await computed(page, {
          '.spec-row > dt': ['text-align'],
          '.spec-row > dd': ['text-align', 'font-weight'],
          '.key-fact > dt': ['text-transform'],
          'details.faq-item > summary': ['display', 'list-style-type'],
          [chevron]: ['rotate'],
        }),
      ).toEqual({
        '.spec-row > dt': ['start'],
        '.spec-row > dd': ['right', '600'],
        '.key-fact > dt': ['uppercase'],
        'details.faq-item > summary': ['flex', 'none'],
        [chevron]: ['none'],
      });
      await page.locator('details.faq-item > summary').first().click();
      await expect
        .poll(async () => (await computed(page, { [chevron]: ['rotate'] }))[chevron])
        .toEqual(['180deg']);
    } finally {
      await context.close();
    }
  });
});

describe('the stylesheet’s icons', () => {
  it('mask every icon on the vehicle page from the one sprite, each by its own name, and the sprite answers', async () => {
    const host = 'gateway-car-superstore.localhost';
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const sprite: { status: number; type: string }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === iconSpritePath()) sprite.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
    });
    try {
      await page.goto(urlFor(host, await firstInStockCarPath(host)), { waitUntil: 'load' });
      const icons = await page.evaluate(() =>
        [...document.querySelectorAll('.icon')].map((icon) => ({
          name: [...icon.classList].find((c) => c.startsWith('icon-'))?.slice('icon-'.length),
          mask: getComputedStyle(icon).maskImage,
        })),
      );
      expect(icons.length).toBeGreaterThan(10);
      for (const { name, mask } of icons) {
        expect(name && Object.hasOwn(ICON_SHAPES, name), `a known icon: ${name}`).toBe(true);
        expect(mask).toBe(`url("${urlFor(host, `${iconSpritePath()}#${name}`)}")`);
      }
      await expect.poll(() => sprite).toEqual([{ status: 200, type: 'image/svg+xml; charset=utf-8' }]);
    } finally {
      await context.close();
    }
  });
});
