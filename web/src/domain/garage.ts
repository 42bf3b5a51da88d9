/**
 * Where a site shows the garage (/my-garage): where it keeps a garage or a watchlist, since the
 * watchlist's 'View List' goes there. Elsewhere /my-garage is a 404, so nothing may link to it.
 */
import type { Site } from '@/lib/content/models';

export function garageEnabled(site: { features: Pick<Site['features'], 'garage' | 'watchlist'> }): boolean {
  return site.features.garage || site.features.watchlist;
}
