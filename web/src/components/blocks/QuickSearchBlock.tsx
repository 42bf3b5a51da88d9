import { z } from 'zod';
import { QuickSearch } from '@/components/search/QuickSearch';
import { PRICE_DESC_SORT } from '@/domain/search-rules';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import { EMPTY_QUERY, searchEngine, searchStock } from '@/lib/search';
import { str, type BlockProps, defineBlock } from './shared';

const Quick = z.object({ heading: str });

/** The quick search, seeded on the server with the site's makes and price range. */
async function Render({ data, site }: BlockProps<z.infer<typeof Quick>>) {
  const initial = await searchStock(await searchEngine(), site, { ...EMPTY_QUERY, sortBy: PRICE_DESC_SORT }, { now: new Date(), facets: ['make'] });
  const noun = siteVehicleNoun(site);
  return <QuickSearch site={site} initial={{ ...initial, hits: [] }} heading={data.heading ?? `Find your next ${noun.one}`} noun={noun} />;
}

export const QuickSearchBlock = defineBlock(Quick, Render);
