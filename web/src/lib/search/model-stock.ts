/** How many cars of a model the site shows: the count of the model's stock search (/search/{make}/{model}). */
import type { Site } from '@/lib/content';
import { EMPTY_QUERY, searchEngine, searchStock } from './index';

export async function modelStockCount(site: Site, make: string, model: string): Promise<number> {
  const query = { ...EMPTY_QUERY, refinements: { make: [make], make_model: [`${make} ${model}`] } };
  const result = await searchStock(await searchEngine(), site, query, { now: new Date(), facets: [] });
  return result.found;
}
