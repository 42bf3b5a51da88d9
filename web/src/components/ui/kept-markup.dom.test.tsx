// @vitest-environment jsdom
/**
 * Markup the browser keeps from the server: hydration leaves the server's DOM as it is and never
 * fetches the view's code; a render the browser starts (a client-side navigation, new data) draws the
 * view; same-site links in kept markup go through the router, and Show more buttons work unhydrated.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../test/support/dom-root';
import { serverHtml as render } from '../../../test/support/server-render';

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

const { keptMarkup } = await import('./kept-markup');
const { ShowMoreButton } = await import('@/components/vehicle/content/ShowMoreButton');

const USED_CARS = '/search/used-cars';

/** Renders and lets React settle (the view's lazy code resolving). */
const settle = (render: () => void) =>
  act(async () => {
    render();
    await Promise.resolve();
  });

interface Data {
  title: string;
  items: string[];
}

function View({ title, items }: Data) {
  return (
    <section>
      <h2>{title}</h2>
      <ul id="kept-list">
        {items.map((item, i) => (
          <li key={item} {...(i > 0 ? { hidden: true, 'data-more': '' } : {})}>
            {item}
          </li>
        ))}
      </ul>
      <ShowMoreButton controls="kept-list" moreLabel="Show More" lessLabel="Show Less" subject="items" buttonClassName="" />
      <a href={USED_CARS}>Used cars</a> <a href="https://example.com/elsewhere">Elsewhere</a>{' '}
      <a href="/privacy-policy" target="_blank">
        Privacy
      </a>{' '}
      <a href="#kept-list">The list</a>
    </section>
  );
}

// A new island for every test, so each starts with its view's code not yet fetched.
let load = vi.fn(() => Promise.resolve({ default: View }));
let Kept = keptMarkup(load, 'test');
const DATA: Data = { title: 'Specifications', items: ['One', 'Two', 'Three'] };

/** What the server sends: the island rendered where there is no window (Next's SSR of a client component). */
const serverHtml = (data: Data) => render(<Kept className="space-y-4" {...data} />);

const dom = domRoot();
const errors: unknown[] = [];
beforeEach(() => {
  load = vi.fn(() => Promise.resolve({ default: View }));
  Kept = keptMarkup(load, 'test');
  push.mockClear();
  prefetch.mockClear();
  errors.length = 0;
});

async function hydrate(data: Data) {
  // The server's render fetched the view in its own process: the browser's island starts afresh.
  dom.container.innerHTML = await serverHtml(data);
  load = vi.fn(() => Promise.resolve({ default: View }));
  Kept = keptMarkup(load, 'test');
  const drawn = dom.container.querySelector('section');
  await settle(() => {
    dom.hydrate(<Kept className="space-y-4" {...data} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return drawn;
}

describe('keptMarkup', () => {
  it('draws the view from the data on the server, in its element', async () => {
    const html = await serverHtml(DATA);
    expect(html).toMatch(/^<div class="space-y-4" data-kept="test"><section><h2>Specifications<\/h2>/);
    expect(html).toContain('<li hidden="" data-more="">Three</li>');
  });

  it('keeps the server’s DOM when hydrating, without fetching the view’s code', async () => {
    const drawn = await hydrate(DATA);
    expect(drawn).not.toBeNull();
    expect(dom.container.querySelector('section')).toBe(drawn);
    expect(dom.container.querySelector('h2')?.textContent).toBe('Specifications');
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    // A re-render with the same data (a router refresh) keeps it too.
    await settle(() => dom.root.render(<Kept className="space-y-4" {...structuredClone(DATA)} />));
    expect(dom.container.querySelector('section')).toBe(drawn);
    expect(load).not.toHaveBeenCalled();
  });

  it('draws the view when the browser renders it (a client-side navigation)', async () => {
    await settle(() => dom.root.render(<Kept {...DATA} />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[data-kept="test"] h2')?.textContent).toBe('Specifications');
  });

  it('draws the view from new data that replaces what the server drew (a live preview)', async () => {
    await hydrate(DATA);
    await settle(() => dom.root.render(<Kept className="space-y-4" {...DATA} title="Edited" />));
    expect(dom.container.querySelectorAll('h2')).toHaveLength(1);
    expect(dom.container.querySelector('h2')?.textContent).toBe('Edited');
  });

  it('sends a click on a same-site link through the router, and leaves the others to the browser', async () => {
    await hydrate(DATA);
    // Whether the island took the click, read where it ends; then no navigation (jsdom has none).
    let taken = false;
    const record = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const click = (name: string, init: MouseEventInit = {}) => {
      const link = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === name)!;
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      return taken;
    };
    expect(click('Used cars')).toBe(true);
    expect(push).toHaveBeenCalledWith('/search/used-cars');
    push.mockClear();
    expect(click('Used cars', { ctrlKey: true })).toBe(false);
    expect(click('Elsewhere')).toBe(false);
    expect(click('Privacy')).toBe(false);
    expect(push).not.toHaveBeenCalled();
    document.removeEventListener('click', record);
  });

  it('prefetches a same-site link’s page when the pointer or the focus comes to it, as next/link does', async () => {
    await hydrate(DATA);
    const link = (name: string) => [...dom.container.querySelectorAll('a')].find((a) => a.textContent === name)!;
    link('Elsewhere').dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    link('Privacy').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('The list').dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    dom.container.querySelector('h2')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    link('Used cars').dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    // The behaviours' code comes with the first of these: wait for it.
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(USED_CARS));
    link('Used cars').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
    // Not the other site's page, not the one that opens a new tab, not a place on this page.
    expect(prefetch.mock.calls.flat()).toEqual([USED_CARS, USED_CARS]);
  });

  it('switches a Show more button in kept markup, which React never hydrated', async () => {
    await hydrate(DATA);
    const button = dom.container.querySelector('button')!;
    const hidden = () => [...dom.container.querySelectorAll('li')].map((li) => li.hidden);
    expect(hidden()).toEqual([false, true, true]);
    // Its code comes with the first click (or as the pointer or focus nears): wait for it.
    button.click();
    await vi.waitFor(() => expect(hidden()).toEqual([false, false, false]));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Show Less items');
    button.click();
    await vi.waitFor(() => expect(hidden()).toEqual([false, true, true]));
    expect(button.textContent).toBe('Show More items');
  });

  it('handles a click in the server’s markup before React has hydrated it, and once only after', async () => {
    // The page as the shopper sees it while its code is still on the way: the server's HTML, no React.
    dom.container.innerHTML = await serverHtml(DATA);
    const hidden = () => [...dom.container.querySelectorAll('li')].map((li) => li.hidden);
    dom.container.querySelector('button')!.click();
    await vi.waitFor(() => expect(hidden()).toEqual([false, false, false]));
    // A link is left to the browser: the router is not up yet.
    [...dom.container.querySelectorAll('a')][0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(push).not.toHaveBeenCalled();
    // Hydrated, the island's own listener takes over and the document's lets it be: one click, one switch.
    await settle(() => {
      dom.hydrate(<Kept className="space-y-4" {...DATA} />, { onRecoverableError: (error) => errors.push(error) });
    });
    dom.container.querySelector('button')!.click();
    await vi.waitFor(() => expect(hidden()).toEqual([false, true, true]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hidden()).toEqual([false, true, true]);
    expect(errors).toEqual([]);
  });
});
