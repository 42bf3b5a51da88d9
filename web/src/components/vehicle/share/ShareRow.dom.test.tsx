// @vitest-environment jsdom
/**
 * The server-drawn share row in a page: a Facebook or Twitter click opens the popup (or lets the
 * link open its tab when popups are blocked), the other links are left alone, and Copy link copies
 * and says so.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_POPUP_WIDTH } from './share-popup';
import { ShareRow } from './ShareRow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const vehicle = { slug: '2023-toyota-rav4-gxl-hbt123', name: '2023 Toyota RAV4 GXL', year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GXL' };
const site = { name: 'Harbour Toyota', url: 'https://www.harbour.example', features: { hide_twitter_share: false } };

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<ShareRow vehicle={vehicle} site={site} />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Clicks a link's icon (the click starts inside the link) and tells whether the link was left to open. */
function clickIcon(label: RegExp): boolean {
  const link = [...container.querySelectorAll('a')].find((a) => label.test(a.getAttribute('aria-label') ?? ''))!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void link.querySelector('path')!.dispatchEvent(event));
  return !event.defaultPrevented;
}

describe('ShareRow in the browser', () => {
  it('opens Facebook in the popup, and lets the link open when popups are blocked', () => {
    const popup = { opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    expect(clickIcon(/on Facebook/)).toBe(false);
    expect(open).toHaveBeenCalledWith(expect.stringContaining('facebook.com/sharer'), 'share-facebook', expect.stringContaining(`width=${SHARE_POPUP_WIDTH}`));
    expect(popup.opener).toBeNull();
    open.mockReturnValue(null);
    expect(clickIcon(/on X \(Twitter\)/)).toBe(true);
    open.mockClear();
    expect(clickIcon(/by email/)).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the car’s address and announces it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Copy link to 2023 Toyota RAV4 GXL"]')!;
    await act(() => {
      button.click();
      return Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('https://www.harbour.example/cars/2023-toyota-rav4-gxl-hbt123');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Copied 2023 Toyota RAV4 GXL to your clipboard!');
  });
});
