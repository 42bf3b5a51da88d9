// @vitest-environment jsdom
/**
 * The journey in a DOM against a fake server: one step at a time with focus on its heading, a step
 * that does not pass shows the focused error summary and sends nothing, Continue saves the step (PUT)
 * and moves on with the server's view, Back returns, and a resumed deal opens at its furthest step.
 * The later steps and the checks are chunks the journey fetches as the shopper goes: here, up front.
 */
import type { PurchaseDealView } from '@forecourt/schemas/checkout';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CALCULATOR_SETTINGS } from '@/domain/finance-calculator';
import { domRoot } from '../../../test/support/dom-root';
import { checks } from './lazy-panels';
import { PurchaseJourney, STEP_HEADING_ID, type PurchaseJourneyProps } from './PurchaseJourney';

const VIEW: PurchaseDealView = {
  id: '',
  status: 'draft',
  step: 'car',
  car: { id: 'car-1', slug: 'a-car', title: '2021 Kia Cerato S' },
  data: {},
  breakdown: { price: 20000, price_text: '$20,000', deposit: 200, deposit_text: '$200', balance: 19800, balance_text: '$19,800' },
  reservation_id: null,
  lead_id: null,
};

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
let calls: { url: string; method: string; body: Record<string, unknown> }[];
let reply: (body: Record<string, unknown>) => unknown;

beforeAll(async () => {
  await Promise.all([checks.load(), import('./TradeInPanel'), import('./FinancePanel'), import('./BuyerPanel')]);
});

beforeEach(() => {
  calls = [];
  reply = (body) => ({ ...VIEW, id: 'deal-1', step: body.step === 'car' ? 'trade_in' : 'finance', data: { car: {} } });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<string, unknown>;
    calls.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, method: init?.method ?? 'GET', body });
    return Promise.resolve(new Response(JSON.stringify(reply(body)), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
});

const props = (initial: PurchaseDealView = VIEW): PurchaseJourneyProps => ({
  initial,
  carId: 'car-1',
  carHref: '/cars/a-car',
  siteName: 'Gateway Car Superstore',
  today: '2026-03-18',
  holdHours: 48,
  locations: [{ id: 'loc-a', name: 'Eagle Farm' }],
  finance: { rate: { min: 0.5, max: 15, step: 0.5 }, defaultRate: 10, defaultTerm: 5, defaultFrequency: 'weekly' },
  settings: DEFAULT_CALCULATOR_SETTINGS,
  applyHref: '/apply-for-finance',
  prefill: { phone: '0412345678' },
  termsText: 'Refundable.',
});

const heading = () => document.getElementById(STEP_HEADING_ID)!;
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const click = async (el: HTMLElement) => {
  await act(async () => {
    el.click();
    await new Promise((r) => setTimeout(r, 0));
  });
};

describe('PurchaseJourney', () => {
  it('walks the steps: Continue saves and moves on with focus on the heading; an unanswered step says why and saves nothing; Back returns', async () => {
    act(() => dom.root.render(<PurchaseJourney {...props()} />));
    expect(heading().textContent).toBe('Your car and its price');
    expect(dom.container.querySelector('[aria-current="step"]')?.textContent).toBe('1. Your car and its price');
    await click(button('Continue'));
    expect(calls).toEqual([{ url: '/api/purchase-deals', method: 'PUT', body: { car_id: 'car-1', step: 'car', data: {} } }]);
    expect(heading().textContent).toBe('Trade-in');
    expect(document.activeElement).toBe(heading());

    await click(button('Continue'));
    expect(calls).toHaveLength(1);
    const summary = dom.container.querySelector('[aria-labelledby="purchase-errors-heading"]');
    expect(summary?.textContent).toContain('Choose whether you have a car to trade in.');

    await click(dom.container.querySelector<HTMLInputElement>('input[value="none"]')!);
    await click(button('Continue'));
    expect(calls[1]?.body).toEqual({ car_id: 'car-1', step: 'trade_in', data: { choice: 'none' } });
    expect(heading().textContent).toBe('Finance');

    await click(button('Back'));
    expect(heading().textContent).toBe('Trade-in');
  });

  it('opens a resumed deal at its furthest step', async () => {
    await act(async () => {
      dom.root.render(<PurchaseJourney {...props({ ...VIEW, id: 'deal-1', step: 'buyer', data: { car: {}, trade_in: { choice: 'none' } } })} />);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(heading().textContent).toBe('Your details');
    expect(dom.container.querySelector<HTMLInputElement>('input[name="phone"]')?.value).toBe('0412345678');
  });
});
