/**
 * The Presentation tool's locations: for each document type, the pages of its own dealer's site it
 * shows on (a location its location page, an offer its offer page and the home page, navigation every
 * page, a site's settings its home page). Pure, so it is tested without a Studio; `select` follows the
 * document's site reference for the site's address.
 */
import { own } from '@forecourt/schemas/own';
import { offerPath } from '@forecourt/schemas/routes';
import type { DocumentLocationResolvers, DocumentLocationsState } from 'sanity/presentation';
import { siteOrigin, type SiteAddress } from './site-origin';

/** The site fields every per-site document selects through its `site` reference. */
const SITE_SELECT = {
  siteName: 'site.name',
  siteSlug: 'site.slug.current',
  siteUrl: 'site.url',
  siteDomain: 'site.domains.0',
  // Through the reference: a select path that crosses a reference reads the referenced document.
  siteFranchise: 'site.manufacturer._id',
} as const;

type Selected = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function siteOf(value: Selected, prefix: 'site' | 'self'): SiteAddress & { name?: string } {
  return prefix === 'self'
    ? { slug: text(value.slug), url: text(value.url), domain: text(value.domain), name: text(value.name) }
    : { slug: text(value.siteSlug), url: text(value.siteUrl), domain: text(value.siteDomain), name: text(value.siteName) };
}

type Pages = (value: Selected) => { title: string; path: string }[];

/** Builds the state from the site and its pages; no site address yet (a new draft) is said, not guessed. */
export function locationsState(site: SiteAddress & { name?: string }, pages: { title: string; path: string }[], originTemplate: string | undefined, message?: string): DocumentLocationsState {
  const origin = siteOrigin(site, originTemplate);
  if (!origin) return { message: 'This site has no address yet: add its canonical URL or a domain to preview it.', tone: 'caution', locations: [] };
  const name = site.name ?? site.slug ?? 'the site';
  return {
    locations: pages.map((page) => ({ title: `${page.title} (${name})`, href: new URL(page.path, origin).toString() })),
    ...(message ? { message, tone: 'positive' as const } : {}),
  };
}

const HOME = { title: 'Home page', path: '/' };

/** The pages per document type (exported for tests). */
export const PAGES_BY_TYPE: Record<string, { select: Record<string, string>; pages: Pages; self?: boolean; message?: (v: Selected) => string }> = {
  site: { select: { name: 'name', slug: 'slug.current', url: 'url', domain: 'domains.0' }, self: true, pages: () => [HOME] },
  location: {
    select: { ...SITE_SELECT, name: 'name', slug: 'slug.current' },
    pages: (v) => (text(v.slug) ? [{ title: text(v.name) ?? 'Location page', path: `/our-location/${encodeURIComponent(text(v.slug)!)}` }] : []),
  },
  offer: {
    select: { ...SITE_SELECT, name: 'name', slug: 'slug.current', manufacturer: 'manufacturer.name' },
    pages: (v) => [
      ...(text(v.slug) ? [{ title: text(v.name) ?? 'Offer page', path: offerPath(text(v.slug)!, text(v.manufacturer), Boolean(text(v.siteFranchise))) }] : []),
      { title: 'Special offers', path: '/special-offers' },
      HOME,
    ],
  },
  navigation: {
    select: { ...SITE_SELECT, placement: 'placement' },
    pages: () => [HOME, { title: 'Special offers', path: '/special-offers' }, { title: 'Contact us', path: '/contact-us' }],
    message: (v) => `This ${text(v.placement) ?? ''} menu is on every page of the site.`.replace('  ', ' '),
  },
  popupPromotion: { select: { ...SITE_SELECT }, pages: () => [HOME] },
  promo: { select: { ...SITE_SELECT }, pages: () => [HOME] },
  page: {
    select: { ...SITE_SELECT, title: 'title', slug: 'slug.current' },
    pages: (v) => (text(v.slug) ? [{ title: text(v.title) ?? 'Page', path: text(v.slug) === 'home' ? '/' : `/${text(v.slug)}` }] : []),
  },
  blogPost: {
    select: { ...SITE_SELECT, title: 'title', slug: 'slug.current' },
    pages: (v) => [...(text(v.slug) ? [{ title: text(v.title) ?? 'Blog post', path: `/blog/${encodeURIComponent(text(v.slug)!)}` }] : []), { title: 'Blog', path: '/blog' }],
  },
};

export function documentLocations(type: string, value: Selected | null, originTemplate: string | undefined): DocumentLocationsState | null {
  const spec = own(PAGES_BY_TYPE, type);
  if (!spec || !value) return null;
  return locationsState(siteOf(value, spec.self ? 'self' : 'site'), spec.pages(value), originTemplate, spec.message?.(value));
}

export function locationResolvers(originTemplate: string | undefined): DocumentLocationResolvers {
  return Object.fromEntries(
    Object.entries(PAGES_BY_TYPE).map(([type, spec]) => [type, { select: spec.select, resolve: (value: Selected | null) => documentLocations(type, value, originTemplate) }]),
  );
}
