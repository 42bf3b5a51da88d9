// @vitest-environment jsdom
/**
 * The wizard in a DOM against a fake server: every step in order, focus on each new step's heading,
 * errors by field with the summary focused, the rego fallback to the selects, Back, one request per
 * click, the save_valuation post, and the progress resumed after a reload.
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadFormMeta } from '@/components/leads/schema-meta';
import { domRoot } from '../../../test/support/dom-root';
import { SESSION_KEY } from './session';
import { ValuationWizard, type ValuationWizardProps } from './ValuationWizard';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/lib/tracking/client', () => ({ track }));

// jsdom has no scrollIntoView; the error summary's links call it.
if (typeof (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;

const LEAD_ID = '3f0d2c1e-8b7a-4c5d-9e6f-1a2b3c4d5e6f';
const VALUATION_ID = '0b7e4a1c-2d3f-4e5a-8b9c-0d1e2f3a4b5c';
const TOKEN = 'token-0123456789abcdef';
const RAV4 = { year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX', source: 'rego', rego: 'ABC123', regoState: 'NSW' };
const ESTIMATE = { kind: 'estimate', low: 21_000, high: 24_000, offer: 21_000, comparables: 9, provider: 'embedded' };

const options: FormOptions = { termsRequired: false, commentsRequired: true, locations: [{ id: 'loc-1', name: 'Harbour Toyota Sales' }], dealerships: [] };

type Answer = { status: number; body: unknown } | 'offline';
type Routes = Record<string, Answer | ((url: string, body: unknown) => Answer)>;

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
let calls: { url: string; body: unknown }[];
let routes: Routes;
let release: (() => void) | undefined;

function route(url: string): string {
  return url.split('?')[0]!;
}

// The steps after the first are chunks of their own (lazy-steps.tsx), which the wizard fetches while the
// shopper is on the step before; here they are fetched up front so that each step shows on the next render.
beforeAll(async () => {
  await Promise.all([
    import('./CarStep'), import('./KmsStep'), import('./ConditionStep'), import('./ValuationStep'), import('./DoneStep'),
    import('./api'), import('./session'), import('@/components/leads/lead-schema'),
  ]);
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  track.mockClear();
  calls = [];
  release = undefined;
  routes = {
    '/api/leads/trade_in': { status: 201, body: { lead_id: LEAD_ID, trade_in_token: TOKEN } },
    '/api/valuation/rego': { status: 200, body: { found: true, vehicle: RAV4, register: 'demo' } },
    '/api/valuation/vehicles': (url) => {
      const query = new URL(url, 'http://x').searchParams;
      if (!query.has('year')) return { status: 200, body: { field: 'year', options: ['2022', '2021'] } };
      if (!query.has('make')) return { status: 200, body: { field: 'make', options: ['Mazda', 'Toyota'] } };
      if (!query.has('model')) return { status: 200, body: { field: 'model', options: ['CX-5', 'RAV4'] } };
      return { status: 200, body: { field: 'badge', options: [] } };
    },
    '/api/trade-in/estimate': { status: 200, body: { valuation_id: VALUATION_ID, outcome: ESTIMATE } },
    '/api/trade-in/accept': { status: 201, body: { lead_id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', subcategory: '3. Offer Accepted' } },
    '/api/miscellaneous': { status: 201, body: { saved: true } },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    const handler = routes[route(url)];
    if (!handler) throw new Error(`no route for ${url}`);
    const answer = typeof handler === 'function' ? handler(url, body) : handler;
    if (release) await new Promise<void>((resolve) => (release = resolve));
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});

/** Lets pending requests answer and their updates render. */
async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function mount(props: Partial<ValuationWizardProps> = {}) {
  act(() => {
    dom.root.render(<ValuationWizard options={options} form={leadFormMeta('trade_in', options)} siteName="Harbour Toyota" saveValuation={false} phone="02 9938 4102" {...props} />);
  });
  await settle();
}

