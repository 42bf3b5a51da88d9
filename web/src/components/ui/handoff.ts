/**
 * Hands a shopper's first moves over from a placeholder to the interactive component that replaces
 * it. A placeholder is server HTML (or a light client render) that looks exactly like the real
 * component; the real one's code is fetched on first interaction. What the shopper did in between is
 * not lost: while the code loads, the placeholder's container records it, and once the real component
 * has rendered in the same container it is replayed there.
 *
 * Elements say what to carry with data attributes; the placeholder and the real component put the
 * same `data-handoff` key on corresponding elements:
 * - `data-handoff="<key>"`: focus moves to the new element with this key; a form field's changed
 *   value (typed text, a chosen option, a tick) is set on it as if typed, so the real component's
 *   own change handler runs.
 * - `data-handoff-keys`: an element (a slider thumb) whose arrow, Page Up/Down, Home and End
 *   presses are held (their default would scroll the page) and pressed again on the focused new element.
 *   Presses go on being held after the snapshot is taken, while the real component renders and the
 *   placeholder's focused thumb has gone (focus falls to the body), until the replay has focused the
 *   new thumb and calls `release()`: a shopper holding Page Down through the swap loses none.
 * - `data-handoff-click`: a control (a switch) whose clicks are held and clicked again on the new one.
 * - `data-handoff-pointer`: an area (a slider track) where a press still held when the code arrives
 *   is passed on, so a drag that began on the placeholder continues on the real slider.
 *
 * This module records; handoff-replay.ts replays, and loads with the real component.
 */

/** Longest a swap may hold the page's keys: far past any chunk load that has already finished. */
const RELEASE_AFTER_MS = 5000;

const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export interface FieldChange {
  key: string;
  element: Element;
  value?: string;
  checked?: boolean;
}

export interface HandoffSnapshot {
  focus?: { key: string; element: Element; selection?: [number | null, number | null] };
  fields: FieldChange[];
  /** Held keys; the list grows after `stop()` until `release()` (see above). */
  keys: KeyboardEventInit[];
  clicks: string[];
  /** A press on a `data-handoff-pointer` area; `held()` says whether it still is (call `done()` after). */
  pointer?: { key: string; init: PointerEventInit; held: () => boolean; done: () => void };
  /** Stops holding keys; call once the new element has focus, or when there will be no replay. */
  release: () => void;
}

export interface HandoffRecorder {
  /** Stops listening (but for held keys, see `release`) and returns what happened; call just before the real component renders. */
  stop(): HandoffSnapshot;
}

const keyOf = (element: Element | null): string | undefined => element?.closest('[data-handoff]')?.getAttribute('data-handoff') ?? undefined;

function changedValue(element: Element): Pick<FieldChange, 'value' | 'checked'> | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked ? { checked: element.checked } : undefined;
    return element.value !== element.defaultValue ? { value: element.value } : undefined;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue ? { value: element.value } : undefined;
  if (element instanceof HTMLSelectElement) {
    const chosen = [...element.options].some((o) => o.selected !== o.defaultSelected);
    return chosen ? { value: element.value } : undefined;
  }
  return undefined;
}

/**
 * Listens on `container` (capture phase, so it sees events before anything inside) and calls
 * `onInteraction` on the first sign that the shopper is about to use it: a pointer over or on it,
 * a touch, focus, a key or a click.
 */
