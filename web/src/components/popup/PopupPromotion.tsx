import type { CSSProperties } from 'react';
import { SmartLink } from '@/components/site/SmartLink';
import { navTarget } from '@/domain/navigation';
import { popupClosedKey } from '@/domain/popup';
import { accessibleFill } from '@/domain/theme';
import type { PopupPromotion as Popup, Site } from '@/lib/content';
import { PopupLoader } from './PopupLoader';

/**
 * The popup promotion (spec §2 'Other blocks': image, title, description, button; closable). Its
 * image and button are rendered here on the server and handed to the loader as children: they travel
 * as data, not as code, and none of it is in the HTML until the loader opens the dialog. The button
 * goes through SmartLink, so it is a path on this site or a safe absolute URL, never `javascript:`;
 * a button with neither is left out rather than shown as a dead one.
 */
export function PopupPromotion({ site, popup }: { site: Pick<Site, 'slug' | 'theme'>; popup: Popup }) {
  const { image } = popup;
  const button = popup.button && navTarget(popup.button).kind !== 'none' ? popup.button : undefined;
  // The dialog is portalled to <body>, outside the site wrapper that sets the dealer's colours.
  const fill = accessibleFill(site.theme.primary);
  const brand = { '--brand': fill.background, '--brand-ink': fill.text } as CSSProperties;
  return (
    <PopupLoader storageKey={popupClosedKey(site.slug, popup)} expiry={popup.expiry} title={popup.title} description={popup.description}>
      {image ? (
        // Decorative: the title and description say what the picture shows. Low priority: React
        // otherwise announces every eager <img> a server component renders as a preload in the page's
        // <head>, and the browser fetched this one beside the stylesheet and scripts the first paint
        // waits for, though the popup only opens after load. It is fetched when the dialog opens.
        // eslint-disable-next-line @next/next/no-img-element -- content SVG, and never the page's largest paint
        <img src={image.url} alt="" width={image.width ?? 600} height={image.height ?? 340} fetchPriority="low" className="h-auto w-full rounded-lg" />
      ) : null}
      {button ? (
        <p className="mt-4" style={brand}>
          <SmartLink
            path={button.path}
            url={button.url}
            className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink hover:opacity-90"
          >
            {button.label}
          </SmartLink>
        </p>
      ) : null}
    </PopupLoader>
  );
}
