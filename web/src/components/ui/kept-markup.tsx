'use client';

/**
 * Markup the server draws and the browser keeps as it is, so React sends it once.
 *
 * Everything a server component draws travels twice: as HTML, and again in the page's RSC payload,
 * which React needs to hydrate the page. For markup nothing in the browser ever changes (the footer,
 * a specification list, an FAQ, the finance calculator's sketch) the second copy is pure weight:
 * on the vehicle page it was most of the HTML, and hydrating it most of the main thread's work.
 *
 * `keptMarkup(load)` makes a client component that takes the view's data instead of its markup:
 * - on the server it draws the view (`load`'s component) from the data, into the HTML;
 * - while the browser hydrates that HTML it renders an empty element whose content React is told to
 *   leave alone (dangerouslySetInnerHTML with no markup, suppressHydrationWarning): React keeps the
 *   server's DOM without comparing it, creates nothing for it, and never fetches the view's code;
 * - rendered fresh in the browser (a client-side navigation to the page, or new data after a live
 *   preview refresh) it fetches the view's code and draws the view from the data, as any component.
 *
 * The view must be static markup (no state, no handlers: nothing of it hydrates) and client-safe. Its
 * links are plain <a>: a click on a same-site link is routed through Next's router and hovering or
 * focusing one prefetches its page, as next/link does; its controls (Show more buttons, tabs, the
 * share row's buttons) are switched in the DOM by the behaviours registered in kept-behaviours.ts.
 * The data goes in the payload once, however many islands read it (React sends an object once).
 */
import { useRouter } from 'next/navigation';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type * as KeptBehaviourModule from './kept-behaviours';
import { lazy, useState, type ComponentType } from 'react';
import { useRenderedFromServer } from './use-hydrated';

type KeptBehaviours = typeof KeptBehaviourModule;

const behaviours = lazyModule<KeptBehaviours>(() => import('./kept-behaviours'));

/** At once when the behaviours have arrived (so a key's default can still be prevented), else when they do. */
function withBehaviours(act: (b: KeptBehaviours) => void): void {
  const loaded = behaviours.get();
  if (loaded) act(loaded);
  else behaviours.load().then(act, (error: unknown) => console.warn('[kept-markup] could not load', error));
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A view whose code could not be fetched (a new deployment moved it): the server draws the page
 * instead. The promise never settles, so nothing is drawn meanwhile.
 */
function reloadPage(): Promise<never> {
  window.location.reload();
  return new Promise(() => undefined);
}

/** A left click on a same-site link inside kept markup: Next's client-side navigation, like next/link. */
export function followLink(event: MouseEvent, within: Element, push: (href: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // The target is an element inside `within` (onIslandEvent found the island from it).
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !within.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  // A link to a place on this page: the browser scrolls to it.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  event.preventDefault();
  push(url.pathname + url.search + url.hash);
}

/** What the document's listener needs of an island React has committed. */
interface Island {
  /** The island still holds the server's markup. */
  keeping: boolean;
  router: ReturnType<typeof useRouter>;
}

/** The islands React has committed (the ref callback below), until they go. */
const islands = new WeakMap<Element, Island>();

/**
 * Every island's events, through one listener on the document added when this module runs. Not
 * listeners on each island put on by React: React hydrates a page only after its code has arrived and
 * run, on a slow phone or a busy machine seconds after the shopper can see the page and press Copy
 * link or a tab, and such a click did nothing (the project's CI caught one: a copy with no toast).
 * - A click or a key runs the control's behaviour (kept-behaviours.ts: show more, tabs, the share
 *   row), fetched when the pointer or the focus first comes into a committed island; an event that
 *   comes first fetches it and is handled late (a click is a keyboard activation too).
 * - Then a click on a same-site link is followed through the router, unless a behaviour took it
 *   (prevented its default). Before React has committed the island there is no router: the browser
 *   follows the link (a full page load, as without JavaScript).
 * - Hover or focus on a same-site link prefetches its page, as next/link does for its own links.
 * Only the innermost island acts, so a control is never switched twice.
 */
function onIslandEvent(event: Event): void {
  const within = (event.target as Element).closest?.('[data-kept]');
  if (!within) return;
  const island = islands.get(within);
  if (event.type === 'pointerover' || event.type === 'focusin') {
    if (island) withBehaviours((b) => b.prefetchLink(event, within, (href) => island.router.prefetch(href)));
    return;
  }
  const keyOrClick = event as MouseEvent | KeyboardEvent;
  const keeping = island?.keeping ?? true;
  const loaded = behaviours.get();
  if (loaded) loaded.delegate(keyOrClick, within, { keeping, inTime: true });
  else withBehaviours((b) => b.delegate(keyOrClick, within, { keeping, inTime: false }));
  if (island && event.type === 'click') followLink(event as MouseEvent, within, (href) => island.router.push(href));
}

if (typeof document !== 'undefined') {
  for (const type of ['click', 'keydown', 'pointerover', 'focusin']) document.addEventListener(type, onIslandEvent);
}

export interface KeptProps {
  /** Classes of the element the view is drawn in (a <div>). */
  className?: string;
}

export function keptMarkup<P extends object>(load: Loader<P>, name: string): ComponentType<P & KeptProps> {
  const View = lazy(() => load().catch(reloadPage));

  function Kept({ className, ...props }: P & KeptProps) {
    // Decided once, when the island first renders: the server's markup is kept for as long as the
    // data it was drawn from is the data React has (a live preview refresh can bring new data).
    const kept = useRenderedFromServer();
    const data = typeof window === 'undefined' || !kept ? '' : JSON.stringify(props);
    const [drawnFrom] = useState(data);
    const router = useRouter();
    const keeping = typeof window !== 'undefined' && kept && drawnFrom === data;
    // Nothing in kept markup is hydrated, so no React props: the document's listener (onIslandEvent)
    // handles its events, and needs this island's router and whether it keeps the server's markup.
    // A new function each render, so React registers the island again with what it has now.
    const register = (within: HTMLDivElement) => {
      islands.set(within, { keeping, router });
      return () => void islands.delete(within);
    };

    if (keeping) {
      return <div key="kept" ref={register} className={className} data-kept={name} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    }
    return (
      <div key="drawn" ref={register} className={className} data-kept={name}>
        <View {...(props as P)} />
      </div>
    );
  }
  return Kept;
}
