/**
 * The share row's markup (spec §4 share row), drawn from `ShareLinksInput` alone: the server draws it
 * into the HTML and the browser keeps it (KeptShareRow, ui/kept-markup.tsx), so the RSC payload
 * carries the five inputs, not the links, their addresses and icons a second time. What the row does
 * — the popups, copying and its toasts — is share-behaviour.ts, switched on by the kept island's
 * listeners from the data-share-* attributes here.
 */
import { Icon } from '@/components/ui/Icon';
import { shareLinks, type ShareLinksInput, type ShareNetwork } from './share-links';

/** The share icons, drawn by the stylesheet (ui/Icon.tsx) at 20 px. */
function ShareIcon({ name }: { name: ShareNetwork | 'copy' }) {
  return <Icon name={`share-${name}`} className="size-5" />;
}

/** globals.css `share-button`. */
const BUTTON = 'share-button';

export default function ShareRowView({ share }: { share: ShareLinksInput }) {
  const { url, links } = shareLinks(share);
  return (
    <>
      <ul aria-label="Share this car" className="flex flex-wrap items-center gap-2">
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
                <ShareIcon name={link.network} />
              </a>
            </li>
          );
        })}
        <li className="flex items-center gap-2">
          <button type="button" className={BUTTON} data-share-copy={url} data-share-name={share.carName} aria-label={`Copy link to ${share.carName}`}>
            <ShareIcon name="copy" />
          </button>
          {/* Visual only: the toast below is what is announced. */}
          <span aria-hidden="true" data-share-copied="" className="text-sm font-semibold text-gray-800" hidden>
            Copied
          </span>
        </li>
      </ul>
      {/* Always in the page so screen readers announce what appears in it (share-behaviour.ts fills it). */}
      <div role="status" aria-live="polite" data-share-toast="" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4" />
    </>
  );
}
