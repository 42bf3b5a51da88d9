/**
 * Classes that style a part from its row or list (globals.css `@utility` with child selectors:
 * `spec-row`, `key-fact`, `faq-item`, `facet-choice`, `card-specs`, `card-location`, `vehicle-card`,
 * `icon-toggle`) reach the parts the markup draws. The parts carry no class of their own, so a change
 * to the markup (another span in a filter row, the FAQ's icon moved) would lose their look silently;
 * this reads the computed styles the browser gives them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstInStockCarPath, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('styles given from a row or list', () => {
  it('the search page: a filter row’s box, label and count; a card’s specifications, location pin and kept parts; a pressed heart fills', async () => {
    const { page, context } = await openPage(browser, 'southern-cross-motors.localhost', '/search');
    try {
      const styles = await page.evaluate(() => {
        const css = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`no ${selector}`);
          return getComputedStyle(element);
        };
        const box = css('label.facet-choice > input');
        const label = css('label.facet-choice > span:first-of-type');
        const count = css('label.facet-choice > span:last-of-type');
        const specValue = css('.vehicle-card dl.card-specs dd');
        const pin = css('.vehicle-card .card-location > .icon');
        return {
          box: [box.width, box.flexShrink],
          label: [label.flexGrow, label.minWidth],
          count: [count.flexShrink, count.fontVariantNumeric],
          specValue: [specValue.textOverflow, specValue.whiteSpace],
          pin: [pin.width, pin.marginTop],
          kept: [...document.querySelectorAll('.vehicle-card [data-kept]')].map(
            (e) => getComputedStyle(e).display,
          ),
        };
      });
      expect(styles.box).toEqual(['16px', '0']);
      expect(styles.label).toEqual(['1', '0px']);
      expect(styles.count).toEqual(['0', 'tabular-nums']);
      expect(styles.specValue).toEqual(['ellipsis', 'nowrap']);
      expect(styles.pin).toEqual(['14px', '2px']);
      expect(styles.kept.length).toBeGreaterThan(0);
      expect(new Set(styles.kept)).toEqual(new Set(['contents']));

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
      const read = () =>
        page.evaluate(() => {
          const css = (selector: string) => {
            const element = document.querySelector(selector);
            if (!element) throw new Error(`no ${selector}`);
            return getComputedStyle(element);
          };
          const value = css('.spec-row > dd');
          const summary = css('details.faq-item > summary');
          return {
            term: css('.spec-row > dt').textAlign,
            value: [value.textAlign, value.fontWeight],
            keyFact: css('.key-fact > dt').textTransform,
            summary: [summary.display, summary.listStyleType],
            chevron: css('details.faq-item > summary > .icon').rotate,
          };
        });
      const closed = await read();
      expect(closed.term).not.toBe('right');
      expect(closed.value).toEqual(['right', '600']);
      expect(closed.keyFact).toBe('uppercase');
      expect(closed.summary).toEqual(['flex', 'none']);
      expect(closed.chevron).toBe('none');
      await page.locator('details.faq-item > summary').first().click();
      await expect.poll(async () => (await read()).chevron).toBe('180deg');
    } finally {
      await context.close();
    }
  });
});