export function recordInteractions(container: HTMLElement, onInteraction: () => void): HandoffRecorder {
  const keys: KeyboardEventInit[] = [];
  const clicks: string[] = [];
  let pointer: { key: string; init: PointerEventInit } | undefined;
  let pointerHeld = false;

  const hold = (event: KeyboardEvent) => {
    event.preventDefault();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    keys.push({ key, code, shiftKey, altKey, ctrlKey, metaKey });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    onInteraction();
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-handoff-keys]') && HELD_KEYS.has(event.key)) hold(event);
  };
  // After the snapshot: the placeholder's thumb until it is replaced, then the body focus falls to.
  const onKeyDownDuringSwap = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const onThumb = target?.closest('[data-handoff-keys]') && container.contains(target);
    if ((onThumb || target === document.body) && HELD_KEYS.has(event.key)) hold(event);
  };
  const onClick = (event: MouseEvent) => {
    onInteraction();
    const target = event.target instanceof Element ? event.target.closest('[data-handoff-click]') : null;
    const key = keyOf(target);
    if (!target || !key) return;
    event.preventDefault();
    clicks.push(key);
  };
  const onPointerDown = (event: PointerEvent) => {
    onInteraction();
    const target = event.target instanceof Element ? event.target : null;
    const area = target?.closest('[data-handoff-pointer]');
    const key = keyOf(target);
    if (!area || !key || event.button !== 0) return;
    pointerHeld = true;
    const { pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons, width, height, pressure } = event;
    pointer = { key, init: { pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons, width, height, pressure, bubbles: true, cancelable: true, composed: true } };
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (pointer && event.pointerId === pointer.init.pointerId) pointerHeld = false;
  };
  const start = () => onInteraction();

  const listeners: [EventTarget, string, EventListener][] = [
    [container, 'keydown', onKeyDown as EventListener],
    [container, 'click', onClick as EventListener],
    [container, 'pointerdown', onPointerDown as EventListener],
    [container, 'pointerover', start],
    [container, 'touchstart', start],
    [container, 'focusin', start],
  ];
  // Kept until the replay has used the press: it may be released while the real component renders.
  const pointerEnds: [EventTarget, string, EventListener][] = [
    [window, 'pointerup', onPointerEnd as EventListener],
    [window, 'pointercancel', onPointerEnd as EventListener],
  ];
  const listen = (list: typeof listeners) => list.forEach(([target, type, listener]) => target.addEventListener(type, listener, { capture: true, passive: type === 'touchstart' }));
  const unlisten = (list: typeof listeners) => list.forEach(([target, type, listener]) => target.removeEventListener(type, listener, { capture: true }));
  listen(listeners);
  listen(pointerEnds);
  // Focus that arrived before this code ran (a fast Tab on a slow phone) still counts.
  if (container.contains(document.activeElement)) queueMicrotask(onInteraction);

  return {
    stop() {
      unlisten(listeners);
      if (!pointer || !pointerHeld) unlisten(pointerEnds);
      const swapListeners: typeof listeners = [[window, 'keydown', onKeyDownDuringSwap as EventListener]];
      const fields: FieldChange[] = [];
      for (const element of container.querySelectorAll('[data-handoff]')) {
        const change = changedValue(element);
        const key = element.getAttribute('data-handoff');
        if (change && key) fields.push({ key, element, ...change });
      }
      const active = document.activeElement;
      const activeKey = active && container.contains(active) ? keyOf(active) : undefined;
      const focus =
        active && activeKey
          ? {
              key: activeKey,
              element: active,
              ...(active instanceof HTMLInputElement && /^(text|search|tel|url|email|password)$/.test(active.type)
                ? { selection: [active.selectionStart, active.selectionEnd] as [number | null, number | null] }
                : {}),
            }
          : undefined;
      const press = pointer && pointerHeld ? { ...pointer, held: () => pointerHeld, done: () => unlisten(pointerEnds) } : undefined;
      let release = () => {};
      if (focus?.element.closest('[data-handoff-keys]')) {
        listen(swapListeners);
        // Should the replay never come (the component unmounted meanwhile), the page gets its keys back.
        const timer = setTimeout(() => release(), RELEASE_AFTER_MS);
        release = () => {
          clearTimeout(timer);
          unlisten(swapListeners);
        };
      }
      return { focus, fields, keys, clicks, pointer: press, release: () => release() };
    },
  };
}

/**
 * Resolves once no native drop-down inside `container` may be open: at once, or when the focused
 * <select> changes or loses focus. Replacing a <select> while its picker is open (a phone's picker
 * opens on the very tap that asked for the real component) would close the picker under the shopper.
 */
export function untilPickerClosed(container: HTMLElement): Promise<void> {
  const active = document.activeElement;
  if (!(active instanceof HTMLSelectElement) || !container.contains(active)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      active.removeEventListener('change', done);
      active.removeEventListener('blur', done);
      resolve();
    };
    active.addEventListener('change', done);
    active.addEventListener('blur', done);
  });
}
