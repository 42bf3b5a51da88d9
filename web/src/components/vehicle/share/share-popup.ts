/**
 * The share row's browser-side numbers (spec §9 share popup 550 by 400, Copied note 1500 ms, share
 * toast 3000 ms) and the popup's window features: apart from the link builders, which run on the
 * server, so the browser carries only these.
 */
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 400;
export const COPIED_NOTE_MS = 1500;
export const SHARE_TOAST_MS = 3000;

/**
 * window.open features for the share popup, centred on the current window when its size is known.
 * No 'noopener' here: with it window.open always returns null, so a blocked popup could not be told
 * apart from an opened one. The caller clears `opener` on the window it gets back instead.
 */
export function sharePopupFeatures(screen?: { left: number; top: number; width: number; height: number }): string {
  const w = SHARE_POPUP_WIDTH;
  const h = SHARE_POPUP_HEIGHT;
  const left = screen ? Math.max(0, Math.round(screen.left + (screen.width - w) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round(screen.top + (screen.height - h) / 2)) : 0;
  return `popup=yes,width=${w},height=${h},left=${left},top=${top}`;
}
