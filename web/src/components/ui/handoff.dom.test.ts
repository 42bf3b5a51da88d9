// @vitest-environment jsdom
/**
 * The handoff from a placeholder slider thumb to the real one: keys pressed before, during and after
 * the swap all arrive, also when the real thumb can take focus only some renders later (as Radix's
 * does), and the page gets its keys back once the handoff is over.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordInteractions } from './handoff';
import { replayInteractions } from './handoff-replay';

let container: HTMLDivElement;

/** A slider thumb as the placeholder and the real component draw it; `focusable: false` is Radix's first render. */
function thumb(focusable = true) {
  const element = document.createElement('span');
  element.setAttribute('role', 'slider');
  element.setAttribute('aria-label', 'Maximum price');
  element.setAttribute('data-handoff', 'price-max');
  element.setAttribute('data-handoff-keys', '');
  if (focusable) element.tabIndex = 0;
  return element;
}

/** Presses `key` on `target` as a browser would; returns whether something held it (prevented its default). */
function press(target: EventTarget, key = 'PageDown') {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  vi.useRealTimers();
});

describe('the slider handoff', () => {
  it('carries keys pressed before, during and after the swap to a thumb that becomes focusable late', async () => {
    const placeholder = container.appendChild(thumb());
    const onInteraction = vi.fn();
    const recorder = recordInteractions(container, onInteraction);
    placeholder.focus();
    expect(press(placeholder)).toBe(true);
    expect(onInteraction).toHaveBeenCalled();

    const snapshot = recorder.stop();
    // While the real component renders, the placeholder still has focus: its presses are held.
    expect(press(placeholder)).toBe(true);
    // The real thumb replaces it, not yet focusable; focus falls to the body, whose presses are held too.
    const real = thumb(false);
    const received: string[] = [];
    real.addEventListener('keydown', (event) => received.push(event.key));
    placeholder.replaceWith(real);
    expect(document.activeElement).toBe(document.body);
    expect(press(document.body, 'PageUp')).toBe(true);

    const replay = replayInteractions(container, snapshot);
    await wait(30);
    expect(press(document.body)).toBe(true);
    real.tabIndex = 0;
    await replay;

    expect(document.activeElement).toBe(real);
    expect(received).toEqual(['PageDown', 'PageDown', 'PageUp', 'PageDown']);
    // Over: the page's own keys are the page's again.
    real.blur();
    expect(press(document.body)).toBe(false);
  });

  it('leaves focus where the shopper put it meanwhile, and presses nothing on the thumb', async () => {
    const outside = document.body.appendChild(document.createElement('input'));
    try {
      const placeholder = container.appendChild(thumb());
      const recorder = recordInteractions(container, () => {});
      placeholder.focus();
      press(placeholder);
      const snapshot = recorder.stop();
      const real = thumb(false);
      const received: string[] = [];
      real.addEventListener('keydown', (event) => received.push(event.key));
      placeholder.replaceWith(real);

      const replay = replayInteractions(container, snapshot);
      outside.focus();
      await wait(30);
      real.tabIndex = 0;
      await replay;
      expect(document.activeElement).toBe(outside);
      expect(received).toEqual([]);
      expect(press(document.body)).toBe(false);
    } finally {
      outside.remove();
    }
  });

  it('gives the page its keys back when no replay comes (the component went away)', () => {
    vi.useFakeTimers();
    const placeholder = container.appendChild(thumb());
    const recorder = recordInteractions(container, () => {});
    placeholder.focus();
    recorder.stop();
    placeholder.remove();
    expect(press(document.body)).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(press(document.body)).toBe(false);
  });

  it('holds no keys after the snapshot when focus was not on a thumb', () => {
    const field = container.appendChild(document.createElement('input'));
    field.setAttribute('data-handoff', 'price-min-box');
    const recorder = recordInteractions(container, () => {});
    field.focus();
    const snapshot = recorder.stop();
    expect(snapshot.focus?.key).toBe('price-min-box');
    expect(press(field)).toBe(false);
    expect(press(document.body)).toBe(false);
  });
});