const heading = () => dom.container.querySelector('#valuation-wizard-heading')!;
const byLabel = <T extends HTMLElement>(text: string): T => {
  const label = [...dom.container.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  if (!label) throw new Error(`no label ${text}`);
  return document.getElementById(label.htmlFor) as T;
};
const button = (name: string) => {
  const found = [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}; have ${[...dom.container.querySelectorAll('button')].map((b) => b.textContent).join(', ')}`);
  return found;
};
const callsTo = (path: string) => calls.filter((c) => route(c.url) === path);

async function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  act(() => {
    input.focus();
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

async function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

async function click(element: HTMLElement) {
  act(() => {
    element.click();
  });
  // Let pending fetches and their state updates settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}


async function fillDetails() {
  await type(byLabel('First Name'), 'Sam');
  await type(byLabel('Mobile'), '0412 345 678');
  await type(byLabel('Email'), 'sam@example.com');
  await click(button('Start my valuation'));
  await settle();
}

async function answerAll() {
  for (const fieldset of dom.container.querySelectorAll('fieldset')) {
    await click(fieldset.querySelector<HTMLInputElement>('input[type="radio"]')!);
  }
}

describe('ValuationWizard', () => {
  it('goes from the lead to an accepted offer, one step and one heading at a time', async () => {
    const car = { id: 'harbour-toyota-000001', slug: 'x-htu1', title: '2025 Toyota HiLux', car_type: 'used' as const, make: 'Toyota', model: 'HiLux', year: 2025 };
    await mount({ car, saveValuation: true });
    expect(heading().textContent).toBe('Your details');
    expect(dom.container.querySelector('[aria-current="step"]')!.textContent).toContain('Your details');
    expect(document.activeElement).not.toBe(heading());

    await fillDetails();
    const start = callsTo('/api/leads/trade_in');
    expect(start).toHaveLength(1);
    expect(start[0]!.body).toMatchObject({ car_id: car.id, fields: { name: 'Sam', email: 'sam@example.com' } });
    // The lead's tracking follows its checks' module, fetched on first use: a loaded machine (CI's
    // parallel build) can take longer than settle()'s few ticks to import it.
    await vi.waitFor(() => expect(track).toHaveBeenCalledTimes(1));
    expect(track.mock.calls[0]![0]).toBe(22);
    expect(heading().textContent).toBe('Your car');
    // The step's code is fetched on first use too (lazy-steps.tsx); its heading takes the focus once
    // the step is drawn, which on a loaded machine (CI's browser tests alongside) is after settle().
    await vi.waitFor(() => expect(document.activeElement).toBe(heading()));
    // No way back into the lead form once the lead exists.
    expect(() => button('Back')).toThrow();

    await type(byLabel('Rego'), 'abc 123');
    await choose(byLabel('State of registration'), 'NSW');
    await click(button('Find my car'));
    await settle();
    expect(callsTo('/api/valuation/rego')[0]!.body).toEqual({ rego: 'ABC123', regoState: 'NSW' });
    expect(dom.container.textContent).toContain('Is this your car?');
    expect(dom.container.textContent).toContain('2021 Toyota RAV4 GX');
    expect(dom.container.textContent).toContain('Demo register: sample registrations only');
    expect(document.activeElement?.textContent).toBe('Is this your car?');

    await click(button('Yes, this is my car'));
    expect(heading().textContent).toBe('Kilometres');
    expect(document.activeElement).toBe(heading());
    await type(byLabel('Odometer reading (km)'), '45000');
    act(() => {
      byLabel<HTMLInputElement>('Odometer reading (km)').blur();
    });
    expect(byLabel<HTMLInputElement>('Odometer reading (km)').value).toBe('45,000');
    await click(button('Continue'));
    expect(heading().textContent).toBe('About your car');

    // Nothing answered: errors by question, the summary focused.
    await click(button('Get my valuation'));
    expect(callsTo('/api/trade-in/estimate')).toHaveLength(0);
    const summary = dom.container.querySelector('[data-error-summary]')!;
    expect(document.activeElement).toBe(summary);
    expect(dom.container.querySelectorAll('fieldset[aria-invalid="true"]')).toHaveLength(6);

    await answerAll();
    expect(dom.container.querySelectorAll('fieldset[aria-invalid="true"]')).toHaveLength(0);
    await click(button('Get my valuation'));
    await settle();
    expect(callsTo('/api/trade-in/estimate')[0]!.body).toEqual({
      lead_id: LEAD_ID,
      token: TOKEN,
      vehicle: RAV4,
      kms: 45_000,
      answers: { condition: 'excellent', service_history: 'full', accident_damage: 'no', tyres: 'good', finance_owing: 'no', keys: 'two' },
    });
    expect(heading().textContent).toBe('Your estimated trade-in value');
    expect(document.activeElement).toBe(heading());
    expect(dom.container.textContent).toContain('$21,000 – $24,000');
    expect(dom.container.textContent).toContain('Based on 9 comparable cars');
    expect(dom.container.textContent).toContain('indicative only');
    expect(callsTo('/api/miscellaneous')[0]!.body).toEqual({ lead_id: LEAD_ID, token: TOKEN, column_name: 'valuation', valuation_id: VALUATION_ID });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toMatchObject({ state: { step: 'valuation' } });
    expect(sessionStorage.getItem(SESSION_KEY)).not.toContain('sam@example.com');

    await click(button('Accept offer'));
    await settle();
    expect(callsTo('/api/trade-in/accept')[0]!.body).toEqual({ lead_id: LEAD_ID, token: TOKEN, valuation_id: VALUATION_ID });
    expect(heading().textContent).toBe('Offer accepted');
    expect(document.activeElement).toBe(heading());
    expect(dom.container.textContent).toContain('02 9938 4102');
    expect(() => button('Back')).toThrow();
    // The accept route records event 18 itself.
    expect(track).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('falls back to the selects when the rego is not found, and to the appraisal when there is no online estimate', async () => {
    routes['/api/valuation/rego'] = { status: 200, body: { found: false, message: 'We could not find that rego.' } };
    routes['/api/trade-in/estimate'] = { status: 200, body: { valuation_id: VALUATION_ID, outcome: { kind: 'appraisal', reasons: ['too_many_km'] } } };
    routes['/api/trade-in/accept'] = { status: 201, body: { lead_id: LEAD_ID, subcategory: '3. Appraisal Requested' } };
    await mount();
    await fillDetails();
    await type(byLabel('Rego'), 'ZZZ999');
    await choose(byLabel('State of registration'), 'VIC');
    await click(button('Find my car'));
    await settle();
    expect(dom.container.textContent).toContain('We could not find that rego.');
    expect(document.activeElement?.textContent).toBe('Choose your car');

    const make = byLabel<HTMLSelectElement>('Make');
    expect(make.disabled).toBe(true);
    await click(button('Continue'));
    expect(dom.container.querySelectorAll('select[aria-invalid="true"]')).toHaveLength(3);
    await choose(byLabel('Year'), '2021');
    await settle();
    expect(byLabel<HTMLSelectElement>('Make').disabled).toBe(false);
    await choose(byLabel('Make'), 'Toyota');
    await settle();
    await choose(byLabel('Model'), 'RAV4');
    await settle();
    expect(byLabel<HTMLSelectElement>('Badge (optional)').disabled).toBe(true);
    await click(button('Continue'));
    expect(heading().textContent).toBe('Kilometres');

    // Back returns to the selects with the choices kept.
    await click(button('Back'));
    expect(heading().textContent).toBe('Your car');
    expect(byLabel<HTMLSelectElement>('Model').value).toBe('RAV4');
    await click(button('Continue'));
    await type(byLabel('Odometer reading (km)'), '145,000');
    await click(button('Continue'));
    await answerAll();
    await click(button('Get my valuation'));
    await settle();
    expect(callsTo('/api/trade-in/estimate')[0]!.body).toMatchObject({ vehicle: { year: 2021, make: 'Toyota', model: 'RAV4', source: 'manual' }, kms: 145_000 });
    expect(heading().textContent).toBe("We'd like to see your car");
    expect(dom.container.textContent).toContain('more than 100,000 km');
    await type(byLabel('When would suit you to bring the car in? (optional)'), 'Saturday morning');
    await click(button('Book an in-person appraisal'));
    await settle();
    expect(callsTo('/api/trade-in/accept')[0]!.body).toMatchObject({ message: 'Saturday morning' });
    expect(heading().textContent).toBe('Appraisal requested');
  });

  it('shows a failed lookup’s message and goes on by hand; a refused token offers to start again', async () => {
    routes['/api/valuation/rego'] = 'offline';
    routes['/api/trade-in/estimate'] = { status: 403, body: { error: 'Start the valuation again: this valuation was not started in this browser.' } };
    await mount();
    await fillDetails();
    await type(byLabel('Rego'), 'ABC123');
    await choose(byLabel('State of registration'), 'NSW');
    await click(button('Find my car'));
    await settle();
    expect(dom.container.textContent).toContain('We could not reach our server');
    expect(heading().textContent).toBe('Your car');
    await click(button('Search by rego instead'));
    await click(button('Choose my car manually'));
    await settle();
    await choose(byLabel('Year'), '2021');
    await settle();
    await choose(byLabel('Make'), 'Mazda');
    await settle();
    await choose(byLabel('Model'), 'CX-5');
    await settle();
    await click(button('Continue'));
    await type(byLabel('Odometer reading (km)'), '12000');
    await click(button('Continue'));
    await answerAll();
    await click(button('Get my valuation'));
    await settle();
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toContain('Start the valuation again');
    await click(button('Start again'));
    expect(heading().textContent).toBe('Your details');
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('sends one request however many clicks, with the button disabled and Working…', async () => {
    await mount();
    await type(byLabel('First Name'), 'Sam');
    await type(byLabel('Mobile'), '0412345678');
    await type(byLabel('Email'), 'sam@example.com');
    release = () => undefined;
    const submit = button('Start my valuation');
    act(() => {
      submit.click();
      submit.click();
    });
    await settle();
    expect(submit.textContent).toBe('Working…');
    expect(submit.disabled).toBe(true);
    act(() => {
      submit.dispatchEvent(new Event('submit', { bubbles: true }));
    });
    act(() => {
      release?.();
    });
    await settle();
    expect(callsTo('/api/leads/trade_in')).toHaveLength(1);
    expect(heading().textContent).toBe('Your car');
  });

  it('resumes at the saved step after a reload, without asking for the details again', async () => {
    await mount();
    await fillDetails();
    await click(button('Choose my car manually'));
    await settle();
    await choose(byLabel('Year'), '2021');
    await settle();
    await choose(byLabel('Make'), 'Toyota');
    await settle();
    await choose(byLabel('Model'), 'RAV4');
    await settle();
    await click(button('Continue'));
    expect(heading().textContent).toBe('Kilometres');
    dom.unmount();

    await mount();
    await settle();
    expect(heading().textContent).toBe('Kilometres');
    // A restore is not the shopper's move: focus stays where the page put it.
    expect(document.activeElement).not.toBe(heading());
  });
});
