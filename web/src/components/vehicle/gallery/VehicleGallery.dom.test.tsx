// @vitest-environment jsdom
/**
 * The server-drawn gallery in a page (server HTML, hydrated: the browser keeps the markup, ui/kept-
 * markup.tsx): at its first photo before anything is fetched; the controls
 * (fetched when the gallery is pointed at or focused) move the track and keep the counter, the
 * slides' visibility, the buttons and the thumbnails in step; a press made before they arrived is
 * made again once they have; the photos after the first wait for the page's load.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot, until } from '../../../../test/support/dom-root';
import { serverHtml } from '../../../../test/support/server-render';
import { VehicleGallery } from './VehicleGallery';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

const images = [1, 2, 3].map((n) => ({ url: `/photos/${n}.svg`, alt: `Photo ${n}` }));
const scrolled: number[] = [];

const dom = domRoot();
let html: string;
/** Images in the page just after hydration's effects ran: read here, before the runner lets a task run. */
let imagesAfterHydration: number;
beforeEach(async () => {
  scrolled.length = 0;
  // jsdom lays nothing out: a 600 px wide track whose scrollTo is recorded.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options?: ScrollToOptions | number) {
      if (typeof options === 'object' && this.hasAttribute('data-gallery-track')) scrolled.push(options.left ?? 0);
    },
  });
  if (typeof window.matchMedia !== 'function') Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: false }) });
  html = await serverHtml(<VehicleGallery images={images} title="2021 Mazda CX-5" />);
  dom.container.innerHTML = html;
  // The photos' own task is a setTimeout (lib/tasks/own-task.ts). React's async act may wait for a
  // macrotask of its own (setImmediate) before it returns, and on a loaded machine Node's timers
  // phase came first, so the photos were in before the count (the project's CI, twice). With
  // setTimeout held, the count sees exactly what hydration and its effects did; then that task runs.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await act(async () => {
      dom.hydrate(<VehicleGallery images={images} title="2021 Mazda CX-5" />);
      await Promise.resolve();
    });
    imagesAfterHydration = dom.container.querySelectorAll('img').length;
    act(() => void vi.runOnlyPendingTimers());
  } finally {
    vi.useRealTimers();
  }
});

const q = <T extends Element>(selector: string) => dom.container.querySelector<T>(selector)!;
const counter = () => q('[data-gallery-count]').textContent;
const hidden = () => [...dom.container.querySelectorAll('[data-gallery-slide]')].map((s) => s.getAttribute('aria-hidden'));
const controlsLoaded = () => until(() => expect(counter()).toBe('Photo 2 of 3'));

describe('VehicleGallery', () => {
  it('is drawn at its first photo, the server HTML without the controls’ code', () => {
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('Photo 1 of 3');
    // Only the first photo is in the server HTML (the others after the page's load).
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
    // The others are boxes of their size until then.
    expect(html.match(/data-after-load="photo"/g)).toHaveLength(2);
    expect(html.match(/data-after-load="thumb"/g)).toHaveLength(3);
    expect(hidden()).toEqual(['false', 'true', 'true']);
    expect(q<HTMLButtonElement>('[data-gallery-prev]').disabled).toBe(true);
    expect(q('[data-gallery-thumb]').getAttribute('aria-current')).toBe('true');
  });

  it('does a press made before its controls arrived, then follows keys and thumbnails', async () => {
    act(() => q<HTMLButtonElement>('[data-gallery-next]').click());
    await controlsLoaded();
    expect(scrolled).toEqual([600]);
    expect(hidden()).toEqual(['true', 'false', 'true']);
    expect(q<HTMLButtonElement>('[data-gallery-prev]').disabled).toBe(false);
    expect([...dom.container.querySelectorAll('[data-gallery-thumb]')].map((t) => t.getAttribute('aria-current'))).toEqual([null, 'true', null]);

    act(() => void q('[data-gallery-track]').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true })));
    expect(counter()).toBe('Photo 3 of 3');
    expect(q<HTMLButtonElement>('[data-gallery-next]').disabled).toBe(true);
    act(() => dom.container.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')[0]!.click());
    expect(counter()).toBe('Photo 1 of 3');
    expect(scrolled).toEqual([600, 1200, 0]);
  });

  it('shows the other photos and the thumbnails once the page has loaded', async () => {
    // jsdom's document is complete: the photos go in in a task of their own after hydration, not
    // in the flush of its effects (counted in beforeEach, with that task held until then).
    expect(imagesAfterHydration).toBe(1);
    await until(() => expect(dom.container.querySelectorAll('img')).toHaveLength(6));
    // The first is the LCP image; the others wait, each with its own text.
    const photos = [...dom.container.querySelectorAll('[data-gallery-slide] img')];
    expect(photos.map((p) => [p.getAttribute('loading'), p.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'low'],
      ['lazy', 'low'],
    ]);
    expect(photos.map((p) => p.getAttribute('alt'))).toEqual(images.map((i) => i.alt));
    expect([...dom.container.querySelectorAll('[data-gallery-thumb] img')].map((t) => t.getAttribute('src'))).toEqual(images.map((i) => i.url));
  });
});
