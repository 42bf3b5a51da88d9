import { POPUP_BUSY_RECHECK_MS, POPUP_OPEN_DELAY_MS } from '@/domain/popup';
import { whenIdle } from '@/lib/tasks/when-idle';
import { whenLoaded } from '@/lib/tasks/when-loaded';

/** Fields a shopper types or picks in; buttons, boxes and sliders take a single press, not a spell of typing. */
const TYPING_FIELD =
  'input:not([type="button"],[type="submit"],[type="reset"],[type="checkbox"],[type="radio"],[type="image"],[type="range"]), textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Something open that a modal on top would cut off: a dialog (the mobile menu, a lead form), a menu, a list of options. */
const OPEN_OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether the shopper is in the middle of something the popup would interrupt. */
export function shopperIsBusy(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active.matches(TYPING_FIELD)) return true;
  return doc.querySelector(OPEN_OVERLAY) !== null;
}

/**
 * Calls `open` once: `delayMs` after the page's load event, when the browser is next idle, and not
 * while the shopper is busy (then it looks again every POPUP_BUSY_RECHECK_MS, each time when idle).
 * The rules and why: domain/popup.ts. Returns a cancel, for an effect's cleanup.
 */
export function schedulePopupOpen(open: () => void, delayMs = POPUP_OPEN_DELAY_MS): () => void {
  let cancelStep: () => void = () => {};
  const after = (ms: number, then: () => void) => {
    const timer = setTimeout(then, ms);
    cancelStep = () => clearTimeout(timer);
  };
  const attempt = () => {
    if (shopperIsBusy()) after(POPUP_BUSY_RECHECK_MS, () => (cancelStep = whenIdle(attempt)));
    else open();
  };
  cancelStep = whenLoaded(() => after(delayMs, () => (cancelStep = whenIdle(attempt))));
  return () => cancelStep();
}
