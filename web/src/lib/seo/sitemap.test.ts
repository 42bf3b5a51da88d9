import { describe, expect, it } from 'vitest';
import { sitemapSchemaErrors } from '../../../test/support/sitemap-schema';
import { DISALLOWED_PATHS, SITEMAP_LIMIT, lastmodOf, robotsTxt, siteOrigin, sitemapXml } from './sitemap';

describe('siteOrigin', () => {
  it.each([
    ['https://www.harbourtoyota.com.au/some/path', 'x.localhost', 'http', 'https://www.harbourtoyota.com.au'],
    [undefined, 'harbour-toyota.localhost:3000', null, 'http://harbour-toyota.localhost:3000'],
    [undefined, 'www.dealer.com.au', 'https', 'https://www.dealer.com.au'],
    ['not a url', 'dealer.localhost', 'javascript', 'http://dealer.localhost'],
  ])('site url %s, host %s, proto %s -> %s', (url, host, proto, origin) => {
    expect(siteOrigin(url, host, proto)).toBe(origin);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped addresses with their dates', () => {
    const xml = sitemapXml('https://d.com.au', [{ path: '/' }, { path: '/cars/a&b', lastmod: '2026-11-20' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://d.com.au/</loc></url>');
    expect(xml).toContain('<url><loc>https://d.com.au/cars/a&amp;b</loc><lastmod>2026-11-20</lastmod></url>');
  });

  it('is valid against the sitemaps.org 0.9 XSD, hostile characters and odd dates included', async () => {
    const xml = sitemapXml('https://d.com.au', [
      { path: '/' },
      { path: "/cars/<a>&'\"b" },
      { path: '/search/toyota?x=1&y=2' },
      { path: '/cars/x', lastmod: '2026-11-20' },
      { path: '/cars/y', lastmod: 'yesterday' },
      { path: '/cars/%E2%9C%93' },
    ]);
    expect(xml).not.toContain('yesterday');
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });

  it('is caught by the XSD check when it breaks the schema', async () => {
    const bad = sitemapXml('https://d.com.au', [{ path: '/' }]).replace('<url>', '<url><priority>2</priority>');
    expect((await sitemapSchemaErrors(bad)).length).toBeGreaterThan(0);
  });

  it.each([
    ['2026-11-20T03:04:05.000Z', '2026-11-20'],
    ['2026-11-20', '2026-11-20'],
    ['', undefined],
    [undefined, undefined],
    ['20/11/2026', undefined],
    ['2026-13-45', undefined],
  ])('lastmodOf(%j) = %j', (input, out) => {
    expect(lastmodOf(input)).toBe(out);
  });

  it('stops at the 50,000 addresses a sitemap may hold', () => {
    const entries = Array.from({ length: SITEMAP_LIMIT + 5 }, (_, i) => ({ path: `/cars/${i}` }));
    expect(sitemapXml('https://d.com.au', entries).match(/<url>/g)).toHaveLength(SITEMAP_LIMIT);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers off the lead-flow, print and API paths and names the sitemap', () => {
    const txt = robotsTxt('https://d.com.au');
    for (const p of DISALLOWED_PATHS) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: https://d.com.au/sitemap.xml');
  });
});
