/**
 * The second half of ui/handoff.ts: what a recorded snapshot does once the real component has
 * rendered. A separate module, loaded with the component it hands over to, so a page's first load
 * carries only the recorder.
 */
import type { FieldChange, HandoffSnapshot } from './handoff';

// Quotes and backslashes are all a quoted attribute value needs escaped.
const find = (container: HTMLElement, key: string) => container.querySelector<HTMLElement>(`[data-handoff="${key.replace(/["\\]/g, '\\$&')}"]`);

/** Sets a field's value the way typing does, so React's change handler sees it. */
function setField(element: HTMLElement, change: FieldChange) {
  if (change.checked !== undefined && element instanceof HTMLInputElement) {
    if (element.checked !== change.checked) element.click();
    return;
  }
  if (change.value === undefined) return;
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, change.value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long the replay waits for the element it hands focus to to become focusable. */
const FOCUS_WAIT_MS = 2000;
const FOCUS_RETRY_MS = 10;

/**
 * Focuses the new element with the snapshot's focus key once it can take focus. A component may
 * finish setting itself up in later renders that React schedules as separate tasks (Radix's slider
 * draws a thumb with display: none until it knows which thumb it is), and focusing it before then
 * does nothing, so this tries again until focus sticks. It gives up, leaving focus alone, when the
 * shopper has put focus somewhere else meanwhile. Returns whether the element has focus.
 */
async function focusWhenReady(container: HTMLElement, focus: NonNullable<HandoffSnapshot['focus']>): Promise<boolean> {
  for (let waited = 0; ; waited += FOCUS_RETRY_MS) {
    const element = find(container, focus.key);
    // Not replaced (the same node before and after): it kept its focus.
    if (element === focus.element) return document.activeElement === element;
    if (element && container.contains(element)) {
      element.focus({ preventScroll: true });
      if (document.activeElement === element) {
        if (focus.selection && element instanceof HTMLInputElement) {
          try {
            element.setSelectionRange(focus.selection[0], focus.selection[1]);
          } catch {
            // Not every input type has a caret; focus is what matters.
          }
        }
        return true;
      }
    }
    const active = document.activeElement;
    if ((active && active !== document.body) || waited >= FOCUS_WAIT_MS) return false;
    await delay(FOCUS_RETRY_MS);
  }
}

/**
 * Replays a snapshot in `container` once the real component has rendered there. Elements that were
 * not replaced (the same node before and after) are left alone. Held keys are pressed one per task,
 * so the component re-renders between them as it would between real presses; keys the shopper
 * presses while focus is being handed over are held too (handoff.ts) and pressed in turn.
 */
export async function replayInteractions(container: HTMLElement, snapshot: HandoffSnapshot): Promise<void> {
  try {
    await nextTask();
    for (const change of snapshot.fields) {
      const element = find(container, change.key);
      if (element && element !== change.element) setField(element, change);
    }
    if (snapshot.focus) await focusWhenReady(container, snapshot.focus);
    // Focus is where it will stay: from here on the shopper's own presses reach it directly.
    snapshot.release();
    const { pointer } = snapshot;
    if (pointer) {
      // Only a press still held: capturing a released pointer throws, and a tap was already a tap.
      if (pointer.held() && typeof PointerEvent !== 'undefined') find(container, pointer.key)?.dispatchEvent(new PointerEvent('pointerdown', pointer.init));
      pointer.done();
    }
    for (const key of snapshot.clicks) find(container, key)?.click();
    for (const init of snapshot.keys) {
      await nextTask();
      const target = document.activeElement;
      if (!(target instanceof HTMLElement) || !container.contains(target)) return;
      target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
    }
  } finally {
    snapshot.release();
  }
}
