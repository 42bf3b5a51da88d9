/**
 * Shopper accounts (issue 14) against the production build: phone sign-in with the code read from
 * the embedded SMS outbox, the watchlist with its toasts, my garage, sign-out, two shoppers kept
 * apart, sessions that belong to one site, cookie flags, and the gating matrix over the four sample
 * sites (gates from lib/routes/gates.ts against each site's content).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataset } from '@forecourt/tenants';
import { GATED_EXAMPLES } from '@/lib/routes/gates';
import { garageEnabled } from '@/domain/garage';
import { axeViolations, hydratedElement, launch, requestWithHost, urlFor } from './browser';
import { codeFor, json, newShopper, octet, signInByApi, signInInBrowser, type Shopper } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SITES = ['harbour-toyota', 'gateway-car-superstore', 'southern-cross-motors', 'coorong-caravans'] as const;
type Slug = (typeof SITES)[number];

/** Each site's gated routes as its content lists them. */
/** Sites with the garage page (its garage or watchlist feature, domain/garage.ts): elsewhere the garage paths are 404s, not gated. */
const WITH_GARAGE = new Set(
  readDataset()
    .filter((d) => d._type === 'site')
    .filter((d) => {
      const features = d.features as { garage?: boolean; watchlist?: boolean } | undefined;
      return garageEnabled({ features: { garage: features?.garage === true, watchlist: features?.watchlist === true } });
    })
    .map((d) => (d.slug as { current: string }).current),
);
const GATED: Record<string, string[]> = Object.fromEntries(
  readDataset()
    .filter((d) => d._type === 'site')
    .map((d) => [(d.slug as { current: string }).current, (d.features as { gated_routes?: string[] } | undefined)?.gated_routes ?? []]),
);

/** The first in-stock car of a site (from the search API). */
async function inStockCar(site: Slug): Promise<{ id: string; slug: string; name: string }> {
  const res = await requestWithHost(`${site}.localhost`, '/api/search?status=in_stock', {});
  const hits = (JSON.parse(res.body) as { hits: { id: string; slug: string; name: string; status: string }[] }).hits;
  const car = hits.find((h) => h.status === 'in_stock');
  if (!car) throw new Error(`no in-stock car on ${site}`);
  return car;
}

async function shopperContext(shopper: Shopper): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': shopper.ip } });
}

