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

/**
 * Replays a snapshot in `container` once the real component has rendered there. It waits a task
 * first: a component may finish setting itself up in a second render (Radix's slider learns which
 * thumb is which only then, and a thumb focused before would move nothing). Elements that were not
 * replaced (the same node before and after) are left alone. Held keys are pressed one per task, so
 * the component re-renders between them as it would between real presses.
 */
export async function replayInteractions(container: HTMLElement, snapshot: HandoffSnapshot): Promise<void> {
  await nextTask();
  for (const change of snapshot.fields) {
    const element = find(container, change.key);
    if (element && element !== change.element) setField(element, change);
  }
  const { focus } = snapshot;
  if (focus) {
    const element = find(container, focus.key);
    if (element && element !== focus.element && container.contains(element)) {
      element.focus({ preventScroll: true });
      if (focus.selection && element instanceof HTMLInputElement) {
        try {
          element.setSelectionRange(focus.selection[0], focus.selection[1]);
        } catch {
          // Not every input type has a caret; focus is what matters.
        }
      }
    }
  }
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
}
