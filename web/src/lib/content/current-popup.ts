/**
 * The popup promotion a site shows now, if any: only where the site's `popup` feature is on, and
 * then the one domain/popup picks (unexpired, ending soonest). Pages are cached for up to an hour, so
 * the browser checks the expiry again before showing it (components/popup/PopupLoader).
 */
import { currentPopup } from '@/domain/popup';
import type { PopupPromotion, Site } from './models';
import { content } from './index';

export async function currentPopupPromotion(site: Site, now = new Date()): Promise<PopupPromotion | undefined> {
  if (!site.features.popup) return undefined;
  return currentPopup(await content.popupPromotions(site), now);
}
