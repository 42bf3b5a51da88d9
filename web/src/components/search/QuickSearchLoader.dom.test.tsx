// @vitest-environment jsdom
/**
 * The quick search's server HTML is swapped for the live quick search on first use, and what the
 * shopper did meanwhile (a make chosen, focus and keys on the price slider) carries over.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_NOUN, countText } from '@/domain/vehicle-noun';
import { MakeSelect } from './filters/MakeSelect';
import { formatRangeText, formatRangeValue, rangeBounds, thumbTexts } from './filters/range-format';
import { RangeFilterView } from './filters/RangeFilterView';
import { RangeSliderTrack } from './filters/RangeSliderTrack';
import { sliderValues } from '@/domain/range-slider';
import type { quickSearchModule as QuickSearchModule } from './quick-search-module';
import { QUICK_SEARCH_QUERY, quickSearchHref } from './quick-search-query';
import type { QuickSearchLoader as Loader } from './QuickSearchLoader';
import { QuickSearchView } from './QuickSearchView';
import type { SearchResponse } from './types';
import { domRoot } from '../../../test/support/dom-root';

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;

const initial: SearchResponse = {
  hits: [],
  facets: { make: [{ value: 'Kia', label: 'Kia', count: 3 }, { value: 'Toyota', label: 'Toyota', count: 5 }] },
  stats: { price: { min: 9000, max: 80000 } },
  count: 8,
  found: 8,
  ms: 1,
  page: 1,
  pages: 1,
  pageSize: 21,
};
const settings = { popular_makes: [], range_max_from_facets: false };

/** What QuickSearchBlock renders on the server. */
function ServerView() {
  const bounds = rangeBounds('price', initial.stats.price, settings, 2025);
  const values = sliderValues(undefined, bounds);
  return (
    <QuickSearchView
      heading="Find your next car"
      make={<MakeSelect id="quick-search-make" options={initial.facets.make ?? []} popularMakes={[]} value={undefined} />}
      price={
        <RangeFilterView
          id="quick-search-price"
          title="Price"
          text={formatRangeText('price', values)}
          slider={<RangeSliderTrack bounds={bounds} values={values} thumbs="gated" text={thumbTexts('price', 'Price', values)} handoff="price" />}
          boxes={{ min: '', max: '' }}
          placeholders={{ min: formatRangeValue('price', bounds.min), max: formatRangeValue('price', bounds.max) }}
          handoff="price"
        />
      }
      href={quickSearchHref(QUICK_SEARCH_QUERY)}
      label={`Show Me ${countText(initial.count, CAR_NOUN)}`}
    />
  );
}

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
const fetchSpy = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ ...initial, count: url.includes('make=Toyota') ? 5 : 8 }), { status: 200 })));

let QuickSearchLoader: typeof Loader;
let quickSearchModule: typeof QuickSearchModule;

beforeEach(async () => {
  // Each test starts before the quick search's code has been loaded.
  vi.resetModules();
  ({ QuickSearchLoader } = await import('./QuickSearchLoader'));
  ({ quickSearchModule } = await import('./quick-search-module'));
  vi.stubGlobal('fetch', fetchSpy);
  act(() => {
    dom.root.render(
      <QuickSearchLoader live={{ settings, initial, heading: 'Find your next car', noun: CAR_NOUN }}>
        <ServerView />
      </QuickSearchLoader>,
    );
  });
});

const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/** Waits (up to 2 s: the first import of a module in a test is slow) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 40 && !done(); i++) await settle(50);
}
const link = () => dom.container.querySelector<HTMLAnchorElement>('a')!;

describe('QuickSearchLoader', () => {
  it('swaps in the live quick search on first use, carrying the make, focus and slider keys', async () => {
    expect(dom.container.querySelector('[data-live]')).not.toBeNull();
    expect(link().textContent).toBe('Show Me 8 cars');
    const select = dom.container.querySelector<HTMLSelectElement>('select')!;
    const serverThumb = dom.container.querySelector<HTMLElement>('[role="slider"][aria-label="Maximum price"]')!;

    // The shopper picks a make and moves the maximum price before the code has arrived.
    act(() => {
      select.value = 'Toyota';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => serverThumb.focus());
    serverThumb.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true }));

    await act(() => quickSearchModule.load());
    await until(() => document.activeElement !== serverThumb && document.activeElement?.getAttribute('aria-label') === 'Maximum price');
    const liveThumb = dom.container.querySelector<HTMLElement>('[role="slider"][aria-label="Maximum price"]')!;
    expect(liveThumb).not.toBe(serverThumb);
    expect(document.activeElement).toBe(liveThumb);
    expect(dom.container.querySelector('select')).not.toBe(select);
    expect(dom.container.querySelector<HTMLSelectElement>('select')!.value).toBe('Toyota');

    await settle(450);
    const href = new URL(link().href, 'http://localhost');
    expect(href.pathname).toBe('/search/new-used-and-demo-cars');
    expect(href.searchParams.get('make')).toBe('Toyota');
    expect(href.searchParams.get('sortBy')).toBe('price:desc');
    // Page Down: ten steps of $1,000 down from the default $100,000.
    expect(href.searchParams.get('price')).toBe('-90000');
    await settle(50);
    expect(link().textContent).toBe('Show Me 5 cars');
  });

  it('does not replace the make drop-down while it has focus (its picker may be open) until a make is chosen', async () => {
    const select = dom.container.querySelector<HTMLSelectElement>('select')!;
    act(() => select.focus());
    await act(() => quickSearchModule.load());
    await settle(100);
    expect(dom.container.querySelector('select')).toBe(select);
    act(() => {
      select.value = 'Kia';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => dom.container.querySelector<HTMLSelectElement>('select')?.value === 'Kia' && dom.container.querySelector('select') !== select);
    const live = dom.container.querySelector<HTMLSelectElement>('select')!;
    expect(live).not.toBe(select);
    expect(live.value).toBe('Kia');
    expect(document.activeElement).toBe(live);
    expect(new URL(link().href, 'http://localhost').searchParams.get('make')).toBe('Kia');
  });
});
