/**
 * Navigation rules (spec §2). 'Mandatory' entries are always part of the navigation (a dealer cannot
 * trim them away); 'hidden' entries route but are not drawn in the menu. The two are independent: the
 * Toyota 'Home /' entry is mandatory and 'hidden in the menu', so hidden wins for what is drawn.
 */

export interface NavEntry {
  label: string;
  path?: string;
  url?: string;
  mandatory: boolean;
  hidden: boolean;
}

/** Drawn in the header, drawer or footer: every entry not hidden, mandatory or not. */
export function isShownInMenu(entry: NavEntry): boolean {
  return !entry.hidden;
}

export type NavTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const SAFE_EXTERNAL = /^(https?:|mailto:|tel:)/i;

/**
 * Where an entry goes. Internal paths must be site-relative ('/x', never '//host'); external URLs
 * must use a safe scheme, so content can never produce a `javascript:` link.
 */
export function navTarget(entry: Pick<NavEntry, 'path' | 'url'>): NavTarget {
  if (entry.path && entry.path.startsWith('/') && !entry.path.startsWith('//')) return { kind: 'internal', href: entry.path };
  if (entry.url && SAFE_EXTERNAL.test(entry.url)) return { kind: 'external', href: entry.url };
  return { kind: 'none' };
}

/** Splits the header into the left group and the right-aligned group, keeping content order. */
export function splitAligned<T extends { right_aligned: boolean }>(items: readonly T[]): { left: T[]; right: T[] } {
  return { left: items.filter((i) => !i.right_aligned), right: items.filter((i) => i.right_aligned) };
}

/** A computed address (a model's Explore or Our Stock link) as the path-or-URL pair content links carry. */
export function linkOf(href: string): { path?: string; url?: string } {
  return href.startsWith('/') ? { path: href } : { url: href };
}
