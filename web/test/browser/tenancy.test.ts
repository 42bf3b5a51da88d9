/**
 * One server, four dealers: each site, reached by its host, shows its own name, navigation and
 * footer and nothing of another site; unknown and hostile hosts get a 404 with no dealer content.
 */
import { readDataset } from '@forecourt/tenants';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { isShownInMenu } from '@/domain/navigation';
import { siteIconSvg, siteInitials } from '@/domain/site-icon';
import { axeViolations, firstInStockCarPath, getWithHost, hydratedElement, launch, openPage, pageForCases, urlFor } from './browser';

interface NavDoc {
  _type: 'navigation';
  site: { _ref: string };
  placement: 'header' | 'footer';
  items: { label: string; hidden?: boolean; mandatory?: boolean }[];
}
interface SiteDoc {
  _id: string;
  _type: 'site';
  name: string;
  theme: { primary: string };
  slug: { current: string };
  template: string;
  domains?: string[];
  url?: string;
}

// Published documents only: the sample drafts (drafts.ndjson, sorted first) are what draft mode shows, not the site.
const dataset = readDataset().filter((d) => !d._id.startsWith('drafts.'));
const sites = dataset.filter((d): d is SiteDoc & typeof d => d._type === 'site') as unknown as SiteDoc[];
const navFor = (site: SiteDoc, placement: 'header' | 'footer') =>
  (dataset.find((d) => d._type === 'navigation' && (d as unknown as NavDoc).site._ref === site._id && (d as unknown as NavDoc).placement === placement) as
    | NavDoc
    | undefined)?.items.filter((i) => isShownInMenu({ label: i.label, mandatory: i.mandatory ?? false, hidden: i.hidden ?? false })) ?? [];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Reading a page leaves nothing behind that the reading checks below could see (no sign-in, no form):
// one page from case to case (pageForCases), a shopper going from site to site.
const shared = pageForCases(() => browser.newContext({ viewport: { width: 1280, height: 900 } }));
const visit = (host: string, path = '/') => shared().goto(urlFor(host, path), { waitUntil: 'load' });

describe('each dealer site by host', () => {
  it('has the four sample templates', () => {
    expect(sites.map((s) => s.template).sort()).toEqual(['caravan', 'group', 'toyota', 'used']);
  });

  it.each(sites.map((s) => [s.slug.current, s] as const))('%s shows its own name, navigation and footer only', async (slug, site) => {
    const page = shared();
    const response = await visit(`${slug}.localhost`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-site]').first().getAttribute('data-site')).resolves.toBe(slug);

    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: `${site.name} home` }).count()).resolves.toBe(1);
    const headerNav = header.getByRole('navigation', { name: 'Main' });
    const headerText = await headerNav.innerText();
    const expectedHeader = navFor(site, 'header');
    expect(expectedHeader.length).toBeGreaterThan(0);
    for (const item of expectedHeader) expect(headerText).toContain(item.label);

    const footer = page.locator('footer');
    const footerText = await footer.innerText();
    for (const item of navFor(site, 'footer')) expect(footerText).toContain(item.label);
    expect(footerText).toContain(`© ${new Date().getFullYear()} ${site.name}`);

    // Its own brand colour is what the branded elements actually paint (not a default).
    const hex = site.theme.primary.toLowerCase();
    const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
    await expect(page.locator('header .bg-brand').first().evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(rgb);

    const bodyText = await page.locator('body').innerText();
    for (const other of sites.filter((s) => s._id !== site._id)) {
      expect(bodyText, `${slug} must not show ${other.name}`).not.toContain(other.name);
    }
    const html = await page.content();
    for (const other of sites.filter((s) => s._id !== site._id)) {
      expect(html).not.toContain(`data-site="${other.slug.current}"`);
    }
  });

  it.each(sites.map((s) => [s.slug.current] as const))('%s home page has no WCAG 2.2 A/AA violations', async (slug) => {
    await visit(`${slug}.localhost`);
    expect(await axeViolations(shared())).toEqual([]);
  });

  it('serves a site on its production domain too', async () => {
    const site = sites.find((s) => (s.domains ?? []).length > 0)!;
    const response = await visit(site.domains![0]!);
    expect(response?.status()).toBe(200);
    await expect(shared().locator('[data-site]').first().getAttribute('data-site')).resolves.toBe(site.slug.current);
  });

  it('shows a per-site not-found page inside the site for an unknown path', async () => {
    const site = sites[0]!;
    const response = await visit(`${site.slug.current}.localhost`, '/no-such-page-here');
    expect(response?.status()).toBe(404);
    const page = shared();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain('couldn’t find');
    await expect(page.locator('[data-site]').first().getAttribute('data-site')).resolves.toBe(site.slug.current);
  });
});

