// @vitest-environment jsdom
/**
 * The range filter's slider loads Radix on first use: until then its placeholder thumbs are sliders
 * with their values; focus and arrow keys given to them are handed over to Radix's thumbs, and the
 * search is refined as if Radix had had them from the start.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUERY, type StockQuery } from '@/lib/search/query';
import { domRoot } from '../../../../test/support/dom-root';
import { rangeSliderModule } from './range-slider-module';
import { RangeFilter } from './RangeFilter';

// jsdom has no ResizeObserver (Radix's thumbs measure themselves with one).
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;

const dom = domRoot();
const onChange = vi.fn<(next: StockQuery) => void>();

beforeEach(() => {
  onChange.mockClear();
  act(() => {
    dom.root.render(<RangeFilter param="price" title="Price" query={EMPTY_QUERY} result={{ stats: {} }} site={{ search_settings: { range_max_from_facets: false } }} onChange={onChange} />);
  });
});

const thumb = (name: string) => dom.container.querySelector<HTMLElement>(`[role="slider"][aria-label="${name}"]`)!;
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('RangeFilter', () => {
  it('shows placeholder thumbs with their values, and hands focus and held keys to Radix', async () => {
    expect(rangeSliderModule.get()).toBeUndefined();
    const placeholder = thumb('Minimum price');
    expect(placeholder.getAttribute('aria-valuenow')).toBe('0');
    expect(placeholder.getAttribute('aria-valuetext')).toBe('$0');
    expect(thumb('Maximum price').getAttribute('aria-valuenow')).toBe('100000');

    act(() => placeholder.focus());
    for (const key of ['ArrowRight', 'ArrowRight']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      placeholder.dispatchEvent(event);
      // Held: the page does not scroll while the slider loads.
      expect(event.defaultPrevented).toBe(true);
    }
    await act(() => rangeSliderModule.load());
    await settle(50);

    const radix = thumb('Minimum price');
    expect(radix).not.toBe(placeholder);
    expect(document.activeElement).toBe(radix);
    expect(radix.getAttribute('aria-valuenow')).toBe('2000');
    await settle(450);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].ranges.price).toEqual({ min: 2000 });
  });
});
