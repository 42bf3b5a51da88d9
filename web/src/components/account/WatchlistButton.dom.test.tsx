// @vitest-environment jsdom
/**
 * The watchlist button and its toast in a page: enabled once the list is known, a press saves at
 * once and posts, and the toast (Radix, fetched with the first toast) says so with 'View List'.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot, until } from '../../../test/support/dom-root';
import { WatchlistToaster } from './WatchlistToaster';
import { WatchlistButton } from './WatchlistButton';

const saved = new Set<string>();
const posts: unknown[] = [];
/** A save the server refuses (its message), or accepts. */
let refuse: string | undefined;
const fetchSpy = vi.fn((url: string, init?: RequestInit) => {
  if (url === '/api/watchlist') return Promise.resolve(Response.json({ phone_number: '0412345678', car_ids: [...saved] }));
  if (url === '/api/watchlist/save-car') {
    const body = JSON.parse(init?.body as string) as { car_id: string };
    posts.push(body);
    if (refuse) return Promise.resolve(Response.json({ error: refuse }, { status: 400 }));
    saved.add(body.car_id);
    return Promise.resolve(Response.json({ success: true }));
  }
  return Promise.resolve(new Response(null, { status: 204 }));
});

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
beforeEach(() => {
  refuse = undefined;
  vi.stubGlobal('fetch', fetchSpy);
});

describe('WatchlistButton with WatchlistToaster', () => {
  it('saves at once, posts, and shows the Radix toast fetched with the first toast', async () => {
    act(() => {
      dom.root.render(
        <>
          <WatchlistButton carId="car-1" name="2021 Mazda CX-5" status="in_stock" tracking={{ car_type: 'used' }} />
          <WatchlistToaster />
        </>,
      );
    });
    const button = dom.container.querySelector<HTMLButtonElement>('[data-watchlist-button]')!;
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

  it('puts the list back as the server has it when a save is refused, and shows the server’s message', async () => {
    refuse = 'This car is no longer on this site.';
    act(() => {
      dom.root.render(
        <>
          <WatchlistButton carId="car-3" name="2019 Kia Cerato" status="in_stock" />
          <WatchlistToaster />
        </>,
      );
    });
    const button = dom.container.querySelector<HTMLButtonElement>('[data-watchlist-button]')!;
    await until(() => expect(button.disabled).toBe(false));
    act(() => button.click());
    await until(() => expect(document.querySelector('[data-toast]')?.textContent).toContain('This car is no longer on this site.'));
    expect(document.querySelector('[data-toast]')?.textContent).toContain('Could not save the car');
    await until(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(saved.has('car-3')).toBe(false);
  });

  it('is not shown for a sold car that is not saved', async () => {
    act(() => {
      dom.root.render(<WatchlistButton carId="car-2" name="Sold car" status="sold" />);
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(dom.container.querySelector('[data-watchlist-button]')).toBeNull();
  });
});
