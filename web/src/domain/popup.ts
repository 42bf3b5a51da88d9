/**
 * Popup promotion (spec §4 "visible by default, not shown on first render; closing hides it and
 * persists locally; hidden after the expiry date"; §9 "popup close poll 1000 ms").
 *
 * - Which popup: the site's unexpired popupPromotion that ends soonest (the most time-critical
 *   message), only where the site's `popup` feature is on.
 * - Expiry: shown while now <= expiry (inclusive, to the millisecond, like promo cards); a missing or
 *   unparseable expiry hides it, since the schema requires one and a bad date must not show forever.
 * - Closed state: stored in the shopper's browser under a key per site, popup id and revision. The
 *   revision is a fingerprint of what the shopper sees (title, description, image, button), so a
 *   dealer who rewrites a popup, or publishes a new one, reaches shoppers who closed the old one;
 *   moving only its expiry does not re-show it.
 * - The close poll: while the popup is open it re-checks the rule every second, so closing it in
 *   another tab, or the expiry passing, hides it here too.
 * - When it opens (the spec gives no time, only "not shown on first render"): a few seconds after the
 *   page has loaded, once the browser is idle, and not while the shopper is typing in a field or has
 *   a dialog or menu open. A modal that covers the page the moment it arrives is what Google's page
 *   experience guidance calls an intrusive interstitial; the shopper sees what they came for first,
 *   a half-typed search is not interrupted, and the dialog's code and rendering stay out of the
 *   page's start-up, when hydration and the shopper's first taps need the main thread (README,
 *   "Main-thread work while a page starts").
 */

export const POPUP_CLOSED_KEY_PREFIX = 'forecourt:popup-closed:';
export const POPUP_CLOSE_POLL_MS = 1000;
/** From the page's load event to the popup opening (then it waits for the browser to be idle). */
export const POPUP_OPEN_DELAY_MS = 3000;
/** While the shopper is busy (typing, a dialog or menu open), how often to look again. */
export const POPUP_BUSY_RECHECK_MS = 1000;

/** The fields of the `popupPromotion` document the rules read (GROQ returns null for unset fields). */
export interface PopupRules {
  _id: string;
  title: string;
  description?: string | null;
  expiry?: string | null;
  image?: { url: string } | null;
  button?: { label: string; path?: string | null; url?: string | null } | null;
}

function expiryTime(expiry: string | null | undefined): number | undefined {
  if (!expiry || expiry.trim() === '') return undefined;
  const t = Date.parse(expiry);
  return Number.isNaN(t) ? undefined : t;
}

export function isPopupExpired(popup: Pick<PopupRules, 'expiry'>, now: Date): boolean {
  const t = expiryTime(popup.expiry);
  return t === undefined || now.getTime() > t;
}

/** The popup a site shows now: the unexpired one ending soonest (ties keep input order). */
export function currentPopup<T extends Pick<PopupRules, 'expiry'>>(popups: readonly T[], now: Date): T | undefined {
  let best: T | undefined;
  for (const popup of popups) {
    if (isPopupExpired(popup, now)) continue;
    if (!best || expiryTime(popup.expiry)! < expiryTime(best.expiry)!) best = popup;
  }
  return best;
}

/** FNV-1a (32-bit): short and stable; a fingerprint to tell revisions apart, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What the shopper sees of a popup, fingerprinted; the same under groq-js and the Content Lake. */
export function popupRevision(popup: Omit<PopupRules, '_id' | 'expiry'>): string {
  const { title, description, image, button } = popup;
  return fnv1a(JSON.stringify([title, description ?? '', image?.url ?? '', button?.label ?? '', button?.path ?? '', button?.url ?? '']));
}

/** The local-storage key that records this shopper closed this revision of this site's popup. */
export function popupClosedKey(siteSlug: string, popup: PopupRules): string {
  return `${POPUP_CLOSED_KEY_PREFIX}${siteSlug}:${popup._id}:${popupRevision(popup)}`;
}

/** Visible by default; hidden once closed (`closed`: the key is set) or after the expiry. */
export function isPopupVisible(popup: Pick<PopupRules, 'expiry'>, now: Date, closed: boolean): boolean {
  return !closed && !isPopupExpired(popup, now);
}
