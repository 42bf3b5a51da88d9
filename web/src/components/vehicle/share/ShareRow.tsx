/**
 * The vehicle page share row (spec §4): Facebook, Twitter/X (hidden by site setting), WhatsApp, email,
 * SMS and Copy link. Drawn by the server — the links, their addresses and icons never reach the
 * browser as code; ShareActions adds the popups and the copying. The whole row is left out when the
 * site has no url (no canonical address to share).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { ReactNode } from 'react';
import type { Site } from '@/lib/content/models';
import { ShareActions } from './ShareActions';
import { copiedToastText, shareCarName, shareLinks, type ShareNetwork } from './share-links';

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

/** globals.css `share-button`. */
const BUTTON = 'share-button';

const TOAST = 'pointer-events-auto max-w-md rounded-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg';

export function ShareRow({ vehicle, site, className }: ShareRowProps) {
  if (!site.url?.trim()) return null;
  const carName = shareCarName(vehicle);
  const { url, links } = shareLinks({ siteUrl: site.url, siteName: site.name, slug: vehicle.slug, carName, hideTwitter: site.features.hide_twitter_share });
  return (
    <ShareActions
      url={url}
      copyLabel={`Copy link to ${carName}`}
      copyIcon={<Icon name="copy" />}
      copiedToast={<p className={TOAST}>{copiedToastText(carName)}</p>}
      failedToast={
        <p className={TOAST}>
          Sorry, we could not copy the link. You can copy it from here: <span className="break-all font-semibold select-all">{url}</span>{' '}
          <button type="button" data-share-dismiss="" className="ml-2 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Dismiss
          </button>
        </p>
      }
      buttonClassName={BUTTON}
      {...(className ? { className } : {})}
    >
      {links.map((link) => {
        const newWindow = link.popup || link.network === 'whatsapp';
        return (
          <li key={link.network}>
            <a
              href={link.href}
              className={BUTTON}
              {...(link.popup ? { 'data-share-popup': link.network } : {})}
              {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={newWindow ? `${link.label} (opens in a new window)` : link.label}
            >
              <Icon name={link.network} />
            </a>
          </li>
        );
      })}
    </ShareActions>
  );
}
