/**
 * Which cached pages a stock import makes stale, as revalidatePath arguments. A cached page carries
 * only implicit tags: its route pattern (/[site]/cars/[slug]/page…) and its exact path
 * (/harbour-toyota/cars/…). So one site's pages are reached by their exact paths — each changed
 * car's page and the site's home page — and pages found only by pattern (content pages with stock
 * tiles) by the pattern, which covers every site; they re-render only when next visited.
 * revalidatePath('/<site>', 'layout') looks right but matches none of those tags.
 * Search pages are rendered per request and need nothing.
 */
export type RevalidationPath = readonly [path: string, type?: 'page' | 'layout'];

/** Beyond this many changed cars, every vehicle page (all sites) is marked rather than each one. */
export const MAX_EXACT_PATHS = 2_000;

export function stockRevalidationPaths(site: string, slugs: readonly string[]): RevalidationPath[] {
  const unique = [...new Set(slugs)];
  const vehicles: RevalidationPath[] =
    unique.length > MAX_EXACT_PATHS ? [['/[site]/cars/[slug]', 'page']] : unique.map((slug) => [`/${site}/cars/${slug}`] as const);
  return [...vehicles, [`/${site}`], ['/[site]/[...slug]', 'page']];
}
