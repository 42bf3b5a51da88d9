/**
 * Every link a sample site shows answers (issue 13 item 12): a crawl of each site from its home page
 * and its sitemap through the production build — the header and footer are on every page, so their
 * links are met on the first one — fails on any internal link that does not answer 200 (after
 * same-site redirects) and on any `#fragment` that names no element of the page it points at.
 *
 * Nothing is skipped: a feature not built yet shows no link (domain/buttons.ts hides Online Purchase
 * until its journey exists).
 */
import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { crawlSite, type Fetched } from '../support/link-crawl';
import { sitemapLocs } from '../support/sitemap-schema';
import { getWithHost } from './browser';

interface SiteDoc {
  _type: 'site';
  slug: { current: string };
  domains?: string[];
  url?: string;
}
const sites = readDataset().filter((d) => d._type === 'site') as unknown as SiteDoc[];

describe.each(sites.map((s) => [s.slug.current, s] as const))('links on %s', (slug, site) => {
  it('every internal link and anchor answers', { timeout: 900_000 }, async () => {
    const host = `${slug}.localhost`;
    const fetch = async (path: string): Promise<Fetched> => {
      const res = await getWithHost(host, path);
      const location = res.headers.location;
      return { status: res.status, location, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
    };
    const sitemap = await getWithHost(host, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const seeds = ['/', ...sitemapLocs(sitemap.body).map((loc) => {
      const url = new URL(loc);
      return url.pathname + url.search;
    })];
    const ownHosts = [host, ...(site.domains ?? []), ...(site.url ? [new URL(site.url).hostname] : [])];
    const result = await crawlSite({ seeds, fetch, ownHosts, concurrency: 4 });
    console.log(`${slug}: ${result.checked} links checked, ${result.expanded} pages read`);
    expect(result.expanded).toBeGreaterThan(20);
    expect(result.broken.map((b) => `${b.status} ${b.target} (linked from ${b.from.join(', ')})`)).toEqual([]);
  });
});
