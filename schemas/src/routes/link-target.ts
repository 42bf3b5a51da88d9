/**
 * What a site path in the Studio (a menu link) needs in order to answer on the dealer's site, read
 * from the route table (site-routes.ts) — the Studio's link validation and the site share it, so a
 * menu can no longer publish a link to a page that does not exist.
 *
 * - a fixed route ('/pre-owned', '/cars/{slug}'): answers as it is;
 * - the catch-all ('/about-us'): the site's content page of that slug, published;
 * - a location page ('/our-location/{slug}', '/locations/{slug}'), a location's contact page
 *   ('/contact-us/{grouped name}') or a blog post ('/blog/{slug}'): that document of the site, published;
 * - a blog category ('/blog/news') and the site's files ('/sitemap.xml'): answer as they are;
 * - an API or a developer route ('/api/…', '/dev/…'): never a menu link.
 */
import { BLOG_CATEGORIES } from '../sanity/constants';
import { contentPagePath, routeFor } from './site-routes';

/** locationGroup: a location whose grouped name (location-group.ts) makes the slug, as /contact-us/{slug} finds it. */
export type LinkDocumentType = 'page' | 'location' | 'locationGroup' | 'blogPost';

export type LinkTarget = { kind: 'route' } | { kind: 'document'; type: LinkDocumentType; slug: string } | { kind: 'refused'; reason: string };

const DOCUMENT_ROUTES: ReadonlyMap<string, LinkDocumentType> = new Map([
  ['/our-location/[slug]', 'location'],
  ['/locations/[slug]', 'location'],
  ['/contact-us/[slug]', 'locationGroup'],
  ['/blog/[slug]', 'blogPost'],
]);

export const LINK_TARGET_MESSAGES = {
  notAPage: 'This is not a page of the site (an API or a developer address): link to a page.',
  notAnAddress: 'No page can have this address: use lower-case words joined by hyphens, at most four segments.',
} as const;

export const LINK_DOCUMENT_WORDS: Readonly<Record<LinkDocumentType, string>> = { page: 'page', location: 'location', locationGroup: 'location', blogPost: 'blog post' };

/** The path without its query or fragment, and without a trailing slash (the site redirects those). */
export function barePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function linkTarget(path: string): LinkTarget {
  const bare = barePath(path);
  const route = routeFor(bare);
  if (!route || route.kind === 'api' || route.kind === 'dev') return { kind: 'refused', reason: LINK_TARGET_MESSAGES.notAPage };
  if (route.pattern === '/[...slug]') {
    const slug = bare.slice(1);
    return contentPagePath(slug) === bare ? { kind: 'document', type: 'page', slug } : { kind: 'refused', reason: LINK_TARGET_MESSAGES.notAnAddress };
  }
  const type = DOCUMENT_ROUTES.get(route.pattern);
  const slug = bare.split('/').at(-1)!;
  if (type === 'blogPost' && BLOG_CATEGORIES.has(slug)) return { kind: 'route' };
  if (type) return { kind: 'document', type, slug };
  return { kind: 'route' };
}

/**
 * A franchise site's catch-all also answers its models' pages where no content page has the path:
 * /{model-slug} and /{model-slug}/accessories (spec §2). The model slug and which page, or undefined
 * for a path that cannot be one. Shared by the site (app/[site]/[...slug]) and the Studio's link rule.
 */
export function modelPagePath(path: string): { slug: string; accessories: boolean } | undefined {
  const [slug, rest, ...more] = path.replace(/^\//, '').split('/');
  if (!slug || more.length > 0 || (rest !== undefined && rest !== 'accessories')) return undefined;
  return { slug, accessories: rest === 'accessories' };
}
