/**
 * Cars to show under a blog post: in-stock cars of a model the title names (a make_model of the
 * site's stock whose model appears as a word in the title, e.g. 'RAV4'), else the newest arrivals.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content';
import { EMPTY_QUERY, searchEngine, searchStock } from './index';

export async function relatedStock(site: Site, title: string, limit = 3): Promise<Vehicle[]> {
  const engine = await searchEngine();
  const now = new Date();
  const all = await searchStock(engine, site, { ...EMPTY_QUERY, refinements: { status: ['in_stock'] } }, { now, facets: ['make_model'] });
  const words = ` ${title.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `;
  const named = (all.facets.make_model ?? []).map((o) => o.value).filter((mm) => {
    const model = mm.split(' ').slice(1).join(' ').toLowerCase();
    return model.length > 1 && words.includes(` ${model} `);
  });
  if (named.length > 0) {
    const hits = await searchStock(engine, site, { ...EMPTY_QUERY, refinements: { status: ['in_stock'], make_model: named } }, { now, facets: [] });
    if (hits.hits.length > 0) return hits.hits.slice(0, limit);
  }
  return all.hits.slice(0, limit);
}
