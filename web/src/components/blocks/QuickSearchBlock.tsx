import { z } from 'zod';
import { MakeSelect } from '@/components/search/filters/MakeSelect';
import { formatRangeText, formatRangeValue, rangeBounds, thumbTexts } from '@/components/search/filters/range-format';
import { RangeFilterView } from '@/components/search/filters/RangeFilterView';
import { RangeSliderTrack } from '@/components/search/filters/RangeSliderTrack';
import { QUICK_SEARCH_QUERY, quickSearchHref } from '@/components/search/quick-search-query';
import { QuickSearchLoader } from '@/components/search/QuickSearchLoader';
import { QuickSearchView } from '@/components/search/QuickSearchView';
import { sliderValues } from '@/domain/range-slider';
import { countText, siteVehicleNoun } from '@/domain/vehicle-noun';
import { searchEngine, searchStock } from '@/lib/search';
import { str, type BlockProps, defineBlock } from './shared';

const Quick = z.object({ heading: str });

/**
 * The quick search, seeded on the server with the site's makes, price range and count. Its HTML is
 * rendered here; the live version (counting as the slider moves) loads when the shopper reaches for it.
 */
async function Render({ data, site }: BlockProps<z.infer<typeof Quick>>) {
  const initial = await searchStock(await searchEngine(), site, QUICK_SEARCH_QUERY, { now: new Date(), facets: ['make'] });
  const noun = siteVehicleNoun(site);
  const heading = data.heading ?? `Find your next ${noun.one}`;
  const settings = { popular_makes: site.search_settings.popular_makes, range_max_from_facets: site.search_settings.range_max_from_facets };
  const bounds = rangeBounds('price', initial.stats.price, settings, new Date().getFullYear());
  const values = sliderValues(undefined, bounds);
  return (
    <QuickSearchLoader live={{ settings, initial: { ...initial, hits: [] }, heading, noun }}>
      <QuickSearchView
        heading={heading}
        make={<MakeSelect id="quick-search-make" options={initial.facets.make ?? []} popularMakes={settings.popular_makes} value={undefined} />}
        price={
          <RangeFilterView
            id="quick-search-price"
            title="Price"
            headingLevel={3}
            text={formatRangeText('price', values)}
            slider={<RangeSliderTrack bounds={bounds} values={values} thumbs="gated" text={thumbTexts('price', 'Price', values)} handoff="price" />}
            boxes={{ min: '', max: '' }}
            placeholders={{ min: formatRangeValue('price', bounds.min), max: formatRangeValue('price', bounds.max) }}
            handoff="price"
          />
        }
        href={quickSearchHref(QUICK_SEARCH_QUERY)}
        label={`Show Me ${countText(initial.count, noun)}`}
      />
    </QuickSearchLoader>
  );
}

export const QuickSearchBlock = defineBlock(Quick, Render);
