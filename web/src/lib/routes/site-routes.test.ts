import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPagePath, isCrawlable, isIndexablePath, ROBOTS_DISALLOW, routeFor, SITE_ROUTES } from '@forecourt/schemas/routes';

const APP_SITE = path.resolve(import.meta.dirname, '../../app/[site]');

/** Every page or route handler folder under app/[site], as a pattern ('/cars/[slug]'). */
function appPatterns(dir = APP_SITE, prefix = ''): string[] {
  const here = readdirSync(dir).some((f) => /^(page|route)\.tsx?$/.test(f)) ? [prefix || '/'] : [];
  const children = readdirSync(dir)
    .filter((f) => statSync(path.join(dir, f)).isDirectory())
    .flatMap((f) => appPatterns(path.join(dir, f), `${prefix}/${f}`));
  return [...here, ...children];
}

describe('the route table', () => {
  it('has a row for every page and route handler under app/[site], and every row has its folder', () => {
    const table = SITE_ROUTES.map((r) => r.pattern);
    // Rows that cover a whole folder ('/api/[...path]') stand for every handler under it.
    const covered = (p: string) => table.includes(p) || SITE_ROUTES.some((r) => r.disallow?.endsWith('/') && p.startsWith(r.disallow));
    expect(appPatterns().filter((p) => !covered(p))).toEqual([]);
    for (const r of SITE_ROUTES.filter((r) => !r.disallow?.endsWith('/'))) {
      const folder = path.join(APP_SITE, r.pattern);
      expect(existsSync(path.join(folder, 'page.tsx')) || existsSync(path.join(folder, 'route.ts')), r.pattern).toBe(true);
    }
  });

  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/search/used-cars', 'search'],
    ['/search/toyota/hilux', 'search'],
    ['/cars/2022-toyota-hilux', 'vehicle'],
    ['/cars/2022-toyota-hilux/pdf', 'print'],
    ['/cars/x/view.json', 'api'],
    ['/success', 'lead-flow'],
    ['/success?x=1', 'lead-flow'],
    ['/api/leads/enquiry', 'api'],
    ['/about-us', 'content'],
    ['/pages/toyota-hybrids', 'content'],
    ['/finance-enquiry', 'lead-form'],
    ['/enquiries/make-an-offer', 'lead-form'],
    ['/enquiries/general-enquiry', 'content'],
    ['/special-offers', 'offers'],
    ['/offers/mazda/cx-5-drive-away', 'offers'],
    ['/our-location', 'location'],
    ['/our-location/harbour-toyota-sales', 'location'],
    ['/contact-us/harbour-toyota', 'location'],
    ['/contact-us', 'content'],
    ['/rav4', 'content'],
    ['/rav4/accessories', 'content'],
    ['/customer-feedback-survey', 'lead-form'],
    ['/review-feedback?first_name=Ann', 'lead-flow'],
    ['/parts/search', 'lead-form'],
    ['/parts-and-accessories', 'content'],
    ['/favourites', 'favourites'],
    ['/compare', 'compare'],
    ['/compare?ids=a,b', 'compare'],
    ['/favourites/x', 'content'],
    ['/alerts/stop?u=x&t=y', 'account'],
    ['/api/account/alerts/stop', 'api'],
    ['/alerts', 'content'],
  ])('%s is answered by the %s route', (p, kind) => {
    expect(routeFor(p)?.kind).toBe(kind);
  });

  it('disallows the API, dev, thank-you and print paths in robots.txt, and only those', () => {
    expect(ROBOTS_DISALLOW).toEqual(['/api/', '/dev/', '/success', '/print']);
    for (const p of ['/api/search', '/dev/mailbox', '/success', '/print?car_id=x']) expect(isCrawlable(p), p).toBe(false);
    // noindex pages stay crawlable: a crawler kept out never sees the noindex.
    for (const p of ['/', '/about-us', '/cars/x', '/search/used-cars', '/privacy-policy', '/favourites', '/compare?ids=a', '/sign-in?type=watchlist', '/my-garage']) expect(isCrawlable(p), p).toBe(true);
  });

  it('calls noindex and disallowed pages not indexable', () => {
    for (const p of ['/success', '/print', '/enquiries/make-an-offer', '/book-test-drive', '/cars/x/pdf', '/sitemap.xml', '/api/x', '/review-feedback', '/favourites', '/compare?ids=a', '/sign-in', '/my-garage', '/mybigboxcars', '/alerts/stop', '/finance-applications/x', '/cars/trade-in', '/personalised/finance']) {
      expect(isIndexablePath(p), p).toBe(false);
    }
    for (const p of ['/', '/about-us', '/cars/x', '/search/toyota', '/models', '/finance-enquiry', '/customer-feedback-survey', '/parts/search', '/trade-in', '/sell-your-car', '/finance', '/car-finance', '/apply-for-finance']) expect(isIndexablePath(p), p).toBe(true);
  });
});

describe('contentPagePath', () => {
  it.each([
    ['home', '/'],
    ['success', '/success'],
    ['finance-enquiry', '/finance-enquiry'],
    ['customer-feedback-survey', '/customer-feedback-survey'],
    ['parts/search', '/parts/search'],
    ['about-us', '/about-us'],
    ['pages/complaint-handling-process', '/pages/complaint-handling-process'],
    ['enquiries/general-enquiry', '/enquiries/general-enquiry'],
    // No route shows these as content pages.
    ['cars/some-car', undefined],
    ['search/used-cars', undefined],
    ['api/leads', undefined],
    ['enquiries/make-an-offer', undefined],
    ['favourites', undefined],
    ['compare', undefined],
    ['sitemap.xml', undefined],
    ['About-Us', undefined],
    ['../etc/passwd', undefined],
    ['a/b/c/d/e', undefined],
    ['', undefined],
    ['__proto__', undefined],
    ['constructor', '/constructor'],
    ['about us', undefined],
    ['about-us/', undefined],
  ])('%j -> %s', (slug, p) => {
    expect(contentPagePath(slug)).toBe(p);
  });
});
