'use client';

/**
 * The share row's behaviour in the browser (the links themselves are the server's, ShareRow in
 * index.tsx): Facebook and Twitter open a 550×400 popup (a normal new tab when popups are blocked or
 * JavaScript has not loaded), and Copy link copies the car's address, shows 'Copied' beside the
 * button for 1.5 s and the toast 'Copied {car name} to your clipboard!' for 3 s — one toast at a
 * time, announced politely.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { COPIED_NOTE_MS, SHARE_TOAST_MS, sharePopupFeatures } from './share-popup';

export interface ShareActionsProps {
  /** The car's address, copied by Copy link. */
  url: string;
  /** 'Copy link to {car name}'. */
  copyLabel: string;
  copyIcon: ReactNode;
  /** The toasts (drawn by the server): 'Copied {car name} to your clipboard!', and the failure with the address and a data-share-dismiss button. */
  copiedToast: ReactNode;
  failedToast: ReactNode;
  buttonClassName: string;
  className?: string;
  /** The share links' list items; a link marked data-share-popup opens in the popup. */
  children: ReactNode;
}

type Toast = 'copied' | 'failed';

/** A popup link clicked plainly (no modifier, main button) opens the popup instead of a tab, when it can. */
function openPopup(event: MouseEvent<HTMLUListElement>) {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-share-popup]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const features = sharePopupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight });
  const popup = window.open(link.href, `share-${link.dataset.sharePopup}`, features);
  // Blocked popup: let the link open its new tab as usual.
  if (!popup) return;
  popup.opener = null;
  event.preventDefault();
}

export function ShareActions({ url, copyLabel, copyIcon, copiedToast, failedToast, buttonClassName, className, children }: ShareActionsProps) {
  const [copied, setCopied] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const noteTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(noteTimer.current);
      clearTimeout(toastTimer.current);
    },
    [],
  );

  /** One toast at a time: a new one replaces the last and restarts the 3 s. */
  const showToast = (next: Toast) => {
    clearTimeout(toastTimer.current);
    setToast(next);
    // A failure keeps its message (and the address to copy by hand) until the next attempt.
    if (next === 'copied') toastTimer.current = setTimeout(() => setToast(null), SHARE_TOAST_MS);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
    } catch {
      clearTimeout(noteTimer.current);
      setCopied(false);
      showToast('failed');
      return;
    }
    clearTimeout(noteTimer.current);
    setCopied(true);
    noteTimer.current = setTimeout(() => setCopied(false), COPIED_NOTE_MS);
    showToast('copied');
  };

  return (
    <div className={className}>
      <ul aria-label="Share this car" className="flex flex-wrap items-center gap-2" onClick={openPopup}>
        {children}
        <li className="flex items-center gap-2">
          <button type="button" className={buttonClassName} onClick={() => void copy()} aria-label={copyLabel}>
            {copyIcon}
          </button>
          {/* Visual only: the toast below is what is announced. */}
          <span aria-hidden="true" className={copied ? 'text-sm font-semibold text-gray-800' : 'hidden'}>
            Copied
          </span>
        </li>
      </ul>
      {/* Always in the page so screen readers announce what appears in it. */}
      <div
        role="status"
        aria-live="polite"
        className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 pointer-events-none"
        onClick={(event) => {
          if ((event.target as Element).closest('[data-share-dismiss]')) setToast(null);
        }}
      >
        {toast === 'copied' ? copiedToast : toast === 'failed' ? failedToast : null}
      </div>
    </div>
  );
}