describe('unknown and hostile hosts', () => {
  it.each(['unknown-dealer.localhost', `${'harbour-toyota'}.localhost.evil.com`, 'evil.example'])('%s gets a 404 with no dealer content', async (host) => {
    const response = await visit(host);
    expect(response?.status()).toBe(404);
    const page = shared();
    const text = await page.locator('body').innerText();
    for (const site of sites) expect(text).not.toContain(site.name);
    await expect(page.locator('[data-site]').count()).resolves.toBe(0);
  });

  it('cannot reach a dealer through the path on another host', async () => {
    const [a, b] = sites;
    for (const path of [`/${b!.slug.current}`, `/${b!.slug.current}/about-us`, `/platform`]) {
      const response = await getWithHost(`${a!.slug.current}.localhost`, path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain(b!.name);
      expect(response.body).not.toContain(`data-site="${b!.slug.current}"`);
    }
  });

  it.each(['bad host', 'HARBOUR-TOYOTA.localhost.evil.com:80', '10.1.2.3', 'x'.repeat(300)])(
    'answers 404 for the raw Host header %j',
    async (host) => {
      const response = await getWithHost(host);
      expect([400, 404]).toContain(response.status);
      for (const site of sites) expect(response.body).not.toContain(site.name);
    },
  );

  it('serves a site for an upper-case host with a port', async () => {
    const site = sites[0]!;
    const response = await getWithHost(`${site.slug.current.toUpperCase()}.LOCALHOST:${inject('port')}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain(`data-site="${site.slug.current}"`);
  });
});

describe('the platform index on localhost', () => {
  it('lists every sample site with a link that reaches it', async () => {
    const response = await visit('localhost');
    expect(response?.status()).toBe(200);
    const page = shared();
    for (const site of sites) {
      const link = page.getByRole('link', { name: site.name });
      await expect(link.getAttribute('href')).resolves.toContain(`${site.slug.current}.localhost`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('each site’s browser-tab icon', () => {
  it.each(sites.map((s) => [s.slug.current, s] as const))('%s links its own icon: its initials on its brand colour', async (slug, site) => {
    const page = await getWithHost(`${slug}.localhost`, '/');
    expect(page.body).toMatch(/<link rel="icon" href="\/icon.svg" type="image\/svg\+xml"/);
    const icon = await getWithHost(`${slug}.localhost`, '/icon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toBe(siteIconSvg(site.name, site.theme.primary));
    expect(icon.body).toContain(`>${siteInitials(site.name)}</text>`);
  });
});

describe('each site’s sitemap and robots.txt', () => {
  it.each(sites.map((s) => [s.slug.current, s] as const))('%s lists its own pages and cars, no other dealer’s', async (slug, site) => {
    const sitemap = await getWithHost(`${slug}.localhost`, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const origin = site.url ? new URL(site.url).origin : `http://${slug}.localhost`;
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${origin}/`);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(locs).toContain(`${origin}${await firstInStockCarPath(`${slug}.localhost`)}`);
    for (const other of sites.filter((s) => s._id !== site._id)) {
      expect(sitemap.body).not.toContain(`${await firstInStockCarPath(`${other.slug.current}.localhost`)}<`);
    }
    const robots = await getWithHost(`${slug}.localhost`, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('header navigation with a keyboard', () => {
  it('opens a dropdown with Enter, follows links with Tab, closes with Escape', async () => {
    const { page, context } = await openPage(browser, 'harbour-toyota.localhost');
    try {
      const trigger = page.getByRole('button', { name: 'Pre-Owned Vehicles' });
      await hydratedElement(trigger);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const certified = page.locator('header').getByRole('link', { name: 'Toyota Certified Pre-Owned Vehicles', exact: true });
      await certified.waitFor({ state: 'visible' });
      await expect(certified.getAttribute('href')).resolves.toBe('/pre-owned?certified=true');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({
        tag: document.activeElement?.tagName,
        inHeader: Boolean(document.activeElement?.closest('header')),
      }));
      expect(focused).toEqual({ tag: 'A', inHeader: true });
      await page.keyboard.press('Escape');
      // React applies the close asynchronously: poll rather than read once.
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a dropdown asked for before the menu code arrives opens when it does, keeping keyboard focus', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      // Scripts fetched after the page has loaded (the menu's own chunk among them) arrive late.
      let loaded = false;
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        if (loaded) await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(urlFor('harbour-toyota.localhost'), { waitUntil: 'load' });
      loaded = true;
      const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
      // Still the placeholder: Radix marks its menu with data-orientation.
      expect(await nav.getAttribute('data-orientation')).toBeNull();
      const trigger = nav.getByRole('button', { name: 'Pre-Owned Vehicles' });
      // The placeholder hydrated (its handler asks for the menu code), the menu code still on its way.
      await hydratedElement(trigger);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => nav.getAttribute('data-orientation'), { timeout: 10_000 }).toBe('horizontal');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await page.locator('header').getByRole('link', { name: 'Toyota Certified Pre-Owned Vehicles', exact: true }).waitFor({ state: 'visible' });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a phone never loads the desktop menu; a desktop loads it once idle', async () => {
    const placeholderAfterIdle = async (width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      try {
        await page.goto(urlFor('harbour-toyota.localhost'), { waitUntil: 'load' });
        // requestIdleCallback's timeout is 3 s; an idle headless page runs it sooner.
        await page.waitForTimeout(3500);
        return (await page.locator('header nav[aria-label="Main"]').first().getAttribute('data-orientation')) === null;
      } finally {
        await context.close();
      }
    };
    expect(await placeholderAfterIdle(390)).toBe(true);
    expect(await placeholderAfterIdle(1280)).toBe(false);
  });

  it('opens the mobile menu as a dialog and closes it with Escape', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(urlFor('gateway-car-superstore.localhost'));
      const menu = page.getByRole('button', { name: 'Menu' });
      await hydratedElement(menu);
      await menu.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      await expect(dialog.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
