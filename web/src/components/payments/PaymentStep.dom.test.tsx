// @vitest-environment jsdom
/**
 * The payment step's local card form in a DOM: labelled fields with the card autocomplete tokens, the
 * test cards listed, errors linked to their fields with focus on the first, a decline said in plain
 * words in an alert that takes focus (and another card may be tried), the challenge dialog's Approve
 * and Fail authentication, and success handed to the page. Stripe's session never shows the card form.
 */
import type { PaymentSession } from '@forecourt/schemas/checkout';
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessage } from '@/lib/payments/messages';
import { TEST_CARDS } from '@/lib/payments/test-cards';
import { domRoot } from '../../../test/support/dom-root';
import { PaymentStep } from './PaymentStep';

const SESSION: PaymentSession = { processor: 'local', client_secret: 'pi_local_abc_secret_def', amount: 20_000, currency: 'aud' };

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
let answers: { status: number; body: unknown }[];
const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => {
  const next = answers.shift();
  if (!next) return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } }));
});
const onSucceeded = vi.fn();
const posted = () => fetchSpy.mock.calls.map(([url, init]) => [url, JSON.parse(init?.body as string) as Record<string, unknown>] as const);

beforeEach(() => {
  answers = [];
  fetchSpy.mockClear();
  onSucceeded.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  act(() => dom.root.render(<PaymentStep session={SESSION} amountText="$200" billingName="Sam Buyer" onSucceeded={onSucceeded} />));
});

const input = (label: string) => {
  const element = [...dom.container.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  expect(element, `label ${label}`).toBeTruthy();
  return document.getElementById(element!.htmlFor) as HTMLInputElement;
};
function type(field: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const payButton = () => [...dom.container.querySelectorAll('button')].find((b) => /^Pay |Processing/.test(b.textContent ?? ''))!;
/** Submits the form and lets the answers' promises settle. */
async function pay() {
  await act(async () => {
    payButton().click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}
function fill(number: string) {
  type(input('Card number'), number);
  type(input('Expiry (MM/YY)'), '12/40');
  type(input('Security code (CVC)'), '123');
}
const alertText = () => dom.container.querySelector('[role="alert"]')?.textContent ?? '';

describe('PaymentStep with the embedded processor', () => {
  it('labels every field with its card autocomplete token, lists the test cards and says it is a test processor', () => {
    expect(input('Card number')).toMatchObject({ autocomplete: 'cc-number', inputMode: 'numeric' });
    expect(input('Expiry (MM/YY)')).toMatchObject({ autocomplete: 'cc-exp', inputMode: 'numeric' });
    expect(input('Security code (CVC)')).toMatchObject({ autocomplete: 'cc-csc', inputMode: 'numeric' });
    expect(input('Name on card')).toMatchObject({ autocomplete: 'cc-name', value: 'Sam Buyer' });
    expect(payButton().textContent).toBe('Pay $200 deposit');
    expect(payButton().type).toBe('submit');
    expect(dom.container.textContent).toMatch(/Test payments: no real card is charged/);
    for (const card of TEST_CARDS) expect(dom.container.textContent).toContain(`${card.number} ${card.outcome}`);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('an incomplete form posts nothing: each error is linked to its field, and focus goes to the first', async () => {
    type(input('Card number'), '4242');
    await pay();
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const [label, message] of [
      ['Card number', 'Enter the card number.'],
      ['Expiry (MM/YY)', 'Enter the expiry as MM/YY.'],
      ['Security code (CVC)', 'Enter the 3 or 4 digit security code.'],
    ] as const) {
      const field = input(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(input('Card number'));
    expect(input('Name on card').hasAttribute('aria-invalid')).toBe(false);
  });

  it('the success card: posts the card with the client secret, then hands over to the page', async () => {
    answers.push({ status: 200, body: { status: 'succeeded' } });
    fill('4242 4242 4242 4242');
    await pay();
    // Checked and normalised by the route's own schema before it is sent (spaces dropped).
    expect(posted()).toEqual([['/api/payments/local/confirm', { client_secret: SESSION.client_secret, card_number: '4242424242424242', expiry: '12/40', cvc: '123', name_on_card: 'Sam Buyer' }]]);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('a decline is said in plain words in a focused alert, and another card may be tried', async () => {
    const message = paymentMessage({ code: 'card_declined', declineCode: 'insufficient_funds' });
    answers.push({ status: 200, body: { status: 'requires_payment_method', error: { code: 'card_declined', decline_code: 'insufficient_funds', message } } });
    fill('4000 0000 0000 9995');
    await pay();
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(alertText()).toBe(message);
    expect(document.activeElement).toBe(dom.container.querySelector('[role="alert"]'));
    expect(payButton().disabled).toBe(false);

    answers.push({ status: 200, body: { status: 'succeeded' } });
    type(input('Card number'), '4242 4242 4242 4242');
    await pay();
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it("a refused request shows the server's message; a network failure says nothing was charged", async () => {
    answers.push({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
    fill('4242 4242 4242 4242');
    await pay();
    expect(alertText()).toBe('Too many requests. Please try again later.');
    await pay();
    expect(alertText()).toMatch(/could not reach the payment service\. Nothing was charged/);
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  async function challenge() {
    answers.push({ status: 200, body: { status: 'requires_action', next_action: { type: 'local_challenge' } } });
    fill('4000 0027 6000 3184');
    await pay();
    // The dialog's code is fetched when the card asks for the check.
    for (let i = 0; i < 50 && !document.querySelector('[role="dialog"]'); i++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(dialog).toBeTruthy();
    const title = document.getElementById(dialog!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Confirm this payment with your bank');
    return dialog!;
  }
  const button = (dialog: HTMLElement, name: string) => [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)!;

  it('the challenge card opens the bank dialog: Approve pays', async () => {
    const dialog = await challenge();
    expect(onSucceeded).not.toHaveBeenCalled();
    answers.push({ status: 200, body: { status: 'succeeded' } });
    await act(async () => {
      button(dialog, 'Approve').click();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(posted()[1]).toEqual(['/api/payments/local/authenticate', { client_secret: SESSION.client_secret, outcome: 'approve' }]);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('the challenge failed: the dialog closes and the alert says the bank could not confirm it', async () => {
    const dialog = await challenge();
    const message = paymentMessage({ code: 'payment_intent_authentication_failure' });
    answers.push({ status: 200, body: { status: 'requires_payment_method', error: { code: 'payment_intent_authentication_failure', message } } });
    await act(async () => {
      button(dialog, 'Fail authentication').click();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(posted()[1]).toEqual(['/api/payments/local/authenticate', { client_secret: SESSION.client_secret, outcome: 'fail' }]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(alertText()).toBe(message);
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});

describe('PaymentStep with Stripe', () => {
  it('never renders the local card form or the test cards: Stripe’s element loads on the client only', () => {
    const html = renderToStaticMarkup(<PaymentStep session={{ ...SESSION, processor: 'stripe', publishable_key: 'pk_test_x' }} amountText="$200" onSucceeded={() => undefined} />);
    expect(html).not.toContain('Card number');
    expect(html).not.toContain('4242');
    expect(html).not.toContain('/api/payments/local');
  });
});
