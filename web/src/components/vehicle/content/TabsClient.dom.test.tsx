// @vitest-environment jsdom
/**
 * The vehicle page's tabs before and after Radix arrives: clicks select from the start, the Radix
 * list takes the same ids and the same selection, the focus stays on its tab, and the panels (with
 * whatever a shopper opened in them) are never remounted.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabsClient } from './TabsClient';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// An observer that never fires: Radix loads only when the list is pointed at or focused.
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;

const TABS = [
  { id: 'dealer-comments', label: 'Dealer Comments' },
  { id: 'features', label: 'Features' },
  { id: 'protect-your-car', label: 'Protect Your Car' },
];

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(<TabsClient tabs={TABS} label="About this car" panels={{ 'dealer-comments': <p>Comments</p>, features: <input aria-label="kept" />, 'protect-your-car': <p>Protect</p> }} />);
  });
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const tab = (id: string) => container.querySelector<HTMLButtonElement>(`[role="tab"][data-tab="${id}"]`)!;
const activePanel = () => container.querySelector('[role="tabpanel"][data-state="active"]');
/** Until Radix's list is on the page (its tabs are collection items). */
const radixLoaded = () =>
  vi.waitFor(async () => {
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(tab('features').hasAttribute('data-radix-collection-item')).toBe(true);
  }, { timeout: 10_000 });

describe('TabsClient', () => {
  it('selects by click before Radix, then hands Radix the same list, selection and focus', async () => {
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('About this car');
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(tab('dealer-comments').getAttribute('aria-selected')).toBe('true');
    expect(tab('features').tabIndex).toBe(-1);

    act(() => tab('features').click());
    expect(tab('features').getAttribute('aria-selected')).toBe('true');
    expect(activePanel()?.getAttribute('aria-labelledby')).toBe(tab('features').id);
    expect(tab('features').getAttribute('aria-controls')).toBe(activePanel()?.id);
    const kept = container.querySelector('input')!;
    kept.value = 'typed';
    const ids = TABS.map((t) => tab(t.id).id);

    // Focusing a tab loads Radix; its list replaces this one.
    act(() => tab('features').focus());
    await radixLoaded();
    expect(TABS.map((t) => tab(t.id).id)).toEqual(ids);
    expect(tab('features').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('features'));
    // The panels were not remounted.
    expect(container.querySelector('input')).toBe(kept);
    expect(kept.value).toBe('typed');

    // Radix selects with the arrow keys and on mouse down.
    act(() => {
      tab('features').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await vi.waitFor(() => expect(activePanel()?.textContent).toBe('Protect'));
    expect(document.activeElement).toBe(tab('protect-your-car'));
    act(() => {
      tab('dealer-comments').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(activePanel()?.textContent).toBe('Comments');
  });
});