describe('sign in, watchlist and garage', () => {
  it.each(['harbour-toyota', 'gateway-car-superstore'] as const)(
    '%s: a shopper signs in by SMS code, saves and removes a car with the toasts, sees it in the garage, signs out',
    // Six axe runs and a dozen navigations: about 30 s alone, twice that on a busy machine.
    { timeout: 180_000 },
    async (site) => {
      const host = `${site}.localhost`;
      const shopper = newShopper();
      const car = await inStockCar(site);
      const context = await shopperContext(shopper);
      const page = await context.newPage();
      try {
        // Gated: the garage sends a signed-out shopper to sign-in, which says why.
        await page.goto(urlFor(host, '/my-garage'), { waitUntil: 'load' });
        const signIn = new URL(page.url());
        expect(signIn.pathname).toBe('/sign-in');
        expect(signIn.searchParams.get('type')).toBe('my-garage');
        expect(signIn.searchParams.get('redirect')).toBe('/my-garage');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to your garage');
        await page.locator('form[data-sign-in-step="phone"]').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // A landline is refused in words, against the field.
        const form = page.locator('form[data-sign-in-step]');
        await hydratedElement(form.getByRole('button', { name: 'Send me a code' }));
        await form.getByLabel('Mobile number').fill('02 9876 5432');
        await form.getByRole('button', { name: 'Send me a code' }).click();
        const phoneField = form.getByLabel('Mobile number');
        await expect.poll(() => phoneField.getAttribute('aria-invalid')).toBe('true');
        expect(await form.textContent()).toContain('landline');
        expect(await axeViolations(page)).toEqual([]);

        // The code step: a wrong code is an error on the field (and axe clean), the right one signs in.
        await phoneField.fill(shopper.national);
        const asked = Date.now() - 1000;
        await form.getByRole('button', { name: 'Send me a code' }).click();
        await page.locator('form[data-sign-in-step="code"]').waitFor();
        const code = await codeFor(site, shopper.e164, asked);
        expect(await form.getByLabel('Code').getAttribute('autocomplete')).toBe('one-time-code');
        expect(await axeViolations(page)).toEqual([]);
        const wrong = code === '000000' ? '111111' : '000000';
        await form.getByLabel('Code').fill(wrong);
        await form.getByRole('button', { name: 'Sign in' }).click();
        await expect.poll(() => form.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');
        expect(await form.textContent()).toMatch(/not right/);
        expect(await axeViolations(page)).toEqual([]);
        await form.getByLabel('Code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
        await Promise.all([page.waitForURL(urlFor(host, '/my-garage')), form.getByRole('button', { name: 'Sign in' }).click()]);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My garage');
        expect(await axeViolations(page)).toEqual([]);

        // Save from the vehicle page: the toast, then remove, then save again.
        await page.goto(urlFor(host, `/cars/${car.slug}`), { waitUntil: 'load' });
        const button = page.locator('aside [data-watchlist-button]');
        await expect.poll(() => button.isEnabled()).toBe(true);
        await button.click();
        const toast = page.locator('[data-toast]');
        await expect.poll(() => toast.textContent()).toContain('Car Saved In Watchlist');
        expect(await toast.textContent()).toContain('is now available in your watchlist');
        expect(await toast.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/my-garage#watchlist');
        expect(await button.getAttribute('aria-pressed')).toBe('true');
        expect(await axeViolations(page)).toEqual([]);
        await button.click();
        await expect.poll(() => toast.textContent()).toContain('Car Removed');
        expect(await toast.textContent()).toContain('is no longer in your watchlist');
        expect(await page.locator('[data-toast]').count()).toBe(1);
        await button.click();
        await expect.poll(() => toast.textContent()).toContain('Car Saved In Watchlist');

        // The garage lists it, with its price now.
        await page.goto(urlFor(host, '/my-garage'), { waitUntil: 'load' });
        expect(await page.locator(`[data-watched-car="${car.id}"]`).count()).toBe(1);

        // Sign out; the garage is gated again.
        const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
        await hydratedElement(signOut);
        await Promise.all([page.waitForURL(urlFor(host, '/')), signOut.click()]);
        await page.goto(urlFor(host, '/my-garage'), { waitUntil: 'load' });
        expect(new URL(page.url()).pathname).toBe('/sign-in');
      } finally {
        await context.close();
      }
    },
  );

  it('the result cards’ watchlist buttons: signed out to sign-in and back, signed in saved and removed with the toasts, kept after a reload', { timeout: 120_000 }, async () => {
    // The cards' buttons are plain markup worked for the whole grid (card-save-controls.ts).
    const site = 'harbour-toyota';
    const host = `${site}.localhost`;
    const shopper = newShopper();
    const context = await shopperContext(shopper);
    const page = await context.newPage();
    try {
      await page.goto(urlFor(host, '/search'), { waitUntil: 'load' });
      const card = page.locator('article:has(button[data-card-watchlist]:not([hidden]))').first();
      const bookmark = card.locator('button[data-card-watchlist]');
      const carId = await bookmark.getAttribute('data-card-watchlist');
      const name = (await card.getByRole('heading').textContent())!.trim();
      await expect.poll(() => bookmark.isEnabled()).toBe(true);
      expect(await bookmark.getAttribute('aria-pressed')).toBe('false');
      await Promise.all([page.waitForURL(/\/sign-in\?/), bookmark.click()]);
      expect(new URL(page.url()).searchParams.get('type')).toBe('watchlist');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/search');
      await Promise.all([page.waitForURL(urlFor(host, '/search')), signInInBrowser(page, site, shopper)]);

      const again = page.locator(`button[data-card-watchlist="${carId}"]`);
      await expect.poll(() => again.isEnabled()).toBe(true);
      await again.click();
      const toast = page.locator('[data-toast]');
      await expect.poll(() => toast.textContent()).toContain('Car Saved In Watchlist');
      expect(await toast.textContent()).toContain(`${name} is now available in your watchlist`);
      expect(await again.getAttribute('aria-pressed')).toBe('true');
      expect(await again.getAttribute('title')).toBe('Saved to watchlist');
      expect(await axeViolations(page)).toEqual([]);

      // The server has it: pressed after a reload, then removed.
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
      await again.click();
      await expect.poll(() => toast.textContent()).toContain('Car Removed');
      expect(await again.getAttribute('aria-pressed')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('a signed-out shopper pressing Watchlist goes to sign-in for the watchlist and comes back', async () => {
    const site = 'gateway-car-superstore';
    const host = `${site}.localhost`;
    const shopper = newShopper();
    const car = await inStockCar(site);
    const context = await shopperContext(shopper);
    const page = await context.newPage();
    try {
      await page.goto(urlFor(host, `/cars/${car.slug}`), { waitUntil: 'load' });
      const button = page.locator('aside [data-watchlist-button]');
      await expect.poll(() => button.isEnabled()).toBe(true);
      await Promise.all([page.waitForURL(/\/sign-in\?/), button.click()]);
      const url = new URL(page.url());
      expect(url.searchParams.get('type')).toBe('watchlist');
      expect(url.searchParams.get('redirect')).toBe(`/cars/${car.slug}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to save cars to your watchlist');
      await Promise.all([page.waitForURL(urlFor(host, `/cars/${car.slug}`)), signInInBrowser(page, site, shopper)]);
    } finally {
      await context.close();
    }
  });
});

describe('sign-in page, favourites and compare', () => {
  it('keeps redirect and back on the site whatever the query says', async () => {
    const site = 'harbour-toyota';
    const host = `${site}.localhost`;
    const { cookie } = await signInByApi(site, newShopper());
    for (const hostile of ['//evil.com', 'https://evil.com', '/\\evil.com', '/%2F%2Fevil.com', 'javascript:alert(1)']) {
      const query = new URLSearchParams({ type: 'watchlist', redirect: hostile, back: hostile }).toString();
      const page = await requestWithHost(host, `/sign-in?${query}`, { headers: { cookie } });
      expect(page.status).toBe(200);
      // Signed in, the page offers Continue to `redirect` and Back to `back`: both fall back to '/'.
      const hrefs = [...page.body.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(?:<span[^>]*>[^<]*<\/span>)?\s*(?:Back|Continue)/g)].map((m) => m[1]);
      expect(hrefs, hostile).toEqual(['/', '/']);
    }
  });

  it('a number sent before the page’s script has run stays out of the address, and the page keeps where sign-in goes', async () => {
    const host = 'harbour-toyota.localhost';
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      // No script arrives: the server's form is all there is, as in the moments before hydration.
      await page.route('**/_next/static/chunks/**', (route) => route.abort());
      const query = '?type=my-garage&redirect=%2Fmy-garage&back=%2F';
      await page.goto(urlFor(host, `/sign-in${query}`), { waitUntil: 'load' });
      const field = page.locator('form[data-sign-in-step]').getByLabel('Mobile number');
      await field.fill('0412 345 678');
      const [sent] = await Promise.all([page.waitForRequest((r) => r.isNavigationRequest()), field.press('Enter')]);
      expect(sent.method()).toBe('POST');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).search).toBe(query);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to your garage');
    } finally {
      await context.close();
    }
  });

  it('favourites and compare are axe clean, with cars and without', async () => {
    const site = 'gateway-car-superstore';
    const host = `${site}.localhost`;
    const context = await shopperContext(newShopper());
    const page = await context.newPage();
    try {
      await page.goto(urlFor(host, '/favourites'), { waitUntil: 'load' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My favourites');
      expect(await axeViolations(page)).toEqual([]);
      // Two cars saved with the hearts on the results, then compared.
      await page.goto(urlFor(host, '/search/used-cars'), { waitUntil: 'load' });
      const hearts = page.locator('article button[aria-pressed]:not([data-watchlist-button])');
      await hearts.first().waitFor();
      await expect.poll(() => hearts.first().isEnabled()).toBe(true);
      await hearts.nth(0).click();
      await hearts.nth(1).click();
      await page.goto(urlFor(host, '/favourites'), { waitUntil: 'load' });
      const boxes = page.getByRole('checkbox', { name: /Compare/ });
      await expect.poll(() => boxes.count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await Promise.all([page.waitForURL(/\/compare\?ids=/), page.getByRole('link', { name: /^Compare 2 / }).click()]);
      expect(await page.locator('table th[scope="col"]').count()).toBeGreaterThanOrEqual(2);
      expect(await axeViolations(page)).toEqual([]);
      // Remove from the comparison: a plain link to the same view without that car.
      const before = new URL(page.url()).searchParams.get('ids')!.split(',');
      await Promise.all([page.waitForURL((url) => url.searchParams.get('ids') !== before.join(',')), page.getByRole('link', { name: /^Remove .* from the comparison$/ }).first().click()]);
      expect(new URL(page.url()).searchParams.get('ids')!.split(',')).toEqual(before.slice(1));
      expect(await page.locator('table th[scope="col"]').count()).toBe(1);
      await page.goto(urlFor(host, '/compare'), { waitUntil: 'load' });
      expect(await axeViolations(page)).toEqual([]);
      // Remove from favourites: the list shrinks, and stays so after a reload (kept in the browser).
      await page.goto(urlFor(host, '/favourites'), { waitUntil: 'load' });
      const removes = page.locator('[data-favourite-remove]');
      await expect.poll(() => removes.count()).toBe(2);
      await removes.first().click();
      await expect.poll(() => removes.count()).toBe(1);
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => removes.count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the garage’s controls', () => {
  it('turns price alerts on with the switch (kept after a reload), and signs out on all devices', { timeout: 120_000 }, async () => {
    const site = 'harbour-toyota';
    const host = `${site}.localhost`;
    const shopper = newShopper();
    const here = await signInByApi(site, shopper);
    const elsewhere = await signInByApi(site, { ...shopper, ip: `198.51.100.${octet()}` });
    const context = await shopperContext(shopper);
    const [name, value] = [here.cookie.slice(0, here.cookie.indexOf('=')), here.cookie.slice(here.cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, domain: host, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    try {
      await page.goto(urlFor(host, '/my-garage'), { waitUntil: 'load' });
      const toggle = page.getByRole('switch', { name: /Text me when a watched car/ });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await hydratedElement(toggle);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.reload({ waitUntil: 'load' });
      expect(await page.getByRole('switch', { name: /Text me when a watched car/ }).getAttribute('aria-checked')).toBe('true');

      // Both sessions worked; 'Sign out on all devices' ends the other one too.
      expect((await requestWithHost(host, '/api/watchlist', { headers: json(host, shopper, elsewhere.cookie) })).status).toBe(200);
      const signOutEverywhere = page.getByRole('button', { name: 'Sign out on all devices' });
      await hydratedElement(signOutEverywhere);
      await Promise.all([page.waitForURL(urlFor(host, '/')), signOutEverywhere.click()]);
      expect((await requestWithHost(host, '/api/watchlist', { headers: json(host, shopper, elsewhere.cookie) })).status).toBe(401);
      expect((await requestWithHost(host, '/api/watchlist', { headers: json(host, shopper, here.cookie) })).status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('accounts are private and belong to one site', () => {
  it('two shoppers never see each other’s watchlist or garage', async () => {
    const site = 'harbour-toyota';
    const host = `${site}.localhost`;
    const [alice, bob] = [newShopper(), newShopper()];
    const car = await inStockCar(site);
    const a = await signInByApi(site, alice);
    const b = await signInByApi(site, bob);
    const save = await requestWithHost(host, '/api/watchlist/save-car', { method: 'POST', headers: json(host, alice, a.cookie), body: JSON.stringify({ phone_number: alice.national, car_id: car.id }) });
    expect(JSON.parse(save.body)).toEqual({ success: true });
    const list = async (shopper: Shopper, cookie: string) => JSON.parse((await requestWithHost(host, '/api/watchlist', { headers: json(host, shopper, cookie) })).body) as { car_ids: string[] };
    expect((await list(alice, a.cookie)).car_ids).toContain(car.id);
    expect((await list(bob, b.cookie)).car_ids).not.toContain(car.id);
    // Bob cannot act on Alice's number.
    const forged = await requestWithHost(host, '/api/watchlist/remove-car', { method: 'POST', headers: json(host, bob, b.cookie), body: JSON.stringify({ phone_number: alice.national, car_id: car.id }) });
    expect(forged.status).toBe(403);
    expect((await list(alice, a.cookie)).car_ids).toContain(car.id);
    const garage = await requestWithHost(host, '/my-garage', { headers: { cookie: b.cookie, 'x-forwarded-for': bob.ip } });
    expect(garage.status).toBe(200);
    expect(garage.body).not.toContain(`data-watched-car="${car.id}"`);
  });

  it('a session from one dealer’s site is not valid on another’s', async () => {
    const shopper = newShopper();
    const { cookie } = await signInByApi('harbour-toyota', shopper);
    const other = 'gateway-car-superstore.localhost';
    expect((await requestWithHost(other, '/api/watchlist', { headers: json(other, shopper, cookie) })).status).toBe(401);
    const garage = await requestWithHost(other, '/my-garage', { headers: { cookie, 'x-forwarded-for': shopper.ip } });
    expect(garage.status).toBe(307);
    expect(garage.headers.location).toMatch(/^\/sign-in\?type=my-garage/);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, and refuses it once signed out', async () => {
    const site = 'gateway-car-superstore';
    const host = `${site}.localhost`;
    const shopper = newShopper();
    const { cookie, setCookie } = await signInByApi(site, shopper);
    const session = setCookie.find((c) => c.startsWith(cookie.split('=')[0]!))!;
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/;\s*Domain=/i);
    // Local http development: the plain name (the __Host- prefix needs Secure, which http cannot carry).
    expect(cookie.startsWith('forecourt_session=')).toBe(true);
    expect((await requestWithHost(host, '/api/watchlist', { headers: json(host, shopper, cookie) })).status).toBe(200);
    const out = await requestWithHost(host, '/api/auth/sign-out', { method: 'POST', headers: json(host, shopper, cookie), body: '{}' });
    expect(out.status).toBe(200);
    // The old cookie, replayed after sign-out, is refused: the session row was revoked.
    expect((await requestWithHost(host, '/api/watchlist', { headers: json(host, shopper, cookie) })).status).toBe(401);
  });

  it('on a dealer’s real domain the cookies are __Host- and Secure', async () => {
    const host = 'www.harbourtoyota.com.au';
    const shopper = newShopper();
    const headers = { ...json(host, shopper), origin: `https://${host}`, 'x-forwarded-proto': 'https' };
    const request = await requestWithHost(host, '/api/auth/request-code', { method: 'POST', headers, body: JSON.stringify({ phone: shopper.national }) });
    expect(request.status, request.body).toBe(200);
    const binding = (request.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-forecourt_signin='));
    expect(binding, 'a __Host- binding cookie').toBeDefined();
    expect(binding).toMatch(/;\s*Secure/i);
    expect(binding).toMatch(/;\s*HttpOnly/i);
    expect(binding).toMatch(/;\s*Path=\//i);
  });
});

describe('gating matrix', () => {
  const sessions = new Map<Slug, string>();
  beforeAll(async () => {
    for (const site of SITES) sessions.set(site, (await signInByApi(site, newShopper())).cookie);
  }, 120_000);

  it.each(SITES)('%s: every gated route matches the site’s content, signed out and signed in', async (site) => {
    const host = `${site}.localhost`;
    const gated = GATED[site] ?? [];
    for (const example of GATED_EXAMPLES) {
      const exists = example.kind !== 'my-garage' || WITH_GARAGE.has(site);
      const expected = exists && (example.always || gated.includes(example.kind));
      const out = await requestWithHost(host, example.path, { headers: { referer: `http://${host}/search/used-cars` } });
      const toSignIn = out.status === 307 && String(out.headers.location).startsWith('/sign-in?');
      expect(toSignIn, `${site} ${example.path} signed out`).toBe(expected);
      if (toSignIn) {
        // The proxy's own answer carries the security headers like every other response.
        expect(out.headers['content-security-policy'], `${site} ${example.path} CSP`).toContain("frame-ancestors 'none'");
        expect(out.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(out.headers['cache-control']).toBe('no-store');
        const target = new URLSearchParams(String(out.headers.location).split('?')[1]);
        expect(target.get('type')).toBe(example.kind);
        expect(target.get('redirect')).toBe(example.path);
        expect(target.get('back')).toBe('/search/used-cars');
      }
      const signedIn = await requestWithHost(host, example.path, { headers: { cookie: sessions.get(site)! } });
      expect(String(signedIn.headers.location ?? ''), `${site} ${example.path} signed in`).not.toMatch(/^\/sign-in/);
      // And is answered, not failed: a gated page that cannot read the session in its render is a 500 here.
      expect(signedIn.status, `${site} ${example.path} signed in`).toBeLessThan(500);
      // A garage page on a site without one: the same 404 signed out and in, never a sign-in first.
      if (!exists) expect([out.status, signedIn.status], `${site} ${example.path}`).toEqual([404, 404]);
      if (example.path === '/car-finance') expect(signedIn.status, `${site} /car-finance signed in`).toBe(200);
    }
    // Trade-in and sell-my-car are never gated.
    for (const open of ['/trade-in', '/sell-my-car']) {
      const res = await requestWithHost(host, open, {});
      expect(String(res.headers.location ?? '')).not.toMatch(/^\/sign-in/);
    }
  });

  it('the garage shows signed in where the site keeps one, under its alias too', async () => {
    const ok = await requestWithHost('gateway-car-superstore.localhost', '/mybigboxcars', { headers: { cookie: sessions.get('gateway-car-superstore')! } });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('My garage');
    const notThisGroup = await requestWithHost('gateway-car-superstore.localhost', '/mymotorama', { headers: { cookie: sessions.get('gateway-car-superstore')! } });
    expect(notThisGroup.status).toBe(404);
    const noGarage = await requestWithHost('coorong-caravans.localhost', '/my-garage', { headers: { cookie: sessions.get('coorong-caravans')! } });
    expect(noGarage.status).toBe(404);
  });
});
