// @vitest-environment jsdom
/**
 * DialogSurface's focus on opening: Radix moves it in while the dialog mounts; with focusAfterFrame
 * (a dialog that opens on its own, the popup promotion) it moves in once the dialog has been drawn,
 * to the same place: the Close button (not the link before the other button).
 */
import { act, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { domRoot, until } from '../../../test/support/dom-root';
import DialogSurface from './DialogSurface';

const dom = domRoot();

function Popup({ focusAfterFrame }: { focusAfterFrame?: boolean }) {
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <DialogSurface
      open
      onOpenChange={() => undefined}
      returnFocus={returnFocus}
      title="Spring sale"
      variant="modal"
      focusAfterFrame={focusAfterFrame}
    >
      <a href="https://www.example.com/offers">See the offers</a>
      <button type="button">Remind me</button>
    </DialogSurface>
  );
}

const focused = () => document.activeElement;
const closeButton = () => document.querySelector('[role="dialog"] button[aria-label="Close"]');

describe('DialogSurface focus on opening', () => {
  it('moves focus to the close button as the dialog mounts, by default', () => {
    act(() => dom.root.render(<Popup />));
    expect(closeButton()).not.toBeNull();
    expect(focused()).toBe(closeButton());
  });

  it('with focusAfterFrame, leaves focus where it was while mounting and moves it to the same button after the frame', async () => {
    act(() => dom.root.render(<Popup focusAfterFrame />));
    expect(closeButton()).not.toBeNull();
    expect(focused()).toBe(document.body);
    await until(() => expect(focused()).toBe(closeButton()));
  });
});
