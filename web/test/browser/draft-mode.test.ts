/**
 * Preview of drafts (issue 17 item 1) through the production build with the embedded content source:
 * the sample content's drafts (tenants/content/drafts.ndjson: a new offer, a renamed menu item, a
 * changed popup on Harbour Toyota) show only in draft mode, which only a preview link with the secret
 * turns on; leaving preview shows the published site again, and the published pages' cache never holds
 * a draft. Shoppers' pages carry no visual-editing code (the build's route stats) and keep their
 * framing policy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readDataset } from '@forecourt/tenants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, getWithHost, launch, urlFor } from './browser';
import { PREVIEW_SECRET } from './global-setup';

const HOST = 'harbour-toyota.localhost';
const byId = new Map(readDataset().map((d) => [d._id, d]));
const draft = (id: string): Record<string, unknown> | undefined => byId.get(`drafts.${id}`);
const DRAFT_OFFER = draft('offer-harbour-toyota-rav4-hybrid-winter-bonus') as unknown as { name: string; slug: { current: string } };
const DRAFT_POPUP_TITLE = draft('popup-harbour-toyota')?.title as string;
const PUBLISHED_POPUP_TITLE = byId.get('popup-harbour-toyota')!.title as string;
const DRAFT_MENU_LABEL = 'Offers & Deals';
const PUBLISHED_MENU_LABEL = 'Special Offers';

const enableLink = (pathname: string, secret = PREVIEW_SECRET) =>
  `/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;

let browser: Browser;
beforeAll(async () => {
  expect(draft('nav-harbour-toyota-header'), 'the sample drafts exist').toBeDefined();
  browser = await launch({ popups: true });
});
afterAll(async () => {
  await browser.close();
});

/** The menu item's label in the header (a menu trigger: the item has children). */
const headerHas = (page: Page, label: string) => page.locator('header').getByText(label, { exact: true }).first().isVisible();

describe('draft mode links', () => {
  it.each([
    ['no secret', '/api/draft-mode/enable?sanity-preview-pathname=%2F', 401],
    ['a wrong secret', enableLink('/', 'not-the-secret-not-the-secret-not-the'), 401],
    ['an empty secret', enableLink('/', ''), 401],
  ])('refuses %s, and turns nothing on', async (_name, link, status) => {
    const response = await getWithHost(HOST, link);
    expect(response.status).toBe(status);
    expect((JSON.parse(response.body) as { error?: string }).error).toMatch(/preview link/);
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('__prerender_bypass');
  });

  it.each([
    ['/special-offers', '/special-offers'],
    ['/offers/x?y=1', '/offers/x?y=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
  ])('with the secret, goes to %s on the same site only (%s)', async (pathname, expected) => {
    const response = await getWithHost(HOST, enableLink(pathname));
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe(expected);
    expect(String(response.headers['set-cookie'])).toContain('__prerender_bypass=');
    expect(response.headers['cache-control']).toContain('no-store');
  });
});

describe('previewing drafts', () => {
  it('shows the draft offer, menu change and popup in draft mode, and the published site after leaving', { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });

    // The preview link lands on the offers page, in draft mode.
    await page.goto(urlFor(HOST, enableLink('/special-offers')));
    expect(new URL(page.url()).pathname).toBe('/special-offers');
    await expect.poll(() => page.getByRole('region', { name: 'Preview' }).isVisible()).toBe(true);
    expect(await page.getByText(DRAFT_OFFER.name).first().isVisible()).toBe(true);
    expect(await headerHas(page, DRAFT_MENU_LABEL)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Draft mode loads the visual-editing overlays' chunk (shoppers never do: the next test).
    await expect.poll(() => scripts.some((url) => chunkHasVisualEditing(url)), { timeout: 10_000 }).toBe(true);

    // The draft offer's own page answers in draft mode.
    const offerPage = await page.goto(urlFor(HOST, `/offers/${DRAFT_OFFER.slug.current}`));
    expect(offerPage?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(DRAFT_OFFER.name);

    // The draft popup on the home page.
    await page.goto(urlFor(HOST, '/'));
    await expect.poll(() => page.getByRole('dialog').getByText(DRAFT_POPUP_TITLE).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');

    // A draft-mode page may be framed by the Studio (Presentation), and only by it.
    const csp = (await page.goto(urlFor(HOST, '/special-offers')))!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:3333(;|$)/);

    // Leaving preview: back on the same page, published content.
    await page.getByRole('link', { name: 'Leave preview' }).click();
    await page.waitForURL((url) => url.pathname === '/special-offers');
    expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    expect(await page.getByText(DRAFT_OFFER.name).count()).toBe(0);
    expect(await headerHas(page, PUBLISHED_MENU_LABEL)).toBe(true);
    await context.close();
  });

  it('never shows a draft without draft mode, even after a preview (the page cache holds published content)', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    const response = await page.goto(urlFor(HOST, '/special-offers'));
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await page.getByText(DRAFT_OFFER.name).count()).toBe(0);
    expect(await headerHas(page, PUBLISHED_MENU_LABEL)).toBe(true);
    expect(await headerHas(page, DRAFT_MENU_LABEL)).toBe(false);
    expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    expect((await getWithHost(HOST, `/offers/${DRAFT_OFFER.slug.current}`)).status).toBe(404);
    await page.goto(urlFor(HOST, '/'));
    await expect.poll(() => page.getByRole('dialog').getByText(PUBLISHED_POPUP_TITLE).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(DRAFT_POPUP_TITLE).count()).toBe(0);
    // No visual-editing chunk was downloaded on either page.
    expect(scripts.filter((url) => chunkHasVisualEditing(url))).toEqual([]);
    await context.close();
  });
});

/**
 * Visual editing's code, recognised by a string only @sanity/visual-editing's overlay bundle carries
 * (its custom element for the overlay root), so the check is about the code, not a file name.
 */
const VISUAL_EDITING_MARKER = 'sanity-visual-editing';
const WEB = path.resolve(import.meta.dirname, '../..');
const chunkText = (relative: string) => readFileSync(path.join(WEB, relative), 'utf8');
function chunkHasVisualEditing(url: string): boolean {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith('/_next/static/')) return false;
  const file = path.join(WEB, '.next', pathname.slice('/_next/'.length));
  return existsSync(file) && readFileSync(file, 'utf8').includes(VISUAL_EDITING_MARKER);
}

describe("shoppers' bundle", () => {
  it('no route loads visual-editing code on first load; the code exists only as a chunk loaded in draft mode', () => {
    const stats = JSON.parse(chunkText('.next/diagnostics/route-bundle-stats.json')) as { route: string; firstLoadChunkPaths: string[] }[];
    expect(stats.length).toBeGreaterThan(10);
    const offending = stats.flatMap((r) => r.firstLoadChunkPaths.filter((c) => chunkText(c).includes(VISUAL_EDITING_MARKER)).map((c) => `${r.route} ${c}`));
    expect(offending).toEqual([]);
    // Not vacuous: the build does contain it, in a chunk of its own.
    const chunks = readdirSync(path.join(WEB, '.next/static/chunks')).filter((f) => f.endsWith('.js'));
    expect(chunks.some((f) => chunkText(`.next/static/chunks/${f}`).includes(VISUAL_EDITING_MARKER))).toBe(true);
  });
});
