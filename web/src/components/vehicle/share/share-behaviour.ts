/**
 * What the share row does in the browser (spec §9: the share popup is 550 by 400, the Copied note
 * shows for 1.5 s, the toast for 3 s), on the markup ShareRowView draws. The row is kept markup
 * (nothing of it hydrates), so this works on the DOM: SHARE_ROW (below) registers its controls with
 * kept markup's delegated listeners (ui/kept-behaviours.ts), fetched when the pointer or the focus
 * first comes into the row.
 *
 * - A Facebook or Twitter link clicked plainly opens the popup; when the popup is blocked (or this
 *   code has not arrived yet) the link opens its new tab as any link does.
 * - Copy link copies the car's address, shows 'Copied' beside the button and the toast 'Copied {car
 *   name} to your clipboard!' — one toast at a time, announced politely by the row's status region.
 *   When the clipboard refuses, the toast gives the address to copy by hand until it is dismissed.
 */
import { COPIED_NOTE_MS, SHARE_TOAST_MS, sharePopupFeatures } from './share-popup';
import { copiedToastText } from './share-links';
import type { KeptBehaviour } from '@/components/ui/kept-behaviours';

const TOAST = 'pointer-events-auto max-w-md rounded-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg';

/** Per row: the timers of its Copied note and its toast. */
const timers = new WeakMap<Element, { note?: ReturnType<typeof setTimeout>; toast?: ReturnType<typeof setTimeout> }>();

/** A popup link clicked plainly (main button, no modifier) opens the popup instead of a tab, when it can. */
export function openSharePopup(event: MouseEvent, link: HTMLAnchorElement): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const features = sharePopupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight });
  const popup = window.open(link.href, `share-${link.dataset.sharePopup}`, features);
  // Blocked popup: let the link open its new tab as usual.
  if (!popup) return;
  popup.opener = null;
  event.preventDefault();
}

function rowOf(element: Element) {
  const row = element.closest('[data-kept]') ?? element.ownerDocument.body;
  let own = timers.get(row);
  if (!own) timers.set(row, (own = {}));
  return { row, own, toast: row.querySelector<HTMLElement>('[data-share-toast]'), note: row.querySelector<HTMLElement>('[data-share-copied]') };
}

function showToast(row: ReturnType<typeof rowOf>, content: Node[], lasts: boolean): void {
  clearTimeout(row.own.toast);
  if (!row.toast) return;
  const message = row.toast.ownerDocument.createElement('p');
  message.className = TOAST;
  message.append(...content);
  row.toast.replaceChildren(message);
  // A failure keeps its message (and the address to copy by hand) until the next attempt.
  if (lasts) return;
  row.own.toast = setTimeout(() => row.toast?.replaceChildren(), SHARE_TOAST_MS);
}

function failedToast(document: Document, url: string): Node[] {
  const address = document.createElement('span');
  address.className = 'break-all font-semibold select-all';
  address.textContent = url;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.dataset.shareDismiss = '';
  dismiss.className = 'ml-2 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  dismiss.textContent = 'Dismiss';
  return [document.createTextNode('Sorry, we could not copy the link. You can copy it from here: '), address, document.createTextNode(' '), dismiss];
}

/** Copy link: the address is the button's data-share-copy, the car's name its data-share-name. */
export async function copyShareLink(button: HTMLElement): Promise<void> {
  const url = button.dataset.shareCopy ?? '';
  const row = rowOf(button);
  const document = button.ownerDocument;
  clearTimeout(row.own.note);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
  } catch {
    if (row.note) row.note.hidden = true;
    showToast(row, failedToast(document, url), true);
    return;
  }
  if (row.note) {
    row.note.hidden = false;
    const note = row.note;
    row.own.note = setTimeout(() => (note.hidden = true), COPIED_NOTE_MS);
  }
  showToast(row, [document.createTextNode(copiedToastText(button.dataset.shareName ?? ''))], false);
}

/** The failure toast's Dismiss. */
export function dismissShareToast(button: HTMLElement): void {
  const row = rowOf(button);
  clearTimeout(row.own.toast);
  row.toast?.replaceChildren();
}

/** The share row's controls in kept markup. */
export const SHARE_ROW: readonly KeptBehaviour[] = [
  // A popup opens from the click itself (a popup opened later is blocked): when the click fetched this
  // code the link has already opened its new tab, as it does without JavaScript.
  { selector: 'a[data-share-popup]', click: (link, event, { inTime }) => inTime && openSharePopup(event, link as HTMLAnchorElement) },
  { selector: 'button[data-share-copy]', click: (button) => void copyShareLink(button) },
  { selector: 'button[data-share-dismiss]', click: (button) => dismissShareToast(button) },
];
