'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { inOwnTask } from '@/lib/tasks/own-task';

export interface DialogSurfaceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  description?: string;
  /** 'modal' is centred, max width 600 and max height 80vh (spec §9); 'drawer' slides in from the right. */
  variant: 'modal' | 'drawer';
  /** Close when a link inside is followed (menus: the page changes underneath). */
  closeOnLinkClick?: boolean;
  /**
   * For a dialog that opens on its own, not from a shopper's press (the popup promotion): focus moves
   * in once the dialog has been drawn, not while it mounts. Radix's own move reads each candidate's
   * computed style, which makes the browser restyle the whole page (the dialog, the dimmed page
   * behind it) inside the task that mounts the dialog: a quarter of that task on the home page (README,
   * "Main-thread work while a page starts"). After the frame, the styles are already worked out.
   */
  focusAfterFrame?: boolean;
  children: ReactNode;
}

/** The Radix dialog behind LazyDialog: focus trap, Escape, labelled title and description. */
export default function DialogSurface({ open, onOpenChange, returnFocus, title, description, variant, closeOnLinkClick, focusAfterFrame, children }: DialogSurfaceProps) {
  const close = useRef<HTMLButtonElement>(null);
  const surface =
    variant === 'drawer'
      ? 'fixed inset-y-0 right-0 z-50 flex w-[min(24rem,90vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none'
      : 'fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={surface}
          onClickCapture={(event) => {
            if (closeOnLinkClick && (event.target as Element).closest('a[href]')) onOpenChange(false);
          }}
          onOpenAutoFocus={
            focusAfterFrame
              ? (event) => {
                  event.preventDefault();
                  // Where Radix would put it: the Close button, the dialog's first control. The
                  // frame's callback runs before the frame is drawn; the task it posts, after.
                  requestAnimationFrame(() => inOwnTask(() => close.current?.focus()));
                }
              : undefined
          }
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-gray-900">{title}</Dialog.Title>
            <Dialog.Close
              ref={close}
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-1 text-sm text-gray-700">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
