'use client';

/**
 * A dialog whose code loads on first use. The trigger is a plain button in the server HTML; the Radix
 * dialog (≈ 10 KB gzipped) is fetched with a plain dynamic import when a shopper first opens it, so it
 * isn't part of every page's first load. (next/dynamic with ssr: false was tried first: its
 * server-side bail-out added ~40 ms to every page render.) Once open, behaviour is Radix's: focus
 * trap, Escape, focus back to the trigger.
 *
 * With a `fallbackHref` the trigger is a link to that page until React has hydrated it: a tap
 * before the page's JavaScript has run (a slow phone), or with none at all, still reaches the form
 * rather than doing nothing.
 */
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DialogSurfaceProps } from './DialogSurface';
import { useHydrated } from './use-hydrated';

export interface LazyDialogProps extends Pick<DialogSurfaceProps, 'title' | 'description' | 'variant' | 'closeOnLinkClick'> {
  trigger: ReactNode;
  triggerClassName?: string;
  /** Extra accessible name for the trigger when its content is an icon or abbreviated. */
  triggerLabel?: string;
  /** A page with the same content, where the trigger leads before (or without) JavaScript. */
  fallbackHref?: string;
  /** Called as the shopper opens the dialog, to start fetching what its content needs alongside the dialog's own code. */
  onOpen?: () => void;
  children: ReactNode;
}

export function LazyDialog({ trigger, triggerClassName, triggerLabel, fallbackHref, onOpen, children, ...surface }: LazyDialogProps) {
  const [open, setOpen] = useState(false);
  const [Surface, setSurface] = useState<ComponentType<DialogSurfaceProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  if (fallbackHref && !hydrated) {
    return (
      <a href={fallbackHref} aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => {
          setOpen(true);
          onOpen?.();
          if (!Surface) {
            void import('./DialogSurface').then(
              (module) => setSurface(() => module.default),
              (error: unknown) => console.warn('[dialog] could not load', error),
            );
          }
        }}
      >
        {trigger}
      </button>
      {Surface ? (
        <Surface open={open} onOpenChange={setOpen} returnFocus={button} {...surface}>
          {children}
        </Surface>
      ) : null}
    </>
  );
}
