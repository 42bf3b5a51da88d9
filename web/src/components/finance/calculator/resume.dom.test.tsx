// @vitest-environment jsdom
/**
 * The calculator taking over from its stand-in: what was typed, chosen or focused there carries over.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CALCULATOR_SETTINGS as SETTINGS, DEFAULT_FINANCE_DISCLAIMER } from '@/domain/finance-calculator';
import { TRACKING_EVENTS } from '@/domain/tracking';
import { EVENTS_ENDPOINT, resetTrackedForTests } from '@/lib/tracking/client';
import { initialCalculatorState } from './calculator-state';
import type { FinanceCalculatorProps } from './FinanceCalculator';
import { readStandIn, resumeFromStandIn, resumeState } from './resume';
import { StaticFinanceCalculator } from './StaticFinanceCalculator';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;

const props: FinanceCalculatorProps = { settings: SETTINGS, carPrice: 30000, disclaimer: DEFAULT_FINANCE_DISCLAIMER, enquirePath: '/finance-enquiry#finance-form' };
const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
const events = () => fetchSpy.mock.calls.filter(([url]) => url === EVENTS_ENDPOINT).map(([, init]) => JSON.parse(init?.body as string) as unknown);

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  resetTrackedForTests();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<StaticFinanceCalculator {...props} />);
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const control = <T extends HTMLElement>(field: string) => container.querySelector<T>(`[data-testid="finance-calculator-${field}"]`)!;

/** The calculator's code arriving: the stand-in is read, then replaced (as LazyOnVisible does). */
function takeOver() {
  const Calculator = resumeFromStandIn();
  const holder = document.createElement('div');
  act(() => {
    container.replaceChildren(holder);
    root = createRoot(holder);
    root.render(<Calculator {...props} />);
  });
}

describe('the calculator taking over from its stand-in', () => {
  it('starts as the stand-in did when nothing was touched, and tracks nothing', () => {
    expect(resumeState(initialCalculatorState(30000, SETTINGS), readStandIn(container.querySelector('section')), SETTINGS)).toEqual({ state: initialCalculatorState(30000, SETTINGS) });
    takeOver();
    expect(control<HTMLInputElement>('purchasePrice').value).toBe('30,000');
    expect(events()).toEqual([]);
  });

  it('keeps what was typed, commits the boxes left, and goes back to the box being typed in', () => {
    control<HTMLInputElement>('interestRate').value = '99';
    control<HTMLSelectElement>('termYears').value = '3';
    control<HTMLInputElement>('frequency-monthly').checked = true;
    const price = control<HTMLInputElement>('purchasePrice');
    price.value = '32990';
    price.focus();
    price.setSelectionRange(5, 5);
    takeOver();
    // The rate box was left: clamped, as leaving it would have done.
    expect(control<HTMLInputElement>('interestRate').value).toBe(String(SETTINGS.interestRate.max));
    expect(control<HTMLSelectElement>('termYears').value).toBe('3');
    expect(control<HTMLInputElement>('frequency-monthly').checked).toBe(true);
    expect(control('repayment').textContent).toContain('per month');
    // The price box is still being typed in: formatted, focused, the caret after the same digit.
    const resumed = control<HTMLInputElement>('purchasePrice');
    expect(resumed.value).toBe('32,990');
    expect(document.activeElement).toBe(resumed);
    expect(resumed.selectionStart).toBe(6);
    expect(events()).toEqual([expect.objectContaining({ event_id: TRACKING_EVENTS.defaultForm, params: { form: 'finance_calculator', control: 'purchasePrice' } })]);
  });
});
