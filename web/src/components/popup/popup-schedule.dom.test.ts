// @vitest-environment jsdom
/**
 * When the popup promotion opens (domain/popup.ts): the delay after the load event, then the
 * browser's next idle moment, and never while the shopper is typing in a field or has a dialog or
 * menu open. The browser test (test/browser/popup.test.ts) checks the same on the built pages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setReadyState } from '../../../test/support/ready-state';
import { POPUP_BUSY_RECHECK_MS, POPUP_OPEN_DELAY_MS } from '@/domain/popup';
import { schedulePopupOpen, shopperIsBusy } from './popup-schedule';

/** requestIdleCallback as a queue the test empties: "the browser is idle now". */
let idleQueue: (() => void)[] = [];
function idleNow() {
  const queued = idleQueue;
  idleQueue = [];
  for (const run of queued) run();
}

beforeEach(() => {
  vi.useFakeTimers();
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleQueue.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {
    idleQueue = [];
  });
  setReadyState('complete');
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setReadyState('complete');
});

describe('schedulePopupOpen', () => {
  it('waits for the load event, then the delay, then an idle moment', () => {
    setReadyState('loading');
    const open = vi.fn();
    schedulePopupOpen(open);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS * 2);
    idleNow();
    expect(open, 'before load').not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 1);
    idleNow();
    expect(open, 'within the delay').not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open, 'the delay is over but the browser has not been idle').not.toHaveBeenCalled();
    idleNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now when the page has already loaded', () => {
    const open = vi.fn();
    schedulePopupOpen(open);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    idleNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not interrupt a shopper typing in a field: it opens once they have left it', () => {
    document.body.innerHTML = '<input id="q" type="search"><button id="b">Search</button>';
    document.getElementById('q')!.focus();
    const open = vi.fn();
    schedulePopupOpen(open);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    idleNow();
    vi.advanceTimersByTime(POPUP_BUSY_RECHECK_MS * 5);
    idleNow();
    expect(open).not.toHaveBeenCalled();

    // Pressing a button is not typing.
    document.getElementById('b')!.focus();
    vi.advanceTimersByTime(POPUP_BUSY_RECHECK_MS);
    idleNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('waits while another dialog is open', () => {
    document.body.innerHTML = '<div role="dialog" aria-label="Menu"></div>';
    const open = vi.fn();
    schedulePopupOpen(open);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    idleNow();
    expect(open).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    vi.advanceTimersByTime(POPUP_BUSY_RECHECK_MS);
    idleNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never opens once cancelled, at any step', () => {
    for (const step of [
      'before load',
      'in the delay',
      'waiting for idle',
      'waiting for the shopper',
    ] as const) {
      document.body.innerHTML = step === 'waiting for the shopper' ? '<textarea></textarea>' : '';
      if (step === 'waiting for the shopper') document.querySelector('textarea')!.focus();
      setReadyState(step === 'before load' ? 'loading' : 'complete');
      const open = vi.fn();
      const cancel = schedulePopupOpen(open);
      if (step === 'waiting for idle' || step === 'waiting for the shopper')
        vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
      if (step === 'waiting for the shopper') idleNow();
      cancel();
      document.body.innerHTML = '';
      setReadyState('complete');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS + POPUP_BUSY_RECHECK_MS * 3);
      idleNow();
      idleNow();
      expect(open, step).not.toHaveBeenCalled();
    }
  });

  it('falls back to a timer where the browser has no requestIdleCallback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const open = vi.fn();
    schedulePopupOpen(open);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('shopperIsBusy', () => {
  it.each([
    ['a text field has focus', '<input type="text" autofocus>', true],
    ['a select has focus', '<select autofocus><option>Toyota</option></select>', true],
    ['an editable region has focus', '<div contenteditable="true" tabindex="0" autofocus></div>', true],
    ['a menu is open', '<div role="menu"></div>', true],
    ['a list of options is open', '<div role="listbox"></div>', true],
    ['a checkbox has focus', '<input type="checkbox" autofocus>', false],
    ['a link has focus', '<a href="/search" autofocus>Search</a>', false],
    ['nothing has focus', '<p>Welcome</p>', false],
  ])('%s: %s', (_, html, busy) => {
    document.body.innerHTML = html;
    document.querySelector<HTMLElement>('[autofocus]')?.focus();
    expect(shopperIsBusy()).toBe(busy);
  });
});
