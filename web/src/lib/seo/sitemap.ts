/**
 * The site's sitemap (spec §2 route table: /sitemap.xml) and robots.txt, as text. Which pages the
 * sitemap lists is decided in sitemap-entries.ts; which paths robots.txt disallows is the route
 * table's (lib/routes/site-routes.ts). The XML follows the sitemaps.org 0.9 schema (tested with its XSD).
 */
import { ROBOTS_DISALLOW } from '@forecourt/schemas/routes';
import { escapeXml } from '@/lib/xml';

export interface SitemapEntry {
  /** Path on the site, starting with '/'. */
  path: string;
  lastmod?: string;
}

/** Search engines take at most 50,000 URLs per sitemap file. */
export const SITEMAP_LIMIT = 50_000;

/** Paths robots.txt asks crawlers to leave alone: APIs, the dev mailbox, thank-you and print pages. */
export const DISALLOWED_PATHS = ROBOTS_DISALLOW;

/** A W3C date or date-time as the 0.9 schema's lastmod takes it. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The calendar date of a stored timestamp for <lastmod>, or undefined when it is not a readable date. */
export function lastmodOf(timestamp: string | undefined): string | undefined {
  const date = timestamp?.slice(0, 10);
  return date && W3C_DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined;
}

/**
 * Where the site lives: its configured public address, else the address it was reached at (the
 * proxy chose the site from that same host, so it cannot name another dealer).
 */
export function siteOrigin(siteUrl: string | undefined, host: string | null, proto: string | null): string {
  if (siteUrl) {
    try {
      return new URL(siteUrl).origin;
    } catch {
      // A malformed address in content: fall back to the request's.
    }
  }
  const scheme = proto === 'https' || proto === 'http' ? proto : 'http';
  return `${scheme}://${host ?? 'localhost'}`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_LIMIT).map((e) => {
    const lastmod = e.lastmod && W3C_DATE.test(e.lastmod) ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(e.path, origin).toString())}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
