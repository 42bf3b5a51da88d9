// @vitest-environment jsdom
/**
 * The share row as a shopper's browser has it: the server's HTML, kept (not hydrated) by React. A
 * Facebook or Twitter click opens the popup (or lets the link open its tab when popups are blocked
 * or the row's behaviour has not arrived), the other links are left alone, and Copy link copies and
 * says so — or, when the clipboard refuses, gives the address to copy by hand until dismissed.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../test/support/dom-root';
import { serverHtml } from '../../../../test/support/server-render';
import { COPIED_NOTE_MS, SHARE_POPUP_WIDTH, SHARE_TOAST_MS } from './share-popup';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));
const { ShareRow } = await import('./ShareRow');

const vehicle = { slug: '2023-toyota-rav4-gxl-hbt123', name: '2023 Toyota RAV4 GXL', year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GXL' };
const site = { name: 'Harbour Toyota', url: 'https://www.harbour.example', features: { hide_twitter_share: false } };
const URL_OF_CAR = 'https://www.harbour.example/cars/2023-toyota-rav4-gxl-hbt123';

const dom = domRoot({
  afterUnmount() {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  },
});
beforeEach(async () => {
  dom.container.innerHTML = await serverHtml(<ShareRow vehicle={vehicle} site={site} />);
  await act(async () => {
    dom.hydrate(<ShareRow vehicle={vehicle} site={site} />);
    await Promise.resolve();
  });
});

/** The row's behaviour arrives when the pointer first comes into it (or with the first click). */
async function pointAtRow() {
  dom.container.querySelector('[data-kept="share"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  // The island's fetch of the same module: once it is here, the island's has settled too.
  await import('@/components/ui/kept-behaviours');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Clicks a link's icon (the click starts inside the link) and tells whether the link was left to open. */
function clickIcon(label: RegExp): boolean {
  const link = [...dom.container.querySelectorAll('a')].find((a) => label.test(a.getAttribute('aria-label') ?? ''))!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.querySelector('.icon')!.dispatchEvent(event);
  return !event.defaultPrevented;
}

const toast = () => dom.container.querySelector('[role="status"]')!;
const copyButton = () => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Copy link to 2023 Toyota RAV4 GXL"]')!;

describe('ShareRow in the browser', () => {
  it('is the server’s markup, kept', () => {
    expect(dom.container.querySelectorAll('[data-kept="share"] a')).toHaveLength(5);
    expect(toast().textContent).toBe('');
  });

  it('opens Facebook in the popup, and lets the link open when popups are blocked', async () => {
    await pointAtRow();
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
    // A modified click is the shopper's own choice of tab or window.
    const link = dom.container.querySelector<HTMLAnchorElement>('a[data-share-popup="facebook"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the car’s address, shows Copied and announces it, both for their time', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await pointAtRow();
    vi.useFakeTimers();
    copyButton().click();
    await vi.waitFor(() => expect(toast().textContent).toBe('Copied 2023 Toyota RAV4 GXL to your clipboard!'));
    expect(writeText).toHaveBeenCalledWith(URL_OF_CAR);
    const note = dom.container.querySelector<HTMLElement>('[data-share-copied]')!;
    expect(note.hidden).toBe(false);
    vi.advanceTimersByTime(COPIED_NOTE_MS);
    expect(note.hidden).toBe(true);
    expect(toast().textContent).not.toBe('');
    vi.advanceTimersByTime(SHARE_TOAST_MS - COPIED_NOTE_MS);
    expect(toast().textContent).toBe('');
  });

  it('gives the address to copy by hand when the clipboard refuses, until dismissed', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    copyButton().click();
    await vi.waitFor(() => expect(toast().textContent).toContain('Sorry, we could not copy the link.'));
    expect(toast().querySelector('.select-all')?.textContent).toBe(URL_OF_CAR);
    expect(dom.container.querySelector<HTMLElement>('[data-share-copied]')!.hidden).toBe(true);
    toast().querySelector<HTMLButtonElement>('button[data-share-dismiss]')!.click();
    await vi.waitFor(() => expect(toast().textContent).toBe(''));
  });
});
