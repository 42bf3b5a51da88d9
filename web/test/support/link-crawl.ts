/**
 * A link checker for one dealer site, run against a server by Host header (the sites are
 * `<slug>.localhost`, which Node cannot resolve, so an off-the-shelf checker such as linkinator,
 * which fetches by URL, cannot reach them).
 *
 * From the seeds (home page, sitemap URLs) it fetches every internal link it finds, follows
 * same-site redirects, and checks each `#fragment` against the ids of the page it points at. Pages
 * are parsed for more links until a route shape (route pattern + query parameter names) has been
 * expanded `expandPerShape` times: the thousandth vehicle page has the same links as the third, so
 * the rest are only requested, not parsed.
 */
import { parse } from 'node-html-parser';
import { routeFor } from '@forecourt/schemas/routes';

export interface Fetched {
  status: number;
  location?: string;
  contentType: string;
  body: string;
}

export type Fetcher = (path: string) => Promise<Fetched>;

export interface BrokenLink {
  /** The path (and query) linked to, with its fragment when the fragment is what is missing. */
  target: string;
  status: number | 'missing anchor';
  /** Up to three pages that link to it. */
  from: string[];
}

export interface CrawlResult {
  checked: number;
  expanded: number;
  broken: BrokenLink[];
}

export interface CrawlOptions {
  seeds: string[];
  fetch: Fetcher;
  expandPerShape?: number;
  concurrency?: number;
  /** Hosts that are this site (links to them are internal). */
  ownHosts: string[];
}

interface PageInfo {
  status: number;
  ids?: Set<string>;
}

/** '/a/b?x=1' for an internal link, undefined for external, mailto:, tel: and the like. */
export function internalPath(href: string, base: string, ownHosts: string[]): { path: string; fragment?: string } | undefined {
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${base}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hostname !== 'site.invalid' && !ownHosts.includes(url.hostname)) return undefined;
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  return { path: url.pathname + url.search, fragment: fragment || undefined };
}

function shapeOf(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  const pattern = routeFor(url.pathname)?.pattern ?? url.pathname;
  // The catch-all and search routes stand for many different pages: each path is its own shape.
  const key = pattern.includes('[...') || pattern.includes('[[...') ? url.pathname : pattern;
  return `${key}?${[...url.searchParams.keys()].sort().join('&')}`;
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const expandPerShape = options.expandPerShape ?? 3;
  const pages = new Map<string, Promise<PageInfo>>();
  const referrers = new Map<string, Set<string>>();
  const anchors: { path: string; fragment: string; from: string }[] = [];
  const shapes = new Map<string, number>();
  let expanded = 0;
  const queue: string[] = [];
  let active = 0;
  let done: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));

  function note(path: string, from: string) {
    const seen = referrers.get(path) ?? new Set<string>();
    if (seen.size < 3) seen.add(from);
    referrers.set(path, seen);
  }

  function enqueue(path: string, from: string) {
    note(path, from);
    if (pages.has(path)) return;
    let resolve!: (info: PageInfo | Promise<PageInfo>) => void;
    pages.set(path, new Promise<PageInfo>((r) => (resolve = r)));
    queue.push(path);
    resolvers.set(path, resolve);
  }
  const resolvers = new Map<string, (info: PageInfo | Promise<PageInfo>) => void>();

  /** A page's answer, or the same-site path it redirects to (whose answer becomes its own). */
  async function visit(path: string): Promise<PageInfo | { follow: string }> {
    const res = await options.fetch(path);
    if (res.status >= 300 && res.status < 400 && res.location) {
      const next = internalPath(res.location, path, options.ownHosts);
      if (!next || next.path === path) return { status: res.status };
      enqueue(next.path, path);
      return { follow: next.path };
    }
    if (res.status !== 200 || !res.contentType.includes('text/html')) return { status: res.status };
    const root = parse(res.body);
    const ids = new Set(root.querySelectorAll('[id]').map((el) => el.getAttribute('id')!));
    for (const el of root.querySelectorAll('a[name]')) ids.add(el.getAttribute('name')!);
    const shape = shapeOf(path);
    const count = shapes.get(shape) ?? 0;
    if (count < expandPerShape) {
      shapes.set(shape, count + 1);
      expanded += 1;
      for (const a of root.querySelectorAll('a[href]')) {
        const link = internalPath(a.getAttribute('href')!, path, options.ownHosts);
        if (!link) continue;
        if (link.fragment) anchors.push({ path: link.path, fragment: link.fragment, from: path });
        enqueue(link.path, path);
      }
    }
    return { status: 200, ids };
  }

  function pump() {
    while (active < (options.concurrency ?? 6) && queue.length > 0) {
      const path = queue.shift()!;
      active += 1;
      void visit(path)
        .catch((error: unknown) => ({ status: 0, error }) as PageInfo)
        .then((visited) => {
          // The slot is given back before a redirect's target is awaited: a visit holding its slot
          // while waiting for a page still in the queue deadlocked the crawl once every slot held
          // one (Gateway's gated checkout links all redirect to sign-in).
          active -= 1;
          const resolve = resolvers.get(path)!;
          if ('follow' in visited) resolve(pages.get(visited.follow) ?? Promise.resolve({ status: 200 }));
          else resolve(visited);
          pump();
        });
    }
    if (active === 0 && queue.length === 0) done();
  }

  for (const seed of options.seeds) enqueue(seed, '(seed)');
  pump();
  await finished;

  const broken: BrokenLink[] = [];
  for (const [path, info] of pages) {
    const { status } = await info;
    if (status !== 200) broken.push({ target: path, status, from: [...(referrers.get(path) ?? [])] });
  }
  const missing = new Map<string, BrokenLink>();
  for (const { path, fragment, from } of anchors) {
    const info = await pages.get(path);
    if (!info || info.status !== 200 || info.ids?.has(fragment)) continue;
    const key = `${path}#${fragment}`;
    const entry = missing.get(key) ?? { target: key, status: 'missing anchor' as const, from: [] };
    if (entry.from.length < 3) entry.from.push(from);
    missing.set(key, entry);
  }
  return { checked: pages.size, expanded, broken: [...broken, ...missing.values()] };
}
