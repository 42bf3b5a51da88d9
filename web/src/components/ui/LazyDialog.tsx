'use client';

/**
 * A dialog whose code loads on first use. The trigger is a plain button in the server HTML; the Radix
 * dialog (≈ 10 KB gzipped) is fetched when a shopper first opens it, so it isn't part of every page's
 * first load. Behaviour once open is Radix's: focus trap, Escape, focus back to the trigger.
 */
import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';
import type { DialogSurfaceProps } from './DialogSurface';

const DialogSurface = dynamic(() => import('./DialogSurface'), { ssr: false });

export interface LazyDialogProps extends Pick<DialogSurfaceProps, 'title' | 'description' | 'variant' | 'closeOnLinkClick'> {
  trigger: ReactNode;
  triggerClassName?: string;
  /** Extra accessible name for the trigger when its content is an icon or abbreviated. */
  triggerLabel?: string;
  children: ReactNode;
}

export function LazyDialog({ trigger, triggerClassName, triggerLabel, children, ...surface }: LazyDialogProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
          setUsed(true);
          setOpen(true);
        }}
      >
        {trigger}
      </button>
      {used ? (
        <DialogSurface open={open} onOpenChange={setOpen} returnFocus={button} {...surface}>
          {children}
        </DialogSurface>
      ) : null}
    </>
  );
}
