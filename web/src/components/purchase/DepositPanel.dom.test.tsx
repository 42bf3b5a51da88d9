// @vitest-environment jsdom
/**
 * The purchase's deposit step against a fake server: it starts Reserve's checkout with the deal's id,
 * pays, and then either submits the deal once the deposit is held, or — when another buyer's hold won
 * while this one paid — says the deposit is refunded (never "you have not been charged"). A 409 before
 * paying says nothing was charged.
 */
import { RESERVE_MESSAGES, type PurchaseDealView, type ReservationView } from '@forecourt/schemas/checkout';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../test/support/dom-root';
import { DepositPanel } from './DepositPanel';

vi.mock('@/components/payments/LazyPaymentStep', () => ({
  LazyPaymentStep: ({ onSucceeded }: { onSucceeded: () => void }) => (
    <button type="button" onClick={onSucceeded}>
      Pay now
    </button>
  ),
}));

const DEAL = '5d0f7a3e-8c1b-4f2a-9e6d-1a2b3c4d5e6f';
const RESERVATION = '0b5f2c1e-1d2a-4c3b-a9e8-7f6e5d4c3b2a';
const VIEW: PurchaseDealView = {
  id: DEAL,
  status: 'draft',
  step: 'deposit',
  car: { id: 'car-1', slug: 'a-car', title: '2021 Kia Cerato S' },
  data: { buyer: { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412345678' }, delivery: { method: 'pickup', location_id: 'north' } },
  breakdown: { price: 20000, price_text: '$20,000', deposit: 200, deposit_text: '$200', balance: 19800, balance_text: '$19,800' },
  reservation_id: null,
  lead_id: null,
};
const ANSWER = { reservation_id: RESERVATION, payment: { processor: 'local', client_secret: 'pi_local_1_secret_2', amount: 20_000, currency: 'aud' }, lock_expires_at: '2026-11-25T03:20:00.000Z' };
const reservation = (over: Partial<ReservationView>): ReservationView => ({
  id: RESERVATION,
  status: 'pending',
  car: { id: 'car-1', slug: 'a-car', title: '2021 Kia Cerato S' },
  deposit: '$200',
  paid_at: null,
  expires_at: null,
  ended_at: null,
  refunded: false,
  can_cancel: false,
  ...over,
});

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
let answers: { status: number; body: unknown }[];
const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  answers = [];
  calls.length = 0;
  sessionStorage.clear();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const next = answers.shift();
    if (!next) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } }));
  });
});

async function settle() {
  for (let i = 0; i < 8; i++) await act(async () => await Promise.resolve());
}
async function press(name: RegExp) {
  const target = [...dom.container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
  expect(target, String(name)).toBeTruthy();
  act(() => target!.click());
  await settle();
}
const alertText = () => dom.container.querySelector('[role="alert"]')?.textContent;

describe('the deposit step', () => {
  it('pays for the deal’s own reservation, then submits the deal once the deposit is held', async () => {
    const submitted = vi.fn();
    act(() => dom.root.render(<DepositPanel view={VIEW} holdHours={48} onBack={() => undefined} onSubmitted={submitted} />));
    answers.push({ status: 201, body: ANSWER });
    await press(/^Pay the deposit$/);
    expect(calls[0]).toMatchObject({ url: '/api/reservations', method: 'POST', body: { car_id: 'car-1', deal_id: DEAL, location_id: 'north', email: 'sam@example.com' } });
    answers.push({ status: 200, body: reservation({ status: 'held' }) }, { status: 201, body: { deal_id: DEAL, lead_id: 'lead-1', reservation_id: RESERVATION } });
    await press(/^Pay now$/);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/reservations', `GET /api/reservations/${RESERVATION}`, `POST /api/purchase-deals/${DEAL}/submit`]);
    expect(submitted).toHaveBeenCalledWith({ deal_id: DEAL, lead_id: 'lead-1', reservation_id: RESERVATION });
  });

  it('says the deposit was refunded when another buyer’s hold won while this one paid, and submits nothing', async () => {
    act(() => dom.root.render(<DepositPanel view={VIEW} holdHours={48} onBack={() => undefined} onSubmitted={() => undefined} />));
    answers.push({ status: 201, body: ANSWER });
    await press(/^Pay the deposit$/);
    answers.push({ status: 200, body: reservation({ status: 'failed', refunded: true }) });
    await press(/^Pay now$/);
    expect(alertText()).toMatch(/another buyer reserved this car while your payment was going through\. Your deposit has been refunded/);
    expect(alertText()).not.toContain('not been charged');
    expect(calls.some((c) => c.url.includes('/submit'))).toBe(false);
  });

  it('says nothing was charged when the car was taken before paying', async () => {
    act(() => dom.root.render(<DepositPanel view={VIEW} holdHours={48} onBack={() => undefined} onSubmitted={() => undefined} />));
    answers.push({ status: 409, body: { error: RESERVE_MESSAGES.justReserved } });
    await press(/^Pay the deposit$/);
    expect(alertText()).toBe(RESERVE_MESSAGES.justReserved);
  });
});
