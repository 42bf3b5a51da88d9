/**
 * What a site's sitemap lists: exactly its indexable pages (issue 12 item 12). The home page; the
 * content pages at the paths that really show them (the route table decides: 'home' is '/', 'success'
 * is a noindex thank-you page, a slug no route shows is left out); the search landing pages that
 * answer with results in this site's stock (car types it has, /search/{make}, /search/{make}/{model},
 * /search/{body}); /models on manufacturer sites; every car in stock. Each search path is checked by
 * the search pages' own resolver, so a listed path means on the page what it meant here. Finally every
 * path must be one the route table calls indexable and robots.txt lets crawlers fetch. Pure.
 */
import { slugify } from '@/domain/names';
import { contentPagePath, isIndexablePath, SITE_ROUTES } from '@forecourt/schemas/routes';
import { resolveSearchPath, searchPathFor, type BaseRefinements, type SearchRouteContext } from '@/lib/search/routes';
import type { SitemapEntry } from './sitemap';
import { own } from '@forecourt/schemas/own';

export interface SitemapStock {
  /** Cars per car_type ('new', 'used', 'demo') in the site's search scope. */
  carTypes: Readonly<Partial<Record<string, number>>>;
  /** Make, 'Make Model' and body values of the site's stock (facet values, so each has results). */
  makes: readonly string[];
  makeModels: readonly string[];
  bodies: readonly string[];
}

export interface SitemapInputs {
  pageSlugs: readonly string[];
  hasModelsPage: boolean;
  /** Offers, locations and model pages (lib/seo/marketing-paths.ts). */
  marketing?: readonly string[];
  stock: SitemapStock;
  /** In-stock cars' paths (/cars/{slug}) with the date they last changed. */
  vehicles: readonly SitemapEntry[];
}

const TYPE_LANDINGS: readonly { path: string; has: (n: (t: string) => number) => boolean }[] = [
  { path: 'new-used-and-demo-cars', has: (n) => n('new') + n('used') + n('demo') > 0 },
  { path: 'used-cars', has: (n) => n('used') > 0 },
  { path: 'new-cars', has: (n) => n('new') > 0 },
  { path: 'demo-cars', has: (n) => n('demo') > 0 },
  // Only where it differs from /search/new-cars and /search/demo-cars alone.
  { path: 'new-and-demo-cars', has: (n) => n('new') > 0 && n('demo') > 0 },
];

const sameBase = (a: BaseRefinements, b: BaseRefinements) => JSON.stringify(a) === JSON.stringify(b);

/** /search/... landing paths with results, each confirmed by resolveSearchPath to stand for `base`. */
export function searchLandingPaths(stock: SitemapStock): string[] {
  const count = (t: string) => own(stock.carTypes, t) ?? 0;
  const ctx: SearchRouteContext = { makes: stock.makes, makeModels: stock.makeModels, bodies: stock.bodies, dealerships: [], locations: [] };
  const candidates: { path: string; base?: BaseRefinements }[] = [
    ...TYPE_LANDINGS.filter((t) => t.has(count)).map((t) => ({ path: `/search/${t.path}` })),
    ...stock.makes.map((make) => ({ path: searchPathFor('make', make), base: { make: [make] } })),
    ...stock.makeModels.flatMap((mm) => {
      const make = stock.makes.find((m) => mm.startsWith(`${m} `));
      if (!make) return [];
      const model = slugify(mm.slice(make.length + 1));
      return model ? [{ path: `${searchPathFor('make', make)}/${model}`, base: { make: [make], make_model: [mm] } }] : [];
    }),
    ...stock.bodies.map((body) => ({ path: searchPathFor('body', body), base: { body: [body] } })),
  ];
  const paths = candidates.filter(({ path, base }) => {
    const route = resolveSearchPath(path.split('/').slice(2), ctx);
    return route.kind === 'search' && (base === undefined || sameBase(route.base, base));
  });
  return [...new Set(paths.map((c) => c.path))];
}

export function sitemapEntries(input: SitemapInputs): SitemapEntry[] {
  const landings = searchLandingPaths(input.stock);
  const hasStock = landings.length > 0;
  const aliases = SITE_ROUTES.filter((r) => r.sitemap && r.searchSegments).filter((r) =>
    landings.includes(`/search/${r.searchSegments!.length ? r.searchSegments!.join('/') : 'new-used-and-demo-cars'}`),
  );
  const entries: SitemapEntry[] = [
    { path: '/' },
    ...input.pageSlugs.flatMap((slug) => {
      const path = contentPagePath(slug);
      return path ? [{ path }] : [];
    }),
    ...(input.hasModelsPage ? [{ path: '/models' }] : []),
    ...(input.marketing ?? []).map((path) => ({ path })),
    ...(hasStock ? aliases.map((r) => ({ path: r.pattern })) : []),
    ...landings.map((path) => ({ path })),
    ...input.vehicles,
  ];
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (seen.has(e.path) || !isIndexablePath(e.path)) return false;
    seen.add(e.path);
    return true;
  });
}
