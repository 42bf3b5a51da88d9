/**
 * One crawl of each sample site through the production build, read two ways.
 *
 * Links (issue 13 item 12): from the home page and the sitemap — the header and footer are on every
 * page, so their links are met on the first one — any internal link that does not answer 200 (after
 * same-site redirects) fails, and so does any `#fragment` that names no element of the page it points
 * at. Nothing is skipped: a feature not built yet shows no link (domain/buttons.ts hides Online
 * Purchase until its journey exists).
 *
 * Sitemap (issue 12 item 12): /sitemap.xml is valid against the sitemaps.org 0.9 XSD, names only this
 * site's addresses and none robots.txt disallows, and every address it lists answers 200 itself (no
 * redirect) without noindex in a meta tag or an X-Robots-Tag header. The crawl asks by the dealer's
 * own domain, as a search engine would, so a page of another site would answer 404.
 *
 * The sitemap's pages were fetched a second time by a test of their own (seo.test.ts) until the
 * suite's time was looked at: the crawl already requests every one of them.
 */
import { readDataset } from '@forecourt/tenants';
import { beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, type CrawlResult, type Fetched } from '../support/link-crawl';
import { sitemapLocs, sitemapSchemaErrors } from '../support/sitemap-schema';
import { getWithHost } from './browser';

interface SiteDoc {
  _type: 'site';
  slug: { current: string };
  domains?: string[];
  url?: string;
}
const sites = readDataset().filter((d) => d._type === 'site') as unknown as SiteDoc[];
const NOINDEX_META = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

function robotsDisallows(txt: string): string[] {
  return txt.split('\n').flatMap((line) => {
    const m = /^Disallow:\s*(\S+)/i.exec(line.trim());
    return m ? [m[1]!] : [];
  });
}

/** What the crawl's first request for a path answered, before any redirect was followed. */
interface FirstAnswer {
  status: number;
  noindex: boolean;
}

describe.each(sites.map((s) => [s.slug.current, s] as const))('links and sitemap of %s', (slug, site) => {
  const host = site.url ? new URL(site.url).host : `${slug}.localhost`;
  let sitemap: { status: number; body: string };
  let sitemapUrls: URL[];
  let crawl: CrawlResult;
  const answers = new Map<string, FirstAnswer>();

  beforeAll(async () => {
    sitemap = await getWithHost(host, '/sitemap.xml');
    sitemapUrls = sitemapLocs(sitemap.body).map((loc) => new URL(loc));
    const fetch = async (path: string): Promise<Fetched> => {
      const res = await getWithHost(host, path);
      if (!answers.has(path)) {
        answers.set(path, {
          status: res.status,
          noindex: NOINDEX_META.test(res.body) || /noindex/i.test(String(res.headers['x-robots-tag'] ?? '')),
        });
      }
      return {
        status: res.status,
        location: res.headers.location,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      };
    };
    const seeds = ['/', ...sitemapUrls.map((url) => url.pathname + url.search)];
    const ownHosts = [
      `${slug}.localhost`,
      ...(site.domains ?? []),
      ...(site.url ? [new URL(site.url).hostname] : []),
    ];
    crawl = await crawlSite({ seeds, fetch, ownHosts, concurrency: 4 });
    console.log(`${slug}: ${crawl.checked} links checked, ${crawl.expanded} pages read`);
  }, 900_000);

  it('every internal link and anchor answers', () => {
    expect(crawl.expanded).toBeGreaterThan(20);
    expect(crawl.broken.map((b) => `${b.status} ${b.target} (linked from ${b.from.join(', ')})`)).toEqual([]);
  });

  it('the sitemap is valid, lists only this site, and every listed page answers 200 and is indexable', async () => {
    expect(sitemap.status).toBe(200);
    expect(await sitemapSchemaErrors(sitemap.body)).toEqual([]);
    const disallowed = robotsDisallows((await getWithHost(host, '/robots.txt')).body);
    expect(disallowed).toContain('/success');

    expect(site.url, `${slug} has a url`).toBeDefined();
    const origin = new URL(site.url!).origin;
    expect(sitemapUrls.filter((u) => u.origin !== origin).map(String)).toEqual([]);
    expect(sitemapUrls.length).toBeGreaterThan(50);
    const paths = sitemapUrls.map((u) => `${u.pathname}${u.search}`);
    expect(paths).not.toContain('/home');
    expect(paths.filter((p) => disallowed.some((d) => p.startsWith(d)))).toEqual([]);
    expect(paths.some((p) => p.startsWith('/search/'))).toBe(true);

    const failures = paths.flatMap((p) => {
      const answer = answers.get(p);
      if (!answer) return [`${p}: never requested`];
      if (answer.status !== 200) return [`${p}: ${answer.status}`];
      return answer.noindex ? [`${p}: noindex`] : [];
    });
    expect(failures).toEqual([]);
  });
});
