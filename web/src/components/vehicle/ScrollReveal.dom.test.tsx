// @vitest-environment jsdom
/**
 * ScrollReveal (the vehicle page's sticky bars): hidden and inert above its threshold, shown past it
 * and hidden again on the way back; on a page already scrolled past it (a back navigation), shown
 * from the first frame, not from the flush of effects after hydration.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { domRoot, until } from '../../../test/support/dom-root';
import { ScrollReveal } from './ScrollReveal';

const dom = domRoot();

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};
const bar = () => dom.container.querySelector<HTMLElement>('[role="region"]')!;
const shown = () => ({ visible: bar().dataset.visible, inert: bar().hasAttribute('inert') });
const render = () =>
  act(() =>
    dom.root.render(
      <ScrollReveal threshold={900} label="Quick actions">
        <a href="#enquire">Enquire</a>
      </ScrollReveal>,
    ),
  );

describe('ScrollReveal', () => {
  afterEach(() => scrollTo(0));

  it('shows past its threshold and hides again above it, inert while hidden', async () => {
    scrollTo(0);
    render();
    expect(shown()).toEqual({ visible: 'false', inert: true });
    act(() => scrollTo(1200));
    await until(() => expect(shown()).toEqual({ visible: 'true', inert: false }));
    act(() => scrollTo(300));
    await until(() => expect(shown()).toEqual({ visible: 'false', inert: true }));
  });

  it('on a page already scrolled past it, shows from the first frame, not in the effects’ flush', async () => {
    scrollTo(1200);
    render();
    // act() has run the effects; the check waits for the next frame.
    expect(shown().visible).toBe('false');
    await until(() => expect(shown()).toEqual({ visible: 'true', inert: false }));
  });
});
