'use client';

/**
 * Opens the popup promotion a few seconds after the page has loaded, when the browser is idle and
 * the shopper is not busy (popup-schedule.ts; spec §4: "visible by default, not shown on first
 * render"). Until then this renders nothing, so the server HTML has no popup and the page's own
 * largest paint is never the popup's; the Radix dialog is imported only when the popup is actually
 * going to show, so it is no part of the page's first-load JavaScript. The dialog is fixed over the
 * page: nothing in the page moves.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DialogSurfaceProps } from '@/components/ui/DialogSurface';
import { POPUP_CLOSE_POLL_MS, isPopupVisible } from '@/domain/popup';
import { browserStorage, writeJson } from '@/lib/browser-storage';
import { schedulePopupOpen } from './popup-schedule';

interface Props {
  /** popupClosedKey(site, popup): where closing is remembered. */
  storageKey: string;
  expiry: string;
  title: string;
  description?: string;
  /** The image and button, rendered on the server. */
  children: ReactNode;
}

/** Whether the shopper closed it; undefined when storage is unavailable (blocked, private mode). */
function readClosed(key: string): boolean | undefined {
  const store = browserStorage();
  if (!store) return undefined;
  try {
    return store.getItem(key) !== null;
  } catch {
    return undefined;
  }
}

/** Where storage is unavailable it stays closed for this page view only. */
function persistClosed(key: string): void {
  writeJson(browserStorage(), key, { closed_at: new Date().toISOString() });
}

/**
 * Where focus goes when the popup closes: back where it was when the popup opened; if that was
 * nowhere (the popup opens on load, before any interaction), the main content, as the skip link
 * does, so the next Tab continues into the page rather than from the end of the document.
 */
function focusAfterClose(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : document.getElementById('main');
}

/** Lets <main> take that focus, only until it loses it: a focusable <main> would take every click inside it. */
function makeFocusable(target: HTMLElement | null): void {
  if (!target || target.hasAttribute('tabindex') || target.id !== 'main') return;
  target.tabIndex = -1;
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
}

export function PopupLoader({ storageKey, expiry, title, description, children }: Props) {
  const [Surface, setSurface] = useState<ComponentType<DialogSurfaceProps> | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    const show = () => {
      // Unreadable storage counts as closed: a popup that cannot remember being closed would come
      // back on every visit.
      if (!isPopupVisible({ expiry }, new Date(), readClosed(storageKey) ?? true)) return;
      void import('@/components/ui/DialogSurface').then(
        (module) => {
          if (cancelled) return;
          returnFocus.current = focusAfterClose();
          setSurface(() => module.default);
          setOpen(true);
        },
        (error: unknown) => console.warn('[popup] could not load', error),
      );
    };
    const cancel = schedulePopupOpen(show);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [storageKey, expiry]);

  // The close poll (spec §9, 1000 ms): while open, re-check the rule, so closing it in another tab
  // or the expiry passing hides it here too.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      if (isPopupVisible({ expiry }, new Date(), readClosed(storageKey) ?? false)) return;
      makeFocusable(returnFocus.current);
      setOpen(false);
    }, POPUP_CLOSE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [open, storageKey, expiry]);

  if (!Surface) return null;
  return (
    <Surface
      open={open}
      onOpenChange={(next) => {
        // Any way of closing counts: the close button, Escape, the backdrop, or following the button.
        if (!next) {
          persistClosed(storageKey);
          makeFocusable(returnFocus.current);
        }
        setOpen(next);
      }}
      returnFocus={returnFocus}
      title={title}
      description={description}
      variant="modal"
      closeOnLinkClick
      focusAfterFrame
    >
      {children}
    </Surface>
  );
}
