'use client';

/**
 * The vehicle page share row (spec §4): Facebook, Twitter/X (hidden by site setting), WhatsApp, email,
 * SMS and Copy link. Facebook and Twitter open a 550×400 popup (a normal new tab when popups are
 * blocked or JavaScript has not loaded). Copying shows 'Copied' beside the button for 1.5 s and the
 * toast 'Copied {car name} to your clipboard!' for 3 s — one toast at a time, announced politely.
 * The whole row is left out when the site has no url (no canonical address to share).
 *
 * Pass only what is read here (see the prop types): every prop crosses to the browser.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Site } from '@/lib/content/models';
import {
  COPIED_NOTE_MS,
  SHARE_TOAST_MS,
  copiedToastText,
  shareCarName,
  shareLinks,
  sharePopupFeatures,
  type ShareLink,
  type ShareNetwork,
} from './share-links';

export interface ShareRowProps {
  vehicle: Pick<Vehicle, 'slug' | 'name' | 'year' | 'make' | 'model'> & Partial<Pick<Vehicle, 'badge'>>;
  site: Pick<Site, 'name'> & Partial<Pick<Site, 'url'>> & { features: Pick<Site['features'], 'hide_twitter_share'> };
  className?: string;
}

const ICONS: Record<ShareNetwork | 'copy', ReactNode> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />,
  twitter: <path d="M17.8 3h3.2l-7 8 8.2 10.9h-6.4l-5-6.6-5.8 6.6H1.8l7.5-8.6L1.4 3h6.6l4.5 6 5.3-6zm-1.1 17h1.8L7.4 4.8H5.5l11.2 15.2z" />,
  whatsapp: (
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.7-.3-2.1-1-3-2.7-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1.1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
  ),
  email: <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.2 7 12 11.5 18.8 7H5.2z" />,
  sms: <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z" />,
  copy: (
    <path d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 1 0-1.4-1.4l-3.5 3.5a1 1 0 0 1-1.4 0zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0z" />
  ),
};

function Icon({ name }: { name: ShareNetwork | 'copy' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

const BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

type Toast = { kind: 'copied'; text: string } | { kind: 'failed'; text: string; url: string };

function ShareAnchor({ link }: { link: ShareLink }) {
  const newWindow = link.popup || link.network === 'whatsapp';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.popup || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const features = sharePopupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight });
    const popup = window.open(link.href, `share-${link.network}`, features);
    // Blocked popup: let the link open its new tab as usual.
    if (!popup) return;
    popup.opener = null;
    event.preventDefault();
  };
  return (
    <li>
      <a
        href={link.href}
        className={BUTTON}
        onClick={onClick}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        aria-label={newWindow ? `${link.label} (opens in a new window)` : link.label}
      >
        <Icon name={link.network} />
      </a>
    </li>
  );
}

export function ShareRow({ vehicle, site, className }: ShareRowProps) {
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

  if (!site.url?.trim()) return null;
  const carName = shareCarName(vehicle);
  const { url, links } = shareLinks({
    siteUrl: site.url,
    siteName: site.name,
    slug: vehicle.slug,
    carName,
    hideTwitter: site.features.hide_twitter_share,
  });

  /** One toast at a time: a new one replaces the last and restarts the 3 s. */
  const showToast = (next: Toast) => {
    clearTimeout(toastTimer.current);
    setToast(next);
    // A failure keeps its message (and the address to copy by hand) until the next attempt.
    if (next.kind === 'copied') toastTimer.current = setTimeout(() => setToast(null), SHARE_TOAST_MS);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
    } catch {
      clearTimeout(noteTimer.current);
      setCopied(false);
      showToast({ kind: 'failed', text: 'Sorry, we could not copy the link. You can copy it from here:', url });
      return;
    }
    clearTimeout(noteTimer.current);
    setCopied(true);
    noteTimer.current = setTimeout(() => setCopied(false), COPIED_NOTE_MS);
    showToast({ kind: 'copied', text: copiedToastText(carName) });
  };

  return (
    <div className={className}>
      <ul aria-label="Share this car" className="flex flex-wrap items-center gap-2">
        {links.map((link) => (
          <ShareAnchor key={link.network} link={link} />
        ))}
        <li className="flex items-center gap-2">
          <button type="button" className={BUTTON} onClick={() => void copy()} aria-label={`Copy link to ${carName}`}>
            <Icon name="copy" />
          </button>
          {/* Visual only: the toast below is what is announced. */}
          <span aria-hidden="true" className={copied ? 'text-sm font-semibold text-gray-800' : 'hidden'}>
            Copied
          </span>
        </li>
      </ul>
      {/* Always in the page so screen readers announce what appears in it. */}
      <div role="status" aria-live="polite" className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 pointer-events-none">
        {toast ? (
          <p className="pointer-events-auto max-w-md rounded-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg">
            {toast.text}
            {toast.kind === 'failed' ? (
              <>
                {' '}
                <span className="break-all font-semibold select-all">{toast.url}</span>{' '}
                <button type="button" onClick={() => setToast(null)} className="ml-2 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                  Dismiss
                </button>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
