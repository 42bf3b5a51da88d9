// @vitest-environment jsdom
/**
 * The calculator in a DOM: typing recomputes at once, leaving a box clamps it, the disclaimer
 * toggles, and only the first interaction is tracked.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calculateFinance,
  DEFAULT_CALCULATOR_SETTINGS as SETTINGS,
  defaultCalculatorInputs,
  DEFAULT_FINANCE_DISCLAIMER,
  purchasePriceHelpText,
} from '@/domain/finance-calculator';
import { TRACKING_EVENTS } from '@/domain/tracking';
import { EVENTS_ENDPOINT, resetTrackedForTests } from '@/lib/tracking/client';
import { domRoot } from '../../../../test/support/dom-root';
import { FinanceCalculator } from './FinanceCalculator';

// jsdom has no ResizeObserver (Radix's slider thumb measures itself with one) nor IntersectionObserver
// (the chart waits for one): observers that never fire keep the chart unloaded.
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

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });

const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
const events = () => fetchSpy.mock.calls.filter(([url]) => url === EVENTS_ENDPOINT).map(([, init]) => JSON.parse(init?.body as string) as unknown);

beforeEach(() => {
  resetTrackedForTests();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  act(() => {
    dom.root.render(<FinanceCalculator settings={SETTINGS} carPrice={30000} disclaimer={DEFAULT_FINANCE_DISCLAIMER} enquirePath="/finance-enquiry#finance-form" />);
  });
});

const byTestId = <T extends HTMLElement>(id: string) => dom.container.querySelector<T>(`[data-testid="${id}"]`)!;
const repayment = () => byTestId('finance-calculator-repayment').textContent;

/** Types like a shopper: the value through the native setter (so React sees a change), then an input event. */
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const blur = (input: HTMLElement) => act(() => input.blur());
const click = (element: HTMLElement) => act(() => element.click());

describe('FinanceCalculator in the browser', () => {
  it('recomputes as the shopper types, and clamps the price on blur with the help text meanwhile', () => {
    const price = byTestId<HTMLInputElement>('finance-calculator-purchasePrice');
    expect(repayment()).toContain(calculateFinance(defaultCalculatorInputs(30000, SETTINGS), SETTINGS).repaymentText);

    type(price, '300000');
    expect(price.value).toBe('300,000');
    const at250k = calculateFinance({ ...defaultCalculatorInputs(250000, SETTINGS) }, SETTINGS).repaymentText;
    expect(repayment()).toContain(at250k);
    expect(dom.container.textContent).toContain(purchasePriceHelpText(SETTINGS));

    blur(price);
    expect(price.value).toBe('250,000');
    expect(dom.container.textContent).not.toContain(purchasePriceHelpText(SETTINGS));
    expect(repayment()).toContain(at250k);
  });

  it('clamps the rate and the deposit on blur and shows the clamped values', () => {
    const rate = byTestId<HTMLInputElement>('finance-calculator-interestRate');
    type(rate, '40');
    blur(rate);
    expect(rate.value).toBe('15');

    const deposit = byTestId<HTMLInputElement>('finance-calculator-depositTradeIn');
    type(deposit, '999999');
    blur(deposit);
    expect(deposit.value).toBe('250,000');
    // Everything is covered by the deposit: nothing to repay.
    expect(repayment()).toBe('Enquire for Finance');
    expect(byTestId('finance-calculator-repayment').querySelector('a')?.getAttribute('href')).toBe('/finance-enquiry#finance-form');
  });

  it('takes quick picks, the term and the frequency', () => {
    click([...dom.container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === '$70,000')!);
    expect(byTestId<HTMLInputElement>('finance-calculator-purchasePrice').value).toBe('70,000');
    const term = byTestId<HTMLSelectElement>('finance-calculator-termYears');
    act(() => {
      term.value = '3';
      term.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click(byTestId('finance-calculator-frequency-monthly'));
    const expected = calculateFinance({ ...defaultCalculatorInputs(70000, SETTINGS), termYears: 3, frequency: 'monthly' }, SETTINGS);
    expect(repayment()).toContain(expected.repaymentText);
    expect(repayment()).toContain('per month');
  });

  it('toggles the disclaimer with Show More and Show Less', () => {
    const button = [...dom.container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.startsWith('Show More'))!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Both texts are drawn; what shows is what is not hidden.
    const shown = () => [...byTestId('finance-calculator-disclaimer').querySelectorAll<HTMLElement>('[data-less], [data-more]')].filter((e) => !e.hidden).map((e) => e.textContent).join('');
    expect(shown()).not.toContain('approved applicants only');
    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toMatch(/^Show Less/);
    expect(shown()).toContain('approved applicants only');
    click(button);
    expect(button.textContent).toMatch(/^Show More/);
    expect(shown()).not.toContain('approved applicants only');
  });

  it('records one event, on the first interaction only', () => {
    expect(events()).toEqual([]);
    type(byTestId<HTMLInputElement>('finance-calculator-residual'), '5000');
    type(byTestId<HTMLInputElement>('finance-calculator-residual'), '6000');
    click(byTestId('finance-calculator-frequency-monthly'));
    expect(events()).toEqual([
      expect.objectContaining({ event_id: TRACKING_EVENTS.defaultForm, params: { form: 'finance_calculator', control: 'residual' } }),
    ]);
  });
});
