// @vitest-environment jsdom
/**
 * The watchlist button and its toast in a page: enabled once the list is known, a press saves at
 * once and posts, and the toast (Radix, fetched with the first toast) says so with 'View List'.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchlistToaster } from './WatchlistToaster';
import { WatchlistToggle } from './WatchlistToggle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const saved = new Set<string>();
const posts: unknown[] = [];
const fetchSpy = vi.fn((url: string, init?: RequestInit) => {
  if (url === '/api/watchlist') return Promise.resolve(Response.json({ phone_number: '0412345678', car_ids: [...saved] }));
  if (url === '/api/watchlist/save-car') {
    const body = JSON.parse(init?.body as string) as { car_id: string };
    posts.push(body);
    saved.add(body.car_id);
    return Promise.resolve(Response.json({ success: true }));
  }
  return Promise.resolve(new Response(null, { status: 204 }));
});

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((r) => setTimeout(r, 10)));
    check();
  }, { timeout: 10_000 });

describe('WatchlistToggle with WatchlistToaster', () => {
  it('saves at once, posts, and shows the Radix toast fetched with the first toast', async () => {
    act(() => {
      root.render(
        <>
          <WatchlistToggle carId="car-1" name="2021 Mazda CX-5" control={{ saved: 'saved', unsaved: 'save' }} tracking={{ car_type: 'used' }} />
          <WatchlistToaster />
        </>,
      );
    });
    const button = container.querySelector<HTMLButtonElement>('[data-watchlist-button]')!;
    expect(button.disabled).toBe(true);
    expect(document.querySelector('[data-toast]')).toBeNull();
    await until(() => expect(button.disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');

    act(() => button.click());
    await until(() => expect(document.querySelector('[data-toast]')?.textContent).toContain('Car Saved In Watchlist'));
    expect(posts).toEqual([{ phone_number: '0412345678', car_id: 'car-1' }]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const toast = document.querySelector('[data-toast]')!;
    expect(toast.textContent).toContain('2021 Mazda CX-5 is now available in your watchlist');
    expect(toast.querySelector('a')?.getAttribute('href')).toBe('/my-garage#watchlist');
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/events')).toBe(true);
  });

  it('is not shown for a sold car that is not saved', async () => {
    act(() => {
      root.render(<WatchlistToggle carId="car-2" name="Sold car" control={{ saved: 'saved', unsaved: 'hidden' }} />);
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('[data-watchlist-button]')).toBeNull();
  });
});
