/**
 * What kept markup does (ui/kept-markup.tsx): nothing of it hydrates, so each kept view's controls are
 * switched in the DOM by delegated listeners on its island. This module is the registry of those
 * behaviours — each feature names its own (the selector of its controls and what a click or a key does
 * to them) beside its code — and is fetched when the pointer or the focus first comes into an island:
 * most pages are read without touching anything, and the fetch is done by the time a click or a key comes.
 */
import { SHOW_MORE } from './show-more';
import { TABS } from './tabs';
import { SHARE_ROW } from '@/components/vehicle/share/share-behaviour';

/** Where a delegated event happens. */
export interface KeptEventContext {
  /** The island still holds the server's markup (React drew nothing of it, so no React handler runs). */
  keeping: boolean;
  /**
   * This code was here when the event came, so the behaviour can still act within the event (prevent
   * its default, open a popup). False when the event fetched it: only what can wait is done.
   */
  inTime: boolean;
}

/** One kind of control in kept markup: the elements it matches, and what a click or a key does to one. */
export interface KeptBehaviour {
  selector: string;
  click?: (element: HTMLElement, event: MouseEvent, context: KeptEventContext) => void;
  keydown?: (element: HTMLElement, event: KeyboardEvent, context: KeptEventContext) => void;
}

/** Every control kept markup draws; the first whose selector matches the event's target (or an ancestor inside the island) acts. */
export const KEPT_BEHAVIOURS: readonly KeptBehaviour[] = [SHOW_MORE, TABS, ...SHARE_ROW];

/** Runs the behaviour the event's target belongs to, if any; true when one did. */
export function delegate(event: MouseEvent | KeyboardEvent, within: Element, context: KeptEventContext): boolean {
  const from = event.target instanceof Element ? event.target : null;
  for (const behaviour of KEPT_BEHAVIOURS) {
    const element = from?.closest(behaviour.selector);
    if (!(element instanceof HTMLElement) || !within.contains(element)) continue;
    if (event instanceof KeyboardEvent) behaviour.keydown?.(element, event, context);
    else behaviour.click?.(element, event, context);
    return true;
  }
  return false;
}

/**
 * Hover or focus on a same-site link in kept markup prefetches its page, as next/link does for the
 * links it draws (kept links are plain <a>, followed through the router by kept-markup's click listener).
 */
export function prefetchLink(event: Event, within: Element, prefetch: (href: string) => void): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !within.contains(link) || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || (link.target && link.target !== '_self')) return;
  // A link to a place on this page (#enquire) has nothing to fetch.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  prefetch(url.pathname + url.search);
}
