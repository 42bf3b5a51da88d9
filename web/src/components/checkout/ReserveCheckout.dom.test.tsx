// @vitest-environment jsdom
/**
 * Reserve's steps in a DOM: the contact step's validation (the error summary in the lead forms' words,
 * each message linked to its field, nothing posted), the per-car checkout key sent again on a retry,
 * the 409 'just reserved' alert, the payment step, polling until the payment is recorded and the
 * confirmation panel (deposit, reference, hold end in the dealer's time zone, receipt address,
 * garage link), and a payment that lost the race (refunded). The payment step itself is helper A's
 * (PaymentStep.dom.test.tsx); here it is a button that reports success. The schemas, which the form
 * fetches on the shopper's first touch, are fetched before the tests.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { RESERVE_MESSAGES, type ReservationView } from '@forecourt/schemas/checkout';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../test/support/dom-root';
import { ReserveCheckout, reserveSchemas, type ReserveCheckoutProps } from './ReserveCheckout';

vi.mock('@/components/payments/LazyPaymentStep', () => ({
  LazyPaymentStep: ({ onSucceeded, amountText, billingName }: { onSucceeded: () => void; amountText: string; billingName?: string }) => (
    <button type="button" data-billing-name={billingName} onClick={onSucceeded}>
      Pay {amountText}
    </button>
  ),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined, prefetch: () => undefined }) }));

const RESERVATION_ID = '0b5f2c1e-1d2a-4c3b-a9e8-7f6e5d4c3b2a';
const ANSWER = {
  reservation_id: RESERVATION_ID,
  payment: { processor: 'local', client_secret: 'pi_local_abc123_secret_def456', amount: 50_000, currency: 'aud' },
  lock_expires_at: '2026-11-25T03:20:00.000Z',
};
const view = (over: Partial<ReservationView>): ReservationView => ({
  id: RESERVATION_ID,
  status: 'pending',
  car: { id: 'car-1', slug: '2024-toyota-corolla', title: '2024 Toyota Corolla Ascent Sport' },
  deposit: '$500',
  paid_at: null,
  expires_at: null,
  ended_at: null,
  refunded: false,
  can_cancel: false,
  ...over,
});

const PROPS: ReserveCheckoutProps = {
  carId: 'car-1',
  carHref: '/cars/2024-toyota-corolla',
  depositText: '$500',
  garageHref: '/my-garage',
  timeZone: 'Australia/Perth',
  prefill: { phone: '0412 345 678' },
  locations: [],
};

const dom = domRoot({
  afterUnmount() {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  },
});
let answers: { status: number; body: unknown }[];
const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => {
  const next = answers.shift();
  if (!next) return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } }));
});
const posts = () =>
  fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [url, JSON.parse(init?.body as string) as Record<string, unknown>] as const);
const polls = () => fetchSpy.mock.calls.filter(([, init]) => init?.method !== 'POST').map(([url]) => url);

function mount(props: Partial<ReserveCheckoutProps> = {}) {
  act(() => dom.root.render(<ReserveCheckout {...PROPS} {...props} />));
}

beforeAll(async () => {
  await reserveSchemas.load();
});

beforeEach(() => {
  answers = [];
  fetchSpy.mockClear();
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchSpy);
});

const field = (label: string) => {
  const element = [...dom.container.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label);
  expect(element, `label ${label}`).toBeTruthy();
  return document.getElementById(element!.htmlFor) as HTMLInputElement;
};
const terms = () => dom.container.querySelector<HTMLInputElement>('input[type="checkbox"][name="terms_agreed"]')!;
function type(input: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (name: RegExp) => [...dom.container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
const heading = () => dom.container.querySelector('h2');
async function press(target: HTMLButtonElement | undefined) {
  expect(target).toBeTruthy();
  await act(async () => {
    target!.click();
    await Promise.resolve();
  });
}
/** Lets pending promises (fetch, json) and React's updates run. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => await Promise.resolve());
}
async function submit() {
  await press(button(/^Continue to payment$/));
  await settle();
}
function fillValid() {
  type(field('First Name'), 'Sam');
  type(field('Last Name'), "O'Brien");
  type(field('Email'), 'sam@example.com');
  act(() => terms().click());
}

describe('the contact step', () => {
  it('labels every field, prefills the account phone, and starts with its heading', () => {
    mount();
    expect(heading()?.textContent).toBe('Your details');
    expect(field('First Name').autocomplete).toBe('given-name');
    expect(field('Last Name').autocomplete).toBe('family-name');
    expect(field('Email').type).toBe('email');
    expect(field('Mobile').value).toBe('0412 345 678');
    expect(terms()).toBeTruthy();
    // One location: no choice to make.
    expect(dom.container.querySelector('select')).toBeNull();
  });

  it('offers the preferred location when the site has several', () => {
    mount({ locations: [{ id: 'north', name: 'North' }, { id: 'south', name: 'South' }] });
    const select = dom.container.querySelector('select')!;
    expect(field('Preferred location')).toBe(select);
    expect([...select.options].map((o) => o.value)).toEqual(['', 'north', 'south']);
  });

  it('lists every problem under the lead forms heading, links each to its field, and posts nothing', async () => {
    mount({ prefill: { phone: '' } });
    await submit();
    const summary = [...dom.container.querySelectorAll('h2')].find((h) => h.textContent === LEAD_MESSAGES.errorListHeading);
    expect(summary).toBeTruthy();
    const links = [...dom.container.querySelectorAll<HTMLAnchorElement>('[role="group"] a')];
    const targets = links.map((a) => document.getElementById(a.hash.slice(1)));
    expect(targets).toEqual([field('First Name'), field('Last Name'), field('Email'), field('Mobile'), terms()]);
    for (const input of [field('First Name'), field('Email'), field('Mobile'), terms()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(heading()?.textContent).toBe('Your details');
  });

  it('says a bad e-mail in the lead forms words and clears fixed fields', async () => {
    mount();
    fillValid();
    type(field('Email'), 'not-an-email');
    await submit();
    expect(dom.container.textContent).toContain(LEAD_MESSAGES.email);
    expect(field('First Name').getAttribute('aria-invalid')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's field errors and message on a 400", async () => {
    mount();
    fillValid();
    answers.push({ status: 400, body: { error: 'Please check your details.', fields: { phone: 'Please enter a valid Australian phone number.', __proto__: 'x' } } });
    await submit();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('Please check your details.');
    expect(field('Mobile').getAttribute('aria-invalid')).toBe('true');
    expect(heading()?.textContent).toBe('Your details');
  });

  it('sends the same checkout key when the shopper retries after a dropped connection', async () => {
    mount();
    fillValid();
    await submit(); // no answer queued: the fetch rejects
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/Nothing was charged/);
    answers.push({ status: 201, body: ANSWER });
    await submit();
    const [[url, first], [, second]] = posts() as [[string, Record<string, unknown>], [string, Record<string, unknown>]];
    expect(url).toBe('/api/reservations');
    expect(first).toMatchObject({ car_id: 'car-1', name: 'Sam', last_name: "O'Brien", email: 'sam@example.com', phone: '0412345678', terms_agreed: true });
    expect(first.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.idempotency_key).toBe(first.idempotency_key);
  });
});

describe('a car another buyer holds', () => {
  it('says so in an alert (nothing charged), links to search, and forgets the checkout key', async () => {
    mount();
    fillValid();
    answers.push({ status: 409, body: { error: RESERVE_MESSAGES.justReserved } });
    await submit();
    expect(heading()?.textContent).toBe('This car was just reserved');
    expect(document.activeElement).toBe(heading());
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(RESERVE_MESSAGES.justReserved);
    const links = [...dom.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Search for a similar car', '/search']);
    expect(sessionStorage.getItem('forecourt:reserve:car-1')).toBeNull();
  });
});

describe('payment and confirmation', () => {
  async function toPayment() {
    mount();
    fillValid();
    answers.push({ status: 201, body: ANSWER });
    await submit();
  }

  it('moves to the payment step with focus on its heading and the billing name', async () => {
    await toPayment();
    expect(heading()?.textContent).toBe('Pay your deposit');
    expect(document.activeElement).toBe(heading());
    expect(button(/^Pay \$500$/)?.dataset.billingName).toBe("Sam O'Brien");
  });

  it('polls until the payment is recorded, then confirms the hold in the dealer’s time zone', async () => {
    await toPayment();
    vi.useFakeTimers();
    answers.push({ status: 200, body: view({}) }, { status: 200, body: view({}) });
    answers.push({
      status: 200,
      body: view({ status: 'held', paid_at: '2026-11-25T03:05:00.000Z', expires_at: '2026-11-27T03:05:00.000Z', can_cancel: true }),
    });
    await press(button(/^Pay/));
    await settle();
    expect(heading()?.textContent).toBe('Confirming your payment');
    expect(dom.container.querySelector('[role="status"]')?.textContent).toMatch(/Your payment went through/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(heading()?.textContent).toBe('Confirming your payment');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(polls()).toEqual([`/api/reservations/${RESERVATION_ID}`, `/api/reservations/${RESERVATION_ID}`, `/api/reservations/${RESERVATION_ID}`]);

    expect(heading()?.textContent).toBe('Your car is reserved');
    expect(document.activeElement).toBe(heading());
    const panel = dom.container.querySelector('[role="status"]')!.textContent ?? '';
    // 03:05 UTC is 11:05 am in Perth, whatever the test machine's zone.
    expect(panel).toMatch(/until Friday,? 27 November 2026 at 11:05 am/);
    expect(panel).toContain('$500');
    expect(panel).toContain('pi_local_abc123');
    expect(panel).toContain('sam@example.com');
    const garage = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'View in My garage');
    expect(garage?.getAttribute('href')).toBe('/my-garage');
    expect(sessionStorage.getItem('forecourt:reserve:car-1')).toBeNull();
    // Done: no more polls.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toHaveLength(3);
  });

  it('says it is still confirming after 30 seconds and keeps asking, more slowly', async () => {
    await toPayment();
    vi.useFakeTimers();
    for (let i = 0; i < 40; i++) answers.push({ status: 200, body: view({}) });
    await press(button(/^Pay/));
    await settle();
    for (let i = 0; i < 30; i++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await settle();
    }
    expect(polls().length).toBe(30);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toMatch(/^We are confirming your payment…/);
    // The 30th poll was at 29 s; the next waits 5 s (34 s).
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await settle();
    expect(polls().length).toBe(30);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(polls().length).toBe(31);
  });

  it('without a garage, says the receipt carries the manage link', async () => {
    mount({ garageHref: undefined });
    fillValid();
    answers.push({ status: 201, body: ANSWER });
    await submit();
    answers.push({ status: 200, body: view({ status: 'held', paid_at: '2026-11-25T03:05:00.000Z', expires_at: '2026-11-27T03:05:00.000Z' }) });
    await press(button(/^Pay/));
    await settle();
    expect(heading()?.textContent).toBe('Your car is reserved');
    expect(dom.container.textContent).toContain('with a link to manage your reservation');
    expect([...dom.container.querySelectorAll('a')].some((a) => a.textContent === 'View in My garage')).toBe(false);
  });

  it('says the deposit is refunded when another buyer won while this one paid', async () => {
    await toPayment();
    answers.push({ status: 200, body: view({ status: 'failed', paid_at: '2026-11-25T03:05:00.000Z', refunded: true }) });
    await press(button(/^Pay/));
    await settle();
    expect(heading()?.textContent).toBe('Your payment was refunded');
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/has been refunded in full/);
  });
});
