/**
 * The build's page cache on disk. Next 16 keeps every rendered page under `.next/server/route-cache`
 * (`<kind>/<route hash>/$/<site slug>/<path>.html`, `.rsc`, `.meta`, `.segments/`), and every
 * `next start` of the same build reads and writes the same files. A test that starts a second server
 * with other settings (a Google Maps key, another content source) must not be served the pages the
 * main test server rendered, nor leave its own pages for it: it forgets them, before and after.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes the cached files of the page at `page` (`harbour-toyota/cars/<slug>`), or of a whole site
 * (`harbour-toyota`: its home page's files and the folder of its other pages), whatever the route.
 */
export function forgetCachedPages(webDir: string, page: string): void {
  const routeCache = path.join(webDir, '.next', 'server', 'route-cache');
  const name = path.basename(page);
  const ours = (entry: string) => entry === name || entry.startsWith(`${name}.`);
  for (const kind of existsSync(routeCache) ? readdirSync(routeCache) : []) {
    for (const route of readdirSync(path.join(routeCache, kind))) {
      const dir = path.join(routeCache, kind, route, '$', path.dirname(page));
      for (const entry of existsSync(dir) ? readdirSync(dir).filter(ours) : [])
        rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  }
}
